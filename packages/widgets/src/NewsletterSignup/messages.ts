import { NEWSLETTER_MESSAGES } from '@ia/shared';
import { defineMessages, type Messages } from '../i18n/messages';

export type NewsletterMessageKey =
  | 'heading'
  | 'intro'
  | 'email'
  | 'language'
  | 'topics'
  | 'topicsHint'
  | 'topic.education'
  | 'topic.health'
  | 'topic.governance'
  | 'submit'
  | 'sending'
  | 'fieldsTitle'
  | 'error.email'
  | 'error.language'
  | 'error.topics'
  | 'busy'
  | 'failed'
  | 'sentTitle'
  | 'sentText'
  | 'confirmTitle'
  | 'confirmText'
  | 'confirmButton'
  | 'noToken'
  | 'subscribedTitle'
  | 'subscribedText'
  | 'expiredTitle'
  | 'expiredText'
  | 'subscribeAgain'
  | 'preferencesTitle'
  | 'preferencesOf'
  | 'save'
  | 'saved'
  | 'unsubscribeText'
  | 'unsubscribe'
  | 'unsubscribedTitle'
  | 'unsubscribedText'
  | 'unknownLink'
  | 'manage'
  | 'loading'
  | 'archiveTitle'
  | 'archiveIntro'
  | 'archiveEmpty'
  | 'archiveAll';

/**
 * The newsletter's words: the sign-up form (the site's pages and `<ia-newsletter-signup>`), the
 * confirmation and preferences pages. The rules' messages are the service's (NEWSLETTER_MESSAGES,
 * English) in each language.
 */
