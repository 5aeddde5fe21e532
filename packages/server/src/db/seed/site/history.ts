import { historyPage, milestones } from '@ia/shared';
import type { SeedUnit } from '../types.js';

/** The six milestones of the launch's timeline (spec section 3). */
export const MILESTONE_SEED: SeedUnit = {
  def: milestones,
  items: [
    {
      year: 2011,
      title: {
        en: 'Founded in Abuja',
        fr: 'Fondation à Abuja',
        ar: 'التأسيس في أبوجا',
        sw: 'Kuanzishwa mjini Abuja',
      },
      description: {
        en: 'In November 2011 a small group of professionals launched the initiative in Abuja to train citizens for reform work in Education, Health and Governance.',
        fr: 'En novembre 2011, un petit groupe de professionnels a lancé l’initiative à Abuja pour former des citoyens au travail de réforme dans l’éducation, la santé et la gouvernance.',
        ar: 'في نوفمبر 2011 أطلقت مجموعة صغيرة من المهنيين المبادرة في أبوجا لتدريب المواطنين على العمل الإصلاحي في التعليم والصحة والحوكمة.',
        sw: 'Mnamo Novemba 2011 kikundi kidogo cha wataalamu kilizindua mpango huu mjini Abuja ili kuwafunza wananchi kazi ya mageuzi katika Elimu, Afya na Utawala.',
      },
    },
    {
      year: 2012,
      title: {
        en: 'A new home in Lagos',
        fr: 'Une nouvelle base à Lagos',
        ar: 'مقرّ جديد في لاغوس',
        sw: 'Makao mapya mjini Lagos',
      },
      description: {
        en: 'In September 2012 we moved to Lagos, closer to the entrepreneurs, companies and networks our participants needed.',
        fr: 'En septembre 2012, nous nous sommes installés à Lagos, plus près des entrepreneurs, des entreprises et des réseaux dont nos participants avaient besoin.',
        ar: 'في سبتمبر 2012 انتقلنا إلى لاغوس، لنكون أقرب إلى روّاد الأعمال والشركات والشبكات التي يحتاج إليها المشاركون.',
        sw: 'Mnamo Septemba 2012 tulihamia Lagos, karibu zaidi na wajasiriamali, makampuni na mitandao ambayo washiriki wetu waliihitaji.',
      },
    },
    {
      year: 2016,
      title: {
        en: 'Young Reformers Network',
        fr: 'Réseau des jeunes réformateurs',
        ar: 'شبكة المصلحين الشباب',
        sw: 'Mtandao wa Wanamageuzi Vijana',
      },
      description: {
        en: 'Alumni formed the Young Reformers Network so that graduates could mentor each other and team up on projects.',
        fr: 'Les anciens participants ont créé le Réseau des jeunes réformateurs afin que les diplômés puissent s’accompagner mutuellement et s’associer sur des projets.',
        ar: 'أسّس الخرّيجون شبكة المصلحين الشباب ليتبادلوا الإرشاد فيما بينهم ويتعاونوا في المشاريع.',
        sw: 'Wahitimu waliunda Mtandao wa Wanamageuzi Vijana ili waweze kushauriana na kushirikiana katika miradi.',
      },
    },
    {
      year: 2018,
      title: {
        en: 'Hub Community launch',
        fr: 'Lancement de la communauté Hub',
        ar: 'إطلاق مجتمع المركز',
        sw: 'Uzinduzi wa Jumuiya ya Hub',
      },
      description: {
        en: 'We opened the Hub Community, a space for alumni and partners that has since become a virtual hub open around the clock.',
        fr: 'Nous avons ouvert la communauté Hub, un espace pour les anciens participants et les partenaires, devenu depuis un pôle virtuel ouvert jour et nuit.',
        ar: 'افتتحنا مجتمع المركز، وهو فضاء للخرّيجين والشركاء تحوّل منذ ذلك الحين إلى مركز افتراضي مفتوح على مدار الساعة.',
        sw: 'Tulifungua Jumuiya ya Hub, mahali pa wahitimu na washirika ambapo tangu hapo pamekuwa kituo cha mtandaoni kilicho wazi saa 24.',
      },
    },
    {
      year: 2020,
      title: {
        en: 'International partnerships',
        fr: 'Partenariats internationaux',
        ar: 'شراكات دولية',
        sw: 'Ushirikiano wa kimataifa',
      },
      description: {
        en: 'Partnerships with foundations and development agencies brought funding and mentors from beyond Nigeria.',
        fr: 'Des partenariats avec des fondations et des agences de développement ont apporté des financements et des mentors venus d’au-delà du Nigeria.',
        ar: 'جلبت الشراكات مع المؤسسات المانحة ووكالات التنمية تمويلًا ومرشدين من خارج نيجيريا.',
        sw: 'Ushirikiano na wakfu na mashirika ya maendeleo ulileta ufadhili na washauri kutoka nje ya Nigeria.',
      },
    },
    {
      year: 2024,
      title: {
        en: 'Continental impact',
        fr: 'Un impact continental',
        ar: 'أثر على مستوى القارة',
        sw: 'Matokeo barani kote',
      },
      description: {
        en: 'Our reform entrepreneurs now run projects in 12 countries, and the network keeps growing across the continent.',
        fr: 'Nos entrepreneurs de la réforme mènent aujourd’hui des projets dans 12 pays, et le réseau continue de s’étendre à travers le continent.',
        ar: 'يدير روّاد الإصلاح لدينا اليوم مشاريع في 12 دولة، وتواصل الشبكة نموّها في أنحاء القارة.',
        sw: 'Wajasiriamali wetu wa mageuzi sasa wanaendesha miradi katika nchi 12, na mtandao unaendelea kukua kote barani.',
      },
    },
  ],
};

