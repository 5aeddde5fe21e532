/**
 * Translations of the demo stories and articles into every language of the site, loaded with
 * them so that each language's site shows translated content from the first start (staff see
 * them as "needs review" until a native speaker has checked them). The first ones are here; the
 * rest in translations/. Names of people and places and the figures are kept; the number at the
 * start of an impact stays written as in English so it sorts the same.
 */
import ARTICLES from './translations/articles.js';
import STORIES_A from './translations/stories-a.js';
import STORIES_B from './translations/stories-b.js';
import type {
  DemoArticleTranslation,
  DemoStoryTranslation,
  DemoTranslationLanguage,
  DemoTranslations,
} from './translations/types.js';

export type {
  DemoArticleTranslation,
  DemoStoryTranslation,
  DemoTranslationLanguage,
  DemoTranslations,
} from './translations/types.js';

/** Tables put together: each slug's languages from all of them. */
function merged<T>(...tables: DemoTranslations<T>[]): DemoTranslations<T> {
  const all: DemoTranslations<T> = {};
  for (const table of tables) {
    for (const [slug, byLanguage] of Object.entries(table)) {
      all[slug] = { ...all[slug], ...byLanguage };
    }
  }
  return all;
}

const FIRST_STORY_TRANSLATIONS: DemoTranslations<DemoStoryTranslation> = {
  'reading-corners-lagos-public-schools': {
    fr: {
      title: 'Des coins lecture dans les écoles publiques de Lagos',
      summary:
        'Une ancienne enseignante devenue entrepreneuse de la réforme a créé des bibliothèques de classe et formé des « champions de la lecture » dans les écoles primaires de Lagos Mainland.',
      impact: '5,000+ élèves touchés',
      narrative: `Quand Adaeze Okafor a rejoint le Programme des entrepreneurs de la réforme en 2015, elle enseignait depuis neuf ans en CM1 à Yaba. La plupart de ses élèves savaient déchiffrer les mots, mais peu lisaient par plaisir : l’école n’avait pas de bibliothèque et les seuls livres étaient ceux du programme.

Son projet de réforme était simple à décrire et difficile à réaliser : une étagère de livres gradués dans chaque classe, un enseignant « champion de la lecture » formé dans chaque école, et vingt minutes de lecture libre par jour inscrites à l’emploi du temps. Pendant le programme, elle a identifié tous ceux qui devaient dire oui (directeurs d’école, autorité éducative locale, associations de parents) et chiffré le premier pilote à moins de 4 millions de ₦.

Le pilote a commencé dans six écoles de Lagos Mainland. En 2018, les coins lecture fonctionnaient dans 31 écoles, avec des livres offerts par deux éditeurs et un roulement de parents bénévoles. Une évaluation indépendante menée par une équipe universitaire a montré qu’après une année scolaire, les élèves des classes équipées lisaient en moyenne 14 mots de plus par minute que leurs camarades.

Aujourd’hui, le modèle fait partie du plan d’alphabétisation de l’autorité éducative locale, et Adaeze forme chaque trimestre de nouveaux champions.`,
    },
    ar: {
      title: 'زوايا القراءة في المدارس الحكومية في لاغوس',
      summary:
        'معلمة سابقة أصبحت رائدة إصلاح أنشأت مكتبات صفية ودرّبت «أبطال القراءة» في المدارس الابتدائية في لاغوس مينلاند.',
      impact: '5,000+ تلميذ استفادوا',
      narrative: `عندما انضمت أداإيزي أوكافور إلى برنامج رواد الإصلاح عام 2015، كانت قد أمضت تسع سنوات في تدريس الصف الرابع الابتدائي في يابا. كان معظم تلاميذها قادرين على تهجئة الكلمات، لكن قلة منهم كانوا يقرؤون للمتعة، فالمدرسة بلا مكتبة والكتب الوحيدة هي كتب المنهج.

كان مشروعها الإصلاحي سهل الوصف صعب التنفيذ: رف من الكتب المتدرجة في كل فصل، ومعلم مدرَّب يكون «بطل القراءة» في كل مدرسة، وعشرون دقيقة من القراءة الحرة يوميًا في الجدول الدراسي. وخلال البرنامج حددت كل من يجب أن يوافق (مديرو المدارس، وهيئة التعليم المحلية، وجمعيات أولياء الأمور)، وقدّرت كلفة المرحلة التجريبية الأولى بأقل من 4 ملايين ₦.

بدأت التجربة في ست مدارس في لاغوس مينلاند. وبحلول عام 2018 كانت زوايا القراءة تعمل في 31 مدرسة، بكتب تبرعت بها دارا نشر ومناوبات من أولياء الأمور المتطوعين. ووجد تقييم مستقل أجراه فريق جامعي أن تلاميذ فصول زوايا القراءة صاروا يقرؤون في المتوسط 14 كلمة في الدقيقة أكثر من أقرانهم بعد عام دراسي واحد.

واليوم أصبح النموذج جزءًا من خطة محو الأمية لدى هيئة التعليم المحلية، وتدرّب أداإيزي أبطالًا جددًا في كل فصل دراسي.`,
    },
    sw: {
      title: 'Kona za Kusoma katika Shule za Umma za Lagos',
      summary:
        'Mwalimu wa zamani aliyegeuka kuwa mjasiriamali wa mageuzi alianzisha maktaba za darasani na kuwafunza «mabingwa wa kusoma» katika shule za msingi za Lagos Mainland.',
      impact: '5,000+ wanafunzi wamefikiwa',
      narrative: `Adaeze Okafor alipojiunga na Programu ya Wajasiriamali wa Mageuzi mwaka 2015, alikuwa amefundisha darasa la nne huko Yaba kwa miaka tisa. Wanafunzi wake wengi waliweza kusoma maneno, lakini wachache walisoma kwa furaha: shule haikuwa na maktaba na vitabu pekee vilikuwa vya mtaala.

Mradi wake wa mageuzi ulikuwa rahisi kuueleza lakini mgumu kuutekeleza: rafu ya vitabu vya viwango katika kila darasa, mwalimu «bingwa wa kusoma» aliyefunzwa katika kila shule, na dakika ishirini za kusoma kwa hiari kila siku katika ratiba. Wakati wa programu aliorodhesha wote waliopaswa kukubali (walimu wakuu, mamlaka ya elimu ya eneo, vyama vya wazazi) na akakadiria gharama ya majaribio ya kwanza kuwa chini ya ₦ milioni 4.

Majaribio yalianza katika shule sita za Lagos Mainland. Kufikia mwaka 2018 Kona za Kusoma zilikuwa katika shule 31, zikiwa na vitabu vilivyotolewa na wachapishaji wawili na zamu za wazazi wa kujitolea. Tathmini huru ya timu ya chuo kikuu ilionyesha kuwa baada ya mwaka mmoja wa shule, wanafunzi wa madarasa hayo walisoma kwa wastani maneno 14 zaidi kwa dakika kuliko wenzao.

Leo mfumo huu ni sehemu ya mpango wa kusoma na kuandika wa mamlaka ya elimu ya eneo, na Adaeze huwafunza mabingwa wapya kila muhula.`,
    },
  },
  'community-health-workers-kano': {
    fr: {
      title: 'À Kano, des agents de santé communautaires apportent les soins prénatals à domicile',
      summary:
        'Un réseau d’agentes de santé communautaires formées rend visite aux femmes enceintes de la périphérie de Kano et les oriente vers les centres de santé avant que des complications ne surviennent.',
      impact: '12,000 mères accompagnées',
      narrative: `Le Dr Ibrahim Musa travaillait de nuit dans un hôpital général de Kano et voyait sans cesse la même histoire : des femmes arrivant en plein travail avec des complications qu’une seule consultation prénatale aurait permis de détecter. La distance, le coût et la nécessité de l’autorisation du mari retenaient beaucoup d’entre elles à la maison.

Pendant le Programme des entrepreneurs de la réforme, il a reformulé le problème. Au lieu de demander aux femmes de venir au centre de santé, c’est le centre qui irait à elles, grâce à des femmes de leur propre quartier, formées et rémunérées pour leur rendre visite, prendre leur tension, repérer les signes de danger et les accompagner au centre quand c’est nécessaire.

Avec les comités de développement des quartiers et les responsables religieux, une première cohorte de 40 agentes a commencé à Dala et Gwale en 2017. Chacune utilise une simple liste de contrôle sur téléphone qui signale les grossesses à risque au centre de soins de santé primaires le plus proche.

En 2019, le réseau avait accompagné 12 000 mères. Dans les quartiers participants, les registres des centres montrent que la fréquentation des consultations prénatales a plus que doublé, et l’agence des soins de santé primaires de l’État finance désormais les indemnités de la deuxième cohorte.`,
    },
    ar: {
      title: 'عاملات صحة مجتمعية يوصلن رعاية الحوامل إلى البيوت في كانو',
      summary:
        'شبكة من عاملات الصحة المجتمعية المدرَّبات يزرن الحوامل في ضواحي كانو ويربطنهن بالمراكز الصحية قبل وقوع المضاعفات.',
      impact: '12,000 أم تلقّين الدعم',
      narrative: `كان الدكتور إبراهيم موسى يعمل في المناوبات الليلية في مستشفى عام في كانو، وكان يرى القصة نفسها مرارًا: نساء يصلن في أثناء المخاض بمضاعفات كان يمكن اكتشافها في زيارة واحدة لرعاية الحمل. فقد كانت المسافة والكلفة والحاجة إلى إذن الزوج تُبقي كثيرات منهن في البيت.

وفي برنامج رواد الإصلاح أعاد صياغة المشكلة: بدل أن تُطلب من النساء القدوم إلى العيادة، تذهب العيادة إليهن، عن طريق نساء من أحيائهن يتلقين التدريب ومكافأة مالية لزيارتهن وقياس ضغط الدم ورصد علامات الخطر ومرافقتهن إلى المركز الصحي عند الحاجة.

وبالتعاون مع لجان تنمية الأحياء والقيادات الدينية، بدأت الدفعة الأولى من 40 عاملة صحية في دالا وغوالي عام 2017. وتحمل كل واحدة قائمة تحقق بسيطة على الهاتف تُبلغ أقرب مركز للرعاية الصحية الأولية عن حالات الحمل عالية الخطورة.

وبحلول عام 2019 كانت الشبكة قد دعمت 12,000 أم. وتُظهر سجلات العيادات في الأحياء المشاركة أن الإقبال على رعاية الحمل تضاعف وأكثر، وباتت هيئة الرعاية الصحية الأولية في الولاية تموّل مكافآت الدفعة الثانية.`,
    },
    sw: {
      title: 'Wahudumu wa Afya ya Jamii Wafikisha Huduma za Ujauzito Nyumbani Kano',
      summary:
        'Mtandao wa wahudumu wa afya ya jamii waliofunzwa huwatembelea wajawazito pembezoni mwa mji wa Kano na kuwaunganisha na zahanati kabla matatizo hayajatokea.',
      impact: '12,000 akina mama wamesaidiwa',
      narrative: `Dkt. Ibrahim Musa alifanya kazi zamu za usiku katika hospitali kuu ya Kano na aliendelea kuona hadithi ileile: wanawake wakifika wakiwa katika uchungu wa kujifungua na matatizo ambayo kliniki moja tu ya ujauzito ingeyagundua. Umbali, gharama na haja ya ruhusa ya mume viliwaweka wengi nyumbani.

Katika Programu ya Wajasiriamali wa Mageuzi aliutazama upya tatizo hilo. Badala ya kuwataka wanawake waje zahanati, zahanati ingewaendea wao, kupitia wanawake wa mitaa yao wenyewe waliofunzwa na kulipwa posho ili kuwatembelea, kupima shinikizo la damu, kutambua dalili za hatari na kuwasindikiza kwenye kituo cha afya inapohitajika.

Kwa kushirikiana na kamati za maendeleo za kata na viongozi wa dini, kundi la kwanza la wahudumu 40 lilianza Dala na Gwale mwaka 2017. Kila mmoja hubeba orodha rahisi ya ukaguzi kwenye simu inayoripoti mimba zenye hatari kubwa kwa kituo cha afya ya msingi kilicho karibu.

Kufikia mwaka 2019 mtandao ulikuwa umesaidia akina mama 12,000. Rekodi za zahanati katika kata zinazoshiriki zinaonyesha mahudhurio ya kliniki za ujauzito yameongezeka zaidi ya mara mbili, na bodi ya huduma za afya ya msingi ya jimbo sasa inalipa posho za kundi la pili.`,
    },
  },
  'open-budget-dashboards-abuja': {
    fr: {
      title: 'Des tableaux de bord budgétaires ouverts pour les conseils de zone d’Abuja',
      summary:
        'Les habitants du Territoire de la capitale fédérale peuvent désormais suivre ce que leurs conseils de zone avaient prévu de dépenser, ce qui a été débloqué et quels projets ont été achevés.',
      impact: '6 conseils de zone publient leur budget',
      narrative: `Chiamaka Eze avait été auditrice avant de poser une question simple lors d’une réunion publique à Bwari : quel budget était prévu pour le nouveau forage, et où est-il passé ? Personne dans la salle n’a su répondre.

Son projet de réforme a fait de cette question une routine. Avec les services budgétaires des conseils de zone, elle a adopté un modèle trimestriel simple — prévu, débloqué, dépensé, achevé — et créé un tableau de bord public qui présente ces chiffres par quartier, avec des photos de projets terminés envoyées par les habitants.

Le plus difficile n’a pas été le logiciel mais la confiance. Elle a passé des mois avec les responsables des conseils à montrer que publier les chiffres protégeait les fonctionnaires honnêtes. Le premier conseil s’est lancé en 2017 ; en 2018, les six conseils de zone du Territoire publiaient leurs chiffres.

Les radios locales lisent désormais les chiffres trimestriels à l’antenne, et les associations de quartier utilisent le tableau de bord pour préparer les auditions budgétaires.`,
    },
    ar: {
      title: 'لوحات بيانات مفتوحة لميزانيات المجالس المحلية في أبوجا',
      summary:
        'بات بإمكان سكان إقليم العاصمة الاتحادية متابعة ما خططت مجالسهم المحلية لإنفاقه، وما صُرف فعلًا، والمشاريع التي اكتملت.',
      impact: '6 مجالس محلية تنشر ميزانياتها',
      narrative: `عملت تشياماكا إيزي مدققة حسابات قبل أن تطرح سؤالًا بسيطًا في اجتماع عام في بواري: كم رُصد للبئر الجديدة، وأين ذهب المال؟ لم يستطع أحد في القاعة أن يجيب.

حوّل مشروعها الإصلاحي ذلك السؤال إلى عمل دوري. فقد اتفقت مع مكاتب الميزانية في المجالس المحلية على نموذج فصلي بسيط — المخطط، والمصروف له، والمنفق، والمنجز — وأنشأت لوحة بيانات عامة تعرض الأرقام حسب الحي، مع صور للمشاريع المكتملة يرسلها السكان.

لم يكن الجزء الأصعب هو البرمجيات بل الثقة. أمضت شهورًا مع مسؤولي المجالس تبيّن لهم أن نشر الأرقام يحمي الموظفين النزهاء. وبدأ أول مجلس النشر عام 2017، وبحلول عام 2018 كانت المجالس المحلية الست في الإقليم كلها تنشر أرقامها.

وتقرأ الإذاعات المحلية اليوم الأرقام الفصلية على الهواء، وتستخدم المجموعات الأهلية لوحة البيانات للاستعداد لجلسات الاستماع الخاصة بالميزانية.`,
    },
    sw: {
      title: 'Dashibodi za Bajeti Wazi kwa Halmashauri za Abuja',
      summary:
        'Wananchi wa Eneo la Mji Mkuu wa Shirikisho sasa wanaweza kufuatilia kile halmashauri zao zilipanga kutumia, kilichotolewa na miradi iliyokamilika.',
      impact: '6 halmashauri zinachapisha bajeti',
      narrative: `Chiamaka Eze alikuwa mkaguzi wa hesabu kabla ya kuuliza swali rahisi katika mkutano wa hadhara huko Bwari: ni kiasi gani kilitengwa kwa kisima kipya, na pesa hizo zilikwenda wapi? Hakuna mtu ukumbini aliyeweza kujibu.

Mradi wake wa mageuzi uligeuza swali hilo kuwa utaratibu. Pamoja na ofisi za bajeti za halmashauri alikubaliana kuhusu kiolezo rahisi cha kila robo mwaka — kilichopangwa, kilichotolewa, kilichotumika, kilichokamilika — na akajenga dashibodi ya umma inayoonyesha takwimu hizo kwa kila kata, pamoja na picha za miradi iliyokamilika zinazotumwa na wakazi.

Sehemu ngumu zaidi haikuwa programu bali uaminifu. Alitumia miezi kadhaa na maafisa wa halmashauri akiwaonyesha kwamba kuchapisha takwimu kunawalinda watumishi waaminifu. Halmashauri ya kwanza ilianza mwaka 2017; kufikia mwaka 2018 halmashauri zote sita za eneo hilo zilikuwa zinachapisha.

Redio za eneo sasa husoma takwimu za kila robo mwaka, na vikundi vya jamii hutumia dashibodi kujiandaa kwa vikao vya bajeti.`,
    },
  },
};

