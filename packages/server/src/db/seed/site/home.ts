import { homePage } from '@ia/shared';
import type { SeedUnit } from '../types.js';

/**
 * The home page as written for the launch: its texts in English, French, Arabic and Swahili (the
 * heading, and the second button's destination, also in the five languages that have only a few
 * words of the site), its drawn pictures and film, and the figures each section shows.
 */
export const HOME_PAGE: SeedUnit = {
  def: homePage,
  data: {
    heroTitle: {
      en: "Building Africa's Next Generation of Reform Leaders",
      fr: 'Former la prochaine génération de leaders de la réforme en Afrique',
      ar: 'بناء الجيل القادم من قادة الإصلاح في أفريقيا',
      sw: 'Kujenga Kizazi Kijacho cha Viongozi wa Mageuzi Barani Afrika',
      ha: 'Gina Sabon Zuriyar Shugabannin Gyara na Afirka',
      yo: 'Kíkọ́ Ìran Tuntun Àwọn Aṣáájú Àtúnṣe ní Áfíríkà',
      ig: 'Iwulite Ọgbọ Ọzọ nke Ndị Ndú Mgbanwe n’Africa',
      pt: 'Formar a Próxima Geração de Líderes Reformadores de África',
      am: 'የአፍሪካን ቀጣይ ትውልድ የለውጥ መሪዎች መገንባት',
    },
    heroSubtitle: {
      en: 'Reform entrepreneurs for Education, Health and Governance',
      fr: "Des entrepreneurs de la réforme pour l'éducation, la santé et la gouvernance",
      ar: 'روّاد إصلاح في التعليم والصحة والحوكمة',
      sw: 'Wajasiriamali wa mageuzi katika Elimu, Afya na Utawala',
    },
    heroDescription: {
      en: 'We raise values-driven reform entrepreneurs who deliver innovative change in their communities.',
      fr: 'Nous formons des entrepreneurs de la réforme guidés par des valeurs, qui apportent un changement innovant à leurs communautés.',
      ar: 'نُعِدّ روّاد إصلاح تحرّكهم القيم ويُحدثون تغييرًا مبتكرًا في مجتمعاتهم.',
      sw: 'Tunawalea wajasiriamali wa mageuzi wenye maadili wanaoleta mabadiliko ya kibunifu katika jamii zao.',
    },
    heroPicture: {
      picture: 'hero-background',
      alt: {
        en: 'Acacia trees on the savanna at dawn',
        fr: 'Des acacias dans la savane à l’aube',
        ar: 'أشجار أكاسيا في السافانا عند الفجر',
        sw: 'Miti ya migunga katika savana alfajiri',
      },
    },
    heroButton: {
      en: 'Get Started',
      fr: 'Commencer',
      ar: 'ابدأ الآن',
      sw: 'Anza Sasa',
    },
    heroButtonLink: '/programs',
    heroSecondButton: {
      en: 'Learn More',
      fr: 'En savoir plus',
      ar: 'اعرف المزيد',
      sw: 'Jifunze Zaidi',
    },
    heroSecondButtonDetail: {
      en: 'About Us',
      fr: 'À propos',
      ar: 'من نحن',
      sw: 'Kuhusu Sisi',
      ha: 'Game da Mu',
      yo: 'Nípa Wa',
      ig: 'Banyere Anyị',
      pt: 'Sobre Nós',
      am: 'ስለ እኛ',
    },
    heroSecondButtonLink: '/about',
    heroFigures: [
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
    founderCaption: {
      en: '{name}, {role}',
      fr: '{name}, {role}',
      ar: '{name}، {role}',
      sw: '{name}, {role}',
    },
    changeMakersTitle: {
      en: 'Empowering African Change-Makers',
      fr: 'Accompagner les artisans africains du changement',
      ar: 'تمكين صنّاع التغيير الأفارقة',
      sw: 'Kuwawezesha Waleta Mabadiliko wa Afrika',
    },
    changeMakers: [
      {
        title: {
          en: 'Education & Training',
          fr: 'Éducation et formation',
          ar: 'التعليم والتدريب',
          sw: 'Elimu na Mafunzo',
        },
        text: {
          en: 'Reformers who rethink how children and adults learn, from classrooms to vocational centres.',
          fr: 'Des réformateurs qui repensent la façon dont enfants et adultes apprennent, de la salle de classe aux centres de formation professionnelle.',
          ar: 'مصلحون يعيدون التفكير في طريقة تعلّم الأطفال والكبار، من الفصول الدراسية إلى مراكز التدريب المهني.',
          sw: 'Wanamageuzi wanaofikiria upya jinsi watoto na watu wazima wanavyojifunza, kuanzia madarasani hadi vyuo vya ufundi.',
        },
      },
      {
        title: {
          en: 'Health',
          fr: 'Santé',
          ar: 'الصحة',
          sw: 'Afya',
        },
        text: {
          en: 'Entrepreneurs who bring care closer to communities and make health systems answer to people.',
          fr: 'Des entrepreneurs qui rapprochent les soins des communautés et rendent les systèmes de santé redevables envers la population.',
          ar: 'روّاد يقرّبون الرعاية الصحية من المجتمعات ويجعلون الأنظمة الصحية مسؤولة أمام الناس.',
          sw: 'Wajasiriamali wanaoleta huduma za afya karibu na jamii na kuifanya mifumo ya afya iwajibike kwa wananchi.',
        },
      },
      {
        title: {
          en: 'Governance',
          fr: 'Gouvernance',
          ar: 'الحوكمة',
          sw: 'Utawala',
        },
        text: {
          en: 'Citizens who open up budgets, strengthen institutions and hold public service to account.',
          fr: 'Des citoyens qui rendent les budgets transparents, renforcent les institutions et demandent des comptes aux services publics.',
          ar: 'مواطنون يفتحون الميزانيات أمام العامة ويعزّزون المؤسسات ويُخضعون الخدمة العامة للمساءلة.',
          sw: 'Wananchi wanaoweka bajeti wazi, wanaoimarisha taasisi na wanaoiwajibisha huduma ya umma.',
        },
      },
    ],
    focusTitle: {
      en: 'Our Focus Areas',
      fr: 'Nos domaines d’action',
      ar: 'مجالات تركيزنا',
      sw: 'Maeneo Yetu ya Kipaumbele',
    },
    focusIntro: {
      en: 'Three sectors where one determined reformer can change how a whole community lives.',
      fr: 'Trois secteurs où un réformateur déterminé peut changer la vie de toute une communauté.',
      ar: 'ثلاثة قطاعات يستطيع فيها مصلح واحد مصمّم أن يغيّر حياة مجتمع بأكمله.',
      sw: 'Sekta tatu ambamo mwanamageuzi mmoja aliyedhamiria anaweza kubadilisha maisha ya jamii nzima.',
    },
    storiesTitle: {
      en: 'Success Stories',
      fr: 'Histoires de réussite',
      ar: 'قصص النجاح',
      sw: 'Hadithi za Mafanikio',
    },
    storiesSince: {
      en: 'Since 2011',
      fr: 'Depuis 2011',
      ar: 'منذ 2011',
      sw: 'Tangu 2011',
    },
    storiesButton: {
      en: 'View All Success Stories',
      fr: 'Voir toutes les histoires de réussite',
      ar: 'عرض جميع قصص النجاح',
      sw: 'Tazama Hadithi Zote za Mafanikio',
    },
    storiesButtonLink: '/success-stories',
    impactTitle: {
      en: "Empowering Africa's Reform Entrepreneurs",
      fr: 'Soutenir les entrepreneurs de la réforme en Afrique',
      ar: 'تمكين روّاد الإصلاح في أفريقيا',
      sw: 'Kuwawezesha Wajasiriamali wa Mageuzi wa Afrika',
    },
    impactText: {
      en: 'Since 2011 our alumni have started schools, clinics and civic projects across the continent.',
      fr: 'Depuis 2011, nos anciens participants ont créé des écoles, des cliniques et des projets citoyens à travers le continent.',
      ar: 'منذ عام 2011 أسّس خرّيجونا مدارس وعيادات ومشاريع مدنية في أنحاء القارة.',
      sw: 'Tangu 2011 wahitimu wetu wameanzisha shule, zahanati na miradi ya kiraia kote barani.',
    },
    impactButton: {
      en: 'See Our Impact',
      fr: 'Découvrir notre impact',
      ar: 'اطّلع على أثرنا',
      sw: 'Tazama Matokeo Yetu',
    },
    impactButtonLink: '/impact',
    programmesTitle: {
      en: 'Our Programmes',
      fr: 'Nos programmes',
      ar: 'برامجنا',
      sw: 'Programu Zetu',
    },
    programmeName: {
      en: 'Reform Entrepreneurs Programme',
      fr: 'Programme des entrepreneurs de la réforme',
      ar: 'برنامج روّاد الإصلاح',
      sw: 'Programu ya Wajasiriamali wa Mageuzi',
    },
    programmeText: {
      en: 'Our flagship Reform Entrepreneurs Programme turns a reform idea into a fundable project in about 12 weeks.',
      fr: 'Notre programme phare des entrepreneurs de la réforme transforme une idée de réforme en un projet finançable en 12 semaines environ.',
      ar: 'يحوّل برنامجنا الرائد، برنامج روّاد الإصلاح، فكرة إصلاحية إلى مشروع قابل للتمويل في نحو 12 أسبوعًا.',
      sw: 'Programu yetu kuu ya Wajasiriamali wa Mageuzi hugeuza wazo la mageuzi kuwa mradi unaoweza kufadhiliwa ndani ya takriban wiki 12.',
    },
    programmePoints: [
      {
        text: {
          en: 'Strategic leadership development',
          fr: 'Développement du leadership stratégique',
          ar: 'تطوير القيادة الاستراتيجية',
          sw: 'Kukuza uongozi wa kimkakati',
        },
      },
      {
        text: {
          en: 'Flexible scheduling: weekday or weekend cohorts',
          fr: 'Horaires flexibles : promotions en semaine ou le week-end',
          ar: 'مواعيد مرنة: دفعات في أيام الأسبوع أو في عطلات نهاية الأسبوع',
          sw: 'Ratiba inayonyumbulika: makundi ya siku za kazi au wikendi',
        },
      },
      {
        text: {
          en: 'A final pitch to a panel for grant or investor funding',
          fr: 'Une présentation finale devant un jury en vue d’un financement par subvention ou par des investisseurs',
          ar: 'عرض ختامي أمام لجنة للحصول على تمويل من المنح أو المستثمرين',
          sw: 'Uwasilishaji wa mwisho mbele ya jopo kwa ufadhili wa ruzuku au wawekezaji',
        },
      },
    ],
    programmesButton: {
      en: 'Explore Our History',
      fr: 'Découvrir notre histoire',
      ar: 'تعرّف على تاريخنا',
      sw: 'Gundua Historia Yetu',
    },
    programmesButtonLink: '/our-history',
    programmePicture: {
      picture: 'programme-rep',
      alt: {
        en: 'Participants listening during a programme session',
        fr: 'Des participants écoutent pendant une séance du programme',
        ar: 'مشاركون يستمعون خلال جلسة من جلسات البرنامج',
        sw: 'Washiriki wakisikiliza wakati wa kipindi cha programu',
      },
    },
    video: {
      youtubeId: 'Xk5MeZ1bU4w',
      poster: {
        picture: 'video-driving-change',
        alt: {
          en: 'Four people side by side, a still from the film',
          fr: 'Quatre personnes côte à côte, image tirée du film',
          ar: 'أربعة أشخاص جنبًا إلى جنب، لقطة من الفيلم',
          sw: 'Watu wanne bega kwa bega, picha kutoka kwenye filamu',
        },
      },
    },
    videoTitle: {
      en: '{siteName}: Driving Change',
      fr: '{siteName} : moteur du changement',
      ar: '{siteName}: قيادة التغيير',
      sw: '{siteName}: Kuendesha Mabadiliko',
    },
    videoText: {
      en: 'Meet the reform entrepreneurs and hear, in their own words, what changed in their communities.',
      fr: 'Rencontrez les entrepreneurs de la réforme et écoutez-les raconter ce qui a changé dans leur communauté.',
      ar: 'تعرّف على روّاد الإصلاح واستمع إليهم يروون بكلماتهم ما تغيّر في مجتمعاتهم.',
      sw: 'Kutana na wajasiriamali wa mageuzi na uwasikie wakieleza kwa maneno yao kilichobadilika katika jamii zao.',
    },
    videoButton: {
      en: 'Explore Our Programmes',
      fr: 'Découvrir nos programmes',
      ar: 'استكشف برامجنا',
      sw: 'Gundua Programu Zetu',
    },
    videoButtonLink: '/our-history',
    videoSecondButton: {
      en: 'See Our Impact',
      fr: 'Découvrir notre impact',
      ar: 'اطّلع على أثرنا',
      sw: 'Tazama Matokeo Yetu',
    },
    videoSecondButtonLink: '/impact',
    trackRecordFigures: [
      {
        ref: 'Years of work',
      },
      {
        ref: 'Sectors',
      },
      {
        ref: 'Reform entrepreneurs',
      },
      {
        ref: 'Active projects (track record)',
      },
      {
        ref: 'Working since',
      },
    ],
    hubTitle: {
      en: 'Our Virtual Catalyst Centre',
      fr: 'Notre centre catalyseur virtuel',
      ar: 'مركزنا الافتراضي لتحفيز التغيير',
      sw: 'Kituo Chetu cha Kichocheo cha Mtandaoni',
    },
    hubText: {
      en: 'What began as a physical hub in Lagos is now a virtual catalyst centre: mentoring, peer support and programme news wherever reformers are, on the three networks where our community meets.',
      fr: 'Né comme un lieu physique à Lagos, il est devenu un centre catalyseur virtuel : mentorat, entraide et actualités des programmes, où que soient les réformateurs, sur les trois réseaux où notre communauté se retrouve.',
      ar: 'بدأ مركزًا فعليًا في لاغوس وأصبح اليوم مركزًا افتراضيًا لتحفيز التغيير: إرشاد ودعم بين الأقران وأخبار البرامج أينما كان المصلحون، على الشبكات الثلاث التي يلتقي فيها مجتمعنا.',
      sw: 'Kilianza kama kituo halisi mjini Lagos na sasa ni kituo cha kichocheo cha mtandaoni: ushauri, usaidizi wa wenzao na habari za programu popote walipo wanamageuzi, kwenye mitandao mitatu ambako jamii yetu hukutana.',
    },
    hubPicture: {
      picture: 'virtual-hub',
      alt: {
        en: 'A city at night, its windows lit',
        fr: 'Une ville la nuit, fenêtres allumées',
        ar: 'مدينة في الليل ونوافذها مضاءة',
        sw: 'Jiji usiku, madirisha yakiwa na mwanga',
      },
    },
    hubFigures: [
      {
        ref: 'Virtual access',
      },
      {
        ref: 'Social platforms',
      },
      {
        ref: 'Impact potential',
      },
    ],
    metricsTitle: {
      en: 'Impact Metrics',
      fr: 'Indicateurs d’impact',
      ar: 'مؤشرات الأثر',
      sw: 'Vipimo vya Matokeo',
    },
    metricsText: {
      en: "What our alumni's projects have achieved so far, counted with the communities they serve.",
      fr: 'Ce que les projets de nos anciens participants ont accompli jusqu’ici, compté avec les communautés qu’ils servent.',
      ar: 'ما حققته مشاريع خرّيجينا حتى الآن، محسوبًا بالتعاون مع المجتمعات التي تخدمها.',
      sw: 'Kile ambacho miradi ya wahitimu wetu imefanikisha hadi sasa, kikihesabiwa pamoja na jamii wanazozihudumia.',
    },
    metricsFigures: [
      {
        ref: 'Lives impacted',
      },
      {
        ref: 'Reform entrepreneurs',
      },
      {
        ref: 'Community projects',
      },
      {
        ref: 'Countries impacted (hero and portfolio)',
      },
    ],
    metricsButton: {
      en: 'Explore Our Impact Stories',
      fr: 'Découvrir nos histoires d’impact',
      ar: 'استكشف قصص أثرنا',
      sw: 'Gundua Hadithi Zetu za Matokeo',
    },
    metricsButtonLink: '/impact',
    metricsPicture: {
      picture: 'impact',
      alt: {
        en: 'Community members gathered at a project meeting',
        fr: 'Des membres d’une communauté réunis lors d’une réunion de projet',
        ar: 'أفراد من المجتمع مجتمعون في لقاء خاص بمشروع',
        sw: 'Wanajamii wamekusanyika katika mkutano wa mradi',
      },
    },
    metricsPictureAlternative: {
      picture: 'impact-alternative',
      alt: {
        en: 'Rolling hills and acacia trees in the countryside',
        fr: 'Des collines et des acacias à la campagne',
        ar: 'تلال متموّجة وأشجار أكاسيا في الريف',
        sw: 'Vilima na miti ya migunga mashambani',
      },
    },
    involvedTitle: {
      en: 'Get Involved',
      fr: 'Participer',
      ar: 'شارك معنا',
      sw: 'Shiriki Nasi',
    },
    involvedText: {
      en: 'Mentor a reformer, fund a project, partner with us or join the next cohort. Write to us and we will answer within 24 hours.',
      fr: 'Accompagnez un réformateur, financez un projet, devenez partenaire ou rejoignez la prochaine promotion. Écrivez-nous : nous répondons sous 24 heures.',
      ar: 'أرشد مصلحًا، أو موّل مشروعًا، أو كن شريكًا لنا، أو انضم إلى الدفعة القادمة. راسلنا وسنردّ عليك خلال 24 ساعة.',
      sw: 'Mwongoze mwanamageuzi, fadhili mradi, shirikiana nasi au jiunge na kundi lijalo. Tuandikie na tutakujibu ndani ya saa 24.',
    },
    involvedEmailLabel: {
      en: 'E-mail us',
      fr: 'Écrivez-nous',
      ar: 'راسلنا',
      sw: 'Tutumie barua pepe',
    },
  },
};
