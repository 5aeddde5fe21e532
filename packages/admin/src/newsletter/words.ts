import {
  instantToLagosTime,
  lagosTimeToInstant,
  LANGUAGE_NAMES,
  NEWSLETTER_TIME_ZONE,
  SUBSCRIBER_STATUSES,
  TRANSLATION_LANGUAGES,
  type NewsletterIssue,
  type NewsletterIssueDocument,
  type NewsletterIssueStatus,
  type SubscriberStatus,
} from '@ia/shared';
import * as v from 'valibot';
import { formatInZone } from '../editor/zone';

/**
 * The newsletter screens' rules and words as plain functions: the statuses in words, how far a
 * send is, the schedule form (a Lagos time) and what it sends, the subscribers' list address.
 */

export const ISSUE_STATUS_LABELS: Record<NewsletterIssueStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/** How often an issue on its way is asked again: every few seconds while it is sent. */
export function pollInterval(status: NewsletterIssueStatus | undefined): number | false {
  if (status === 'sending') return 3000;
  if (status === 'scheduled') return 30_000;
  return false;
}

/** How far a send is: the e-mails dealt with out of all, and the same in words. */
export function progressOf(
  issue: Pick<NewsletterIssue, 'sent' | 'failed' | 'bounced' | 'waiting'>,
) {
  const done = issue.sent + issue.failed + issue.bounced;
  const total = done + issue.waiting;
  const parts = [`${issue.sent} sent`, `${issue.failed} failed`];
  if (issue.bounced > 0) parts.push(`${issue.bounced} bounced`);
  parts.push(`${issue.waiting} waiting`);
  return {
    done,
    total,
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
    text: `${done} of ${total} dealt with: ${parts.join(', ')}`,
  };
}

/** "1 subscriber", "1,204 subscribers". */
export const subscribersWord = (count: number) =>
  `${count.toLocaleString('en-GB')} subscriber${count === 1 ? '' : 's'}`;

/** The languages an issue has a version in, besides English (in the site's order). */
export function versionLanguages(document: NewsletterIssueDocument | undefined): string[] {
  const translations = document?.translations ?? {};
  return TRANSLATION_LANGUAGES.filter((code) => {
    const version = translations[code];
    return version !== undefined && (version.subject ?? '') !== '';
  });
}

/** Who gets which version, as the editor says it. */
export function versionsSentence(languages: readonly string[]): string {
  if (languages.length === 0) {
    return 'Every subscriber gets the English version: write a version in another language for the subscribers who chose it.';
  }
  const names = languages.map((code) => LANGUAGE_NAMES[code] ?? code);
  return `Subscribers who chose ${names.join(', ')} get that version; every other subscriber gets the English one.`;
}

/** When a scheduled issue goes out, for staff (in Lagos time, whatever the browser's zone). */
export const lagosWhen = (iso: string) => formatInZone(iso, NEWSLETTER_TIME_ZONE);

export const SCHEDULE_MESSAGES = {
  at: 'Give a date and time in Lagos, such as 24/12/2026 09:00',
  past: 'Choose a time in the future, or send it now',
} as const;

/** The send dialog's values: now, or at a Lagos time (`2026-12-24T09:00`). */
export type ScheduleValues = { when: 'now' | 'later'; at: string };

/** The send dialog's rules: a later send needs a Lagos time still to come (at `now()`). */
export function scheduleSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.object({ when: v.picklist(['now', 'later']), at: v.string() }),
    v.forward(
      v.check(
        ({ when, at }) => when === 'now' || lagosTimeToInstant(at) !== undefined,
        SCHEDULE_MESSAGES.at,
      ),
      ['at'],
    ),
    v.forward(
      v.check(
        ({ when, at }) =>
          when === 'now' || (lagosTimeToInstant(at)?.getTime() ?? 0) > now().getTime(),
        SCHEDULE_MESSAGES.past,
      ),
      ['at'],
    ),
  ) as v.GenericSchema<ScheduleValues, ScheduleValues>;
}

/** What the send endpoint is sent: nothing for now, else the Lagos time as it was typed. */
export const sendRequest = ({ when, at }: ScheduleValues): { scheduledAt?: string } =>
  when === 'later' ? { scheduledAt: at } : {};

/** The time the schedule field starts at: tomorrow, 09:00 in Lagos. */
export function defaultScheduleTime(now: Date = new Date()): string {
  const tomorrow = instantToLagosTime(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  return `${tomorrow.slice(0, 10)}T09:00`;
}

/** The earliest time the schedule field offers (now, in Lagos). */
export const earliestScheduleTime = (now: Date = new Date()) => instantToLagosTime(now);

// ----- the subscribers' list ------------------------------------------------------------------

export interface SubscriberQuery {
  q: string;
  status: SubscriberStatus | '';
  page: number;
}

/** The list's search, status and page, from the address (`?q=ada&status=subscribed&page=2`). */
export function subscriberQueryOf(search: string): SubscriberQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const rawPage = params.get('page');
  const page = rawPage !== null && /^\d{1,5}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return {
    q: (params.get('q') ?? '').slice(0, 254),
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(status)
      ? (status as SubscriberStatus)
      : '',
    page,
  };
}

/** The list's address for a search, status and page. */
export function subscribersHref({ q, status, page }: SubscriberQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/newsletter/subscribers?${query}` : '/newsletter/subscribers';
}
