import { contactPage } from '@ia/shared';
import type { SeedUnit, SeedUpgrade } from '../types.js';

const PHONE_TITLE = {
  en: 'Phone',
  fr: 'Téléphone',
  ar: 'الهاتف',
  sw: 'Simu',
};

/** The Contact page's own texts (its e-mail address and office are the organisation's details). */
export const CONTACT_PAGE: SeedUnit = {
  def: contactPage,
  data: {
    title: {
      en: 'Contact Us',
      fr: 'Contactez-nous',
      ar: 'اتصل بنا',
      sw: 'Wasiliana Nasi',
    },
    intro: {
      en: 'Questions about our programmes, partnerships or a venture? Write to us; we answer within 24 hours.',
      fr: 'Des questions sur nos programmes, nos partenariats ou une entreprise ? Écrivez-nous : nous répondons sous 24 heures.',
      ar: 'لديك أسئلة عن برامجنا أو شراكاتنا أو أحد المشاريع الريادية؟ راسلنا، فنحن نردّ خلال 24 ساعة.',
      sw: 'Una maswali kuhusu programu zetu, ushirikiano au biashara fulani? Tuandikie; tunajibu ndani ya saa 24.',
    },
    emailTitle: {
      en: 'E-mail',
      fr: 'Adresse e-mail',
      ar: 'البريد الإلكتروني',
      sw: 'Barua pepe',
    },
    officeTitle: {
      en: 'Office',
      fr: 'Bureau',
      ar: 'المكتب',
      sw: 'Ofisi',
    },
    phoneTitle: PHONE_TITLE,
  },
};

/** Installations seeded before the phone number had no heading for it. */
export const CONTACT_PAGE_PHONE: SeedUpgrade = {
  name: 'contact-page-phone',
  def: contactPage,
  texts: { phoneTitle: { from: '', to: PHONE_TITLE } },
};
