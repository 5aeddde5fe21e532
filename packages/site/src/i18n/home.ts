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
    },
  },
);
