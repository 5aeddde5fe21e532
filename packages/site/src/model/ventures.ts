import { SECTORS } from '@ia/shared';

/** The portfolio's filter buttons, in order; All is the initial filter (spec section 4). */
export const VENTURE_FILTERS = ['All', ...SECTORS] as const;
export type VentureFilter = (typeof VENTURE_FILTERS)[number];

/** The ventures a filter shows: all of them for All, otherwise those of that sector, in order. */
export function filterVentures<V extends { sector: string | null }>(
  ventures: readonly V[],
  filter: VentureFilter,
): V[] {
  return filter === 'All' ? [...ventures] : ventures.filter((venture) => venture.sector === filter);
}

/** What a card without a picture shows: the first letter of the name, in upper case. */
export function ventureInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en') : '?';
}

/** Where a venture card leads: the contact page, naming the venture. */
export function ventureContactHref(name: string): string {
  return `/contact?venture=${encodeURIComponent(name)}`;
}
