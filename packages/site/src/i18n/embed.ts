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
    'embed.newsletterSignup.title': 'Newsletter sign-up',
    'embed.newsletterSignup.text':
      'Visitors subscribe to our newsletter from your page, in their language; we e-mail them a link to confirm.',
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
      'embed.newsletterSignup.title': 'Inscription à la lettre d’information',
      'embed.newsletterSignup.text':
        'Vos visiteurs s’abonnent à notre lettre d’information depuis votre page, dans leur langue ; nous leur envoyons un lien de confirmation par e-mail.',
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
      'embed.newsletterSignup.title': 'الاشتراك في النشرة الإخبارية',
      'embed.newsletterSignup.text':
        'يشترك زوّار صفحتك في نشرتنا الإخبارية بلغتهم، ونرسل إليهم رابط تأكيد بالبريد الإلكتروني.',
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
      'embed.newsletterSignup.title': 'Usajili wa jarida',
      'embed.newsletterSignup.text':
        'Wageni hujiandikisha kwa jarida letu kutoka ukurasa wako, kwa lugha yao; tunawatumia kiungo cha kuthibitisha kwa barua pepe.',
      'embed.languageSwitcher.title': 'Kibadilisha lugha',
      'embed.languageSwitcher.text':
        'Huwaruhusu wageni kuchagua mojawapo ya lugha zetu tisa; sikiliza tukio la {event}.',
      'embed.copy': 'Nakili kipande',
      'embed.preview': 'Onyesho la {title}',
    },
    ha: {
      'embed.title': 'Saka labaranmu a shafinku',
      'embed.description':
        'Nuna labaran nasararmu, maƙalolinmu da fom ɗin tuntuɓa a shafinku da alamar script ɗaya.',
      'embed.intro':
        'Ƙungiyoyin abokan hulɗa za su iya nuna labaranmu, maƙalolinmu da fom ɗin tuntuɓa a shafukansu. Liƙa wannan guntun lamba a shafinku: alamar script ɗaya, sannan abin. Kowane widget yana riƙe da salonsa, yana lodawa ne kawai idan ya kusanci allo, kuma yana bin sifar {lang} (Larabci ana karanta shi daga dama zuwa hagu). Launuka suna bin kaddarorin CSS na musamman kamar {property}.',
      'embed.storyGrid.title': 'Jerin labarai',
      'embed.storyGrid.text':
        'Sabbin labaran nasararmu a matsayin katuna masu kai wa ga cikakken labarin.',
      'embed.impactExplorer.title': 'Mai binciken tasiri',
      'embed.impactExplorer.text':
        'Dukkan labarai tare da nema, tace fanni, hanyoyin jera guda huɗu, jeri ko layi, da shafuka.',
      'embed.storyDetail.title': 'Labari ɗaya',
      'embed.storyDetail.text':
        'Labari guda tare da hotunansa da cikakken rubutunsa. Sanya {slug} ga labarin da kake so.',
      'embed.insightsFeed.title': 'Jerin nazari',
      'embed.insightsFeed.text': 'Sabbin maƙalolinmu, na baya-bayan nan farko.',
      'embed.contactForm.title': 'Fom ɗin tuntuɓa',
      'embed.contactForm.text':
        'Saƙonnin da aka aiko daga shafinku suna isa ga ƙungiyarmu kamar an aiko su daga wannan shafin.',
      'embed.newsletterSignup.title': 'Rajistar wasiƙar labarai',
      'embed.newsletterSignup.text':
        'Baƙi suna yin rajista don wasiƙar labaranmu daga shafinku, a harshensu; muna aika musu mahaɗin tabbatarwa ta imel.',
      'embed.languageSwitcher.title': 'Mai sauya harshe',
      'embed.languageSwitcher.text':
        'Yana bai wa baƙi damar zaɓar ɗaya daga cikin harsunanmu tara; saurari {event}.',
      'embed.copy': 'Kwafi lambar',
      'embed.preview': 'Samfoti: {title}',
    },
    yo: {
      'embed.title': 'Fi àwọn ìtàn wa sí ààyè yín',
      'embed.description':
        'Ẹ fi àwọn ìtàn àṣeyọrí wa, àwọn àpilẹ̀kọ wa àti fọ́ọ̀mù ìbánisọ̀rọ̀ hàn lórí ààyè yín pẹ̀lú àmì script kan ṣoṣo.',
      'embed.intro':
        'Àwọn àjọ alábàáṣiṣẹ́pọ̀ lè fi àwọn ìtàn wa, àwọn àpilẹ̀kọ wa àti fọ́ọ̀mù ìbánisọ̀rọ̀ hàn lórí ojú-ìwé wọn. Ẹ lẹ̀ kóòdù yìí mọ́ ojú-ìwé yín: àmì script kan, lẹ́yìn náà èròjà náà. Widget kọ̀ọ̀kan ní ìrísí tirẹ̀, ó máa ń ṣí nígbà tí ó bá sún mọ́ ojú-ìran nìkan, ó sì ń tẹ̀lé àbùdá {lang} (èdè Lárúbáwá ni a ń kà láti ọ̀tún sí òsì). Àwọn àwọ̀ ń tẹ̀lé àwọn àbùdá CSS àdáni bíi {property}.',
      'embed.storyGrid.title': 'Àkójọ ìtàn',
      'embed.storyGrid.text':
        'Àwọn ìtàn àṣeyọrí wa tuntun jù lọ bí káàdì tí ó so mọ́ ìtàn kíkún wọn.',
      'embed.impactExplorer.title': 'Aṣàwárí ipa',
      'embed.impactExplorer.text':
        'Gbogbo ìtàn pẹ̀lú ìwádìí, àṣẹ̀ ẹ̀ka, ọ̀nà ìtòlẹ́sẹẹsẹ mẹ́rin, àkójọ tàbí ìlà, àti ojú-ìwé.',
      'embed.storyDetail.title': 'Ìtàn kan',
      'embed.storyDetail.text':
        'Ìtàn kan ṣoṣo pẹ̀lú àwọn àwòrán rẹ̀ àti ọ̀rọ̀ rẹ̀ kíkún. Ẹ ṣètò {slug} sí ìtàn tí ẹ fẹ́.',
      'embed.insightsFeed.title': 'Ìṣàn òye',
      'embed.insightsFeed.text': 'Àwọn àpilẹ̀kọ wa tuntun jù lọ, èyí tó tuntun jù ní àkọ́kọ́.',
      'embed.contactForm.title': 'Fọ́ọ̀mù ìbánisọ̀rọ̀',
      'embed.contactForm.text':
        'Àwọn ìfiránṣẹ́ tí a fi ránṣẹ́ láti ojú-ìwé yín máa ń dé ọ̀dọ̀ ẹgbẹ́ wa bí ẹni pé láti ààyè yìí ni wọ́n ti wá.',
      'embed.newsletterSignup.title': 'Ìforúkọsílẹ̀ ìwé ìròyìn',
      'embed.newsletterSignup.text':
        'Àwọn àlejò ń forúkọsílẹ̀ fún ìwé ìròyìn wa láti ojú-ìwé yín, ní èdè wọn; a máa ń fi ìjápọ̀ ìjẹ́rìí ránṣẹ́ sí wọn nípasẹ̀ ímeèlì.',
      'embed.languageSwitcher.title': 'Ayípadà èdè',
      'embed.languageSwitcher.text':
        'Ó ń jẹ́ kí àwọn àlejò yan ọ̀kan nínú èdè mẹ́sàn-án wa; ẹ tẹ́tí sí {event}.',
      'embed.copy': 'Ṣe ẹ̀dà kóòdù',
      'embed.preview': 'Àkọ́wò: {title}',
    },
    ig: {
      'embed.title': 'Tinye akụkọ anyị na saịtị gị',
      'embed.description':
        'Gosi akụkọ ihe ịga nke ọma anyị, edemede anyị na fọm kpọtụrụ anyị na saịtị nke gị site na otu mkpado script.',
      'embed.intro':
        "Ndị mmekọ nwere ike igosi akụkọ anyị, edemede anyị na fọm kpọtụrụ anyị na peeji nke ha. Mapanye koodu a na peeji gị: otu mkpado script, wee tinye ihe ahụ. Widget ọ bụla na-edobe ụdị nke ya, na-ebu naanị mgbe ọ bịaruru ihuenyo nso, ma na-agbaso àgwà {lang} (a na-agụ Arabic site n'aka nri gaa n'aka ekpe). Agba na-agbaso njirimara CSS pụrụ iche dị ka {property}.",
      'embed.storyGrid.title': 'Ndepụta akụkọ',
      'embed.storyGrid.text':
        "Akụkọ ihe ịga nke ọma anyị kacha ọhụrụ dị ka kaadị jikọrọ n'akụkọ zuru ezu ha.",
      'embed.impactExplorer.title': 'Onye nyocha mmetụta',
      'embed.impactExplorer.text':
        'Akụkọ niile nwere ọchụchọ, nhọpụta ngalaba, usoro nhazi anọ, ndepụta ma ọ bụ ahịrị, na peeji.',
      'embed.storyDetail.title': 'Otu akụkọ',
      'embed.storyDetail.text':
        'Otu akụkọ nwere foto ya na ederede ya zuru ezu. Tọọ {slug} ka ọ bụrụ akụkọ ị chọrọ.',
      'embed.insightsFeed.title': 'Ndepụta nghọta',
      'embed.insightsFeed.text': 'Edemede anyị kacha ọhụrụ, nke kacha ọhụrụ na mbụ.',
      'embed.contactForm.title': 'Fọm kpọtụrụ anyị',
      'embed.contactForm.text':
        'Ozi e zitere site na peeji gị na-eru ndị otu anyị dị ka a ga-asị na e zitere ya site na saịtị a.',
      'embed.newsletterSignup.title': 'Ndebanye aha akwụkwọ ozi',
      'embed.newsletterSignup.text':
        'Ndị ọbịa na-edebanye aha maka akwụkwọ ozi anyị site na peeji gị, n’asụsụ ha; anyị na-eziga ha njikọ nkwado site na email.',
      'embed.languageSwitcher.title': 'Ihe ngbanwe asụsụ',
      'embed.languageSwitcher.text':
        "Ọ na-enye ndị ọbịa ohere ịhọrọ otu n'ime asụsụ itoolu anyị; gee ntị na {event}.",
      'embed.copy': 'Detuo koodu',
      'embed.preview': 'Nlele: {title}',
    },
    pt: {
      'embed.title': 'Incorpore as nossas histórias',
      'embed.description':
        'Mostre as nossas histórias de sucesso, artigos e formulário de contacto no seu próprio site com uma só etiqueta script.',
      'embed.intro':
        'As organizações parceiras podem mostrar as nossas histórias, artigos e formulário de contacto nas suas próprias páginas. Cole o excerto na sua página: uma etiqueta script e depois o elemento. Cada widget mantém os seus próprios estilos, só carrega quando se aproxima do ecrã e segue o atributo {lang} (o árabe lê-se da direita para a esquerda). As cores seguem propriedades personalizadas de CSS, como {property}.',
      'embed.storyGrid.title': 'Grelha de histórias',
      'embed.storyGrid.text':
        'As nossas histórias de sucesso mais recentes, em cartões com ligação à história completa.',
      'embed.impactExplorer.title': 'Explorador de impacto',
      'embed.impactExplorer.text':
        'Todas as histórias, com pesquisa, filtro por setor, quatro ordenações, grelha ou lista, e páginas.',
      'embed.storyDetail.title': 'Uma história',
      'embed.storyDetail.text':
        'Uma única história com a sua galeria e o texto completo. Defina {slug} com a história pretendida.',
      'embed.insightsFeed.title': 'Feed de ideias',
      'embed.insightsFeed.text':
        'Os nossos artigos mais recentes, do mais novo para o mais antigo.',
      'embed.contactForm.title': 'Formulário de contacto',
      'embed.contactForm.text':
        'As mensagens enviadas a partir da sua página chegam à nossa equipa como se tivessem sido enviadas a partir deste site.',
      'embed.newsletterSignup.title': 'Subscrição da newsletter',
      'embed.newsletterSignup.text':
        'Os visitantes subscrevem a nossa newsletter a partir da sua página, no seu idioma; enviamos-lhes por e-mail uma ligação para confirmar.',
      'embed.languageSwitcher.title': 'Seletor de idioma',
      'embed.languageSwitcher.text':
        'Permite aos visitantes escolher uma das nossas nove línguas; escute o evento {event}.',
      'embed.copy': 'Copiar excerto',
      'embed.preview': 'Pré-visualização: {title}',
    },
    am: {
      'embed.title': 'ታሪኮቻችንን በድረ ገጽዎ ያስገቡ',
      'embed.description':
        'የስኬት ታሪኮቻችንን፣ ጽሑፎቻችንን እና የመገናኛ ቅጻችንን በአንድ የscript መለያ በራስዎ ድረ ገጽ ላይ ያሳዩ።',
      'embed.intro':
        'አጋር ድርጅቶች ታሪኮቻችንን፣ ጽሑፎቻችንን እና የመገናኛ ቅጻችንን በራሳቸው ገጾች ላይ ማሳየት ይችላሉ። ቅንጭቡን በገጽዎ ላይ ይለጥፉ፦ አንድ የscript መለያ፣ ከዚያም ኤለመንቱ። እያንዳንዱ ዊጀት የራሱን ቅጦች ይይዛል፣ የሚጫነው ወደ ማያ ገጹ ሲቀርብ ብቻ ነው፣ እና የ{lang} ባሕሪን ይከተላል (ዐረብኛ ከቀኝ ወደ ግራ ይነበባል)። ቀለሞች እንደ {property} ያሉ የCSS ብጁ ባሕሪያትን ይከተላሉ።',
      'embed.storyGrid.title': 'የታሪኮች ሰሌዳ',
      'embed.storyGrid.text': 'የቅርብ ጊዜ የስኬት ታሪኮቻችን ወደ ሙሉ ታሪካቸው በሚወስዱ ካርዶች።',
      'embed.impactExplorer.title': 'የተጽዕኖ አሳሽ',
      'embed.impactExplorer.text':
        'ሁሉም ታሪኮች ከፍለጋ፣ ከዘርፍ ማጣሪያ፣ ከአራት የአደራደር ቅደም ተከተሎች፣ ከሰሌዳ ወይም ከዝርዝር እይታ እና ከገጾች ጋር።',
      'embed.storyDetail.title': 'አንድ ታሪክ',
      'embed.storyDetail.text': 'አንድ ታሪክ ከፎቶዎቹ እና ከሙሉ ጽሑፉ ጋር። {slug}ን ወደሚፈልጉት ታሪክ ያዘጋጁ።',
      'embed.insightsFeed.title': 'የትንታኔዎች ዝርዝር',
      'embed.insightsFeed.text': 'የቅርብ ጊዜ ጽሑፎቻችን፣ አዲሶቹ መጀመሪያ።',
      'embed.contactForm.title': 'የመገናኛ ቅጽ',
      'embed.contactForm.text': 'ከገጽዎ የሚላኩ መልእክቶች ከዚህ ድረ ገጽ እንደተላኩ ያህል ቡድናችን ጋር ይደርሳሉ።',
      'embed.newsletterSignup.title': 'የዜና መጽሔት ምዝገባ',
      'embed.newsletterSignup.text':
        'ጎብኚዎች ከገጽዎ በቋንቋቸው ለዜና መጽሔታችን ይመዘገባሉ፤ የማረጋገጫ አገናኝ በኢሜይል እንልክላቸዋለን።',
      'embed.languageSwitcher.title': 'ቋንቋ መቀየሪያ',
      'embed.languageSwitcher.text': 'ጎብኚዎች ከዘጠኙ ቋንቋዎቻችን አንዱን እንዲመርጡ ያስችላል፤ {event}ን ያዳምጡ።',
      'embed.copy': 'ቅንጭቡን ቅዳ',
      'embed.preview': 'ቅድመ እይታ፦ {title}',
    },
  },
);
