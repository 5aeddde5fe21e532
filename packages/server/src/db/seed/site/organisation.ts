import { focusAreas, figures, organisation, people } from '@ia/shared';
import type { SeedData, SeedUnit } from '../types.js';

const AS_OF = '2025-06-30';

/**
 * The headline figures as the launch pages state them. Where the pages disagree (200+ and 50+
 * active projects, 12 and 15+ countries) each reading is its own figure, named for where it
 * shows, so staff can see both and make them agree.
 */
const FIGURES: SeedData[] = [
  {
    name: 'Reform entrepreneurs',
    value: '500+',
    label: {
      en: 'Reform Entrepreneurs',
      fr: 'Entrepreneurs de la réforme',
      ar: 'روّاد إصلاح',
      sw: 'Wajasiriamali wa Mageuzi',
    },
    asOf: AS_OF,
    source: {
      en: 'Graduates of the Reform Entrepreneurs Programme and our specialised courses since 2011, from our enrolment records.',
      fr: 'Diplômés du Programme des entrepreneurs de la réforme et de nos cours spécialisés depuis 2011, d’après nos registres d’inscription.',
      ar: 'خرّيجو برنامج روّاد الإصلاح ودوراتنا المتخصصة منذ عام 2011، وفق سجلات التسجيل لدينا.',
      sw: 'Wahitimu wa Programu ya Wajasiriamali wa Mageuzi na kozi zetu maalum tangu 2011, kwa mujibu wa kumbukumbu zetu za usajili.',
    },
  },
  {
    name: 'Active projects (hero and portfolio)',
    value: '200+',
    label: {
      en: 'Active Projects',
      fr: 'Projets actifs',
      ar: 'مشاريع نشطة',
      sw: 'Miradi Inayoendelea',
    },
    asOf: AS_OF,
    source: {
      en: 'Reform projects started by our alumni that reported activity in the last twelve months, including those run with partners.',
      fr: 'Projets de réforme lancés par nos anciens participants et actifs au cours des douze derniers mois, y compris ceux menés avec des partenaires.',
      ar: 'مشاريع إصلاحية أطلقها خرّيجونا وأبلغت عن نشاط خلال الأشهر الاثني عشر الماضية، بما فيها المشاريع المنفَّذة مع الشركاء.',
      sw: 'Miradi ya mageuzi iliyoanzishwa na wahitimu wetu iliyoripoti shughuli katika miezi kumi na miwili iliyopita, ikiwemo inayoendeshwa na washirika.',
    },
  },
  {
    name: 'Active projects (track record)',
    value: '50+',
    label: {
      en: 'Active Projects',
      fr: 'Projets actifs',
      ar: 'مشاريع نشطة',
      sw: 'Miradi Inayoendelea',
    },
    asOf: AS_OF,
    source: {
      en: 'Projects we fund or mentor directly this year. The hero’s 200+ also counts projects alumni run on their own.',
      fr: 'Projets que nous finançons ou accompagnons directement cette année. Les 200+ de l’en-tête comptent aussi les projets que les anciens mènent seuls.',
      ar: 'المشاريع التي نموّلها أو نرشدها مباشرةً هذا العام. أما رقم 200+ في الواجهة فيشمل أيضًا المشاريع التي يديرها الخرّيجون بأنفسهم.',
      sw: 'Miradi tunayoifadhili au kuilea moja kwa moja mwaka huu. Idadi ya 200+ ya juu pia inahesabu miradi ambayo wahitimu wanaiendesha wenyewe.',
    },
  },
  {
    name: 'Countries impacted (hero and portfolio)',
    value: '12',
    label: {
      en: 'Countries Impacted',
      fr: 'Pays touchés',
      ar: 'دول شملها أثرنا',
      sw: 'Nchi Zilizofikiwa',
    },
    asOf: AS_OF,
    source: {
      en: 'Countries where an alumni project is running today.',
      fr: 'Pays où un projet d’anciens participants est en cours aujourd’hui.',
      ar: 'الدول التي يُنفَّذ فيها اليوم مشروع لأحد خرّيجينا.',
      sw: 'Nchi ambako mradi wa mhitimu unaendelea leo.',
    },
  },
  {
    name: 'Countries (partner page)',
    value: '15+',
    label: { en: 'Countries', fr: 'Pays', ar: 'دول', sw: 'Nchi' },
    asOf: AS_OF,
    source: {
      en: 'Countries where we or our partners have worked since 2011, including finished projects.',
      fr: 'Pays où nous-mêmes ou nos partenaires avons travaillé depuis 2011, projets terminés compris.',
      ar: 'الدول التي عملنا فيها نحن أو شركاؤنا منذ عام 2011، بما فيها المشاريع المنتهية.',
      sw: 'Nchi ambako sisi au washirika wetu tumefanya kazi tangu 2011, ikiwemo miradi iliyokamilika.',
    },
  },
  {
    name: 'Partners',
    value: '80+',
    label: { en: 'Partners', fr: 'Partenaires', ar: 'شركاء', sw: 'Washirika' },
    asOf: AS_OF,
    source: {
      en: 'Institutions, organisations and networks with a signed partnership agreement.',
      fr: 'Institutions, organisations et réseaux liés par un accord de partenariat signé.',
      ar: 'المؤسسات والمنظمات والشبكات التي وقّعت معنا اتفاقية شراكة.',
      sw: 'Taasisi, mashirika na mitandao yenye makubaliano ya ushirikiano yaliyosainiwa.',
    },
  },
  {
    name: 'Community projects',
    value: '50+',
    label: {
      en: 'Community Projects',
      fr: 'Projets communautaires',
      ar: 'مشاريع مجتمعية',
      sw: 'Miradi ya Jamii',
    },
    asOf: AS_OF,
    source: {
      en: 'Projects run with and for a community, counted with our partners.',
      fr: 'Projets menés avec et pour une communauté, comptés avec nos partenaires.',
      ar: 'مشاريع تُنفَّذ مع المجتمعات ومن أجلها، محسوبة بالتعاون مع شركائنا.',
      sw: 'Miradi inayoendeshwa pamoja na jamii na kwa ajili yake, ikihesabiwa pamoja na washirika wetu.',
    },
  },
  {
    name: 'Lives impacted',
    value: '100,000+',
    label: {
      en: 'Lives Impacted',
      fr: 'Vies touchées',
      ar: 'حياة تأثّرت بعملنا',
      sw: 'Maisha Yaliyoguswa',
    },
    asOf: AS_OF,
    source: {
      en: 'People our alumni’s projects served, as the projects report them (students, patients, households). Some copy states 1000+; this is the current count.',
      fr: 'Personnes servies par les projets de nos anciens, telles que les projets les déclarent (élèves, patients, foyers).',
      ar: 'الأشخاص الذين خدمتهم مشاريع خرّيجينا كما تُبلغ عنهم المشاريع (طلاب ومرضى وأسر).',
      sw: 'Watu waliohudumiwa na miradi ya wahitimu wetu, kama miradi inavyoripoti (wanafunzi, wagonjwa, kaya).',
    },
  },
  {
    name: 'Years of work',
    value: '12+',
    label: { en: 'Years', fr: 'Années', ar: 'عامًا', sw: 'Miaka' },
    asOf: AS_OF,
    source: {
      en: 'Since the launch in Abuja in November 2011.',
      fr: 'Depuis le lancement à Abuja en novembre 2011.',
      ar: 'منذ الانطلاق في أبوجا في نوفمبر 2011.',
      sw: 'Tangu kuzinduliwa Abuja mwezi Novemba 2011.',
    },
  },
  {
    name: 'Sectors',
    value: '3',
    label: { en: 'Sectors', fr: 'Secteurs', ar: 'قطاعات', sw: 'Sekta' },
    source: {
      en: 'Education, Health and Governance.',
      fr: 'Éducation, santé et gouvernance.',
      ar: 'التعليم والصحة والحوكمة.',
      sw: 'Elimu, Afya na Utawala.',
    },
  },
  {
    name: 'Working since',
    value: '2011',
    label: {
      en: 'Working since',
      fr: 'En action depuis',
      ar: 'نعمل منذ عام',
      sw: 'Tunafanya kazi tangu',
    },
    source: {
      en: 'Founded in Abuja in 2011; some pages say 2012, the year we moved to Lagos, or 2013.',
      fr: 'Fondée à Abuja en 2011 ; certaines pages indiquent 2012, l’année de notre installation à Lagos, ou 2013.',
      ar: 'تأسّسنا في أبوجا عام 2011؛ وتذكر بعض الصفحات عام 2012، سنة انتقالنا إلى لاغوس، أو عام 2013.',
      sw: 'Ilianzishwa Abuja mwaka 2011; baadhi ya kurasa zinasema 2012, mwaka tuliohamia Lagos, au 2013.',
    },
  },
  {
    name: 'Virtual access',
    value: '24/7',
    label: {
      en: 'Virtual Access',
      fr: 'Accès virtuel',
      ar: 'وصول افتراضي',
      sw: 'Ufikiaji wa Mtandaoni',
    },
  },
  {
    name: 'Social platforms',
    value: '3',
    label: {
      en: 'Social Platforms',
      fr: 'Réseaux sociaux',
      ar: 'منصات اجتماعية',
      sw: 'Mitandao ya Kijamii',
    },
  },
  {
    name: 'Impact potential',
    value: { en: 'Unlimited', fr: 'Illimité', ar: 'غير محدود', sw: 'Usio na Kikomo' },
    label: {
      en: 'Impact Potential',
      fr: 'Potentiel d’impact',
      ar: 'إمكانات الأثر',
      sw: 'Uwezo wa Matokeo',
    },
  },
];

