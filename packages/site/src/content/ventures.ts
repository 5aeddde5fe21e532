import { SECTORS, type Venture } from './types';

/** The nine sample ventures of the portfolio (spec section 3). */
export const VENTURES: readonly Venture[] = [
  {
    id: 1,
    name: 'LearnBridge Nigeria',
    description: {
      en: 'After-school literacy circles run by trained community volunteers in low-income neighbourhoods of Lagos.',
      fr: 'Des cercles de lecture et d’écriture après l’école, animés par des bénévoles formés issus de la communauté, dans les quartiers défavorisés de Lagos.',
      ar: 'حلقات لتعليم القراءة والكتابة بعد المدرسة يديرها متطوعون مدرَّبون من المجتمع في الأحياء منخفضة الدخل في لاغوس.',
      sw: 'Vikundi vya kusoma na kuandika baada ya shule vinavyoendeshwa na wanajamii wa kujitolea waliopata mafunzo katika mitaa ya kipato cha chini mjini Lagos.',
    },
    sector: 'Education',
    founderName: 'Adaeze Okonkwo',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 2,
    name: 'MamaCare Connect',
    description: {
      en: 'Text-message reminders and community health workers that keep expectant mothers on track with antenatal visits.',
      fr: 'Des rappels par SMS et des agents de santé communautaires qui aident les futures mères à suivre leurs consultations prénatales.',
      ar: 'رسائل تذكير نصية وعاملون صحيون مجتمعيون يساعدون الحوامل على الالتزام بمواعيد زيارات رعاية ما قبل الولادة.',
      sw: 'Vikumbusho kwa ujumbe mfupi na wahudumu wa afya ya jamii wanaowasaidia akina mama wajawazito kuhudhuria kliniki za ujauzito kwa wakati.',
    },
    sector: 'Health',
    founderName: 'Fatima Bello',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 3,
    name: 'OpenBudget Watch',
    description: {
      en: 'Plain-language summaries of state budgets and town-hall meetings where residents question how funds are spent.',
      fr: 'Des résumés en langage clair des budgets des États et des réunions publiques où les habitants demandent des comptes sur l’utilisation des fonds.',
      ar: 'ملخّصات بلغة مبسّطة لميزانيات الولايات، ولقاءات عامة يسائل فيها السكان عن أوجه إنفاق الأموال.',
      sw: 'Muhtasari wa bajeti za majimbo kwa lugha rahisi na mikutano ya hadhara ambapo wakazi huhoji jinsi fedha zinavyotumika.',
    },
    sector: 'Governance',
    founderName: 'Tunde Adeyemi',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 4,
    name: 'TeachForward Academy',
    description: {
      en: 'Weekend coaching for public-school teachers on lesson planning, classroom management and learner assessment.',
      fr: 'Un accompagnement le week-end pour les enseignants des écoles publiques : préparation des cours, gestion de classe et évaluation des élèves.',
      ar: 'تدريب في عطلات نهاية الأسبوع لمعلمي المدارس الحكومية على تخطيط الدروس وإدارة الصف وتقييم المتعلمين.',
      sw: 'Mafunzo ya wikendi kwa walimu wa shule za umma kuhusu maandalizi ya masomo, usimamizi wa darasa na upimaji wa wanafunzi.',
    },
    sector: 'Education',
    founderName: 'Chidinma Eze',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 5,
    name: 'CleanWater Clinics',
    description: {
      en: 'Water, sanitation and hygiene upgrades for primary health centres, maintained by trained local committees.',
      fr: 'L’amélioration de l’eau, de l’assainissement et de l’hygiène dans les centres de soins de santé primaires, entretenus par des comités locaux formés.',
      ar: 'تحسين خدمات المياه والصرف الصحي والنظافة في مراكز الرعاية الصحية الأولية، تتولّى صيانتها لجان محلية مدرَّبة.',
      sw: 'Uboreshaji wa maji, usafi wa mazingira na usafi binafsi katika vituo vya afya ya msingi, unaotunzwa na kamati za wenyeji zilizopata mafunzo.',
    },
    sector: 'Health',
    founderName: 'Ibrahim Musa',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 6,
    name: 'CivicVoice Hub',
    description: {
      en: 'Training for youth groups to track public projects in their wards and report progress to local councils.',
      fr: 'Une formation pour les groupes de jeunes afin qu’ils suivent les projets publics de leur quartier et rendent compte de leur avancement aux conseils locaux.',
      ar: 'تدريب مجموعات الشباب على متابعة المشاريع العامة في أحيائهم وإبلاغ المجالس المحلية بمدى تقدّمها.',
      sw: 'Mafunzo kwa vikundi vya vijana ili wafuatilie miradi ya umma katika kata zao na kuripoti maendeleo yake kwa halmashauri za mitaa.',
    },
    sector: 'Governance',
    founderName: 'Ngozi Nwachukwu',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 7,
    name: 'SkillUp Vocational',
    description: {
      en: 'Six-month trade apprenticeships that pair school leavers with artisans and small businesses.',
      fr: 'Des apprentissages de six mois qui associent des jeunes sortis de l’école à des artisans et à de petites entreprises.',
      ar: 'تلمذة مهنية مدتها ستة أشهر تربط خرّيجي المدارس بالحرفيين والمنشآت الصغيرة.',
      sw: 'Mafunzo ya ufundi kwa vitendo ya miezi sita yanayowaunganisha vijana waliomaliza shule na mafundi na biashara ndogo.',
    },
    sector: 'Education',
    founderName: 'Kwame Mensah',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 8,
    name: 'HealthLink Rural',
    description: {
      en: 'Mobile clinics and telemedicine days that bring doctors to villages hours away from a hospital.',
      fr: 'Des cliniques mobiles et des journées de télémédecine qui amènent des médecins dans des villages situés à plusieurs heures d’un hôpital.',
      ar: 'عيادات متنقّلة وأيام للتطبيب عن بُعد تُوصل الأطباء إلى قرى تبعد ساعات عن أقرب مستشفى.',
      sw: 'Kliniki zinazohamishika na siku za tiba mtandao zinazowafikisha madaktari katika vijiji vilivyo umbali wa saa kadhaa kutoka hospitali.',
    },
    sector: 'Health',
    founderName: 'Amina Diallo',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 9,
    name: 'Transparency Now',
    description: {
      en: 'A public tracker of procurement notices and contract awards, with alerts for local journalists.',
      fr: 'Un outil public de suivi des avis de marchés et des attributions de contrats, avec des alertes pour les journalistes locaux.',
      ar: 'منصة عامة لتتبّع إعلانات المشتريات وترسية العقود، مع تنبيهات للصحفيين المحليين.',
      sw: 'Kifuatiliaji cha umma cha matangazo ya zabuni na utoaji wa mikataba, chenye arifa kwa waandishi wa habari wa eneo husika.',
    },
    sector: 'Governance',
    founderName: 'Oluwaseun Bakare',
    imageUrl: null,
    status: 'active',
  },
];

/** The portfolio's filter buttons, in order; All is the initial filter (spec section 4). */
export const VENTURE_FILTERS = ['All', ...SECTORS] as const;
export type VentureFilter = (typeof VENTURE_FILTERS)[number];

/** The ventures a filter shows: all of them for All, otherwise those of that sector. */
export function filterVentures(ventures: readonly Venture[], filter: VentureFilter): Venture[] {
  return filter === 'All' ? [...ventures] : ventures.filter((venture) => venture.sector === filter);
}

/** What a card without an image shows: the first letter of the name, in upper case. */
export function ventureInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en') : '?';
}

/** Where a venture card leads: the contact page, naming the venture. */
export function ventureContactHref(name: string): string {
  return `/contact?venture=${encodeURIComponent(name)}`;
}