const FIRST_ARTICLE_TRANSLATIONS: DemoTranslations<DemoArticleTranslation> = {
  'rep-2025-cohort-opens-in-lagos': {
    fr: {
      headline:
        'Les candidatures sont ouvertes pour le Programme des entrepreneurs de la réforme 2025 à Lagos',
      excerpt:
        'Douze semaines, un parcours en semaine ou le week-end, et une présentation finale devant un jury de financement : ce qui attend la promotion de cette année et comment postuler.',
      body: `Le Programme des entrepreneurs de la réforme (REP) est ouvert aux candidatures. Il dure environ 12 semaines, avec un parcours en semaine et un parcours le week-end, et s’adresse aux habitants de l’État de Lagos qui veulent conduire le changement dans l’éducation, la santé ou la gouvernance.

Les participants apprennent à analyser un problème public, à identifier les personnes qui peuvent le débloquer, à concevoir un projet de réforme et à en chiffrer le coût. Les séances associent de courts exposés, des études de cas avec d’anciens participants et un travail de terrain dans leurs propres communautés.

À la fin du programme, chaque participant présente un projet de réforme devant un jury. Les projets les plus solides peuvent être financés par des programmes de subventions ou présentés à des réseaux d’investisseurs.

Les candidatures sont examinées au fil de l’eau. Les candidats présélectionnés sont invités à un entretien avec deux membres de l’équipe du programme.`,
    },
    ar: {
      headline: 'فتح باب التقديم لبرنامج رواد الإصلاح 2025 في لاغوس',
      excerpt:
        'اثنا عشر أسبوعًا، ومسار في أيام الأسبوع أو في عطلة نهايته، وعرض ختامي أمام لجنة تمويل: ما الذي ينتظر دفعة هذا العام وكيف تتقدم.',
      body: `باب التقديم مفتوح لبرنامج رواد الإصلاح. يستمر البرنامج نحو 12 أسبوعًا، بمسار في أيام الأسبوع وآخر في عطلة نهايته، وهو مفتوح لسكان ولاية لاغوس الراغبين في قيادة التغيير في التعليم أو الصحة أو الحوكمة.

يتعلم المشاركون تحليل مشكلة عامة، وتحديد الأشخاص القادرين على حلها، وتصميم مشروع إصلاحي وتقدير كلفته. وتجمع الجلسات بين محاضرات قصيرة ونقاشات لحالات دراسية مع الخريجين وعمل ميداني في مجتمعات المشاركين أنفسهم.

وفي ختام البرنامج يعرض كل مشارك مشروعه الإصلاحي أمام لجنة. ويمكن أن تُموَّل المشاريع القوية عبر برامج المنح أو أن تُقدَّم إلى شبكات المستثمرين.

تُدرس الطلبات أولًا بأول، ويُدعى المرشحون المختارون إلى حوار مع عضوين من فريق البرنامج.`,
    },
    sw: {
      headline: 'Maombi Yamefunguliwa kwa Programu ya Wajasiriamali wa Mageuzi 2025 Lagos',
      excerpt:
        'Wiki kumi na mbili, masomo ya siku za kazi au ya mwisho wa wiki, na wasilisho la mwisho mbele ya jopo la ufadhili: nini cha kutarajia katika kundi la mwaka huu na jinsi ya kutuma maombi.',
      body: `Programu ya Wajasiriamali wa Mageuzi (REP) iko wazi kwa maombi. Programu huchukua takriban wiki 12, ikiwa na masomo ya siku za kazi na ya mwisho wa wiki, na iko wazi kwa wakazi wa Jimbo la Lagos wanaotaka kuongoza mabadiliko katika elimu, afya au utawala.

Washiriki hujifunza kuchambua tatizo la umma, kuwatambua watu wanaoweza kulitatua, kubuni mradi wa mageuzi na kukadiria gharama zake. Vipindi huchanganya mihadhara mifupi, mijadala ya mifano pamoja na wahitimu na kazi za nyanjani katika jamii za washiriki wenyewe.

Mwishoni mwa programu kila mshiriki huwasilisha mradi wa mageuzi mbele ya jopo. Miradi imara inaweza kufadhiliwa kupitia mipango ya ruzuku au kutambulishwa kwa mitandao ya wawekezaji.

Maombi hupitiwa kadiri yanavyowasili. Waombaji walioteuliwa hualikwa kwa mazungumzo na wanachama wawili wa timu ya programu.`,
    },
  },
  'what-makes-a-reform-stick': {
    fr: {
      headline:
        'Qu’est-ce qui fait durer une réforme ? Les leçons de dix ans de projets d’anciens participants',
      excerpt:
        'Nous avons revisité les projets d’anciens participants qui fonctionnent encore des années plus tard. Trois habitudes les distinguent de ceux qui se sont essoufflés.',
      body: `Au cours de la dernière décennie, nos anciens participants ont lancé des centaines de projets de réforme. Certains font désormais partie du fonctionnement d’un ministère ou d’un conseil local ; d’autres se sont éteints quand leur fondateur est parti. Nous avons étudié un échantillon des deux pour comprendre la différence.

D’abord, les projets durables ont trouvé tôt un responsable au sein de l’administration. Les coins lecture des écoles de Lagos ont survécu parce que l’autorité éducative locale les a inscrits dans son plan, et non parce que leur fondatrice continuait à lever des fonds.

Ensuite, ils ont mesuré une seule chose qui comptait et l’ont rapportée régulièrement. Les tableaux de bord budgétaires d’Abuja publient les quatre mêmes chiffres chaque trimestre, ce qui les a intégrés à la routine.

Enfin, ils ont facilité le travail de quelqu’un d’autre. L’accompagnement des nouveaux enseignants comptait pour leur promotion ; les réfrigérateurs solaires faisaient économiser de l’argent au service de santé. Les réformes qui ne font qu’ajouter du travail durent rarement.`,
    },
    ar: {
      headline: 'ما الذي يجعل الإصلاح يدوم؟ دروس من عشر سنوات من مشاريع الخريجين',
      excerpt:
        'راجعنا مشاريع خريجين ما زالت قائمة بعد سنوات. ثلاث عادات ميّزتها عن المشاريع التي تلاشت.',
      body: `أطلق خريجونا خلال العقد الماضي مئات المشاريع الإصلاحية. بعضها صار جزءًا من طريقة عمل وزارة أو مجلس محلي، وبعضها تلاشى حين رحل مؤسسه. درسنا عينة من النوعين لنفهم الفرق.

أولًا، وجدت المشاريع الدائمة مبكرًا جهة مسؤولة عنها داخل الحكومة. فقد بقيت زوايا القراءة في مدارس لاغوس لأن هيئة التعليم المحلية أدرجتها في خطتها، لا لأن مؤسستها ظلت تجمع التبرعات.

ثانيًا، قاست شيئًا واحدًا مهمًا وأبلغت عنه بانتظام. فلوحات بيانات الميزانية في أبوجا تنشر الأرقام الأربعة نفسها كل فصل، فأصبحت جزءًا من الروتين.

ثالثًا، جعلت عمل شخص آخر أسهل. فقد احتُسب توجيه المعلمين الجدد في ترقياتهم، ووفّرت الثلاجات الشمسية المال على إدارة الصحة. أما الإصلاحات التي لا تضيف إلا عملًا فنادرًا ما تدوم.`,
    },
    sw: {
      headline: 'Nini Hufanya Mageuzi Yadumu? Mafunzo Kutoka Miaka Kumi ya Miradi ya Wahitimu',
      excerpt:
        'Tuliangalia upya miradi ya wahitimu ambayo bado inaendelea miaka kadhaa baadaye. Tabia tatu zinaitofautisha na ile iliyofifia.',
      body: `Katika muongo uliopita wahitimu wetu wameanzisha mamia ya miradi ya mageuzi. Baadhi sasa ni sehemu ya jinsi wizara au halmashauri inavyofanya kazi; mingine ilififia mwanzilishi alipoondoka. Tulichunguza sampuli ya aina zote mbili ili kuelewa tofauti.

Kwanza, miradi inayodumu ilipata mmiliki ndani ya serikali mapema. Kona za kusoma katika shule za Lagos zilidumu kwa sababu mamlaka ya elimu ya eneo iliziingiza katika mpango wake, si kwa sababu mwanzilishi aliendelea kutafuta fedha.

Pili, ilipima jambo moja muhimu na kuliripoti mara kwa mara. Dashibodi za bajeti za Abuja huchapisha takwimu nne zilezile kila robo mwaka, jambo lililozifanya kuwa sehemu ya utaratibu.

Tatu, ilirahisisha kazi ya mtu mwingine. Kuwaelekeza walimu wapya kulihesabiwa katika kupandishwa vyeo; friji za jua ziliokoa pesa za idara ya afya. Mageuzi yanayoongeza kazi tu mara chache hudumu.`,
    },
  },
};

