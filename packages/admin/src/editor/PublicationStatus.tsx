import { DEFAULT_TIME_ZONE, organisation, type GlobalDef } from '@ia/shared';
import { useGlobalRecord } from '../api/hooks';
import { pill } from '../ui/styles';
import { formatInZone } from './zone';

/**
 * Where an item stands for the public, the same words in every list and editor: a draft;
 * published and public; scheduled (published, appearing by itself at its date, told in the
 * organisation's time zone: “Scheduled for 5 Dec 2026, 09:00 (Lagos time, WAT)”); or no longer public (a
 * consent ended).
 */

/** The organisation's time zone (Organisation details), Lagos until staff choose one. */
export function useTimeZone(): string {
  const record = useGlobalRecord(organisation as unknown as GlobalDef);
  const zone = (record.data?.document as { timeZone?: unknown } | undefined)?.timeZone;
  return typeof zone === 'string' && zone !== '' ? zone : DEFAULT_TIME_ZONE;
}

export interface PublicationState {
  status: 'draft' | 'published';
  public: boolean;
  scheduledAt?: string | null;
  consentEndsAt?: string | null;
}

/** The words of a state, and the colour of its pill. */
export function publicationWords(
  item: PublicationState,
  timeZone: string,
  now = new Date().toISOString(),
): { text: string; tone: 'green' | 'grey' | 'amber' | 'red' } {
  if (item.status === 'draft') return { text: 'Draft', tone: 'grey' };
  if (item.public) return { text: 'Published', tone: 'green' };
  if (item.consentEndsAt && item.consentEndsAt <= now) {
    return { text: 'Consent ended: not public', tone: 'red' };
  }
  if (item.scheduledAt) {
    return { text: `Scheduled for ${formatInZone(item.scheduledAt, timeZone)}`, tone: 'amber' };
  }
  return { text: 'Published, not public now', tone: 'amber' };
}

export function PublicationStatus({ item }: { item: PublicationState }) {
  const words = publicationWords(item, useTimeZone());
  return <span css={pill(words.tone)}>{words.text}</span>;
}