/** Our History's own texts, its programme details and its two videos with their posters. */
export const HISTORY_PAGE: SeedUnit = {
  def: historyPage,
  data: {
    title: {
      en: 'Our History',
      fr: 'Notre histoire',
      ar: 'تاريخنا',
      sw: 'Historia Yetu',
    },
    eyebrow: {
      en: 'Since 2011',
      fr: 'Depuis 2011',
      ar: 'منذ 2011',
      sw: 'Tangu 2011',
    },
    intro: {
      en: 'From a small team in Abuja to a network of reform entrepreneurs across the continent.',
      fr: 'D’une petite équipe à Abuja à un réseau d’entrepreneurs de la réforme à travers le continent.',
      ar: 'من فريق صغير في أبوجا إلى شبكة من روّاد الإصلاح في أنحاء القارة.',
      sw: 'Kutoka timu ndogo mjini Abuja hadi mtandao wa wajasiriamali wa mageuzi kote barani.',
    },
    milestonesTitle: {
      en: 'Milestones',
      fr: 'Grandes étapes',
      ar: 'محطات بارزة',
      sw: 'Hatua Muhimu',
    },
    milestonesLead: {
      en: 'The moments that shaped who we are, oldest first.',
      fr: 'Les moments qui ont fait de nous ce que nous sommes, du plus ancien au plus récent.',
      ar: 'اللحظات التي صنعت هويتنا، من الأقدم إلى الأحدث.',
      sw: 'Nyakati zilizotufanya tulivyo, kuanzia za zamani zaidi.',
    },
    programmeTitle: {
      en: 'The Reform Entrepreneurs Programme',
      fr: 'Le Programme des entrepreneurs de la réforme',
      ar: 'برنامج روّاد الإصلاح',
      sw: 'Programu ya Wajasiriamali wa Mageuzi',
    },
    programmeLead: {
      en: 'Our flagship programme, and the start of most of the stories on this site. Watch the introduction, then read how it works.',
      fr: 'Notre programme phare, point de départ de la plupart des histoires de ce site. Regardez la présentation, puis découvrez son fonctionnement.',
      ar: 'برنامجنا الرائد، ومنه بدأت معظم القصص المنشورة على هذا الموقع. شاهد التعريف به، ثم اقرأ كيف يعمل.',
      sw: 'Programu yetu kuu, na mwanzo wa hadithi nyingi katika tovuti hii. Tazama utangulizi, kisha usome jinsi inavyofanya kazi.',
    },
    introVideo: {
      youtubeId: 'qT4nZ8rJ2mE',
      poster: {
        picture: 'video-history-intro',
        alt: {
          en: 'Introducing the Reform Entrepreneurs Programme',
          fr: 'Présentation du Programme des entrepreneurs de la réforme',
          ar: 'تعريف ببرنامج روّاد الإصلاح',
          sw: 'Kuitambulisha Programu ya Wajasiriamali wa Mageuzi',
        },
      },
    },
    introVideoTitle: {
      en: 'Introducing the Reform Entrepreneurs Programme',
      fr: 'Présentation du Programme des entrepreneurs de la réforme',
      ar: 'تعريف ببرنامج روّاد الإصلاح',
      sw: 'Kuitambulisha Programu ya Wajasiriamali wa Mageuzi',
    },
    introVideoText: {
      en: 'Programme staff walk through the 12 weeks: from finding a reform problem worth solving to pitching a project to the funding panel.',
      fr: 'L’équipe du programme en présente les 12 semaines : de la recherche d’un problème de réforme qui mérite d’être résolu à la présentation d’un projet devant le jury de financement.',
      ar: 'يستعرض فريق البرنامج الأسابيع الاثني عشر: من تحديد مشكلة إصلاحية تستحق الحل إلى عرض المشروع أمام لجنة التمويل.',
      sw: 'Wafanyakazi wa programu wanaeleza wiki zote 12: kuanzia kupata tatizo la mageuzi linalostahili kutatuliwa hadi kuwasilisha mradi mbele ya jopo la ufadhili.',
    },
    introVideoLength: {
      en: 'About 4 minutes',
      fr: 'environ 4 minutes',
      ar: 'نحو 4 دقائق',
      sw: 'takriban dakika 4',
    },
    detailsTitle: {
      en: 'Programme details',
      fr: 'Détails du programme',
      ar: 'تفاصيل البرنامج',
      sw: 'Maelezo ya programu',
    },
    details: [
      {
        label: {
          en: 'Duration',
          fr: 'Durée',
          ar: 'المدة',
          sw: 'Muda',
        },
        value: {
          en: 'About 12 weeks',
          fr: 'Environ 12 semaines',
          ar: 'نحو 12 أسبوعًا',
          sw: 'Takriban wiki 12',
        },
      },
      {
        label: {
          en: 'Schedule',
          fr: 'Calendrier',
          ar: 'المواعيد',
          sw: 'Ratiba',
        },
        value: {
          en: 'Weekdays or weekends',
          fr: 'En semaine ou le week-end',
          ar: 'أيام الأسبوع أو عطلات نهاية الأسبوع',
          sw: 'Siku za kazi au wikendi',
        },
      },
      {
        label: {
          en: 'Residency',
          fr: 'Résidence',
          ar: 'الإقامة',
          sw: 'Ukaazi',
        },
        value: {
          en: 'Participants must live in Lagos State',
          fr: 'Les participants doivent résider dans l’État de Lagos',
          ar: 'يجب أن يقيم المشاركون في ولاية لاغوس',
          sw: 'Washiriki lazima waishi katika Jimbo la Lagos',
        },
      },
      {
        label: {
          en: 'Final pitch',
          fr: 'Présentation finale',
          ar: 'العرض الختامي',
          sw: 'Uwasilishaji wa mwisho',
        },
        value: {
          en: 'Participants present their reform projects to a panel for possible funding through grant schemes or investor networks',
          fr: 'Les participants présentent leurs projets de réforme à un jury en vue d’un éventuel financement par des programmes de subventions ou des réseaux d’investisseurs',
          ar: 'يعرض المشاركون مشاريعهم الإصلاحية أمام لجنة تمهيدًا لتمويل محتمل عبر برامج المنح أو شبكات المستثمرين',
          sw: 'Washiriki huwasilisha miradi yao ya mageuzi mbele ya jopo ili kuweza kupata ufadhili kupitia mipango ya ruzuku au mitandao ya wawekezaji',
        },
      },
    ],
    detailsButton: {
      en: 'See All Programmes',
      fr: 'Voir tous les programmes',
      ar: 'عرض جميع البرامج',
      sw: 'Tazama Programu Zote',
    },
    detailsLink: '/programs',
    testimonyTitle: {
      en: 'In their own words',
      fr: 'Avec leurs propres mots',
      ar: 'بكلماتهم',
      sw: 'Kwa maneno yao wenyewe',
    },
    testimonyLead: {
      en: 'What the programme meant to one of the reform entrepreneurs it trained.',
      fr: 'Ce que le programme a représenté pour l’une des entrepreneuses de la réforme qu’il a formées.',
      ar: 'ما الذي عناه البرنامج لإحدى رائدات الإصلاح اللواتي درّبهن.',
      sw: 'Maana ya programu kwa mmoja wa wajasiriamali wa mageuzi iliowafunza.',
    },
    testimonyVideo: {
      youtubeId: 'L9vW3cYp7sA',
      poster: {
        picture: 'video-history-testimony',
        alt: {
          en: 'An alumna’s testimony',
          fr: 'Le témoignage d’une ancienne participante',
          ar: 'شهادة إحدى الخرّيجات',
          sw: 'Ushuhuda wa mhitimu',
        },
      },
    },
    testimonyVideoTitle: {
      en: 'An alumna’s testimony',
      fr: 'Le témoignage d’une ancienne participante',
      ar: 'شهادة إحدى الخرّيجات',
      sw: 'Ushuhuda wa mhitimu',
    },
    testimonyVideoText: {
      en: 'A graduate of the programme tells how her community-health project grew from a class assignment into a funded venture.',
      fr: 'Une diplômée du programme raconte comment son projet de santé communautaire est passé d’un simple exercice de cours à une entreprise financée.',
      ar: 'تروي إحدى خرّيجات البرنامج كيف تطوّر مشروعها في مجال صحة المجتمع من واجب دراسي إلى مشروع ريادي مموَّل.',
      sw: 'Mhitimu wa programu anasimulia jinsi mradi wake wa afya ya jamii ulivyokua kutoka kazi ya darasani hadi kuwa biashara iliyofadhiliwa.',
    },
    testimonyVideoLength: {
      en: 'About 3 minutes',
      fr: 'environ 3 minutes',
      ar: 'نحو 3 دقائق',
      sw: 'takriban dakika 3',
    },
    purposeTitle: {
      en: 'What drives us',
      fr: 'Ce qui nous anime',
      ar: 'ما يحرّكنا',
      sw: 'Kinachotusukuma',
    },
  },
};