/** By story slug: the first translations above, and those in translations/. */
export const DEMO_STORY_TRANSLATIONS = merged(FIRST_STORY_TRANSLATIONS, STORIES_A, STORIES_B);

/** By article slug. */
export const DEMO_ARTICLE_TRANSLATIONS = merged(FIRST_ARTICLE_TRANSLATIONS, ARTICLES);

/**
 * Where a story's picture stands in its gallery, after the story's title in its alt text
 * ("Reading corners… (2 of 3)"), in each language; `{n}` and `{m}` are numbers.
 */
export const DEMO_GALLERY_POSITION: Record<'en' | DemoTranslationLanguage, string> = {
  en: '({n} of {m})',
  fr: '({n} sur {m})',
  ar: '({n} من {m})',
  sw: '({n} kati ya {m})',
  ha: '({n} cikin {m})',
  yo: '({n} nínú {m})',
  ig: '({n} n’ime {m})',
  am: '({n} ከ{m})',
  pt: '({n} de {m})',
};

/** The alt text of a story's n-th picture of m in `lang`: its title, then its place after the first. */
export const demoGalleryAlt = (
  title: string,
  n: number,
  m: number,
  lang: keyof typeof DEMO_GALLERY_POSITION,
): string =>
  n === 1
    ? title
    : `${title} ${DEMO_GALLERY_POSITION[lang].replace('{n}', String(n)).replace('{m}', String(m))}`;
