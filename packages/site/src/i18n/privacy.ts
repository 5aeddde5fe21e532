import { defineCopy } from './defineCopy';

/** The privacy policy. `{link}` and `{email}` are links the page puts in. */
export const PRIVACY_COPY = defineCopy(
  {
    'privacy.title': 'Privacy Policy',
    'privacy.intro':
      'What we keep about you, why, and how to have it deleted. In short: very little.',
    'privacy.form.title': 'What the contact form stores',
    'privacy.form.intro': 'When you send us a message through the {link}, we store:',
    'privacy.form.link': 'contact form',
    'privacy.form.name': 'your name,',
    'privacy.form.email': 'your e-mail address,',
    'privacy.form.message': 'your message,',
    'privacy.form.date': 'the date and time it arrived.',
    'privacy.form.use':
      'We use these only to read and answer your message and to follow up on what you asked about, such as a programme or a partnership. Only {siteName} staff can read them. We do not sell them, share them for marketing or add you to a mailing list.',
    'privacy.tracking.title': 'No tracking',
    'privacy.tracking.analytics':
      'This site has no analytics, no advertising and no tracking cookies. It loads no fonts, scripts or pictures from other companies, so visiting it tells nobody else that you were here.',
    'privacy.tracking.storage':
      'Your choice of language is saved in your own browser so the site remembers it next time; it is never sent to us. Staff who sign in to manage the site get a session cookie that ends when they sign out.',
    'privacy.tracking.logs':
      'Like any website, our server may keep short-lived technical logs, such as the address of your device and the page requested, to keep the site working and secure. We do not use them to profile visitors.',
    'privacy.links.title': 'Links to other sites',
    'privacy.links.text':
      "Our links to Facebook, Instagram and Twitter lead to those companies' sites, where their own privacy policies apply.",
    'privacy.rights.title': 'Seeing, correcting or deleting your data',
    'privacy.rights.text':
      'You may ask us at any time what we hold about you, to correct it, or to delete it. Write to {email} from the e-mail address you used, and we will confirm once it is done. We keep messages only as long as we need them to answer you and follow up.',
  },
  {
    fr: {
      'privacy.title': 'Politique de confidentialité',
      'privacy.intro':
        'Ce que nous conservons à votre sujet, pourquoi, et comment le faire supprimer. En bref : très peu de choses.',
      'privacy.form.title': 'Ce que conserve le formulaire de contact',
      'privacy.form.intro':
        'Lorsque vous nous envoyez un message au moyen du {link}, nous conservons :',
      'privacy.form.link': 'formulaire de contact',
      'privacy.form.name': 'votre nom,',
      'privacy.form.email': 'votre adresse e-mail,',
      'privacy.form.message': 'votre message,',
      'privacy.form.date': 'la date et l’heure de sa réception.',
      'privacy.form.use':
        'Nous les utilisons uniquement pour lire votre message, y répondre et donner suite à votre demande, par exemple au sujet d’un programme ou d’un partenariat. Seul le personnel de {siteName} peut les consulter. Nous ne les vendons pas, ne les partageons pas à des fins de marketing et ne vous inscrivons à aucune liste de diffusion.',
      'privacy.tracking.title': 'Aucun pistage',
      'privacy.tracking.analytics':
        'Ce site n’utilise ni outil de mesure d’audience, ni publicité, ni cookies de pistage. Il ne charge aucune police, aucun script ni aucune image provenant d’autres entreprises : votre visite n’est donc signalée à personne d’autre.',
      'privacy.tracking.storage':
        'Votre choix de langue est enregistré dans votre propre navigateur afin que le site s’en souvienne la prochaine fois ; il ne nous est jamais transmis. Les membres du personnel qui se connectent pour gérer le site reçoivent un cookie de session qui expire à leur déconnexion.',
      'privacy.tracking.logs':
        'Comme tout site web, notre serveur peut conserver brièvement des journaux techniques, tels que l’adresse de votre appareil et la page demandée, afin d’assurer le bon fonctionnement et la sécurité du site. Nous ne les utilisons pas pour établir le profil des visiteurs.',
      'privacy.links.title': 'Liens vers d’autres sites',
      'privacy.links.text':
        'Nos liens vers Facebook, Instagram et Twitter mènent aux sites de ces entreprises, où s’appliquent leurs propres politiques de confidentialité.',
      'privacy.rights.title': 'Consulter, corriger ou supprimer vos données',
      'privacy.rights.text':
        'Vous pouvez à tout moment nous demander quelles données nous détenons à votre sujet, les faire corriger ou les faire supprimer. Écrivez à {email} depuis l’adresse e-mail que vous avez utilisée ; nous vous confirmerons lorsque ce sera fait. Nous ne conservons les messages que le temps nécessaire pour vous répondre et assurer le suivi.',
    },
    ar: {
      'privacy.title': 'سياسة الخصوصية',
      'privacy.intro': 'ما نحتفظ به من معلومات عنك، ولماذا، وكيف تطلب حذفه. باختصار: القليل جدًا.',
      'privacy.form.title': 'ما يحفظه نموذج التواصل',
      'privacy.form.intro': 'عندما ترسل إلينا رسالة عبر {link}، نحفظ:',
      'privacy.form.link': 'نموذج التواصل',
      'privacy.form.name': 'اسمك،',
      'privacy.form.email': 'عنوان بريدك الإلكتروني،',
      'privacy.form.message': 'رسالتك،',
      'privacy.form.date': 'تاريخ وصولها ووقته.',
      'privacy.form.use':
        'لا نستخدم هذه البيانات إلا لقراءة رسالتك والرد عليها ومتابعة ما سألت عنه، كبرنامج أو شراكة. ولا يطّلع عليها سوى موظفي {siteName}. ولا نبيعها، ولا نشاركها لأغراض تسويقية، ولا نضيفك إلى أي قائمة بريدية.',
      'privacy.tracking.title': 'لا تتبّع',
      'privacy.tracking.analytics':
        'لا يستخدم هذا الموقع أدوات تحليل ولا إعلانات ولا ملفات تعريف ارتباط للتتبّع. ولا يحمّل خطوطًا أو نصوصًا برمجية أو صورًا من شركات أخرى، فلا تُعلِم زيارتُك له أحدًا غيرنا بأنك كنت هنا.',
      'privacy.tracking.storage':
        'يُحفظ اختيارك للغة في متصفحك أنت ليتذكّره الموقع في زيارتك القادمة، ولا يُرسَل إلينا أبدًا. ويحصل الموظفون الذين يسجّلون الدخول لإدارة الموقع على ملف تعريف ارتباط للجلسة ينتهي عند تسجيل خروجهم.',
      'privacy.tracking.logs':
        'وكأي موقع إلكتروني، قد يحتفظ خادمنا لفترة قصيرة بسجلات تقنية، مثل عنوان جهازك والصفحة المطلوبة، لضمان عمل الموقع وأمنه. ولا نستخدمها لتكوين ملفات تعريفية عن الزوار.',
      'privacy.links.title': 'روابط إلى مواقع أخرى',
      'privacy.links.text':
        'تقود روابطنا إلى Facebook وInstagram وTwitter إلى مواقع تلك الشركات، حيث تنطبق سياسات الخصوصية الخاصة بها.',
      'privacy.rights.title': 'الاطلاع على بياناتك أو تصحيحها أو حذفها',
      'privacy.rights.text':
        'يمكنك أن تسألنا في أي وقت عمّا نحتفظ به من بيانات عنك، أو أن تطلب تصحيحها أو حذفها. راسلنا على {email} من عنوان البريد الإلكتروني الذي استخدمته، وسنؤكّد لك حين يتم ذلك. ولا نحتفظ بالرسائل إلا للمدة التي نحتاج إليها للرد عليك والمتابعة.',
    },
    sw: {
      'privacy.title': 'Sera ya Faragha',
      'privacy.intro':
        'Tunachohifadhi kukuhusu, kwa nini, na jinsi ya kukifuta. Kwa ufupi: ni kidogo sana.',
      'privacy.form.title': 'Kile ambacho fomu ya mawasiliano huhifadhi',
      'privacy.form.intro': 'Unapotutumia ujumbe kupitia {link}, tunahifadhi:',
      'privacy.form.link': 'fomu ya mawasiliano',
      'privacy.form.name': 'jina lako,',
      'privacy.form.email': 'anwani yako ya barua pepe,',
      'privacy.form.message': 'ujumbe wako,',
      'privacy.form.date': 'tarehe na saa ulipowasili.',
      'privacy.form.use':
        'Tunazitumia tu kusoma na kujibu ujumbe wako na kufuatilia ulichouliza, kama vile programu au ushirikiano. Ni wafanyakazi wa {siteName} pekee wanaoweza kuzisoma. Hatuziuzi, hatuzishiriki kwa ajili ya matangazo wala hatukuongezi kwenye orodha ya barua.',
      'privacy.tracking.title': 'Hakuna ufuatiliaji',
      'privacy.tracking.analytics':
        'Tovuti hii haina zana za takwimu za wageni, matangazo wala vidakuzi vya ufuatiliaji. Haipakii fonti, programu-hati wala picha kutoka kampuni nyingine, kwa hiyo kuitembelea hakumjulishi mtu mwingine yeyote kwamba ulikuwa hapa.',
      'privacy.tracking.storage':
        'Chaguo lako la lugha huhifadhiwa kwenye kivinjari chako mwenyewe ili tovuti ilikumbuke wakati ujao; halitumwi kwetu kamwe. Wafanyakazi wanaoingia ili kusimamia tovuti hupata kidakuzi cha kipindi kinachokwisha wanapotoka.',
      'privacy.tracking.logs':
        'Kama tovuti nyingine yoyote, seva yetu inaweza kuhifadhi kwa muda mfupi kumbukumbu za kiufundi, kama vile anwani ya kifaa chako na ukurasa ulioombwa, ili tovuti ifanye kazi na iwe salama. Hatuzitumii kuchora wasifu wa wageni.',
      'privacy.links.title': 'Viungo vya tovuti nyingine',
      'privacy.links.text':
        'Viungo vyetu vya Facebook, Instagram na Twitter vinaelekeza kwenye tovuti za kampuni hizo, ambapo sera zao za faragha ndizo zinazotumika.',
      'privacy.rights.title': 'Kuona, kusahihisha au kufuta data yako',
      'privacy.rights.text':
        'Unaweza kutuuliza wakati wowote tunachohifadhi kukuhusu, kukisahihisha au kukifuta. Tuandikie kupitia {email} ukitumia anwani ya barua pepe uliyoitumia, nasi tutathibitisha mara tu hilo litakapofanyika. Tunahifadhi ujumbe kwa muda tu tunaouhitaji ili kukujibu na kufuatilia.',
    },
  },
);