const PEOPLE_DATA: SeedData[] = [
  {
    name: 'Oluwakemi Adebayo',
    role: {
      en: 'Board Chair',
      fr: 'Présidente du conseil',
      ar: 'رئيسة مجلس الإدارة',
      sw: 'Mwenyekiti wa Bodi',
    },
    team: 'council',
    portrait: {
      picture: 'portrait-1',
      alt: {
        en: 'Portrait of Oluwakemi Adebayo',
        fr: 'Portrait de Oluwakemi Adebayo',
        ar: 'صورة Oluwakemi Adebayo',
        sw: 'Picha ya Oluwakemi Adebayo',
      },
    },
    bio: {
      en: 'A public-policy lawyer with twenty years in justice-sector reform, she chairs the board and leads its work on strategy and accountability.',
      fr: 'Juriste spécialisée en politiques publiques, forte de vingt ans d’expérience dans la réforme du secteur de la justice, elle préside le conseil et dirige ses travaux sur la stratégie et la redevabilité.',
      ar: 'محامية متخصصة في السياسات العامة أمضت عشرين عامًا في إصلاح قطاع العدالة، تترأس مجلس الإدارة وتقود عمله في الاستراتيجية والمساءلة.',
      sw: 'Mwanasheria wa sera za umma mwenye uzoefu wa miaka ishirini katika mageuzi ya sekta ya haki, anaongoza bodi na kusimamia kazi yake ya mkakati na uwajibikaji.',
    },
  },
  {
    name: 'Emeka Chukwuma',
    role: {
      en: 'Vice Chair',
      fr: 'Vice-président',
      ar: 'نائب الرئيس',
      sw: 'Makamu Mwenyekiti',
    },
    team: 'council',
    portrait: {
      picture: 'portrait-2',
      alt: {
        en: 'Portrait of Emeka Chukwuma',
        fr: 'Portrait de Emeka Chukwuma',
        ar: 'صورة Emeka Chukwuma',
        sw: 'Picha ya Emeka Chukwuma',
      },
    },
    bio: {
      en: 'An economist and former state planning official, he oversees the finance and audit committee and the grant-making rules.',
      fr: 'Économiste et ancien responsable de la planification d’un État, il supervise le comité des finances et d’audit ainsi que les règles d’attribution des subventions.',
      ar: 'خبير اقتصادي ومسؤول تخطيط سابق في إحدى الولايات، يشرف على لجنة المالية والتدقيق وعلى قواعد منح التمويل.',
      sw: 'Mchumi na afisa wa zamani wa mipango wa jimbo, anasimamia kamati ya fedha na ukaguzi pamoja na kanuni za utoaji wa ruzuku.',
    },
  },
  {
    name: 'Folasade Ogunleye',
    role: {
      en: 'Founder & CEO',
      fr: 'Fondatrice et directrice générale',
      ar: 'المؤسِّسة والرئيسة التنفيذية',
      sw: 'Mwanzilishi na Mkurugenzi Mtendaji',
    },
    team: 'council',
    portrait: {
      picture: 'landing-founder',
      alt: {
        en: 'Portrait of Folasade Ogunleye',
        fr: 'Portrait de Folasade Ogunleye',
        ar: 'صورة Folasade Ogunleye',
        sw: 'Picha ya Folasade Ogunleye',
      },
    },
    bio: {
      en: 'She founded the initiative in 2011 after a decade in education and health programmes, and leads the team and its partnerships.',
      fr: 'Elle a fondé l’initiative en 2011 après dix ans passés dans des programmes d’éducation et de santé, et dirige l’équipe et ses partenariats.',
      ar: 'أسّست المبادرة عام 2011 بعد عقد من العمل في برامج التعليم والصحة، وتقود الفريق وشراكاته.',
      sw: 'Alianzisha mpango huu mwaka 2011 baada ya muongo mmoja katika programu za elimu na afya, na anaongoza timu na ushirikiano wake.',
    },
  },
  {
    name: 'Yetunde Afolabi',
    role: {
      en: 'Education Advisor',
      fr: 'Conseillère en éducation',
      ar: 'مستشارة التعليم',
      sw: 'Mshauri wa Elimu',
    },
    team: 'advisory',
    portrait: {
      picture: 'portrait-4',
      alt: {
        en: 'Portrait of Yetunde Afolabi',
        fr: 'Portrait de Yetunde Afolabi',
        ar: 'صورة Yetunde Afolabi',
        sw: 'Picha ya Yetunde Afolabi',
      },
    },
  },
  {
    name: 'Abdullahi Garba',
    role: {
      en: 'Health Advisor',
      fr: 'Conseiller en santé',
      ar: 'مستشار الصحة',
      sw: 'Mshauri wa Afya',
    },
    team: 'advisory',
    portrait: {
      picture: 'portrait-5',
      alt: {
        en: 'Portrait of Abdullahi Garba',
        fr: 'Portrait de Abdullahi Garba',
        ar: 'صورة Abdullahi Garba',
        sw: 'Picha ya Abdullahi Garba',
      },
    },
  },
  {
    name: 'Chiamaka Obi',
    role: {
      en: 'Business Advisor',
      fr: 'Conseillère en entreprise',
      ar: 'مستشارة الأعمال',
      sw: 'Mshauri wa Biashara',
    },
    team: 'advisory',
    portrait: {
      picture: 'portrait-6',
      alt: {
        en: 'Portrait of Chiamaka Obi',
        fr: 'Portrait de Chiamaka Obi',
        ar: 'صورة Chiamaka Obi',
        sw: 'Picha ya Chiamaka Obi',
      },
    },
  },
  {
    name: 'Kofi Asante',
    role: {
      en: 'HR Advisor',
      fr: 'Conseiller en ressources humaines',
      ar: 'مستشار الموارد البشرية',
      sw: 'Mshauri wa Rasilimali Watu',
    },
    team: 'advisory',
    portrait: {
      picture: 'portrait-7',
      alt: {
        en: 'Portrait of Kofi Asante',
        fr: 'Portrait de Kofi Asante',
        ar: 'صورة Kofi Asante',
        sw: 'Picha ya Kofi Asante',
      },
    },
  },
  {
    name: 'Zainab Lawal',
    role: {
      en: 'Arts Advisor',
      fr: 'Conseillère artistique',
      ar: 'مستشارة الفنون',
      sw: 'Mshauri wa Sanaa',
    },
    team: 'advisory',
    portrait: {
      picture: 'portrait-8',
      alt: {
        en: 'Portrait of Zainab Lawal',
        fr: 'Portrait de Zainab Lawal',
        ar: 'صورة Zainab Lawal',
        sw: 'Picha ya Zainab Lawal',
      },
    },
  },
  {
    name: 'Babatunde Okafor',
    role: {
      en: 'Governance Advisor',
      fr: 'Conseiller en gouvernance',
      ar: 'مستشار الحوكمة',
      sw: 'Mshauri wa Utawala',
    },
    team: 'advisory',
    portrait: {
      picture: 'portrait-9',
      alt: {
        en: 'Portrait of Babatunde Okafor',
        fr: 'Portrait de Babatunde Okafor',
        ar: 'صورة Babatunde Okafor',
        sw: 'Picha ya Babatunde Okafor',
      },
    },
  },
];

