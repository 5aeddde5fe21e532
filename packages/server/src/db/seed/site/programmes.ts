import { programmes, programmesPage } from '@ia/shared';
import type { SeedUnit, SeedUpgrade } from '../types.js';

/** The four programmes as the launch's Programmes page lists them, in its order. */
export const PROGRAMME_SEED: SeedUnit = {
  def: programmes,
  items: [
    {
      name: {
        en: 'Reform Entrepreneurs Programme',
        fr: 'Programme des entrepreneurs de la réforme',
        ar: 'برنامج روّاد الإصلاح',
        sw: 'Programu ya Wajasiriamali wa Mageuzi',
      },
      tagline: {
        en: 'Our flagship programme for strategic reform leadership',
        fr: 'Notre programme phare de leadership stratégique pour la réforme',
        ar: 'برنامجنا الرائد في القيادة الاستراتيجية للإصلاح',
        sw: 'Programu yetu kuu ya uongozi wa kimkakati wa mageuzi',
      },
      description: {
        en: 'A 12-week programme that turns a reform idea into a fundable project. Participants learn to analyse a public problem, design a solution with the people it serves, build a team and measure results. It ends with a pitch to a panel for possible funding through grant schemes or investor networks.',
        fr: 'Un programme de 12 semaines qui transforme une idée de réforme en un projet finançable. Les participants apprennent à analyser un problème public, à concevoir une solution avec les personnes concernées, à constituer une équipe et à mesurer les résultats. Il se conclut par une présentation devant un jury, en vue d’un éventuel financement par des programmes de subventions ou des réseaux d’investisseurs.',
        ar: 'برنامج مدته 12 أسبوعًا يحوّل فكرة إصلاحية إلى مشروع قابل للتمويل. يتعلّم المشاركون تحليل مشكلة عامة، وتصميم حلٍّ بالشراكة مع من يخدمهم، وبناء فريق، وقياس النتائج. ويُختتم بعرض المشروع أمام لجنة تمهيدًا لتمويل محتمل عبر برامج المنح أو شبكات المستثمرين.',
        sw: 'Programu ya wiki 12 inayogeuza wazo la mageuzi kuwa mradi unaoweza kufadhiliwa. Washiriki hujifunza kuchambua tatizo la umma, kubuni suluhisho pamoja na watu linaowahudumia, kujenga timu na kupima matokeo. Inahitimishwa kwa kuwasilisha mradi mbele ya jopo ili kuweza kupata ufadhili kupitia mipango ya ruzuku au mitandao ya wawekezaji.',
      },
      picture: {
        picture: 'programme-rep',
        alt: {
          en: 'Participants of a cohort listening during a session',
          fr: 'Les participants d’une promotion écoutent pendant une séance',
          ar: 'مشاركون من إحدى الدفعات يستمعون خلال جلسة',
          sw: 'Washiriki wa kundi wakisikiliza wakati wa kipindi',
        },
      },
      duration: {
        en: '12 weeks',
        fr: '12 semaines',
        ar: '12 أسبوعًا',
        sw: 'Wiki 12',
      },
      format: {
        en: 'Weekdays or weekends',
        fr: 'En semaine ou le week-end',
        ar: 'أيام الأسبوع أو عطلات نهاية الأسبوع',
        sw: 'Siku za kazi au wikendi',
      },
      audience: {
        en: 'Reform-minded individuals',
        fr: 'Personnes animées par la volonté de réformer',
        ar: 'الأفراد ذوو التوجّه الإصلاحي',
        sw: 'Watu wenye ari ya mageuzi',
      },
      moreLink: '/contact',
    },
    {
      name: {
        en: 'IA Specialised Courses',
        fr: 'Cours spécialisés IA',
        ar: 'دورات IA المتخصصة',
        sw: 'Kozi Maalum za IA',
      },
      tagline: {
        en: 'Deep skills for one sector at a time',
        fr: 'Des compétences approfondies, un secteur à la fois',
        ar: 'مهارات معمّقة في قطاع واحد في كل مرة',
        sw: 'Ujuzi wa kina kwa sekta moja baada ya nyingine',
      },
      description: {
        en: 'Intensive workshops for professionals already working in education, health or governance: policy analysis, budgeting, monitoring and evaluation, stakeholder engagement and communication for reform.',
        fr: 'Des ateliers intensifs pour les professionnels qui travaillent déjà dans l’éducation, la santé ou la gouvernance : analyse des politiques, budgétisation, suivi et évaluation, mobilisation des parties prenantes et communication au service de la réforme.',
        ar: 'ورش عمل مكثّفة للمهنيين العاملين في التعليم أو الصحة أو الحوكمة: تحليل السياسات، وإعداد الميزانيات، والرصد والتقييم، وإشراك أصحاب المصلحة، والتواصل من أجل الإصلاح.',
        sw: 'Warsha za kina kwa wataalamu ambao tayari wanafanya kazi katika elimu, afya au utawala: uchambuzi wa sera, upangaji wa bajeti, ufuatiliaji na tathmini, ushirikishaji wa wadau na mawasiliano kwa ajili ya mageuzi.',
      },
      picture: {
        picture: 'programme-labs',
        alt: {
          en: 'A small group working together at a table',
          fr: 'Un petit groupe travaille ensemble autour d’une table',
          ar: 'مجموعة صغيرة تعمل معًا حول طاولة',
          sw: 'Kikundi kidogo kikifanya kazi pamoja mezani',
        },
      },
      duration: {
        en: '4-8 weeks',
        fr: '4 à 8 semaines',
        ar: 'من 4 إلى 8 أسابيع',
        sw: 'Wiki 4-8',
      },
      format: {
        en: 'Intensive workshops',
        fr: 'Ateliers intensifs',
        ar: 'ورش عمل مكثّفة',
        sw: 'Warsha za kina',
      },
      audience: {
        en: 'Sector professionals',
        fr: 'Professionnels du secteur',
        ar: 'المهنيون في القطاعات',
        sw: 'Wataalamu wa sekta',
      },
      moreLink: '/contact',
    },
    {
      name: {
        en: 'IA Academy',
        fr: 'Académie IA',
        ar: 'أكاديمية IA',
        sw: 'Akademia ya IA',
      },
      tagline: {
        en: 'Reform training built with your organisation',
        fr: 'Une formation à la réforme conçue avec votre organisation',
        ar: 'تدريب على الإصلاح يُصمَّم مع مؤسستك',
        sw: 'Mafunzo ya mageuzi yanayoandaliwa pamoja na shirika lako',
      },
      description: {
        en: 'Tailored learning designed together with ministries, agencies, companies and civil society groups, so that their leaders and teams can plan and carry out reform in their own institutions.',
        fr: 'Des formations sur mesure conçues avec des ministères, des agences, des entreprises et des organisations de la société civile, pour que leurs dirigeants et leurs équipes puissent planifier et mener la réforme au sein de leurs propres institutions.',
        ar: 'تعلّم مصمَّم حسب الحاجة بالشراكة مع الوزارات والهيئات والشركات ومنظمات المجتمع المدني، ليتمكّن قادتها وفرقها من التخطيط للإصلاح وتنفيذه داخل مؤسساتهم.',
        sw: 'Mafunzo mahususi yanayobuniwa pamoja na wizara, mashirika ya umma, makampuni na asasi za kiraia, ili viongozi na timu zao waweze kupanga na kutekeleza mageuzi katika taasisi zao wenyewe.',
      },
      picture: {
        picture: 'programme-academy',
        alt: {
          en: 'Learners gathered for a class',
          fr: 'Des apprenants réunis pour un cours',
          ar: 'متعلّمون مجتمعون لحضور درس',
          sw: 'Wanafunzi wamekusanyika kwa ajili ya darasa',
        },
      },
      duration: {
        en: 'Varies',
        fr: 'Variable',
        ar: 'متفاوتة',
        sw: 'Hutofautiana',
      },
      format: {
        en: 'Partnership-based',
        fr: 'En partenariat',
        ar: 'قائم على الشراكة',
        sw: 'Kwa ushirikiano',
      },
      audience: {
        en: 'Organisations and leaders',
        fr: 'Organisations et dirigeants',
        ar: 'المؤسسات والقادة',
        sw: 'Mashirika na viongozi',
      },
      moreLink: '/contact',
    },
    {
      name: {
        en: 'IA Hub Community',
        fr: 'Communauté IA Hub',
        ar: 'مجتمع مركز IA',
        sw: 'Jumuiya ya IA Hub',
      },
      tagline: {
        en: 'A network that keeps reformers going',
        fr: 'Un réseau qui soutient les réformateurs dans la durée',
        ar: 'شبكة تُبقي المصلحين ماضين في طريقهم',
        sw: 'Mtandao unaowawezesha wanamageuzi kuendelea',
      },
      description: {
        en: 'Our virtual hub for alumni and partners: peer mentoring, project clinics, events and introductions that keep reform projects moving long after the programme ends.',
        fr: 'Notre pôle virtuel pour les anciens participants et les partenaires : mentorat entre pairs, ateliers-conseils sur les projets, événements et mises en relation qui font avancer les projets de réforme bien après la fin du programme.',
        ar: 'مركزنا الافتراضي للخرّيجين والشركاء: إرشاد بين الأقران، وجلسات استشارية للمشاريع، وفعاليات، وتعارف يُبقي مشاريع الإصلاح ماضية قُدمًا بعد انتهاء البرنامج بوقت طويل.',
        sw: 'Kituo chetu cha mtandaoni kwa wahitimu na washirika: ushauri kati ya wenzao, kliniki za miradi, matukio na kuunganishwa na watu, mambo yanayoifanya miradi ya mageuzi iendelee muda mrefu baada ya programu kumalizika.',
      },
      picture: {
        picture: 'programme-fellowship',
        alt: {
          en: 'A city at evening, where alumni work in public institutions',
          fr: 'Une ville le soir, où d’anciens participants travaillent dans les institutions publiques',
          ar: 'مدينة في المساء يعمل فيها خرّيجون في المؤسسات العامة',
          sw: 'Jiji wakati wa jioni, ambapo wahitimu hufanya kazi katika taasisi za umma',
        },
      },
      duration: {
        en: 'Ongoing',
        fr: 'Continu',
        ar: 'مستمر',
        sw: 'Endelevu',
      },
      format: {
        en: 'Community-driven',
        fr: 'Animé par la communauté',
        ar: 'يقوده المجتمع',
        sw: 'Huendeshwa na jumuiya',
      },
      audience: {
        en: 'Alumni and partners',
        fr: 'Anciens participants et partenaires',
        ar: 'الخرّيجون والشركاء',
        sw: 'Wahitimu na washirika',
      },
      moreLink: '/contact',
    },
  ],
};

