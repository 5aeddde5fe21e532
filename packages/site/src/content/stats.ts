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