const FOCUS_DATA: SeedData[] = [
  {
    sector: 'Education',
    title: {
      en: 'Education & Training',
      fr: 'Éducation et formation',
      ar: 'التعليم والتدريب',
      sw: 'Elimu na Mafunzo',
    },
    description: {
      en: 'Reformers who rethink how children and adults learn: teacher development, community schools, vocational training and learning technology.',
      fr: 'Des réformateurs qui repensent la façon dont enfants et adultes apprennent : formation des enseignants, écoles communautaires, formation professionnelle et technologies éducatives.',
      ar: 'مصلحون يعيدون التفكير في طريقة تعلّم الأطفال والكبار: تطوير المعلمين، والمدارس المجتمعية، والتدريب المهني، وتكنولوجيا التعلّم.',
      sw: 'Wanamageuzi wanaofikiria upya jinsi watoto na watu wazima wanavyojifunza: kuwaendeleza walimu, shule za jamii, mafunzo ya ufundi na teknolojia ya kujifunzia.',
    },
    picture: {
      picture: 'focus-education',
      alt: {
        en: 'Learners listening together in a classroom',
        fr: 'Des apprenants écoutent ensemble dans une salle de classe',
        ar: 'متعلّمون يستمعون معًا في فصل دراسي',
        sw: 'Wanafunzi wakisikiliza pamoja darasani',
      },
    },
    icon: 'book',
  },
  {
    sector: 'Health',
    title: {
      en: 'Health',
      fr: 'Santé',
      ar: 'الصحة',
      sw: 'Afya',
    },
    description: {
      en: 'Entrepreneurs who bring care closer to communities: primary health, maternal care, health financing and public health information.',
      fr: 'Des entrepreneurs qui rapprochent les soins des communautés : soins de santé primaires, santé maternelle, financement de la santé et information en santé publique.',
      ar: 'روّاد يقرّبون الرعاية الصحية من المجتمعات: الرعاية الصحية الأولية، ورعاية الأمهات، وتمويل الصحة، ومعلومات الصحة العامة.',
      sw: 'Wajasiriamali wanaoleta huduma karibu na jamii: afya ya msingi, huduma kwa akina mama, ufadhili wa afya na taarifa za afya ya umma.',
    },
    picture: {
      picture: 'focus-health',
      alt: {
        en: 'Health workers and patients at a community clinic',
        fr: 'Des soignants et des patients dans un centre de santé communautaire',
        ar: 'عاملون صحيون ومرضى في عيادة مجتمعية',
        sw: 'Wahudumu wa afya na wagonjwa katika zahanati ya jamii',
      },
    },
    icon: 'heart',
  },
  {
    sector: 'Governance',
    title: {
      en: 'Governance',
      fr: 'Gouvernance',
      ar: 'الحوكمة',
      sw: 'Utawala',
    },
    description: {
      en: 'Citizens who make public institutions work for people: open budgets, civic participation, service delivery and accountability.',
      fr: 'Des citoyens qui mettent les institutions publiques au service de la population : budgets ouverts, participation citoyenne, prestation de services et redevabilité.',
      ar: 'مواطنون يجعلون المؤسسات العامة في خدمة الناس: ميزانيات مفتوحة، ومشاركة مدنية، وتقديم الخدمات، والمساءلة.',
      sw: 'Wananchi wanaozifanya taasisi za umma ziwahudumie watu: bajeti zilizo wazi, ushiriki wa kiraia, utoaji wa huduma na uwajibikaji.',
    },
    picture: {
      picture: 'focus-governance',
      alt: {
        en: 'A city skyline at dusk, the seat of public institutions',
        fr: 'Les toits d’une ville au crépuscule, siège des institutions publiques',
        ar: 'أفق مدينة عند الغسق حيث مقرّ المؤسسات العامة',
        sw: 'Mandhari ya jiji wakati wa machweo, makao ya taasisi za umma',
      },
    },
    icon: 'scales',
  },
];