/** The heading of the list: `{count}` is the number of programmes, from the list itself. */
const PROGRAMMES_LIST_TITLE = {
  en: '{count}, one network',
  fr: '{count}, un seul réseau',
  ar: '{count} وشبكة واحدة',
  sw: '{count}, mtandao mmoja',
};

/** The Programmes page's own texts. */
export const PROGRAMMES_PAGE: SeedUnit = {
  def: programmesPage,
  data: {
    title: {
      en: 'Our Programmes',
      fr: 'Nos programmes',
      ar: 'برامجنا',
      sw: 'Programu Zetu',
    },
    eyebrow: {
      en: 'Learn, build, connect',
      fr: 'Apprendre, bâtir, relier',
      ar: 'تعلّم، ابنِ، تواصل',
      sw: 'Jifunze, jenga, unganika',
    },
    intro: {
      en: 'From our flagship 12-week Reform Entrepreneurs Programme to a community that lasts a career: four ways to prepare for reform work in Education, Health and Governance.',
      fr: 'De notre programme phare de 12 semaines, le Programme des entrepreneurs de la réforme, à une communauté qui vous accompagne toute votre carrière : quatre façons de vous préparer au travail de réforme dans l’éducation, la santé et la gouvernance.',
      ar: 'من برنامجنا الرائد «برنامج روّاد الإصلاح» الممتد 12 أسبوعًا إلى مجتمع يرافقك طوال مسيرتك المهنية: أربع طرق للاستعداد للعمل الإصلاحي في التعليم والصحة والحوكمة.',
      sw: 'Kuanzia Programu yetu kuu ya Wajasiriamali wa Mageuzi ya wiki 12 hadi jumuiya inayodumu katika maisha yako yote ya kikazi: njia nne za kujiandaa kwa kazi ya mageuzi katika Elimu, Afya na Utawala.',
    },
    listTitle: PROGRAMMES_LIST_TITLE,
    listLead: {
      en: 'Each programme leads to the next: learn the craft of reform, deepen it in your sector, bring it to your organisation and keep going with the community.',
      fr: 'Chaque programme mène au suivant : apprenez le métier de la réforme, approfondissez-le dans votre secteur, apportez-le à votre organisation et poursuivez avec la communauté.',
      ar: 'يقود كل برنامج إلى الذي يليه: تعلّم أصول العمل الإصلاحي، وتعمّق فيه داخل قطاعك، وانقله إلى مؤسستك، وواصل المسيرة مع المجتمع.',
      sw: 'Kila programu inaongoza kwenye inayofuata: jifunze ufundi wa mageuzi, uimarishe katika sekta yako, uulete kwenye shirika lako na uendelee pamoja na jumuiya.',
    },
  },
};

/**
 * The launch wrote the number of programmes in the heading ("Four programmes"), which stayed
 * four whatever the list held: installations seeded before count them.
 */
export const PROGRAMMES_PAGE_COUNT: SeedUpgrade = {
  name: 'programmes-page-count',
  def: programmesPage,
  texts: {
    listTitle: {
      from: {
        en: 'Four programmes, one network',
        fr: 'Quatre programmes, un seul réseau',
        ar: 'أربعة برامج وشبكة واحدة',
        sw: 'Programu nne, mtandao mmoja',
      },
      to: PROGRAMMES_LIST_TITLE,
    },
  },
};
