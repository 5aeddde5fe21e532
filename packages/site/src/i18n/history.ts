import { defineCopy } from './defineCopy';

/** The Our History page (milestones, programme details and videos are in content/history.ts). */
export const HISTORY_COPY = defineCopy(
  {
    'history.title': 'Our History',
    'history.eyebrow': 'Since 2011',
    'history.intro':
      'From a small team in Abuja to a network of reform entrepreneurs across the continent.',
    'history.milestones.title': 'Milestones',
    'history.milestones.lead': 'The moments that shaped who we are, oldest first.',
    'history.rep.title': 'The Reform Entrepreneurs Programme',
    'history.rep.lead':
      'Our flagship programme, and the start of most of the stories on this site. Watch the introduction, then read how it works.',
    'history.rep.details': 'Programme details',
    'history.rep.seeAll': 'See All Programmes',
    'history.testimony.title': 'In their own words',
    'history.testimony.lead':
      'What the programme meant to one of the reform entrepreneurs it trained.',
    'history.purpose.title': 'What drives us',
  },
  {
    fr: {
      'history.title': 'Notre histoire',
      'history.eyebrow': 'Depuis 2011',
      'history.intro':
        'D’une petite équipe à Abuja à un réseau d’entrepreneurs de la réforme à travers le continent.',
      'history.milestones.title': 'Grandes étapes',
      'history.milestones.lead':
        'Les moments qui ont fait de nous ce que nous sommes, du plus ancien au plus récent.',
      'history.rep.title': 'Le Programme des entrepreneurs de la réforme',
      'history.rep.lead':
        'Notre programme phare, point de départ de la plupart des histoires de ce site. Regardez la présentation, puis découvrez son fonctionnement.',
      'history.rep.details': 'Détails du programme',
      'history.rep.seeAll': 'Voir tous les programmes',
      'history.testimony.title': 'Avec leurs propres mots',
      'history.testimony.lead':
        'Ce que le programme a représenté pour l’une des entrepreneuses de la réforme qu’il a formées.',
      'history.purpose.title': 'Ce qui nous anime',
    },
    ar: {
      'history.title': 'تاريخنا',
      'history.eyebrow': 'منذ 2011',
      'history.intro': 'من فريق صغير في أبوجا إلى شبكة من روّاد الإصلاح في أنحاء القارة.',
      'history.milestones.title': 'محطات بارزة',
      'history.milestones.lead': 'اللحظات التي صنعت هويتنا، من الأقدم إلى الأحدث.',
      'history.rep.title': 'برنامج روّاد الإصلاح',
      'history.rep.lead':
        'برنامجنا الرائد، ومنه بدأت معظم القصص المنشورة على هذا الموقع. شاهد التعريف به، ثم اقرأ كيف يعمل.',
      'history.rep.details': 'تفاصيل البرنامج',
      'history.rep.seeAll': 'عرض جميع البرامج',
      'history.testimony.title': 'بكلماتهم',
      'history.testimony.lead': 'ما الذي عناه البرنامج لإحدى رائدات الإصلاح اللواتي درّبهن.',
      'history.purpose.title': 'ما يحرّكنا',
    },
    sw: {
      'history.title': 'Historia Yetu',
      'history.eyebrow': 'Tangu 2011',
      'history.intro':
        'Kutoka timu ndogo mjini Abuja hadi mtandao wa wajasiriamali wa mageuzi kote barani.',
      'history.milestones.title': 'Hatua Muhimu',
      'history.milestones.lead': 'Nyakati zilizotufanya tulivyo, kuanzia za zamani zaidi.',
      'history.rep.title': 'Programu ya Wajasiriamali wa Mageuzi',
      'history.rep.lead':
        'Programu yetu kuu, na mwanzo wa hadithi nyingi katika tovuti hii. Tazama utangulizi, kisha usome jinsi inavyofanya kazi.',
      'history.rep.details': 'Maelezo ya programu',
      'history.rep.seeAll': 'Tazama Programu Zote',
      'history.testimony.title': 'Kwa maneno yao wenyewe',
      'history.testimony.lead':
        'Maana ya programu kwa mmoja wa wajasiriamali wa mageuzi iliowafunza.',
      'history.purpose.title': 'Kinachotusukuma',
    },
  },
);
