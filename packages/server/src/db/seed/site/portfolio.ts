import { portfolioPage, ventures } from '@ia/shared';
import type { SeedUnit } from '../types.js';

/** The nine ventures of the launch's portfolio, three per sector, none with a picture yet. */
export const VENTURE_SEED: SeedUnit = {
  def: ventures,
  items: [
    {
      name: 'LearnBridge Nigeria',
      sector: 'Education',
      description: {
        en: 'After-school literacy circles run by trained community volunteers in low-income neighbourhoods of Lagos.',
        fr: 'Des cercles de lecture et d’écriture après l’école, animés par des bénévoles formés issus de la communauté, dans les quartiers défavorisés de Lagos.',
        ar: 'حلقات لتعليم القراءة والكتابة بعد المدرسة يديرها متطوعون مدرَّبون من المجتمع في الأحياء منخفضة الدخل في لاغوس.',
        sw: 'Vikundi vya kusoma na kuandika baada ya shule vinavyoendeshwa na wanajamii wa kujitolea waliopata mafunzo katika mitaa ya kipato cha chini mjini Lagos.',
      },
      founderName: 'Adaeze Okonkwo',
      picture: null,
    },
    {
      name: 'MamaCare Connect',
      sector: 'Health',
      description: {
        en: 'Text-message reminders and community health workers that keep expectant mothers on track with antenatal visits.',
        fr: 'Des rappels par SMS et des agents de santé communautaires qui aident les futures mères à suivre leurs consultations prénatales.',
        ar: 'رسائل تذكير نصية وعاملون صحيون مجتمعيون يساعدون الحوامل على الالتزام بمواعيد زيارات رعاية ما قبل الولادة.',
        sw: 'Vikumbusho kwa ujumbe mfupi na wahudumu wa afya ya jamii wanaowasaidia akina mama wajawazito kuhudhuria kliniki za ujauzito kwa wakati.',
      },
      founderName: 'Fatima Bello',
      picture: null,
    },
    {
      name: 'OpenBudget Watch',
      sector: 'Governance',
      description: {
        en: 'Plain-language summaries of state budgets and town-hall meetings where residents question how funds are spent.',
        fr: 'Des résumés en langage clair des budgets des États et des réunions publiques où les habitants demandent des comptes sur l’utilisation des fonds.',
        ar: 'ملخّصات بلغة مبسّطة لميزانيات الولايات، ولقاءات عامة يسائل فيها السكان عن أوجه إنفاق الأموال.',
        sw: 'Muhtasari wa bajeti za majimbo kwa lugha rahisi na mikutano ya hadhara ambapo wakazi huhoji jinsi fedha zinavyotumika.',
      },
      founderName: 'Tunde Adeyemi',
      picture: null,
    },
    {
      name: 'TeachForward Academy',
      sector: 'Education',
      description: {
        en: 'Weekend coaching for public-school teachers on lesson planning, classroom management and learner assessment.',
        fr: 'Un accompagnement le week-end pour les enseignants des écoles publiques : préparation des cours, gestion de classe et évaluation des élèves.',
        ar: 'تدريب في عطلات نهاية الأسبوع لمعلمي المدارس الحكومية على تخطيط الدروس وإدارة الصف وتقييم المتعلمين.',
        sw: 'Mafunzo ya wikendi kwa walimu wa shule za umma kuhusu maandalizi ya masomo, usimamizi wa darasa na upimaji wa wanafunzi.',
      },
      founderName: 'Chidinma Eze',
      picture: null,
    },
    {
      name: 'CleanWater Clinics',
      sector: 'Health',
      description: {
        en: 'Water, sanitation and hygiene upgrades for primary health centres, maintained by trained local committees.',
        fr: 'L’amélioration de l’eau, de l’assainissement et de l’hygiène dans les centres de soins de santé primaires, entretenus par des comités locaux formés.',
        ar: 'تحسين خدمات المياه والصرف الصحي والنظافة في مراكز الرعاية الصحية الأولية، تتولّى صيانتها لجان محلية مدرَّبة.',
        sw: 'Uboreshaji wa maji, usafi wa mazingira na usafi binafsi katika vituo vya afya ya msingi, unaotunzwa na kamati za wenyeji zilizopata mafunzo.',
      },
      founderName: 'Ibrahim Musa',
      picture: null,
    },
    {
      name: 'CivicVoice Hub',
      sector: 'Governance',
      description: {
        en: 'Training for youth groups to track public projects in their wards and report progress to local councils.',
        fr: 'Une formation pour les groupes de jeunes afin qu’ils suivent les projets publics de leur quartier et rendent compte de leur avancement aux conseils locaux.',
        ar: 'تدريب مجموعات الشباب على متابعة المشاريع العامة في أحيائهم وإبلاغ المجالس المحلية بمدى تقدّمها.',
        sw: 'Mafunzo kwa vikundi vya vijana ili wafuatilie miradi ya umma katika kata zao na kuripoti maendeleo yake kwa halmashauri za mitaa.',
      },
      founderName: 'Ngozi Nwachukwu',
      picture: null,
    },
    {
      name: 'SkillUp Vocational',
      sector: 'Education',
      description: {
        en: 'Six-month trade apprenticeships that pair school leavers with artisans and small businesses.',
        fr: 'Des apprentissages de six mois qui associent des jeunes sortis de l’école à des artisans et à de petites entreprises.',
        ar: 'تلمذة مهنية مدتها ستة أشهر تربط خرّيجي المدارس بالحرفيين والمنشآت الصغيرة.',
        sw: 'Mafunzo ya ufundi kwa vitendo ya miezi sita yanayowaunganisha vijana waliomaliza shule na mafundi na biashara ndogo.',
      },
      founderName: 'Kwame Mensah',
      picture: null,
    },
    {
      name: 'HealthLink Rural',
      sector: 'Health',
      description: {
        en: 'Mobile clinics and telemedicine days that bring doctors to villages hours away from a hospital.',
        fr: 'Des cliniques mobiles et des journées de télémédecine qui amènent des médecins dans des villages situés à plusieurs heures d’un hôpital.',
        ar: 'عيادات متنقّلة وأيام للتطبيب عن بُعد تُوصل الأطباء إلى قرى تبعد ساعات عن أقرب مستشفى.',
        sw: 'Kliniki zinazohamishika na siku za tiba mtandao zinazowafikisha madaktari katika vijiji vilivyo umbali wa saa kadhaa kutoka hospitali.',
      },
      founderName: 'Amina Diallo',
      picture: null,
    },
    {
      name: 'Transparency Now',
      sector: 'Governance',
      description: {
        en: 'A public tracker of procurement notices and contract awards, with alerts for local journalists.',
        fr: 'Un outil public de suivi des avis de marchés et des attributions de contrats, avec des alertes pour les journalistes locaux.',
        ar: 'منصة عامة لتتبّع إعلانات المشتريات وترسية العقود، مع تنبيهات للصحفيين المحليين.',
        sw: 'Kifuatiliaji cha umma cha matangazo ya zabuni na utoaji wa mikataba, chenye arifa kwa waandishi wa habari wa eneo husika.',
      },
      founderName: 'Oluwaseun Bakare',
      picture: null,
    },
  ],
};

