import { defineCopy } from './defineCopy';

/** The About page. */
export const ABOUT_COPY = defineCopy(
  {
    'about.title': 'About Us',
    'about.intro': "Building Africa's next generation of reform leaders since 2011.",
    'about.purpose.title': 'Our purpose',
    'about.purpose.lead':
      'We mobilise and equip Africans for strategic reform work in Education, Health and Governance for sustainable development.',
    'about.where.title': 'Where we work',
    'about.where.text':
      'We began in Abuja in {founded} and have been based in Lagos since {moved}. From there our alumni have taken their reform projects across the continent.',
    'about.map.label':
      'Map of Africa marking Lagos, our home since 2012, and Abuja, where we began in 2011',
    'about.map.abuja': 'Abuja',
    'about.map.lagos': 'Lagos',
    'about.focus.title': 'Focus Areas',
    'about.focus.lead': 'Three sectors where better institutions change the most lives.',
    'about.who.title': 'Who We Are',
    'about.who.intro':
      '{siteName} is a development agency that trains and supports reform entrepreneurs: people who see a failing school, clinic or public service and set out to fix it. We give them the skills, the values and the network to turn that resolve into a project that lasts.',
    'about.who.organisations': 'Our work is carried by two organisations:',
    'about.who.company.name': 'A limited company',
    'about.who.company.text':
      '{name} that runs our programmes, the virtual hub and our training for partner organisations.',
    'about.who.team.name': 'A development team',
    'about.who.team.text':
      '{name} that works with funders, researchers and communities on the reform projects themselves.',
    'about.who.programme':
      'Our flagship Reform Entrepreneurs Programme runs for about 12 weeks in Lagos. Advisory Board and Reform Team members join by invitation.',
    'about.cta.programmes': 'Explore Our Programmes',
  },
  {
    fr: {
      'about.title': 'À propos de nous',
      'about.intro':
        'Depuis 2011, nous formons la prochaine génération de leaders de la réforme en Afrique.',
      'about.purpose.title': 'Notre raison d’être',
      'about.purpose.lead':
        'Nous mobilisons et outillons les Africains pour un travail de réforme stratégique dans l’éducation, la santé et la gouvernance, au service du développement durable.',
      'about.where.title': 'Où nous travaillons',
      'about.where.text':
        'Nous avons commencé à Abuja en {founded} et sommes installés à Lagos depuis {moved}. De là, nos anciens participants ont porté leurs projets de réforme à travers le continent.',
      'about.map.label':
        'Carte de l’Afrique indiquant Lagos, notre base depuis 2012, et Abuja, où nous avons commencé en 2011',
      'about.map.abuja': 'Abuja',
      'about.map.lagos': 'Lagos',
      'about.focus.title': 'Domaines d’action',
      'about.focus.lead': 'Trois secteurs où de meilleures institutions changent le plus de vies.',
      'about.who.title': 'Qui sommes-nous ?',
      'about.who.intro':
        '{siteName} est une agence de développement qui forme et accompagne des entrepreneurs de la réforme : des personnes qui, face à une école, une clinique ou un service public défaillants, décident d’y remédier. Nous leur donnons les compétences, les valeurs et le réseau nécessaires pour transformer cette détermination en un projet durable.',
      'about.who.organisations': 'Notre action repose sur deux organisations :',
      'about.who.company.name': 'Une société à responsabilité limitée',
      'about.who.company.text':
        '{name}, qui gère nos programmes, le pôle virtuel et nos formations destinées aux organisations partenaires.',
      'about.who.team.name': 'Une équipe de développement',
      'about.who.team.text':
        '{name}, qui travaille avec les bailleurs de fonds, les chercheurs et les communautés sur les projets de réforme eux-mêmes.',
      'about.who.programme':
        'Notre programme phare, le Programme des entrepreneurs de la réforme, dure environ 12 semaines à Lagos. Les membres du Conseil consultatif et des équipes de réforme y entrent sur invitation.',
      'about.cta.programmes': 'Découvrir nos programmes',
    },
    ar: {
      'about.title': 'من نحن',
      'about.intro': 'نبني الجيل القادم من قادة الإصلاح في أفريقيا منذ عام 2011.',
      'about.purpose.title': 'غايتنا',
      'about.purpose.lead':
        'نحشد طاقات الأفارقة ونؤهّلهم للعمل الإصلاحي الاستراتيجي في التعليم والصحة والحوكمة من أجل التنمية المستدامة.',
      'about.where.title': 'أين نعمل',
      'about.where.text':
        'انطلقنا في أبوجا في {founded}، ومقرّنا في لاغوس منذ {moved}. ومن هناك حمل خرّيجونا مشاريعهم الإصلاحية إلى أنحاء القارة.',
      'about.map.label':
        'خريطة أفريقيا تُبيّن موقع لاغوس، مقرّنا منذ عام 2012، وأبوجا حيث بدأنا عام 2011',
      'about.map.abuja': 'أبوجا',
      'about.map.lagos': 'لاغوس',
      'about.focus.title': 'مجالات التركيز',
      'about.focus.lead': 'ثلاثة قطاعات تُحدث فيها المؤسسات الأفضل أكبر فرق في حياة الناس.',
      'about.who.title': 'من نكون',
      'about.who.intro':
        '{siteName} وكالة تنموية تدرّب روّاد الإصلاح وتدعمهم: أشخاص يرون مدرسة أو عيادة أو خدمة عامة متعثّرة فيعزمون على إصلاحها. نمنحهم المهارات والقيم وشبكة العلاقات التي تحوّل هذا العزم إلى مشروع يدوم.',
      'about.who.organisations': 'يقوم عملنا على مؤسستين:',
      'about.who.company.name': 'شركة ذات مسؤولية محدودة',
      'about.who.company.text': '{name} تدير برامجنا والمركز الافتراضي وتدريبنا للمؤسسات الشريكة.',
      'about.who.team.name': 'فريق تنموي',
      'about.who.team.text':
        '{name} يعمل مع المموّلين والباحثين والمجتمعات على مشاريع الإصلاح نفسها.',
      'about.who.programme':
        'يمتد برنامجنا الرائد، برنامج روّاد الإصلاح، نحو 12 أسبوعًا في لاغوس. وتكون العضوية في المجلس الاستشاري وفرق الإصلاح بدعوة.',
      'about.cta.programmes': 'استكشف برامجنا',
    },
    sw: {
      'about.title': 'Kuhusu Sisi',
      'about.intro': 'Tunajenga kizazi kijacho cha viongozi wa mageuzi barani Afrika tangu 2011.',
      'about.purpose.title': 'Lengo letu',
      'about.purpose.lead':
        'Tunawahamasisha na kuwawezesha Waafrika kufanya kazi ya kimkakati ya mageuzi katika Elimu, Afya na Utawala kwa maendeleo endelevu.',
      'about.where.title': 'Tunapofanya kazi',
      'about.where.text':
        'Tulianzia Abuja mwezi {founded} na makao yetu yamekuwa Lagos tangu {moved}. Kutoka huko wahitimu wetu wamepeleka miradi yao ya mageuzi kote barani.',
      'about.map.label':
        'Ramani ya Afrika inayoonyesha Lagos, makao yetu tangu 2012, na Abuja, tulipoanzia mwaka 2011',
      'about.map.abuja': 'Abuja',
      'about.map.lagos': 'Lagos',
      'about.focus.title': 'Maeneo ya Kipaumbele',
      'about.focus.lead': 'Sekta tatu ambamo taasisi bora hubadilisha maisha ya watu wengi zaidi.',
      'about.who.title': 'Sisi ni Nani',
      'about.who.intro':
        '{siteName} ni shirika la maendeleo linalowafunza na kuwasaidia wajasiriamali wa mageuzi: watu wanaoona shule, zahanati au huduma ya umma inayoshindwa na kuamua kuirekebisha. Tunawapa ujuzi, maadili na mtandao wa kugeuza azma hiyo kuwa mradi wa kudumu.',
      'about.who.organisations': 'Kazi yetu inaendeshwa na taasisi mbili:',
      'about.who.company.name': 'Kampuni yenye dhima ya kikomo',
      'about.who.company.text':
        '{name} inayoendesha programu zetu, kituo cha mtandaoni na mafunzo yetu kwa mashirika washirika.',
      'about.who.team.name': 'Timu ya maendeleo',
      'about.who.team.text':
        '{name} inayofanya kazi na wafadhili, watafiti na jamii kwenye miradi ya mageuzi yenyewe.',
      'about.who.programme':
        'Programu yetu kuu, Programu ya Wajasiriamali wa Mageuzi, huendeshwa kwa takriban wiki 12 mjini Lagos. Wajumbe wa Bodi ya Ushauri na Timu za Mageuzi hujiunga kwa mwaliko.',
      'about.cta.programmes': 'Gundua Programu Zetu',
    },
  },
);
