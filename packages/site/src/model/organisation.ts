import type { organisation, PublicReference } from '@ia/shared';
import type { StatItem } from '../components/FigureSource';
import { named, useGlobal } from './useContent';

/** The organisation's details, read by name (every page's script carries this). */
export const organisationGlobal = named<typeof organisation>('organisation');

/** The organisation's details (contact e-mail, social links, mission…), on every page. */
export const useOrganisation = () => useGlobal(organisationGlobal).data;

/** Figure records (references of a page's texts) as a StatList shows them. */
export function statsOf(figures: readonly PublicReference[] | undefined): StatItem[] {
  return (figures ?? []).map((figure) => ({
    value: String(figure.value ?? ''),
    label: String(figure.label ?? ''),
    source: typeof figure.source === 'string' && figure.source !== '' ? figure.source : undefined,
    asOf: typeof figure.asOf === 'string' ? figure.asOf : null,
    lang: figure.lang,
  }));
}

/** The account name of a social network address (`https://instagram.com/x` → `x`). */
export function socialHandle(url: string): string {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
  } catch {
    return '';
  }
}