export const newsletterMessages: Messages<NewsletterMessageKey> = defineMessages(
  'newsletter',
  'Newsletter: the sign-up form, the confirmation and preferences pages',
  {
    en: {
      heading: 'Subscribe to our newsletter',
      intro:
        'News of our fellows and programmes, about once a month. We will e-mail you a link to confirm.',
      email: 'E-mail address',
      language: 'Language',
      topics: 'Topics (optional)',
      topicsHint: 'Choose none to receive news of every topic.',
      'topic.education': 'Education',
      'topic.health': 'Health',
      'topic.governance': 'Governance',
      submit: 'Subscribe',
      sending: 'Subscribing…',
      fieldsTitle: 'Please correct the following:',
      'error.email': NEWSLETTER_MESSAGES.email,
      'error.language': NEWSLETTER_MESSAGES.language,
      'error.topics': NEWSLETTER_MESSAGES.topics,
      busy: 'Too many subscriptions from your address; please try again later.',
      failed: 'Your subscription could not be sent. Please check your connection and try again.',
      sentTitle: 'Check your inbox',
      sentText:
        'If this address is not subscribed yet, we have sent it a link to confirm the subscription. The link works for 7 days.',
      confirmTitle: 'Confirm your subscription',
      confirmText: 'Press the button to confirm that you want to receive our newsletter.',
      confirmButton: 'Confirm my subscription',
      noToken: 'This link is incomplete. Please open the link of the e-mail again.',
      subscribedTitle: 'You are subscribed',
      subscribedText: 'Thank you! Our newsletter will reach you in the language you chose.',
      expiredTitle: 'This link has expired or was already used',
      expiredText: 'A confirmation link works once, for 7 days. Subscribe again to get a new one.',
      subscribeAgain: 'Subscribe again',
      preferencesTitle: 'Your newsletter preferences',
      preferencesOf: 'The subscription of {email}',
      save: 'Save my preferences',
      saved: 'Your preferences are saved.',
      unsubscribeText: 'No longer want our newsletter?',
      unsubscribe: 'Unsubscribe',
      unsubscribedTitle: 'You are unsubscribed',
      unsubscribedText:
        'You will receive no more newsletters. You may subscribe again at any time.',
      unknownLink: 'This link is not known; it may have been mistyped.',
      manage: 'Change language or topics',
      loading: 'Loading…',
      archiveTitle: 'Newsletter: past issues',
      archiveIntro: 'Every issue we have sent, to read before you subscribe.',
      archiveEmpty: 'No issue sent yet.',
      archiveAll: 'All issues',
    },
    fr: {
      heading: 'Abonnez-vous à notre lettre d’information',
      intro:
        'Des nouvelles de nos fellows et de nos programmes, environ une fois par mois. Nous vous enverrons un lien de confirmation par e-mail.',
      email: 'Adresse e-mail',
      language: 'Langue',
      topics: 'Thèmes (facultatif)',
      topicsHint: 'N’en choisissez aucun pour recevoir les nouvelles de tous les thèmes.',
      'topic.education': 'Éducation',
      'topic.health': 'Santé',
      'topic.governance': 'Gouvernance',
      submit: 'S’abonner',
      sending: 'Abonnement…',
      fieldsTitle: 'Veuillez corriger ce qui suit :',
      'error.email': 'Veuillez saisir une adresse e-mail valide',
      'error.language': 'Veuillez choisir l’une des langues proposées',
      'error.topics': 'Les thèmes doivent être choisis parmi Éducation, Santé et Gouvernance',
      busy: 'Trop d’abonnements depuis votre adresse ; veuillez réessayer plus tard.',
      failed: 'Votre abonnement n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
      sentTitle: 'Consultez votre boîte de réception',
      sentText:
        'Si cette adresse n’est pas encore abonnée, nous lui avons envoyé un lien pour confirmer l’abonnement. Le lien est valable 7 jours.',
      confirmTitle: 'Confirmez votre abonnement',
      confirmText:
        'Appuyez sur le bouton pour confirmer que vous souhaitez recevoir notre lettre d’information.',
      confirmButton: 'Confirmer mon abonnement',
      noToken: 'Ce lien est incomplet. Veuillez ouvrir de nouveau le lien de l’e-mail.',
      subscribedTitle: 'Vous êtes abonné(e)',
      subscribedText:
        'Merci ! Notre lettre d’information vous parviendra dans la langue que vous avez choisie.',
      expiredTitle: 'Ce lien a expiré ou a déjà été utilisé',
      expiredText:
        'Un lien de confirmation sert une fois, pendant 7 jours. Abonnez-vous de nouveau pour en recevoir un autre.',
      subscribeAgain: 'S’abonner de nouveau',
      preferencesTitle: 'Vos préférences d’abonnement',
      preferencesOf: 'L’abonnement de {email}',
      save: 'Enregistrer mes préférences',
      saved: 'Vos préférences sont enregistrées.',
      unsubscribeText: 'Vous ne souhaitez plus recevoir notre lettre d’information ?',
      unsubscribe: 'Se désabonner',
      unsubscribedTitle: 'Vous êtes désabonné(e)',
      unsubscribedText:
        'Vous ne recevrez plus notre lettre d’information. Vous pouvez vous abonner de nouveau à tout moment.',
      unknownLink: 'Ce lien est inconnu ; il a peut-être été mal recopié.',
      manage: 'Changer de langue ou de thèmes',
      loading: 'Chargement…',
      archiveTitle: 'Lettre d’information : anciens numéros',
      archiveIntro: 'Tous les numéros envoyés, à lire avant de vous abonner.',
      archiveEmpty: 'Aucun numéro envoyé pour l’instant.',
      archiveAll: 'Tous les numéros',
    },
    ar: {
      heading: 'اشترك في نشرتنا الإخبارية',
      intro:
        'أخبار زملائنا وبرامجنا، مرة في الشهر تقريبًا. سنرسل إليك رابطًا بالبريد الإلكتروني لتأكيد اشتراكك.',
      email: 'البريد الإلكتروني',
      language: 'اللغة',
      topics: 'المواضيع (اختياري)',
      topicsHint: 'لا تختر شيئًا لتصلك أخبار جميع المواضيع.',
      'topic.education': 'التعليم',
      'topic.health': 'الصحة',
      'topic.governance': 'الحوكمة',
      submit: 'اشترك',
      sending: 'جارٍ الاشتراك…',
      fieldsTitle: 'يُرجى تصحيح ما يلي:',
      'error.email': 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
      'error.language': 'يُرجى اختيار إحدى اللغات المعروضة',
      'error.topics': 'يجب أن تكون المواضيع من بين التعليم والصحة والحوكمة',
      busy: 'طلبات اشتراك كثيرة جدًا من عنوانك؛ يُرجى المحاولة لاحقًا.',
      failed: 'تعذّر إرسال اشتراكك. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
      sentTitle: 'تفقّد بريدك الوارد',
      sentText:
        'إذا لم يكن هذا العنوان مشتركًا بعد، فقد أرسلنا إليه رابطًا لتأكيد الاشتراك. يعمل الرابط لمدة 7 أيام.',
      confirmTitle: 'أكّد اشتراكك',
      confirmText: 'اضغط الزر لتأكيد رغبتك في تلقي نشرتنا الإخبارية.',
      confirmButton: 'تأكيد اشتراكي',
      noToken: 'هذا الرابط غير مكتمل. يُرجى فتح الرابط الوارد في البريد الإلكتروني مرة أخرى.',
      subscribedTitle: 'تم اشتراكك',
      subscribedText: 'شكرًا لك! ستصلك نشرتنا الإخبارية باللغة التي اخترتها.',
      expiredTitle: 'انتهت صلاحية هذا الرابط أو سبق استخدامه',
      expiredText: 'يعمل رابط التأكيد مرة واحدة خلال 7 أيام. اشترك مرة أخرى لتتلقى رابطًا جديدًا.',
      subscribeAgain: 'اشترك مرة أخرى',
      preferencesTitle: 'تفضيلات نشرتك الإخبارية',
      preferencesOf: 'اشتراك {email}',
      save: 'حفظ تفضيلاتي',
      saved: 'تم حفظ تفضيلاتك.',
      unsubscribeText: 'ألا تريد تلقي نشرتنا الإخبارية بعد الآن؟',
      unsubscribe: 'إلغاء الاشتراك',
      unsubscribedTitle: 'تم إلغاء اشتراكك',
      unsubscribedText: 'لن تتلقى نشرات أخرى. يمكنك الاشتراك من جديد في أي وقت.',
      unknownLink: 'هذا الرابط غير معروف؛ ربما كُتب بشكل خاطئ.',
      manage: 'تغيير اللغة أو المواضيع',
      loading: 'جارٍ التحميل…',
      archiveTitle: 'النشرة الإخبارية: الأعداد السابقة',
      archiveIntro: 'كل الأعداد التي أرسلناها، لتقرأها قبل أن تشترك.',
      archiveEmpty: 'لم يُرسَل أي عدد بعد.',
      archiveAll: 'كل الأعداد',
    },
    sw: {
      heading: 'Jiandikishe kwa jarida letu',
      intro:
        'Habari za wanachama na programu zetu, takriban mara moja kwa mwezi. Tutakutumia kiungo kwa barua pepe ili uthibitishe.',
      email: 'Anwani ya barua pepe',
      language: 'Lugha',
      topics: 'Mada (si lazima)',
      topicsHint: 'Usichague yoyote ili upokee habari za mada zote.',
      'topic.education': 'Elimu',
      'topic.health': 'Afya',
      'topic.governance': 'Utawala',
      submit: 'Jiandikishe',
      sending: 'Inajiandikisha…',
      fieldsTitle: 'Tafadhali sahihisha yafuatayo:',
      'error.email': 'Tafadhali weka anwani sahihi ya barua pepe',
      'error.language': 'Tafadhali chagua mojawapo ya lugha zilizopo',
      'error.topics': 'Mada lazima ziwe kati ya Elimu, Afya na Utawala',
      busy: 'Maombi mengi mno ya usajili kutoka anwani yako; tafadhali jaribu tena baadaye.',
      failed: 'Usajili wako haukuweza kutumwa. Tafadhali angalia muunganisho wako na ujaribu tena.',
      sentTitle: 'Angalia kikasha chako',
      sentText:
        'Ikiwa anwani hii bado haijasajiliwa, tumeitumia kiungo cha kuthibitisha usajili. Kiungo kinafanya kazi kwa siku 7.',
      confirmTitle: 'Thibitisha usajili wako',
      confirmText: 'Bonyeza kitufe ili kuthibitisha kwamba unataka kupokea jarida letu.',
      confirmButton: 'Thibitisha usajili wangu',
      noToken: 'Kiungo hiki hakijakamilika. Tafadhali fungua tena kiungo cha barua pepe.',
      subscribedTitle: 'Umejiandikisha',
      subscribedText: 'Asante! Jarida letu litakufikia kwa lugha uliyochagua.',
      expiredTitle: 'Kiungo hiki kimeisha muda au kimeshatumika',
      expiredText:
        'Kiungo cha uthibitisho hufanya kazi mara moja, kwa siku 7. Jiandikishe tena upate kingine.',
      subscribeAgain: 'Jiandikishe tena',
      preferencesTitle: 'Mapendeleo yako ya jarida',
      preferencesOf: 'Usajili wa {email}',
      save: 'Hifadhi mapendeleo yangu',
      saved: 'Mapendeleo yako yamehifadhiwa.',
      unsubscribeText: 'Hutaki tena kupokea jarida letu?',
      unsubscribe: 'Jiondoe',
      unsubscribedTitle: 'Umejiondoa',
      unsubscribedText: 'Hutapokea majarida zaidi. Unaweza kujiandikisha tena wakati wowote.',
      unknownLink: 'Kiungo hiki hakijulikani; huenda kiliandikwa vibaya.',
      manage: 'Badilisha lugha au mada',
      loading: 'Inapakia…',
      archiveTitle: 'Jarida: matoleo yaliyopita',
      archiveIntro: 'Kila toleo tulilotuma, la kusoma kabla ya kujisajili.',
      archiveEmpty: 'Hakuna toleo lililotumwa bado.',
      archiveAll: 'Matoleo yote',
    },
  },
);
