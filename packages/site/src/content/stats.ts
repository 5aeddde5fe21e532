import type { Stat } from './types';

/** Hero and portfolio figures (spec section 1). */
export const HEADLINE_STATS: readonly Stat[] = [
  {
    value: '500+',
    label: {
      en: 'Reform Entrepreneurs',
      fr: 'Entrepreneurs de la réforme',
      ar: 'روّاد إصلاح',
      sw: 'Wajasiriamali wa Mageuzi',
    },
  },
  {
    value: '200+',
    label: {
      en: 'Active Projects',
      fr: 'Projets actifs',
      ar: 'مشاريع نشطة',
      sw: 'Miradi Inayoendelea',
    },
  },
  {
    value: '12',
    label: {
      en: 'Countries Impacted',
      fr: 'Pays touchés',
      ar: 'دول شملها أثرنا',
      sw: 'Nchi Zilizofikiwa',
    },
  },
];

/** The partner page's impact counters (spec section 1). */
export const PARTNER_IMPACT_STATS: readonly Stat[] = [
  { value: '15+', label: { en: 'Countries', fr: 'Pays', ar: 'دول', sw: 'Nchi' } },
  { value: '80+', label: { en: 'Partners', fr: 'Partenaires', ar: 'شركاء', sw: 'Washirika' } },
  {
    value: '500+',
    label: {
      en: 'Leaders Trained',
      fr: 'Leaders formés',
      ar: 'قادة مدرَّبون',
      sw: 'Viongozi Waliofunzwa',
    },
  },
  {
    value: '50+',
    label: {
      en: 'Community Projects',
      fr: 'Projets communautaires',
      ar: 'مشاريع مجتمعية',
      sw: 'Miradi ya Jamii',
    },
  },
];

/** Lives impacted, as the partner page and the home page's metrics show it (spec section 1). */
export const LIVES_IMPACTED: Stat = {
  value: '100,000+',
  label: {
    en: 'Lives Impacted',
    fr: 'Vies touchées',
    ar: 'حياة تأثّرت بعملنا',
    sw: 'Maisha Yaliyoguswa',
  },
};

/** The strip under the home page's video (spec section 1, "later blocks"). */
export const TRACK_RECORD_STATS: readonly Stat[] = [
  { value: '12+', label: { en: 'Years', fr: 'Années', ar: 'عامًا', sw: 'Miaka' } },
  { value: '3', label: { en: 'Sectors', fr: 'Secteurs', ar: 'قطاعات', sw: 'Sekta' } },
  HEADLINE_STATS[0]!,
  {
    value: '50+',
    label: {
      en: 'Active Projects',
      fr: 'Projets actifs',
      ar: 'مشاريع نشطة',
      sw: 'Miradi Inayoendelea',
    },
  },
  {
    value: '2011',
    label: {
      en: 'Working since',
      fr: 'En action depuis',
      ar: 'نعمل منذ عام',
      sw: 'Tunafanya kazi tangu',
    },
  },
];

/** The virtual hub's figures (spec section 1). */
export const HUB_STATS: readonly Stat[] = [
  {
    value: '24/7',
    label: {
      en: 'Virtual Access',
      fr: 'Accès virtuel',
      ar: 'وصول افتراضي',
      sw: 'Ufikiaji wa Mtandaoni',
    },
  },
  {
    value: '3',
    label: {
      en: 'Social Platforms',
      fr: 'Réseaux sociaux',
      ar: 'منصات اجتماعية',
      sw: 'Mitandao ya Kijamii',
    },
  },
  {
    value: { en: 'Unlimited', fr: 'Illimité', ar: 'غير محدود', sw: 'Usio na Kikomo' },
    label: {
      en: 'Impact Potential',
      fr: 'Potentiel d’impact',
      ar: 'إمكانات الأثر',
      sw: 'Uwezo wa Matokeo',
    },
  },
];

/** The home page's Impact Metrics. */
export const IMPACT_METRICS: readonly Stat[] = [
  LIVES_IMPACTED,
  HEADLINE_STATS[0]!,
  PARTNER_IMPACT_STATS[3]!,
  HEADLINE_STATS[2]!,
];