/** The Portfolio page's own texts and its headline figures (records of the figures collection). */
export const PORTFOLIO_PAGE: SeedUnit = {
  def: portfolioPage,
  data: {
    title: {
      en: 'Our Portfolio',
      fr: 'Notre portefeuille',
      ar: 'محفظة مشاريعنا',
      sw: 'Miradi Yetu',
    },
    intro: {
      en: 'Ventures built by our reform entrepreneurs in Education, Health and Governance. Choose one to get in touch with its team through us.',
      fr: 'Les entreprises créées par nos entrepreneurs de la réforme dans l’éducation, la santé et la gouvernance. Choisissez-en une pour entrer en contact avec son équipe par notre intermédiaire.',
      ar: 'مشاريع ريادية أسّسها روّاد الإصلاح لدينا في التعليم والصحة والحوكمة. اختر أحدها للتواصل مع فريقه عن طريقنا.',
      sw: 'Biashara za kijamii zilizoanzishwa na wajasiriamali wetu wa mageuzi katika Elimu, Afya na Utawala. Chagua mojawapo ili uwasiliane na timu yake kupitia kwetu.',
    },
    reachTitle: {
      en: 'Our reach',
      fr: 'Notre portée',
      ar: 'نطاق عملنا',
      sw: 'Tunakofika',
    },
    figures: [
      {
        ref: 'Reform entrepreneurs',
      },
      {
        ref: 'Active projects (hero and portfolio)',
      },
      {
        ref: 'Countries impacted (hero and portfolio)',
      },
    ],
    venturesTitle: {
      en: 'Ventures',
      fr: 'Entreprises',
      ar: 'المشاريع الريادية',
      sw: 'Biashara za Kijamii',
    },
    moreTitle: {
      en: 'Behind every venture',
      fr: 'Derrière chaque entreprise',
      ar: 'وراء كل مشروع ريادي',
      sw: 'Nyuma ya kila biashara',
    },
    moreText: {
      en: 'Each venture started as a reform idea in one of our programmes. Find out who we are and how we train and support the people behind them.',
      fr: 'Chaque entreprise est née d’une idée de réforme dans l’un de nos programmes. Découvrez qui nous sommes et comment nous formons et accompagnons les personnes qui les portent.',
      ar: 'بدأ كل مشروع ريادي فكرةً إصلاحية في أحد برامجنا. تعرّف على هويتنا وعلى طريقتنا في تدريب أصحاب هذه المشاريع ودعمهم.',
      sw: 'Kila biashara ilianza kama wazo la mageuzi katika mojawapo ya programu zetu. Fahamu sisi ni nani na jinsi tunavyowafunza na kuwasaidia watu walio nyuma yake.',
    },
    moreLink: '/about',
  },
};
