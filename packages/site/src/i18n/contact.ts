import { defineCopy } from './defineCopy';

/** The Contact page around the contact form (the form has its own copy in the widgets). */
export const CONTACT_COPY = defineCopy(
  {
    'contact.title': 'Contact Us',
    'contact.intro':
      'Questions about our programmes, partnerships or a venture? Write to us; we answer within 24 hours.',
    'contact.email': 'E-mail',
    'contact.office': 'Office',
    'contact.city': 'Lagos, Nigeria',
    'contact.visits': 'Visits by appointment only',
  },
  {
    fr: {
      'contact.title': 'Contactez-nous',
      'contact.intro':
        'Des questions sur nos programmes, nos partenariats ou une entreprise ? Écrivez-nous : nous répondons sous 24 heures.',
      'contact.email': 'Adresse e-mail',
      'contact.office': 'Bureau',
      'contact.city': 'Lagos, Nigeria',
      'contact.visits': 'Visites uniquement sur rendez-vous',
    },
    ar: {
      'contact.title': 'اتصل بنا',
      'contact.intro':
        'لديك أسئلة عن برامجنا أو شراكاتنا أو أحد المشاريع الريادية؟ راسلنا، فنحن نردّ خلال 24 ساعة.',
      'contact.email': 'البريد الإلكتروني',
      'contact.office': 'المكتب',
      'contact.city': 'لاغوس، نيجيريا',
      'contact.visits': 'الزيارات بموعد مسبق فقط',
    },
    sw: {
      'contact.title': 'Wasiliana Nasi',
      'contact.intro':
        'Una maswali kuhusu programu zetu, ushirikiano au biashara fulani? Tuandikie; tunajibu ndani ya saa 24.',
      'contact.email': 'Barua pepe',
      'contact.office': 'Ofisi',
      'contact.city': 'Lagos, Nigeria',
      'contact.visits': 'Kutembelea ni kwa miadi tu',
    },
  },
);
