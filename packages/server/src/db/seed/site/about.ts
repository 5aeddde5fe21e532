import { aboutPage } from '@ia/shared';
import type { SeedUnit } from '../types.js';

/** The About page as written for the launch (its mission, vision and focus areas have their own records). */
export const ABOUT_PAGE: SeedUnit = {
  def: aboutPage,
  data: {
    title: {
      en: 'About Us',
      fr: 'À propos de nous',
      ar: 'من نحن',
      sw: 'Kuhusu Sisi',
    },
    intro: {
      en: "Building Africa's next generation of reform leaders since 2011.",
      fr: 'Depuis 2011, nous formons la prochaine génération de leaders de la réforme en Afrique.',
      ar: 'نبني الجيل القادم من قادة الإصلاح في أفريقيا منذ عام 2011.',
      sw: 'Tunajenga kizazi kijacho cha viongozi wa mageuzi barani Afrika tangu 2011.',
    },
    purposeTitle: {
      en: 'Our purpose',
      fr: 'Notre raison d’être',
      ar: 'غايتنا',
      sw: 'Lengo letu',
    },
    purposeLead: {
      en: 'We mobilise and equip Africans for strategic reform work in Education, Health and Governance for sustainable development.',
      fr: 'Nous mobilisons et outillons les Africains pour un travail de réforme stratégique dans l’éducation, la santé et la gouvernance, au service du développement durable.',
      ar: 'نحشد طاقات الأفارقة ونؤهّلهم للعمل الإصلاحي الاستراتيجي في التعليم والصحة والحوكمة من أجل التنمية المستدامة.',
      sw: 'Tunawahamasisha na kuwawezesha Waafrika kufanya kazi ya kimkakati ya mageuzi katika Elimu, Afya na Utawala kwa maendeleo endelevu.',
    },
    whereTitle: {
      en: 'Where we work',
      fr: 'Où nous travaillons',
      ar: 'أين نعمل',
      sw: 'Tunapofanya kazi',
    },
    whereText: {
      en: 'We began in Abuja in {founded} and have been based in Lagos since {moved}. From there our alumni have taken their reform projects across the continent.',
      fr: 'Nous avons commencé à Abuja en {founded} et sommes installés à Lagos depuis {moved}. De là, nos anciens participants ont porté leurs projets de réforme à travers le continent.',
      ar: 'انطلقنا في أبوجا في {founded}، ومقرّنا في لاغوس منذ {moved}. ومن هناك حمل خرّيجونا مشاريعهم الإصلاحية إلى أنحاء القارة.',
      sw: 'Tulianzia Abuja mwezi {founded} na makao yetu yamekuwa Lagos tangu {moved}. Kutoka huko wahitimu wetu wamepeleka miradi yao ya mageuzi kote barani.',
    },
    mapLabel: {
      en: 'Map of Africa marking Lagos, our home since 2012, and Abuja, where we began in 2011',
      fr: 'Carte de l’Afrique indiquant Lagos, notre base depuis 2012, et Abuja, où nous avons commencé en 2011',
      ar: 'خريطة أفريقيا تُبيّن موقع لاغوس، مقرّنا منذ عام 2012، وأبوجا حيث بدأنا عام 2011',
      sw: 'Ramani ya Afrika inayoonyesha Lagos, makao yetu tangu 2012, na Abuja, tulipoanzia mwaka 2011',
    },
    mapAbuja: {
      en: 'Abuja',
      fr: 'Abuja',
      ar: 'أبوجا',
      sw: 'Abuja',
    },
    mapLagos: {
      en: 'Lagos',
      fr: 'Lagos',
      ar: 'لاغوس',
      sw: 'Lagos',
    },
    focusTitle: {
      en: 'Focus Areas',
      fr: 'Domaines d’action',
      ar: 'مجالات التركيز',
      sw: 'Maeneo ya Kipaumbele',
    },
    focusLead: {
      en: 'Three sectors where better institutions change the most lives.',
      fr: 'Trois secteurs où de meilleures institutions changent le plus de vies.',
      ar: 'ثلاثة قطاعات تُحدث فيها المؤسسات الأفضل أكبر فرق في حياة الناس.',
      sw: 'Sekta tatu ambamo taasisi bora hubadilisha maisha ya watu wengi zaidi.',
    },
    whoTitle: {
      en: 'Who We Are',
      fr: 'Qui sommes-nous ?',
      ar: 'من نكون',
      sw: 'Sisi ni Nani',
    },
    whoIntro: {
      en: '{siteName} is a development agency that trains and supports reform entrepreneurs: people who see a failing school, clinic or public service and set out to fix it. We give them the skills, the values and the network to turn that resolve into a project that lasts.',
      fr: '{siteName} est une agence de développement qui forme et accompagne des entrepreneurs de la réforme : des personnes qui, face à une école, une clinique ou un service public défaillants, décident d’y remédier. Nous leur donnons les compétences, les valeurs et le réseau nécessaires pour transformer cette détermination en un projet durable.',
      ar: '{siteName} وكالة تنموية تدرّب روّاد الإصلاح وتدعمهم: أشخاص يرون مدرسة أو عيادة أو خدمة عامة متعثّرة فيعزمون على إصلاحها. نمنحهم المهارات والقيم وشبكة العلاقات التي تحوّل هذا العزم إلى مشروع يدوم.',
      sw: '{siteName} ni shirika la maendeleo linalowafunza na kuwasaidia wajasiriamali wa mageuzi: watu wanaoona shule, zahanati au huduma ya umma inayoshindwa na kuamua kuirekebisha. Tunawapa ujuzi, maadili na mtandao wa kugeuza azma hiyo kuwa mradi wa kudumu.',
    },
    whoOrganisations: {
      en: 'Our work is carried by two organisations:',
      fr: 'Notre action repose sur deux organisations :',
      ar: 'يقوم عملنا على مؤسستين:',
      sw: 'Kazi yetu inaendeshwa na taasisi mbili:',
    },
    companyName: {
      en: 'A limited company',
      fr: 'Une société à responsabilité limitée',
      ar: 'شركة ذات مسؤولية محدودة',
      sw: 'Kampuni yenye dhima ya kikomo',
    },
    companyText: {
      en: '{name} that runs our programmes, the virtual hub and our training for partner organisations.',
      fr: '{name}, qui gère nos programmes, le pôle virtuel et nos formations destinées aux organisations partenaires.',
      ar: '{name} تدير برامجنا والمركز الافتراضي وتدريبنا للمؤسسات الشريكة.',
      sw: '{name} inayoendesha programu zetu, kituo cha mtandaoni na mafunzo yetu kwa mashirika washirika.',
    },
    teamName: {
      en: 'A development team',
      fr: 'Une équipe de développement',
      ar: 'فريق تنموي',
      sw: 'Timu ya maendeleo',
    },
    teamText: {
      en: '{name} that works with funders, researchers and communities on the reform projects themselves.',
      fr: '{name}, qui travaille avec les bailleurs de fonds, les chercheurs et les communautés sur les projets de réforme eux-mêmes.',
      ar: '{name} يعمل مع المموّلين والباحثين والمجتمعات على مشاريع الإصلاح نفسها.',
      sw: '{name} inayofanya kazi na wafadhili, watafiti na jamii kwenye miradi ya mageuzi yenyewe.',
    },
    whoProgramme: {
      en: 'Our flagship Reform Entrepreneurs Programme runs for about 12 weeks in Lagos. Advisory Board and Reform Team members join by invitation.',
      fr: 'Notre programme phare, le Programme des entrepreneurs de la réforme, dure environ 12 semaines à Lagos. Les membres du Conseil consultatif et des équipes de réforme y entrent sur invitation.',
      ar: 'يمتد برنامجنا الرائد، برنامج روّاد الإصلاح، نحو 12 أسبوعًا في لاغوس. وتكون العضوية في المجلس الاستشاري وفرق الإصلاح بدعوة.',
      sw: 'Programu yetu kuu, Programu ya Wajasiriamali wa Mageuzi, huendeshwa kwa takriban wiki 12 mjini Lagos. Wajumbe wa Bodi ya Ushauri na Timu za Mageuzi hujiunga kwa mwaliko.',
    },
    cta: {
      en: 'Explore Our Programmes',
      fr: 'Découvrir nos programmes',
      ar: 'استكشف برامجنا',
      sw: 'Gundua Programu Zetu',
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
    map: null,
    ctaLink: '/programs',
  },
};
