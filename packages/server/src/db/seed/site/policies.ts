import { privacyPage, termsPage } from '@ia/shared';
import type { SeedUnit } from '../types.js';

/**
 * The privacy policy as written for the launch. {email}, {siteName} and {networks} are filled
 * in from the organisation's details when the page shows.
 */
export const PRIVACY_PAGE: SeedUnit = {
  def: privacyPage,
  data: {
    title: {
      en: 'Privacy Policy',
      fr: 'Politique de confidentialité',
      ar: 'سياسة الخصوصية',
      sw: 'Sera ya Faragha',
    },
    intro: {
      en: 'What we keep about you, why, and how to have it deleted. In short: very little.',
      fr: 'Ce que nous conservons à votre sujet, pourquoi, et comment le faire supprimer. En bref : très peu de choses.',
      ar: 'ما نحتفظ به من معلومات عنك، ولماذا، وكيف تطلب حذفه. باختصار: القليل جدًا.',
      sw: 'Tunachohifadhi kukuhusu, kwa nini, na jinsi ya kukifuta. Kwa ufupi: ni kidogo sana.',
    },
    sections: [
      {
        heading: {
          en: 'What the contact form stores',
          fr: 'Ce que conserve le formulaire de contact',
          ar: 'ما يحفظه نموذج التواصل',
          sw: 'Kile ambacho fomu ya mawasiliano huhifadhi',
        },
        body: {
          en: 'When you send us a message through the [contact form](/contact), we store:\n\n- your name,\n- your e-mail address,\n- your message,\n- the date and time it arrived.\n\nWe use these only to read and answer your message and to follow up on what you asked about, such as a programme or a partnership. Only {siteName} staff can read them. We do not sell them, share them for marketing or add you to a mailing list.',
          fr: 'Lorsque vous nous envoyez un message au moyen du [formulaire de contact](/contact), nous conservons :\n\n- votre nom,\n- votre adresse e-mail,\n- votre message,\n- la date et l’heure de sa réception.\n\nNous les utilisons uniquement pour lire votre message, y répondre et donner suite à votre demande, par exemple au sujet d’un programme ou d’un partenariat. Seul le personnel de {siteName} peut les consulter. Nous ne les vendons pas, ne les partageons pas à des fins de marketing et ne vous inscrivons à aucune liste de diffusion.',
          ar: 'عندما ترسل إلينا رسالة عبر [نموذج التواصل](/contact)، نحفظ:\n\n- اسمك،\n- عنوان بريدك الإلكتروني،\n- رسالتك،\n- تاريخ وصولها ووقته.\n\nلا نستخدم هذه البيانات إلا لقراءة رسالتك والرد عليها ومتابعة ما سألت عنه، كبرنامج أو شراكة. ولا يطّلع عليها سوى موظفي {siteName}. ولا نبيعها، ولا نشاركها لأغراض تسويقية، ولا نضيفك إلى أي قائمة بريدية.',
          sw: 'Unapotutumia ujumbe kupitia [fomu ya mawasiliano](/contact), tunahifadhi:\n\n- jina lako,\n- anwani yako ya barua pepe,\n- ujumbe wako,\n- tarehe na saa ulipowasili.\n\nTunazitumia tu kusoma na kujibu ujumbe wako na kufuatilia ulichouliza, kama vile programu au ushirikiano. Ni wafanyakazi wa {siteName} pekee wanaoweza kuzisoma. Hatuziuzi, hatuzishiriki kwa ajili ya matangazo wala hatukuongezi kwenye orodha ya barua.',
        },
      },
      {
        heading: {
          en: 'No tracking',
          fr: 'Aucun pistage',
          ar: 'لا تتبّع',
          sw: 'Hakuna ufuatiliaji',
        },
        body: {
          en: 'This site has no analytics service, no advertising and no tracking cookies. It loads no fonts, scripts or pictures from other companies, so visiting it tells nobody else that you were here.\n\nTo learn which pages and stories are read, our own server counts the pages it sends, without cookies or scripts: the page, its language, the kind of device (phone, tablet or computer) and the site you came from. To count visitors once a day, it mixes your device’s address and browser name with a secret that changes every day and keeps only the result, until the end of that day; the address and browser name are never stored, and the secret is deleted at midnight. If your browser sends Global Privacy Control, your visit is counted as a page view only. Searches that find nothing are counted by their words, not by who searched.\n\nYour choice of language is saved in your own browser so the site remembers it next time; it is never sent to us. Staff who sign in to manage the site get a session cookie that ends when they sign out.\n\nLike any website, our server may keep short-lived technical logs, such as the address of your device and the page requested, to keep the site working and secure. We do not use them to profile visitors.',
          fr: 'Ce site n’utilise ni service de mesure d’audience, ni publicité, ni cookies de pistage. Il ne charge aucune police, aucun script ni aucune image provenant d’autres entreprises : votre visite n’est donc signalée à personne d’autre.\n\nPour savoir quelles pages et quels récits sont lus, notre propre serveur compte les pages qu’il envoie, sans cookie ni script : la page, sa langue, le type d’appareil (téléphone, tablette ou ordinateur) et le site d’où vous venez. Pour compter chaque visiteur une fois par jour, il mélange l’adresse de votre appareil et le nom de votre navigateur avec un secret qui change chaque jour et ne garde que le résultat, jusqu’à la fin de la journée ; l’adresse et le nom du navigateur ne sont jamais enregistrés, et le secret est effacé à minuit. Si votre navigateur envoie le signal Global Privacy Control, votre visite est comptée comme une page vue seulement. Les recherches qui ne trouvent rien sont comptées par leurs mots, pas par qui les a faites.\n\nVotre choix de langue est enregistré dans votre propre navigateur afin que le site s’en souvienne la prochaine fois ; il ne nous est jamais transmis. Les membres du personnel qui se connectent pour gérer le site reçoivent un cookie de session qui expire à leur déconnexion.\n\nComme tout site web, notre serveur peut conserver brièvement des journaux techniques, tels que l’adresse de votre appareil et la page demandée, afin d’assurer le bon fonctionnement et la sécurité du site. Nous ne les utilisons pas pour établir le profil des visiteurs.',
          ar: 'لا يستخدم هذا الموقع أدوات تحليل ولا إعلانات ولا ملفات تعريف ارتباط للتتبّع. ولا يحمّل خطوطًا أو نصوصًا برمجية أو صورًا من شركات أخرى، فلا تُعلِم زيارتُك له أحدًا غيرنا بأنك كنت هنا.\n\nلمعرفة الصفحات والقصص التي تُقرأ، يعدّ خادمنا نفسه الصفحات التي يرسلها، دون ملفات تعريف ارتباط أو نصوص برمجية: الصفحة ولغتها ونوع الجهاز (هاتف أو جهاز لوحي أو حاسوب) والموقع الذي أتيت منه. ولعدّ الزوار مرة واحدة في اليوم، يمزج عنوان جهازك واسم متصفحك بسرّ يتغيّر كل يوم ولا يحتفظ إلا بالنتيجة حتى نهاية ذلك اليوم؛ ولا يُحفظ العنوان ولا اسم المتصفح أبدًا، ويُحذف السرّ عند منتصف الليل. وإذا كان متصفحك يرسل إشارة «التحكم العالمي في الخصوصية»، تُحتسب زيارتك مشاهدةً للصفحة فقط. وتُحتسب عمليات البحث التي لا تجد شيئًا بكلماتها، لا بمن أجراها.\n\nيُحفظ اختيارك للغة في متصفحك أنت ليتذكّره الموقع في زيارتك القادمة، ولا يُرسَل إلينا أبدًا. ويحصل الموظفون الذين يسجّلون الدخول لإدارة الموقع على ملف تعريف ارتباط للجلسة ينتهي عند تسجيل خروجهم.\n\nوكأي موقع إلكتروني، قد يحتفظ خادمنا لفترة قصيرة بسجلات تقنية، مثل عنوان جهازك والصفحة المطلوبة، لضمان عمل الموقع وأمنه. ولا نستخدمها لتكوين ملفات تعريفية عن الزوار.',
          sw: 'Tovuti hii haina zana za takwimu za wageni, matangazo wala vidakuzi vya ufuatiliaji. Haipakii fonti, programu-hati wala picha kutoka kampuni nyingine, kwa hiyo kuitembelea hakumjulishi mtu mwingine yeyote kwamba ulikuwa hapa.\n\nIli kujua kurasa na hadithi zipi zinasomwa, seva yetu wenyewe huhesabu kurasa inazotuma, bila vidakuzi wala programu-hati: ukurasa, lugha yake, aina ya kifaa (simu, kishikwambi au kompyuta) na tovuti uliyotoka. Ili kuhesabu kila mgeni mara moja kwa siku, huchanganya anwani ya kifaa chako na jina la kivinjari chako na siri inayobadilika kila siku, na huhifadhi matokeo tu hadi mwisho wa siku hiyo; anwani na jina la kivinjari havihifadhiwi kamwe, na siri hufutwa usiku wa manane. Kivinjari chako kikituma Global Privacy Control, ziara yako huhesabiwa kama ukurasa uliotazamwa tu. Utafutaji usiopata chochote huhesabiwa kwa maneno yake, si kwa aliyetafuta.\n\nChaguo lako la lugha huhifadhiwa kwenye kivinjari chako mwenyewe ili tovuti ilikumbuke wakati ujao; halitumwi kwetu kamwe. Wafanyakazi wanaoingia ili kusimamia tovuti hupata kidakuzi cha kipindi kinachokwisha wanapotoka.\n\nKama tovuti nyingine yoyote, seva yetu inaweza kuhifadhi kwa muda mfupi kumbukumbu za kiufundi, kama vile anwani ya kifaa chako na ukurasa ulioombwa, ili tovuti ifanye kazi na iwe salama. Hatuzitumii kuchora wasifu wa wageni.',
        },
      },
      {
        heading: {
          en: 'Links to other sites',
          fr: 'Liens vers d’autres sites',
          ar: 'روابط إلى مواقع أخرى',
          sw: 'Viungo vya tovuti nyingine',
        },
        body: {
          en: "Our links to {networks} lead to those companies' sites, where their own privacy policies apply.",
          fr: 'Nos liens vers {networks} mènent aux sites de ces entreprises, où s’appliquent leurs propres politiques de confidentialité.',
          ar: 'تقود روابطنا إلى {networks} إلى مواقع تلك الشركات، حيث تنطبق سياسات الخصوصية الخاصة بها.',
          sw: 'Viungo vyetu vya {networks} vinaelekeza kwenye tovuti za kampuni hizo, ambapo sera zao za faragha ndizo zinazotumika.',
        },
      },
      {
        heading: {
          en: 'Seeing, correcting or deleting your data',
          fr: 'Consulter, corriger ou supprimer vos données',
          ar: 'الاطلاع على بياناتك أو تصحيحها أو حذفها',
          sw: 'Kuona, kusahihisha au kufuta data yako',
        },
        body: {
          en: 'You may ask us at any time what we hold about you, to correct it, or to delete it. Write to {email} from the e-mail address you used, and we will confirm once it is done. We keep messages only as long as we need them to answer you and follow up.',
          fr: 'Vous pouvez à tout moment nous demander quelles données nous détenons à votre sujet, les faire corriger ou les faire supprimer. Écrivez à {email} depuis l’adresse e-mail que vous avez utilisée ; nous vous confirmerons lorsque ce sera fait. Nous ne conservons les messages que le temps nécessaire pour vous répondre et assurer le suivi.',
          ar: 'يمكنك أن تسألنا في أي وقت عمّا نحتفظ به من بيانات عنك، أو أن تطلب تصحيحها أو حذفها. راسلنا على {email} من عنوان البريد الإلكتروني الذي استخدمته، وسنؤكّد لك حين يتم ذلك. ولا نحتفظ بالرسائل إلا للمدة التي نحتاج إليها للرد عليك والمتابعة.',
          sw: 'Unaweza kutuuliza wakati wowote tunachohifadhi kukuhusu, kukisahihisha au kukifuta. Tuandikie kupitia {email} ukitumia anwani ya barua pepe uliyoitumia, nasi tutathibitisha mara tu hilo litakapofanyika. Tunahifadhi ujumbe kwa muda tu tunaouhitaji ili kukujibu na kufuatilia.',
        },
      },
    ],
  },
};

