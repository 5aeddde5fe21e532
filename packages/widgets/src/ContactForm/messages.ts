import { CONTACT_MESSAGES } from '@ia/shared';
import { defineMessages, type Messages } from '../i18n/messages';

export type ContactFormMessageKey =
  | 'heading'
  | 'name'
  | 'namePlaceholder'
  | 'email'
  | 'emailPlaceholder'
  | 'message'
  | 'messagePlaceholder'
  | 'ventureMessage'
  | 'submit'
  | 'sending'
  | 'successTitle'
  | 'successDescription'
  | 'rateLimitedTitle'
  | 'rateLimitedDescription'
  | 'networkTitle'
  | 'networkDescription'
  | 'serverTitle'
  | 'serverDescription'
  | 'fieldsTitle'
  | 'fieldsDescription'
  | 'kept'
  | 'honeypot'
  | 'required'
  | 'nameError'
  | 'emailError'
  | 'messageError';

export const contactFormMessages: Messages<ContactFormMessageKey> = defineMessages(
  'contactForm',
  'Contact form',
  {
    en: {
      heading: 'Send us a Message',
      name: 'Full Name',
      namePlaceholder: 'Your full name',
      email: 'Email Address',
      emailPlaceholder: 'name@example.com',
      message: 'Message',
      messagePlaceholder: 'Tell us about your interest in our programmes...',
      ventureMessage: "I'm interested in learning more about {venture}.",
      submit: 'Send Message',
      sending: 'Sending...',
      successTitle: 'Message sent successfully!',
      successDescription: "We'll get back to you within 24 hours.",
      rateLimitedTitle: 'Too many messages',
      rateLimitedDescription:
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
      networkTitle: 'Message not sent',
      networkDescription:
        "We couldn't reach the server. Please check your connection and try again.",
      serverTitle: 'Message not sent',
      serverDescription: 'Something went wrong on our side. Please try again in a moment.',
      fieldsTitle: 'Please check the form',
      fieldsDescription: 'Some fields need your attention.',
      kept: 'Your message has been kept, so you can send it again.',
      honeypot: 'Leave this field empty',
      required: '(required)',
      nameError: CONTACT_MESSAGES.name,
      emailError: CONTACT_MESSAGES.email,
      messageError: CONTACT_MESSAGES.message,
    },
    fr: {
      heading: 'Envoyez-nous un message',
      name: 'Nom complet',
      namePlaceholder: 'Votre nom complet',
      email: 'Adresse e-mail',
      message: 'Message',
      messagePlaceholder: 'Parlez-nous de votre intérêt pour nos programmes...',
      ventureMessage: "J'aimerais en savoir plus sur {venture}.",
      submit: 'Envoyer le message',
      sending: 'Envoi...',
      successTitle: 'Message envoyé avec succès !',
      successDescription: 'Nous vous répondrons sous 24 heures.',
      rateLimitedTitle: 'Trop de messages',
      rateLimitedDescription:
        'Vous avez envoyé plusieurs messages en peu de temps. Patientez quelques minutes puis réessayez.',
      networkTitle: 'Message non envoyé',
      networkDescription:
        'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
      serverTitle: 'Message non envoyé',
      serverDescription: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
      fieldsTitle: 'Veuillez vérifier le formulaire',
      fieldsDescription: 'Certains champs doivent être corrigés.',
      kept: 'Votre message a été conservé : vous pouvez le renvoyer.',
      honeypot: 'Laissez ce champ vide',
      required: '(obligatoire)',
      nameError: 'Le nom doit comporter au moins 2 caractères',
      emailError: 'Veuillez saisir une adresse e-mail valide',
      messageError: 'Le message doit comporter au moins 10 caractères',
    },
    ar: {
      heading: 'أرسل لنا رسالة',
      name: 'الاسم الكامل',
      namePlaceholder: 'اسمك الكامل',
      email: 'البريد الإلكتروني',
      message: 'الرسالة',
      messagePlaceholder: 'أخبرنا عن اهتمامك ببرامجنا...',
      ventureMessage: 'أرغب في معرفة المزيد عن {venture}.',
      submit: 'إرسال الرسالة',
      sending: 'جارٍ الإرسال...',
      successTitle: 'تم إرسال الرسالة بنجاح!',
      successDescription: 'سنرد عليك خلال 24 ساعة.',
      rateLimitedTitle: 'رسائل كثيرة جدًا',
      rateLimitedDescription:
        'أرسلت عدة رسائل في وقت قصير. يُرجى الانتظار بضع دقائق ثم المحاولة مجددًا.',
      networkTitle: 'لم تُرسل الرسالة',
      networkDescription: 'تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك والمحاولة مجددًا.',
      serverTitle: 'لم تُرسل الرسالة',
      serverDescription: 'حدث خطأ من جهتنا. يُرجى المحاولة بعد قليل.',
      fieldsTitle: 'يُرجى مراجعة النموذج',
      fieldsDescription: 'بعض الحقول تحتاج إلى تصحيح.',
      kept: 'احتفظنا برسالتك لتتمكن من إرسالها مجددًا.',
      honeypot: 'اترك هذا الحقل فارغًا',
      required: '(مطلوب)',
      nameError: 'يجب أن يتكوّن الاسم من حرفين على الأقل',
      emailError: 'يُرجى إدخال بريد إلكتروني صحيح',
      messageError: 'يجب أن تتكوّن الرسالة من 10 أحرف على الأقل',
    },
    sw: {
      heading: 'Tutumie Ujumbe',
      name: 'Jina Kamili',
      namePlaceholder: 'Jina lako kamili',
      email: 'Barua Pepe',
      message: 'Ujumbe',
      messagePlaceholder: 'Tueleze kuhusu nia yako katika programu zetu...',
      ventureMessage: 'Ningependa kujua zaidi kuhusu {venture}.',
      submit: 'Tuma Ujumbe',
      sending: 'Inatuma...',
      successTitle: 'Ujumbe umetumwa!',
      successDescription: 'Tutakujibu ndani ya saa 24.',
      rateLimitedTitle: 'Ujumbe mwingi mno',
      rateLimitedDescription:
        'Umetuma ujumbe kadhaa kwa muda mfupi. Tafadhali subiri dakika chache kisha ujaribu tena.',
      networkTitle: 'Ujumbe haukutumwa',
      networkDescription:
        'Hatukuweza kufikia seva. Tafadhali angalia muunganisho wako ujaribu tena.',
      serverTitle: 'Ujumbe haukutumwa',
      serverDescription:
        'Hitilafu imetokea upande wetu. Tafadhali jaribu tena baada ya muda mfupi.',
      fieldsTitle: 'Tafadhali kagua fomu',
      fieldsDescription: 'Baadhi ya sehemu zinahitaji marekebisho.',
      kept: 'Ujumbe wako umehifadhiwa, unaweza kuutuma tena.',
      honeypot: 'Acha sehemu hii wazi',
      required: '(lazima)',
      nameError: 'Jina lazima liwe na herufi 2 au zaidi',
      emailError: 'Tafadhali weka barua pepe sahihi',
      messageError: 'Ujumbe lazima uwe na herufi 10 au zaidi',
    },
  },
);
