import { defineCopy } from './defineCopy';

/** The home page below the hero (the hero itself uses the widgets' hero.* and cta.* keys). */
export const HOME_COPY = defineCopy(
  {
    'home.changeMakers.title': 'Empowering African Change-Makers',
    'home.changeMakers.education.title': 'Education & Training',
    'home.changeMakers.education.text':
      'Reformers who rethink how children and adults learn, from classrooms to vocational centres.',
    'home.changeMakers.health.title': 'Health',
    'home.changeMakers.health.text':
      'Entrepreneurs who bring care closer to communities and make health systems answer to people.',
    'home.changeMakers.governance.title': 'Governance',
    'home.changeMakers.governance.text':
      'Citizens who open up budgets, strengthen institutions and hold public service to account.',
    'home.stories.title': 'Success Stories',
    'home.stories.since': 'Since 2011',
    'home.stories.viewAll': 'View All Success Stories',
    'home.impact.title': "Empowering Africa's Reform Entrepreneurs",
    'home.impact.text':
      'Since 2011 our alumni have started schools, clinics and civic projects across the continent.',
    'home.impact.cta': 'See Our Impact',
    'home.hero.founderAlt': 'Portrait of {name}',
    'home.hero.founderCaption': '{name}, {role}',
    'home.focus.title': 'Our Focus Areas',
    'home.focus.intro':
      'Three sectors where one determined reformer can change how a whole community lives.',
    'home.focus.learnMore': 'Learn more',
    'home.programmes.title': 'Our Programmes',
    'home.programmes.text':
      'Our flagship Reform Entrepreneurs Programme turns a reform idea into a fundable project in about 12 weeks.',
    'home.programmes.leadership': 'Strategic leadership development',
    'home.programmes.schedule': 'Flexible scheduling: weekday or weekend cohorts',
    'home.programmes.pitch': 'A final pitch to a panel for grant or investor funding',
    'home.programmes.imageAlt': 'Participants listening during a programme session',
    'home.programmes.cta': 'Explore Our History',
    'home.video.title': '{product}: Driving Change',
    'home.video.text':
      'Meet the reform entrepreneurs and hear, in their own words, what changed in their communities.',
    'home.video.programmes': 'Explore Our Programmes',
    'home.video.statsLabel': 'Our work in figures',
    'home.hub.title': 'Our Virtual Catalyst Centre',
    'home.hub.text':
      'What began as a physical hub in Lagos is now a virtual catalyst centre: mentoring, peer support and programme news wherever reformers are, on the three networks where our community meets.',
    'home.hub.imageAlt': 'A city at night, its windows lit',
    'home.metrics.title': 'Impact Metrics',
    'home.metrics.text':
      "What our alumni's projects have achieved so far, counted with the communities they serve.",
    'home.metrics.cta': 'Explore Our Impact Stories',
    'home.metrics.imageAlt': 'Community members gathered at a project meeting',
    'home.involved.title': 'Get Involved',
    'home.involved.text':
      'Mentor a reformer, fund a project, partner with us or join the next cohort. Write to us and we will answer within 24 hours.',
    'home.involved.emailLabel': 'E-mail us',
  },
  {
    fr: {
      'home.changeMakers.title': 'Accompagner les artisans africains du changement',
      'home.changeMakers.education.title': 'Éducation et formation',
      'home.changeMakers.education.text':
        'Des réformateurs qui repensent la façon dont enfants et adultes apprennent, de la salle de classe aux centres de formation professionnelle.',
      'home.changeMakers.health.title': 'Santé',
      'home.changeMakers.health.text':
        'Des entrepreneurs qui rapprochent les soins des communautés et rendent les systèmes de santé redevables envers la population.',
      'home.changeMakers.governance.title': 'Gouvernance',
      'home.changeMakers.governance.text':
        'Des citoyens qui rendent les budgets transparents, renforcent les institutions et demandent des comptes aux services publics.',
      'home.stories.title': 'Histoires de réussite',
      'home.stories.since': 'Depuis 2011',
      'home.stories.viewAll': 'Voir toutes les histoires de réussite',
      'home.impact.title': 'Soutenir les entrepreneurs de la réforme en Afrique',
      'home.impact.text':
        'Depuis 2011, nos anciens participants ont créé des écoles, des cliniques et des projets citoyens à travers le continent.',
      'home.impact.cta': 'Découvrir notre impact',
      'home.hero.founderAlt': 'Portrait de {name}',
      'home.hero.founderCaption': '{name}, {role}',
      'home.focus.title': 'Nos domaines d’action',
      'home.focus.intro':
        'Trois secteurs où un réformateur déterminé peut changer la vie de toute une communauté.',
      'home.focus.learnMore': 'En savoir plus',
      'home.programmes.title': 'Nos programmes',
      'home.programmes.text':
        'Notre programme phare des entrepreneurs de la réforme transforme une idée de réforme en un projet finançable en 12 semaines environ.',
      'home.programmes.leadership': 'Développement du leadership stratégique',
      'home.programmes.schedule': 'Horaires flexibles : promotions en semaine ou le week-end',
      'home.programmes.pitch':
        'Une présentation finale devant un jury en vue d’un financement par subvention ou par des investisseurs',
      'home.programmes.imageAlt': 'Des participants écoutent pendant une séance du programme',
      'home.programmes.cta': 'Découvrir notre histoire',
      'home.video.title': '{product} : moteur du changement',
      'home.video.text':
        'Rencontrez les entrepreneurs de la réforme et écoutez-les raconter ce qui a changé dans leur communauté.',
      'home.video.programmes': 'Découvrir nos programmes',
      'home.video.statsLabel': 'Notre action en chiffres',
      'home.hub.title': 'Notre centre catalyseur virtuel',
      'home.hub.text':
        'Né comme un lieu physique à Lagos, il est devenu un centre catalyseur virtuel : mentorat, entraide et actualités des programmes, où que soient les réformateurs, sur les trois réseaux où notre communauté se retrouve.',
      'home.hub.imageAlt': 'Une ville la nuit, fenêtres allumées',
      'home.metrics.title': 'Indicateurs d’impact',
      'home.metrics.text':
        'Ce que les projets de nos anciens participants ont accompli jusqu’ici, compté avec les communautés qu’ils servent.',
      'home.metrics.cta': 'Découvrir nos histoires d’impact',
      'home.metrics.imageAlt': 'Des membres d’une communauté réunis lors d’une réunion de projet',
      'home.involved.title': 'Participer',
      'home.involved.text':
        'Accompagnez un réformateur, financez un projet, devenez partenaire ou rejoignez la prochaine promotion. Écrivez-nous : nous répondons sous 24 heures.',
      'home.involved.emailLabel': 'Écrivez-nous',
    },
    ar: {
      'home.changeMakers.title': 'تمكين صنّاع التغيير الأفارقة',
      'home.changeMakers.education.title': 'التعليم والتدريب',
      'home.changeMakers.education.text':
        'مصلحون يعيدون التفكير في طريقة تعلّم الأطفال والكبار، من الفصول الدراسية إلى مراكز التدريب المهني.',
      'home.changeMakers.health.title': 'الصحة',
      'home.changeMakers.health.text':
        'روّاد يقرّبون الرعاية الصحية من المجتمعات ويجعلون الأنظمة الصحية مسؤولة أمام الناس.',
      'home.changeMakers.governance.title': 'الحوكمة',
      'home.changeMakers.governance.text':
        'مواطنون يفتحون الميزانيات أمام العامة ويعزّزون المؤسسات ويُخضعون الخدمة العامة للمساءلة.',
      'home.stories.title': 'قصص النجاح',
      'home.stories.since': 'منذ 2011',
      'home.stories.viewAll': 'عرض جميع قصص النجاح',
      'home.impact.title': 'تمكين روّاد الإصلاح في أفريقيا',
      'home.impact.text': 'منذ عام 2011 أسّس خرّيجونا مدارس وعيادات ومشاريع مدنية في أنحاء القارة.',
      'home.impact.cta': 'اطّلع على أثرنا',
      'home.hero.founderAlt': 'صورة {name}',
      'home.hero.founderCaption': '{name}، {role}',
      'home.focus.title': 'مجالات تركيزنا',
      'home.focus.intro': 'ثلاثة قطاعات يستطيع فيها مصلح واحد مصمّم أن يغيّر حياة مجتمع بأكمله.',
      'home.focus.learnMore': 'اعرف المزيد',
      'home.programmes.title': 'برامجنا',
      'home.programmes.text':
        'يحوّل برنامجنا الرائد، برنامج روّاد الإصلاح، فكرة إصلاحية إلى مشروع قابل للتمويل في نحو 12 أسبوعًا.',
      'home.programmes.leadership': 'تطوير القيادة الاستراتيجية',
      'home.programmes.schedule': 'مواعيد مرنة: دفعات في أيام الأسبوع أو في عطلات نهاية الأسبوع',
      'home.programmes.pitch': 'عرض ختامي أمام لجنة للحصول على تمويل من المنح أو المستثمرين',
      'home.programmes.imageAlt': 'مشاركون يستمعون خلال جلسة من جلسات البرنامج',
      'home.programmes.cta': 'تعرّف على تاريخنا',
      'home.video.title': '{product}: قيادة التغيير',
      'home.video.text': 'تعرّف على روّاد الإصلاح واستمع إليهم يروون بكلماتهم ما تغيّر في مجتمعاتهم.',
      'home.video.programmes': 'استكشف برامجنا',
      'home.video.statsLabel': 'عملنا بالأرقام',
      'home.hub.title': 'مركزنا الافتراضي لتحفيز التغيير',
      'home.hub.text':
        'بدأ مركزًا فعليًا في لاغوس وأصبح اليوم مركزًا افتراضيًا لتحفيز التغيير: إرشاد ودعم بين الأقران وأخبار البرامج أينما كان المصلحون، على الشبكات الثلاث التي يلتقي فيها مجتمعنا.',
      'home.hub.imageAlt': 'مدينة في الليل ونوافذها مضاءة',
      'home.metrics.title': 'مؤشرات الأثر',
      'home.metrics.text':
        'ما حققته مشاريع خرّيجينا حتى الآن، محسوبًا بالتعاون مع المجتمعات التي تخدمها.',
      'home.metrics.cta': 'استكشف قصص أثرنا',
      'home.metrics.imageAlt': 'أفراد من المجتمع مجتمعون في لقاء خاص بمشروع',
      'home.involved.title': 'شارك معنا',
      'home.involved.text':
        'أرشد مصلحًا، أو موّل مشروعًا، أو كن شريكًا لنا، أو انضم إلى الدفعة القادمة. راسلنا وسنردّ عليك خلال 24 ساعة.',
      'home.involved.emailLabel': 'راسلنا',
    },
    sw: {
      'home.changeMakers.title': 'Kuwawezesha Waleta Mabadiliko wa Afrika',
      'home.changeMakers.education.title': 'Elimu na Mafunzo',
      'home.changeMakers.education.text':
        'Wanamageuzi wanaofikiria upya jinsi watoto na watu wazima wanavyojifunza, kuanzia madarasani hadi vyuo vya ufundi.',
      'home.changeMakers.health.title': 'Afya',
      'home.changeMakers.health.text':
        'Wajasiriamali wanaoleta huduma za afya karibu na jamii na kuifanya mifumo ya afya iwajibike kwa wananchi.',
      'home.changeMakers.governance.title': 'Utawala',
      'home.changeMakers.governance.text':
        'Wananchi wanaoweka bajeti wazi, wanaoimarisha taasisi na wanaoiwajibisha huduma ya umma.',
      'home.stories.title': 'Hadithi za Mafanikio',
      'home.stories.since': 'Tangu 2011',
      'home.stories.viewAll': 'Tazama Hadithi Zote za Mafanikio',
      'home.impact.title': 'Kuwawezesha Wajasiriamali wa Mageuzi wa Afrika',
      'home.impact.text':
        'Tangu 2011 wahitimu wetu wameanzisha shule, zahanati na miradi ya kiraia kote barani.',
      'home.impact.cta': 'Tazama Matokeo Yetu',
      'home.hero.founderAlt': 'Picha ya {name}',
      'home.hero.founderCaption': '{name}, {role}',
      'home.focus.title': 'Maeneo Yetu ya Kipaumbele',
      'home.focus.intro':
        'Sekta tatu ambamo mwanamageuzi mmoja aliyedhamiria anaweza kubadilisha maisha ya jamii nzima.',
      'home.focus.learnMore': 'Jifunze zaidi',
      'home.programmes.title': 'Programu Zetu',
      'home.programmes.text':
        'Programu yetu kuu ya Wajasiriamali wa Mageuzi hugeuza wazo la mageuzi kuwa mradi unaoweza kufadhiliwa ndani ya takriban wiki 12.',
      'home.programmes.leadership': 'Kukuza uongozi wa kimkakati',
      'home.programmes.schedule': 'Ratiba inayonyumbulika: makundi ya siku za kazi au wikendi',
      'home.programmes.pitch':
        'Uwasilishaji wa mwisho mbele ya jopo kwa ufadhili wa ruzuku au wawekezaji',
      'home.programmes.imageAlt': 'Washiriki wakisikiliza wakati wa kipindi cha programu',
      'home.programmes.cta': 'Gundua Historia Yetu',
      'home.video.title': '{product}: Kuendesha Mabadiliko',
      'home.video.text':
        'Kutana na wajasiriamali wa mageuzi na uwasikie wakieleza kwa maneno yao kilichobadilika katika jamii zao.',
      'home.video.programmes': 'Gundua Programu Zetu',
      'home.video.statsLabel': 'Kazi yetu kwa takwimu',
      'home.hub.title': 'Kituo Chetu cha Kichocheo cha Mtandaoni',
      'home.hub.text':
        'Kilianza kama kituo halisi mjini Lagos na sasa ni kituo cha kichocheo cha mtandaoni: ushauri, usaidizi wa wenzao na habari za programu popote walipo wanamageuzi, kwenye mitandao mitatu ambako jamii yetu hukutana.',
      'home.hub.imageAlt': 'Jiji usiku, madirisha yakiwa na mwanga',
      'home.metrics.title': 'Vipimo vya Matokeo',
      'home.metrics.text':
        'Kile ambacho miradi ya wahitimu wetu imefanikisha hadi sasa, kikihesabiwa pamoja na jamii wanazozihudumia.',
      'home.metrics.cta': 'Gundua Hadithi Zetu za Matokeo',
      'home.metrics.imageAlt': 'Wanajamii wamekusanyika katika mkutano wa mradi',
      'home.involved.title': 'Shiriki Nasi',
      'home.involved.text':
        'Mwongoze mwanamageuzi, fadhili mradi, shirikiana nasi au jiunge na kundi lijalo. Tuandikie na tutakujibu ndani ya saa 24.',
      'home.involved.emailLabel': 'Tutumie barua pepe',
    },
  },
);