/** The terms of service as written for the launch. */
export const TERMS_PAGE: SeedUnit = {
  def: termsPage,
  data: {
    title: {
      en: 'Terms of Service',
      fr: 'Conditions d’utilisation',
      ar: 'شروط الاستخدام',
      sw: 'Masharti ya Matumizi',
    },
    intro: {
      en: 'The few rules for using this website.',
      fr: 'Les quelques règles d’utilisation de ce site.',
      ar: 'القواعد القليلة لاستخدام هذا الموقع.',
      sw: 'Kanuni chache za kutumia tovuti hii.',
    },
    sections: [
      {
        heading: {
          en: 'Using this site',
          fr: 'Utilisation du site',
          ar: 'استخدام هذا الموقع',
          sw: 'Kutumia tovuti hii',
        },
        body: {
          en: 'This website is run by {siteName} to inform the public, prospective participants and partners about our work. You are welcome to read, print and share its pages for any lawful, non-commercial purpose.',
          fr: 'Ce site est géré par {siteName} pour informer le public, les futurs participants et les partenaires de notre action. Vous pouvez librement en lire, imprimer et partager les pages à toute fin licite et non commerciale.',
          ar: 'يدير {siteName} هذا الموقع لتعريف الجمهور والمشاركين المحتملين والشركاء بعملنا. ويسعدنا أن تقرأ صفحاته وتطبعها وتشاركها لأي غرض مشروع غير تجاري.',
          sw: 'Tovuti hii inaendeshwa na {siteName} ili kuwajulisha umma, washiriki watarajiwa na washirika kuhusu kazi yetu. Unakaribishwa kusoma, kuchapisha na kushiriki kurasa zake kwa madhumuni yoyote halali yasiyo ya kibiashara.',
        },
      },
      {
        heading: {
          en: 'Our content',
          fr: 'Nos contenus',
          ar: 'محتوانا',
          sw: 'Maudhui yetu',
        },
        body: {
          en: 'Texts, stories and pictures on this site belong to {siteName} or to the people who allowed us to use them. When you quote or share them, please name us and link to the page. Ask us before using them commercially.\n\nPartner organisations may show our success stories on their own sites with our embeddable widgets, as long as the stories are shown unchanged and credited to us.',
          fr: 'Les textes, histoires et images de ce site appartiennent à {siteName} ou aux personnes qui nous ont autorisés à les utiliser. Lorsque vous les citez ou les partagez, merci de nous mentionner et de renvoyer vers la page. Demandez-nous l’autorisation avant tout usage commercial.\n\nLes organisations partenaires peuvent afficher nos histoires de réussite sur leurs propres sites grâce à nos widgets intégrables, à condition que les histoires soient présentées sans modification et nous soient attribuées.',
          ar: 'النصوص والقصص والصور المنشورة على هذا الموقع مملوكة لـ{siteName} أو للأشخاص الذين أذنوا لنا باستخدامها. وعند اقتباسها أو مشاركتها، يُرجى ذكر اسمنا ووضع رابط إلى الصفحة. واستأذنّا قبل استخدامها لأغراض تجارية.\n\nيجوز للمؤسسات الشريكة عرض قصص نجاحنا على مواقعها باستخدام عناصرنا القابلة للتضمين، شريطة عرض القصص دون تعديل ونسبتها إلينا.',
          sw: 'Maandishi, hadithi na picha katika tovuti hii ni mali ya {siteName} au ya watu walioturuhusu kuzitumia. Unapozinukuu au kuzishiriki, tafadhali tutaje na uweke kiungo cha ukurasa husika. Tuombe ruhusa kabla ya kuzitumia kibiashara.\n\nMashirika washirika yanaweza kuonyesha hadithi zetu za mafanikio kwenye tovuti zao kwa kutumia wijeti zetu zinazopachikika, mradi hadithi zionyeshwe bila kubadilishwa na zitaje kuwa ni zetu.',
        },
      },
      {
        heading: {
          en: 'Information, not advice',
          fr: 'Des informations, pas des conseils',
          ar: 'معلومات لا مشورة',
          sw: 'Taarifa, si ushauri',
        },
        body: {
          en: 'We keep the information here accurate and up to date, but it may change without notice, and figures and dates are given in good faith. Programme places, funding and grants are offered under their own written terms, never by this website alone.',
          fr: 'Nous veillons à ce que les informations présentées ici soient exactes et à jour, mais elles peuvent changer sans préavis, et les chiffres et dates sont donnés de bonne foi. Les places dans les programmes, les financements et les subventions sont proposés selon leurs propres conditions écrites, jamais par ce seul site.',
          ar: 'نحرص على أن تكون المعلومات الواردة هنا دقيقة ومحدّثة، لكنها قد تتغيّر دون إشعار، والأرقام والتواريخ مقدَّمة بحسن نية. وتُمنح المقاعد في البرامج والتمويل والمنح وفق شروطها المكتوبة الخاصة، ولا تُمنح أبدًا عبر هذا الموقع وحده.',
          sw: 'Tunajitahidi taarifa zilizo hapa ziwe sahihi na za kisasa, lakini zinaweza kubadilika bila taarifa, na takwimu na tarehe zimetolewa kwa nia njema. Nafasi za programu, ufadhili na ruzuku hutolewa chini ya masharti yake yaliyoandikwa, kamwe si kupitia tovuti hii pekee.',
        },
      },
      {
        heading: {
          en: 'Messages you send',
          fr: 'Les messages que vous envoyez',
          ar: 'الرسائل التي ترسلها',
          sw: 'Ujumbe unaotuma',
        },
        body: {
          en: 'Please use the contact form only for genuine enquiries. How we handle what you send is explained in our [privacy policy](/privacy).',
          fr: 'Merci de n’utiliser le formulaire de contact que pour de véritables demandes. La façon dont nous traitons ce que vous nous envoyez est expliquée dans notre [politique de confidentialité](/privacy).',
          ar: 'يُرجى استخدام نموذج التواصل للاستفسارات الجادّة فقط. ونوضّح في [سياسة الخصوصية](/privacy) كيف نتعامل مع ما ترسله.',
          sw: 'Tafadhali tumia fomu ya mawasiliano kwa maswali ya kweli pekee. Jinsi tunavyoshughulikia unachotutumia imeelezwa katika [sera ya faragha](/privacy) yetu.',
        },
      },
      {
        heading: {
          en: 'Other websites',
          fr: 'Autres sites web',
          ar: 'المواقع الأخرى',
          sw: 'Tovuti nyingine',
        },
        body: {
          en: 'Links to other websites are for convenience; we are not responsible for their content or their privacy practices.',
          fr: 'Les liens vers d’autres sites sont fournis pour votre commodité ; nous ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de confidentialité.',
          ar: 'الروابط إلى المواقع الأخرى مقدَّمة للتيسير، ولسنا مسؤولين عن محتواها أو ممارساتها المتعلقة بالخصوصية.',
          sw: 'Viungo vya tovuti nyingine vimewekwa kwa urahisi wako; hatuwajibiki kwa maudhui yake wala desturi zake za faragha.',
        },
      },
      {
        heading: {
          en: 'Questions',
          fr: 'Vos questions',
          ar: 'أسئلة',
          sw: 'Maswali',
        },
        body: {
          en: 'Write to {email}. If these terms change, the new version will be published on this page.',
          fr: 'Écrivez à {email}. Si ces conditions changent, la nouvelle version sera publiée sur cette page.',
          ar: 'راسلنا على {email}. وإذا تغيّرت هذه الشروط، فستُنشر النسخة الجديدة في هذه الصفحة.',
          sw: 'Tuandikie kupitia {email}. Masharti haya yakibadilika, toleo jipya litachapishwa kwenye ukurasa huu.',
        },
      },
    ],
  },
};
