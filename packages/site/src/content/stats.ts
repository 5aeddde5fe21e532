import type { Stat } from './types';

/** Hero and portfolio figures (spec section 1). */
export const HEADLINE_STATS: readonly Stat[] = [
  { value: '500+', label: 'Reform Entrepreneurs' },
  { value: '200+', label: 'Active Projects' },
  { value: '12', label: 'Countries Impacted' },
];

/** The partner page's impact counters (spec section 1). */
export const PARTNER_IMPACT_STATS: readonly Stat[] = [
  { value: '15+', label: 'Countries' },
  { value: '80+', label: 'Partners' },
  { value: '500+', label: 'Leaders Trained' },
  { value: '50+', label: 'Community Projects' },
];