const TAGLINE = {
  en: 'Mobilising and equipping Africans for strategic reform work in Education, Health and Governance for sustainable development.',
  fr: "Mobiliser et outiller les Africains pour un travail de réforme stratégique dans l'éducation, la santé et la gouvernance, au service du développement durable.",
  ar: 'تعبئة الأفارقة وتمكينهم من العمل الإصلاحي الاستراتيجي في التعليم والصحة والحوكمة من أجل التنمية المستدامة.',
  sw: 'Kuwahamasisha na kuwawezesha Waafrika kwa kazi ya kimkakati ya mageuzi katika Elimu, Afya na Utawala kwa maendeleo endelevu.',
};
const MISSION_TEXT = {
  en: 'To raise values-driven reform entrepreneurs who deliver innovative change in the community.',
  fr: 'Former des entrepreneurs de la réforme guidés par des valeurs, qui apportent un changement innovant à leur communauté.',
  ar: 'إعداد روّاد إصلاح تحرّكهم القيم ويُحدثون تغييرًا مبتكرًا في المجتمع.',
  sw: 'Kuwalea wajasiriamali wa mageuzi wenye maadili wanaoleta mabadiliko ya kibunifu katika jamii.',
};
const VISION_TEXT = {
  en: 'An Africa where every community has leaders with the skills, values and networks to reform the schools, clinics and institutions it depends on.',
  fr: 'Une Afrique où chaque communauté compte des leaders dotés des compétences, des valeurs et des réseaux nécessaires pour réformer les écoles, les cliniques et les institutions dont elle dépend.',
  ar: 'أفريقيا يمتلك فيها كل مجتمع قادةً لديهم المهارات والقيم والشبكات اللازمة لإصلاح المدارس والعيادات والمؤسسات التي يعتمد عليها.',
  sw: 'Afrika ambayo kila jamii ina viongozi wenye ujuzi, maadili na mitandao ya kurekebisha shule, zahanati na taasisi inazozitegemea.',
};
const OFFICE = {
  en: 'Lagos, Nigeria',
  fr: 'Lagos, Nigeria',
  ar: 'لاغوس، نيجيريا',
  sw: 'Lagos, Nigeria',
};
const OFFICE_NOTE = {
  en: 'Visits by appointment only',
  fr: 'Visites uniquement sur rendez-vous',
  ar: 'الزيارات بموعد مسبق فقط',
  sw: 'Kutembelea ni kwa miadi tu',
};

export const FIGURE_SEED: SeedUnit = { def: figures, items: FIGURES };

/** The governing council, then the advisory board (How We Work); the founder is the third. */
export const PEOPLE_SEED: SeedUnit = {
  def: people,
  items: PEOPLE_DATA,
};

export const FOCUS_AREA_SEED: SeedUnit = {
  def: focusAreas,
  items: FOCUS_DATA,
};

/** The organisation's details; the contact address is the one the server was started with. */
export function organisationSeed(settings: { contactEmail: string }): SeedUnit {
  return {
    def: organisation,
    data: {
      tagline: TAGLINE,
      mission: MISSION_TEXT,
      vision: VISION_TEXT,
      founded: '2011-11',
      movedToLagos: '2012-09',
      contactEmail: settings.contactEmail,
      office: OFFICE,
      officeNote: OFFICE_NOTE,
      socialLinks: [
        { network: 'Facebook', url: 'https://facebook.com/initiativeafrica' },
        { network: 'Instagram', url: 'https://instagram.com/initiativeafrica' },
        { network: 'Twitter', url: 'https://twitter.com/initiativeafrica' },
      ],
      founder: { ref: 'Folasade Ogunleye' },
    },
  };
}
