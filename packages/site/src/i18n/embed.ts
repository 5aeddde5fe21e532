import { defineCopy } from './defineCopy';

/** The /embed page for partner organisations. `{name}` parts are code, shown as written. */
export const EMBED_COPY = defineCopy(
  {
    'embed.title': 'Embed our stories',
    'embed.description':
      'Show our success stories, articles and contact form on your own site with one script tag.',
    'embed.intro':
      'Partner organisations can show our stories, articles and contact form on their own pages. Paste the snippet into your page: one script tag, then the element. Each widget keeps its own styles, loads only when it comes near the screen, and follows the {lang} attribute (Arabic reads right to left). Colours follow CSS custom properties such as {property}.',
    'embed.storyGrid.title': 'Story grid',
    'embed.storyGrid.text': 'Our latest success stories as cards linking to their full story.',
    'embed.impactExplorer.title': 'Impact explorer',
    'embed.impactExplorer.text':
      'Every story with search, a sector filter, four sort orders, grid or list, and pages.',
    'embed.storyDetail.title': 'One story',
    'embed.storyDetail.text':
      'A single story with its gallery and full text. Set {slug} to the story you want.',
    'embed.insightsFeed.title': 'Insights feed',
    'embed.insightsFeed.text': 'Our latest articles, newest first.',
    'embed.contactForm.title': 'Contact form',
    'embed.contactForm.text':
      'Messages sent from your page reach our team as if sent from this site.',
    'embed.languageSwitcher.title': 'Language switcher',
    'embed.languageSwitcher.text':
      'Lets visitors choose one of our nine languages; listen for {event}.',
    'embed.copy': 'Copy snippet',
    'embed.preview': '{title} preview',
  },
  {
    fr: {
      'embed.title': 'Intégrez nos histoires',
      'embed.description':
        'Affichez nos histoires de réussite, nos articles et notre formulaire de contact sur votre site avec une seule balise script.',
      'embed.intro':
        'Les organisations partenaires peuvent afficher nos histoires, nos articles et notre formulaire de contact sur leurs propres pages. Collez l’extrait dans votre page : une balise script, puis l’élément. Chaque widget conserve ses propres styles, ne se charge qu’à l’approche de l’écran et suit l’attribut {lang} (l’arabe se lit de droite à gauche). Les couleurs suivent des propriétés personnalisées CSS telles que {property}.',
      'embed.storyGrid.title': 'Grille d’histoires',
      'embed.storyGrid.text':
        'Nos dernières histoires de réussite, sous forme de cartes menant à l’histoire complète.',
      'embed.impactExplorer.title': 'Explorateur d’impact',
      'embed.impactExplorer.text':
        'Toutes les histoires, avec recherche, filtre par secteur, quatre ordres de tri, affichage en grille ou en liste, et pagination.',
      'embed.storyDetail.title': 'Une histoire',
      'embed.storyDetail.text':
        'Une seule histoire, avec sa galerie et son texte intégral. Donnez à {slug} la valeur de l’histoire souhaitée.',
      'embed.insightsFeed.title': 'Fil d’analyses',
      'embed.insightsFeed.text': 'Nos derniers articles, du plus récent au plus ancien.',
      'embed.contactForm.title': 'Formulaire de contact',
      'embed.contactForm.text':
        'Les messages envoyés depuis votre page parviennent à notre équipe comme s’ils venaient de ce site.',
      'embed.languageSwitcher.title': 'Sélecteur de langue',
      'embed.languageSwitcher.text':
        'Permet aux visiteurs de choisir l’une de nos neuf langues ; écoutez l’événement {event}.',
      'embed.copy': 'Copier l’extrait',
      'embed.preview': 'Aperçu : {title}',
    },
    ar: {
      'embed.title': 'ضمِّن قصصنا في موقعك',
      'embed.description': 'اعرض قصص نجاحنا ومقالاتنا ونموذج التواصل في موقعك بوسم script واحد.',
      'embed.intro':
        'يمكن للمؤسسات الشريكة عرض قصصنا ومقالاتنا ونموذج التواصل في صفحاتها. الصق المقتطف البرمجي في صفحتك: وسم script واحد، ثم العنصر. يحتفظ كل عنصر بتنسيقاته الخاصة، ولا يُحمَّل إلا عند اقترابه من الشاشة، ويتبع السمة {lang} (تُقرأ العربية من اليمين إلى اليسار). وتتبع الألوان خصائص CSS المخصّصة مثل {property}.',
      'embed.storyGrid.title': 'شبكة القصص',
      'embed.storyGrid.text': 'أحدث قصص نجاحنا في بطاقات تقود إلى القصة كاملة.',
      'embed.impactExplorer.title': 'مستكشف الأثر',
      'embed.impactExplorer.text':
        'جميع القصص مع البحث، والتصفية حسب القطاع، وأربعة أنماط للترتيب، والعرض الشبكي أو القائمة، والتقسيم إلى صفحات.',
      'embed.storyDetail.title': 'قصة واحدة',
      'embed.storyDetail.text':
        'قصة واحدة مع معرض صورها ونصها الكامل. اضبط السمة {slug} على القصة التي تريدها.',
      'embed.insightsFeed.title': 'موجز الرؤى',
      'embed.insightsFeed.text': 'أحدث مقالاتنا، من الأحدث إلى الأقدم.',
      'embed.contactForm.title': 'نموذج التواصل',
      'embed.contactForm.text':
        'تصل الرسائل المرسلة من صفحتك إلى فريقنا كما لو أُرسلت من هذا الموقع.',
      'embed.languageSwitcher.title': 'مبدّل اللغة',
      'embed.languageSwitcher.text':
        'يتيح للزوار اختيار إحدى لغاتنا التسع؛ استمع إلى الحدث {event}.',
      'embed.copy': 'نسخ المقتطف',
      'embed.preview': 'معاينة: {title}',
    },
    sw: {
      'embed.title': 'Weka hadithi zetu kwenye tovuti yako',
      'embed.description':
        'Onyesha hadithi zetu za mafanikio, makala na fomu ya mawasiliano kwenye tovuti yako kwa lebo moja ya script.',
      'embed.intro':
        'Mashirika washirika yanaweza kuonyesha hadithi zetu, makala na fomu ya mawasiliano kwenye kurasa zao. Bandika kipande cha msimbo kwenye ukurasa wako: lebo moja ya script, kisha kipengele. Kila wijeti huhifadhi mitindo yake, hupakiwa tu inapokaribia skrini, na hufuata sifa ya {lang} (Kiarabu husomwa kutoka kulia kwenda kushoto). Rangi hufuata sifa maalum za CSS kama {property}.',
      'embed.storyGrid.title': 'Gridi ya hadithi',
      'embed.storyGrid.text':
        'Hadithi zetu za karibuni za mafanikio kama kadi zinazoelekeza kwenye hadithi kamili.',
      'embed.impactExplorer.title': 'Kichunguzi cha matokeo',
      'embed.impactExplorer.text':
        'Hadithi zote pamoja na utafutaji, kichujio cha sekta, njia nne za kupanga, gridi au orodha, na kurasa.',
      'embed.storyDetail.title': 'Hadithi moja',
      'embed.storyDetail.text':
        'Hadithi moja pamoja na picha zake na maandishi kamili. Weka {slug} kuwa hadithi unayoitaka.',
      'embed.insightsFeed.title': 'Mlisho wa maarifa',
      'embed.insightsFeed.text': 'Makala zetu za karibuni, mpya kwanza.',
      'embed.contactForm.title': 'Fomu ya mawasiliano',
      'embed.contactForm.text':
        'Ujumbe unaotumwa kutoka ukurasa wako hufika kwa timu yetu kana kwamba umetumwa kutoka tovuti hii.',
      'embed.languageSwitcher.title': 'Kibadilisha lugha',
      'embed.languageSwitcher.text':
        'Huwaruhusu wageni kuchagua mojawapo ya lugha zetu tisa; sikiliza tukio la {event}.',
      'embed.copy': 'Nakili kipande',
      'embed.preview': 'Onyesho la {title}',
    },
  },
);
