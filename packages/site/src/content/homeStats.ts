import { HEADLINE_STATS, LIVES_IMPACTED, PARTNER_IMPACT_STATS } from './stats';
import type { Stat } from './types';

/** Figures only the home page shows (kept apart so other pages' scripts do not carry them). */

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
