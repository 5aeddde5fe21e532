import { FOUNDER } from './highlights';
import type { AdvisoryMember, CouncilMember, Localized } from './types';

/** The governing council (How We Work, Governance tab). */
export const COUNCIL_MEMBERS: readonly CouncilMember[] = [
  {
    id: 1,
    name: 'Oluwakemi Adebayo',
    title: {
      en: 'Board Chair',
      fr: 'Présidente du conseil',
      ar: 'رئيسة مجلس الإدارة',
      sw: 'Mwenyekiti wa Bodi',
    },
    portrait: 'portrait-1',
    bio: {
      en: 'A public-policy lawyer with twenty years in justice-sector reform, she chairs the board and leads its work on strategy and accountability.',
      fr: 'Juriste spécialisée en politiques publiques, forte de vingt ans d’expérience dans la réforme du secteur de la justice, elle préside le conseil et dirige ses travaux sur la stratégie et la redevabilité.',
      ar: 'محامية متخصصة في السياسات العامة أمضت عشرين عامًا في إصلاح قطاع العدالة، تترأس مجلس الإدارة وتقود عمله في الاستراتيجية والمساءلة.',
      sw: 'Mwanasheria wa sera za umma mwenye uzoefu wa miaka ishirini katika mageuzi ya sekta ya haki, anaongoza bodi na kusimamia kazi yake ya mkakati na uwajibikaji.',
    },
  },
  {
    id: 2,
    name: 'Emeka Chukwuma',
    title: { en: 'Vice Chair', fr: 'Vice-président', ar: 'نائب الرئيس', sw: 'Makamu Mwenyekiti' },
    portrait: 'portrait-2',
    bio: {
      en: 'An economist and former state planning official, he oversees the finance and audit committee and the grant-making rules.',
      fr: 'Économiste et ancien responsable de la planification d’un État, il supervise le comité des finances et d’audit ainsi que les règles d’attribution des subventions.',
      ar: 'خبير اقتصادي ومسؤول تخطيط سابق في إحدى الولايات، يشرف على لجنة المالية والتدقيق وعلى قواعد منح التمويل.',
      sw: 'Mchumi na afisa wa zamani wa mipango wa jimbo, anasimamia kamati ya fedha na ukaguzi pamoja na kanuni za utoaji wa ruzuku.',
    },
  },
  {
    id: 3,
    ...FOUNDER,
    bio: {
      en: 'She founded the initiative in 2011 after a decade in education and health programmes, and leads the team and its partnerships.',
      fr: 'Elle a fondé l’initiative en 2011 après dix ans passés dans des programmes d’éducation et de santé, et dirige l’équipe et ses partenariats.',
      ar: 'أسّست المبادرة عام 2011 بعد عقد من العمل في برامج التعليم والصحة، وتقود الفريق وشراكاته.',
      sw: 'Alianzisha mpango huu mwaka 2011 baada ya muongo mmoja katika programu za elimu na afya, na anaongoza timu na ushirikiano wake.',
    },
  },
];

/** The six advisors (How We Work, Advisory Board & Reform Teams tab). */
export const ADVISORY_MEMBERS: readonly AdvisoryMember[] = [
  {
    id: 1,
    name: 'Yetunde Afolabi',
    title: {
      en: 'Education Advisor',
      fr: 'Conseillère en éducation',
      ar: 'مستشارة التعليم',
      sw: 'Mshauri wa Elimu',
    },
    portrait: 'portrait-4',
  },
  {
    id: 2,
    name: 'Abdullahi Garba',
    title: {
      en: 'Health Advisor',
      fr: 'Conseiller en santé',
      ar: 'مستشار الصحة',
      sw: 'Mshauri wa Afya',
    },
    portrait: 'portrait-5',
  },
  {
    id: 3,
    name: 'Chiamaka Obi',
    title: {
      en: 'Business Advisor',
      fr: 'Conseillère en entreprise',
      ar: 'مستشارة الأعمال',
      sw: 'Mshauri wa Biashara',
    },
    portrait: 'portrait-6',
  },
  {
    id: 4,
    name: 'Kofi Asante',
    title: {
      en: 'HR Advisor',
      fr: 'Conseiller en ressources humaines',
      ar: 'مستشار الموارد البشرية',
      sw: 'Mshauri wa Rasilimali Watu',
    },
    portrait: 'portrait-7',
  },
  {
    id: 5,
    name: 'Zainab Lawal',
    title: {
      en: 'Arts Advisor',
      fr: 'Conseillère artistique',
      ar: 'مستشارة الفنون',
      sw: 'Mshauri wa Sanaa',
    },
    portrait: 'portrait-8',
  },
  {
    id: 6,
    name: 'Babatunde Okafor',
    title: {
      en: 'Governance Advisor',
      fr: 'Conseiller en gouvernance',
      ar: 'مستشار الحوكمة',
      sw: 'Mshauri wa Utawala',
    },
    portrait: 'portrait-9',
  },
];

/**
 * The sectors from which advisors and reform teams are drawn, top of the pyramid first
 * (spec section 3). Each tier lists one or two sectors.
 */
export const SECTOR_PYRAMID: readonly (readonly Localized[])[] = [
  [
    {
      en: 'Media & Communication',
      fr: 'Médias et communication',
      ar: 'الإعلام والاتصال',
      sw: 'Habari na Mawasiliano',
    },
  ],
  [
    {
      en: 'Arts & Entertainment',
      fr: 'Arts et divertissement',
      ar: 'الفنون والترفيه',
      sw: 'Sanaa na Burudani',
    },
  ],
  [
    {
      en: 'Business & Economy',
      fr: 'Entreprises et économie',
      ar: 'الأعمال والاقتصاد',
      sw: 'Biashara na Uchumi',
    },
  ],
  [
    {
      en: 'Health & Wellness',
      fr: 'Santé et bien-être',
      ar: 'الصحة والعافية',
      sw: 'Afya na Ustawi',
    },
    { en: 'Agriculture', fr: 'Agriculture', ar: 'الزراعة', sw: 'Kilimo' },
  ],
  [
    {
      en: 'Education & Training',
      fr: 'Éducation et formation',
      ar: 'التعليم والتدريب',
      sw: 'Elimu na Mafunzo',
    },
    {
      en: 'Government & Politics',
      fr: 'Gouvernement et politique',
      ar: 'الحكومة والسياسة',
      sw: 'Serikali na Siasa',
    },
  ],
];
