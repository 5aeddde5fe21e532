import { contactPage } from '@ia/shared';
import type { SeedUnit, SeedUpgrade } from '../types.js';

const PHONE_TITLE = {
  en: 'Phone',
  fr: 'Téléphone',
  ar: 'الهاتف',
  sw: 'Simu',
  ha: 'Waya',
  yo: 'Fóònù',
  ig: 'Ekwentị',
  pt: 'Telefone',
  am: 'ስልክ',
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
      ha: 'Tuntuɓe Mu',
      yo: 'Kàn Sí Wa',
      ig: 'Kpọtụrụ Anyị',
      pt: 'Contacte-nos',
      am: 'ያግኙን',
    },
    intro: {
      en: 'Questions about our programmes, partnerships or a venture? Write to us; we answer within 24 hours.',
      fr: 'Des questions sur nos programmes, nos partenariats ou une entreprise ? Écrivez-nous : nous répondons sous 24 heures.',
      ar: 'لديك أسئلة عن برامجنا أو شراكاتنا أو أحد المشاريع الريادية؟ راسلنا، فنحن نردّ خلال 24 ساعة.',
      sw: 'Una maswali kuhusu programu zetu, ushirikiano au biashara fulani? Tuandikie; tunajibu ndani ya saa 24.',
      ha: 'Kuna da tambayoyi game da shirye-shiryenmu, haɗin gwiwa ko wani kasuwanci? Rubuto mana; muna amsawa cikin awanni 24.',
      yo: 'Ṣé ẹ ní ìbéèrè nípa àwọn ètò wa, àjọṣepọ̀ tàbí iṣẹ́ ajé kan? Ẹ kọ̀wé sí wa; a máa ń dáhùn láàárín wákàtí 24.',
      ig: "Ị nwere ajụjụ gbasara mmemme anyị, mmekọrịta ma ọ bụ otu azụmahịa? Degara anyị; anyị na-aza n'ime awa 24.",
      pt: 'Tem perguntas sobre os nossos programas, parcerias ou uma iniciativa? Escreva-nos; respondemos no prazo de 24 horas.',
      am: 'ስለ ፕሮግራሞቻችን፣ ስለ አጋርነቶች ወይም ስለ አንድ ሥራ ጥያቄ አለዎት? ይጻፉልን፤ በ24 ሰዓት ውስጥ መልስ እንሰጣለን።',
    },
    emailTitle: {
      en: 'E-mail',
      fr: 'Adresse e-mail',
      ar: 'البريد الإلكتروني',
      sw: 'Barua pepe',
      ha: 'Imel',
      yo: 'Ímeèlì',
      ig: 'Ozi-e',
      pt: 'Correio eletrónico',
      am: 'ኢሜይል',
    },
    officeTitle: {
      en: 'Office',
      fr: 'Bureau',
      ar: 'المكتب',
      sw: 'Ofisi',
      ha: 'Ofis',
      yo: 'Ọ́fíìsì',
      ig: 'Ọfịs',
      pt: 'Escritório',
      am: 'ቢሮ',
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
