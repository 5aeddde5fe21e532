import { defineCopy } from './defineCopy';

/** The terms of service. `{link}` and `{email}` are links the page puts in. */
export const TERMS_COPY = defineCopy(
  {
    'terms.title': 'Terms of Service',
    'terms.intro': 'The few rules for using this website.',
    'terms.use.title': 'Using this site',
    'terms.use.text':
      'This website is run by {siteName} to inform the public, prospective participants and partners about our work. You are welcome to read, print and share its pages for any lawful, non-commercial purpose.',
    'terms.content.title': 'Our content',
    'terms.content.ownership':
      'Texts, stories and pictures on this site belong to {siteName} or to the people who allowed us to use them. When you quote or share them, please name us and link to the page. Ask us before using them commercially.',
    'terms.content.widgets':
      'Partner organisations may show our success stories on their own sites with our embeddable widgets, as long as the stories are shown unchanged and credited to us.',
    'terms.advice.title': 'Information, not advice',
    'terms.advice.text':
      'We keep the information here accurate and up to date, but it may change without notice, and figures and dates are given in good faith. Programme places, funding and grants are offered under their own written terms, never by this website alone.',
    'terms.messages.title': 'Messages you send',
    'terms.messages.text':
      'Please use the contact form only for genuine enquiries. How we handle what you send is explained in our {link}.',
    'terms.messages.link': 'privacy policy',
    'terms.other.title': 'Other websites',
    'terms.other.text':
      'Links to other websites are for convenience; we are not responsible for their content or their privacy practices.',
    'terms.questions.title': 'Questions',
    'terms.questions.text':
      'Write to {email}. If these terms change, the new version will be published on this page.',
  },
  {
    fr: {
      'terms.title': 'Conditions d’utilisation',
      'terms.intro': 'Les quelques règles d’utilisation de ce site.',
      'terms.use.title': 'Utilisation du site',
      'terms.use.text':
        'Ce site est géré par {siteName} pour informer le public, les futurs participants et les partenaires de notre action. Vous pouvez librement en lire, imprimer et partager les pages à toute fin licite et non commerciale.',
      'terms.content.title': 'Nos contenus',
      'terms.content.ownership':
        'Les textes, histoires et images de ce site appartiennent à {siteName} ou aux personnes qui nous ont autorisés à les utiliser. Lorsque vous les citez ou les partagez, merci de nous mentionner et de renvoyer vers la page. Demandez-nous l’autorisation avant tout usage commercial.',
      'terms.content.widgets':
        'Les organisations partenaires peuvent afficher nos histoires de réussite sur leurs propres sites grâce à nos widgets intégrables, à condition que les histoires soient présentées sans modification et nous soient attribuées.',
      'terms.advice.title': 'Des informations, pas des conseils',
      'terms.advice.text':
        'Nous veillons à ce que les informations présentées ici soient exactes et à jour, mais elles peuvent changer sans préavis, et les chiffres et dates sont donnés de bonne foi. Les places dans les programmes, les financements et les subventions sont proposés selon leurs propres conditions écrites, jamais par ce seul site.',
      'terms.messages.title': 'Les messages que vous envoyez',
      'terms.messages.text':
        'Merci de n’utiliser le formulaire de contact que pour de véritables demandes. La façon dont nous traitons ce que vous nous envoyez est expliquée dans notre {link}.',
      'terms.messages.link': 'politique de confidentialité',
      'terms.other.title': 'Autres sites web',
      'terms.other.text':
        'Les liens vers d’autres sites sont fournis pour votre commodité ; nous ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de confidentialité.',
      'terms.questions.title': 'Vos questions',
      'terms.questions.text':
        'Écrivez à {email}. Si ces conditions changent, la nouvelle version sera publiée sur cette page.',
    },
    ar: {
      'terms.title': 'شروط الاستخدام',
      'terms.intro': 'القواعد القليلة لاستخدام هذا الموقع.',
      'terms.use.title': 'استخدام هذا الموقع',
      'terms.use.text':
        'يدير {siteName} هذا الموقع لتعريف الجمهور والمشاركين المحتملين والشركاء بعملنا. ويسعدنا أن تقرأ صفحاته وتطبعها وتشاركها لأي غرض مشروع غير تجاري.',
      'terms.content.title': 'محتوانا',
      'terms.content.ownership':
        'النصوص والقصص والصور المنشورة على هذا الموقع مملوكة لـ{siteName} أو للأشخاص الذين أذنوا لنا باستخدامها. وعند اقتباسها أو مشاركتها، يُرجى ذكر اسمنا ووضع رابط إلى الصفحة. واستأذنّا قبل استخدامها لأغراض تجارية.',
      'terms.content.widgets':
        'يجوز للمؤسسات الشريكة عرض قصص نجاحنا على مواقعها باستخدام عناصرنا القابلة للتضمين، شريطة عرض القصص دون تعديل ونسبتها إلينا.',
      'terms.advice.title': 'معلومات لا مشورة',
      'terms.advice.text':
        'نحرص على أن تكون المعلومات الواردة هنا دقيقة ومحدّثة، لكنها قد تتغيّر دون إشعار، والأرقام والتواريخ مقدَّمة بحسن نية. وتُمنح المقاعد في البرامج والتمويل والمنح وفق شروطها المكتوبة الخاصة، ولا تُمنح أبدًا عبر هذا الموقع وحده.',
      'terms.messages.title': 'الرسائل التي ترسلها',
      'terms.messages.text':
        'يُرجى استخدام نموذج التواصل للاستفسارات الجادّة فقط. ونوضّح في {link} كيف نتعامل مع ما ترسله.',
      'terms.messages.link': 'سياسة الخصوصية',
      'terms.other.title': 'المواقع الأخرى',
      'terms.other.text':
        'الروابط إلى المواقع الأخرى مقدَّمة للتيسير، ولسنا مسؤولين عن محتواها أو ممارساتها المتعلقة بالخصوصية.',
      'terms.questions.title': 'أسئلة',
      'terms.questions.text':
        'راسلنا على {email}. وإذا تغيّرت هذه الشروط، فستُنشر النسخة الجديدة في هذه الصفحة.',
    },
    sw: {
      'terms.title': 'Masharti ya Matumizi',
      'terms.intro': 'Kanuni chache za kutumia tovuti hii.',
      'terms.use.title': 'Kutumia tovuti hii',
      'terms.use.text':
        'Tovuti hii inaendeshwa na {siteName} ili kuwajulisha umma, washiriki watarajiwa na washirika kuhusu kazi yetu. Unakaribishwa kusoma, kuchapisha na kushiriki kurasa zake kwa madhumuni yoyote halali yasiyo ya kibiashara.',
      'terms.content.title': 'Maudhui yetu',
      'terms.content.ownership':
        'Maandishi, hadithi na picha katika tovuti hii ni mali ya {siteName} au ya watu walioturuhusu kuzitumia. Unapozinukuu au kuzishiriki, tafadhali tutaje na uweke kiungo cha ukurasa husika. Tuombe ruhusa kabla ya kuzitumia kibiashara.',
      'terms.content.widgets':
        'Mashirika washirika yanaweza kuonyesha hadithi zetu za mafanikio kwenye tovuti zao kwa kutumia wijeti zetu zinazopachikika, mradi hadithi zionyeshwe bila kubadilishwa na zitaje kuwa ni zetu.',
      'terms.advice.title': 'Taarifa, si ushauri',
      'terms.advice.text':
        'Tunajitahidi taarifa zilizo hapa ziwe sahihi na za kisasa, lakini zinaweza kubadilika bila taarifa, na takwimu na tarehe zimetolewa kwa nia njema. Nafasi za programu, ufadhili na ruzuku hutolewa chini ya masharti yake yaliyoandikwa, kamwe si kupitia tovuti hii pekee.',
      'terms.messages.title': 'Ujumbe unaotuma',
      'terms.messages.text':
        'Tafadhali tumia fomu ya mawasiliano kwa maswali ya kweli pekee. Jinsi tunavyoshughulikia unachotutumia imeelezwa katika {link} yetu.',
      'terms.messages.link': 'sera ya faragha',
      'terms.other.title': 'Tovuti nyingine',
      'terms.other.text':
        'Viungo vya tovuti nyingine vimewekwa kwa urahisi wako; hatuwajibiki kwa maudhui yake wala desturi zake za faragha.',
      'terms.questions.title': 'Maswali',
      'terms.questions.text':
        'Tuandikie kupitia {email}. Masharti haya yakibadilika, toleo jipya litachapishwa kwenye ukurasa huu.',
    },
  },
);
