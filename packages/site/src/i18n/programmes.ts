import { defineCopy } from './defineCopy';

/** The Programmes page (the programmes themselves are in content/programmes.ts). */
export const PROGRAMMES_COPY = defineCopy(
  {
    'programmes.title': 'Our Programmes',
    'programmes.eyebrow': 'Learn, build, connect',
    'programmes.intro':
      'From our flagship 12-week Reform Entrepreneurs Programme to a community that lasts a career: four ways to prepare for reform work in Education, Health and Governance.',
    'programmes.list.title': 'Four programmes, one network',
    'programmes.list.lead':
      'Each programme leads to the next: learn the craft of reform, deepen it in your sector, bring it to your organisation and keep going with the community.',
    'programmes.duration': 'Duration',
    'programmes.format': 'Format',
    'programmes.audience': 'For',
    'programmes.learnMoreAbout': 'about the {name}',
  },
  {
    fr: {
      'programmes.title': 'Nos programmes',
      'programmes.eyebrow': 'Apprendre, bâtir, relier',
      'programmes.intro':
        'De notre programme phare de 12 semaines, le Programme des entrepreneurs de la réforme, à une communauté qui vous accompagne toute votre carrière : quatre façons de vous préparer au travail de réforme dans l’éducation, la santé et la gouvernance.',
      'programmes.list.title': 'Quatre programmes, un seul réseau',
      'programmes.list.lead':
        'Chaque programme mène au suivant : apprenez le métier de la réforme, approfondissez-le dans votre secteur, apportez-le à votre organisation et poursuivez avec la communauté.',
      'programmes.duration': 'Durée',
      'programmes.format': 'Format',
      'programmes.audience': 'Public',
      'programmes.learnMoreAbout': 'sur « {name} »',
    },
    ar: {
      'programmes.title': 'برامجنا',
      'programmes.eyebrow': 'تعلّم، ابنِ، تواصل',
      'programmes.intro':
        'من برنامجنا الرائد «برنامج روّاد الإصلاح» الممتد 12 أسبوعًا إلى مجتمع يرافقك طوال مسيرتك المهنية: أربع طرق للاستعداد للعمل الإصلاحي في التعليم والصحة والحوكمة.',
      'programmes.list.title': 'أربعة برامج وشبكة واحدة',
      'programmes.list.lead':
        'يقود كل برنامج إلى الذي يليه: تعلّم أصول العمل الإصلاحي، وتعمّق فيه داخل قطاعك، وانقله إلى مؤسستك، وواصل المسيرة مع المجتمع.',
      'programmes.duration': 'المدة',
      'programmes.format': 'الصيغة',
      'programmes.audience': 'الفئة المستهدفة',
      'programmes.learnMoreAbout': 'عن {name}',
    },
    sw: {
      'programmes.title': 'Programu Zetu',
      'programmes.eyebrow': 'Jifunze, jenga, unganika',
      'programmes.intro':
        'Kuanzia Programu yetu kuu ya Wajasiriamali wa Mageuzi ya wiki 12 hadi jumuiya inayodumu katika maisha yako yote ya kikazi: njia nne za kujiandaa kwa kazi ya mageuzi katika Elimu, Afya na Utawala.',
      'programmes.list.title': 'Programu nne, mtandao mmoja',
      'programmes.list.lead':
        'Kila programu inaongoza kwenye inayofuata: jifunze ufundi wa mageuzi, uimarishe katika sekta yako, uulete kwenye shirika lako na uendelee pamoja na jumuiya.',
      'programmes.duration': 'Muda',
      'programmes.format': 'Mfumo',
      'programmes.audience': 'Kwa ajili ya',
      'programmes.learnMoreAbout': 'kuhusu {name}',
    },
  },
);
