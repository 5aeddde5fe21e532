import * as v from 'valibot';
import { LANGUAGE_CODES, type LanguageCode } from './languages.js';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOPICS,
  type NewsletterTopic,
  type SubscriberStatus,
} from './newsletter-site.js';

import { defineGlobal } from './model/define.js';
import { richText, text } from './model/fields.js';

export * from './newsletter-site.js';

/**
 * The newsletter (issue 29): what the server, the site's form, the widget and the admin share.
 * Double opt-in: a subscriber is `pending` until the e-mailed link is followed.
 */

export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** The time zone staff schedule sends in. */
export const NEWSLETTER_TIME_ZONE = 'Africa/Lagos';

const email = v.pipe(
  v.string(NEWSLETTER_MESSAGES.email),
  v.trim(),
  v.toLowerCase(),
  v.email(NEWSLETTER_MESSAGES.email),
  v.maxLength(254, NEWSLETTER_MESSAGES.email),
);
const language = v.picklist(LANGUAGE_CODES, NEWSLETTER_MESSAGES.language);
const topics = v.pipe(
  v.array(v.picklist(NEWSLETTER_TOPICS, NEWSLETTER_MESSAGES.topics), NEWSLETTER_MESSAGES.topics),
  v.maxLength(NEWSLETTER_TOPICS.length, NEWSLETTER_MESSAGES.topics),
  v.transform((list) => [...new Set(list)]),
);

/** `POST /api/newsletter/subscriptions`: `{ email, language, topics? }`. */
export const newsletterSubscriptionSchema = v.object({
  email,
  language,
  topics: v.optional(topics, []),
});
export type NewsletterSubscription = v.InferOutput<typeof newsletterSubscriptionSchema>;

/** `PUT /api/newsletter/preferences`: the key of the e-mailed link, language and topics. */
export const newsletterPreferencesSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Unknown link')),
  language,
  topics,
});

/** What a subscriber sees on the preferences page. */
export interface NewsletterPreferences {
  /** The address, partly hidden (`a•••@example.org`). */
  email: string;
  language: LanguageCode;
  topics: NewsletterTopic[];
  status: SubscriberStatus;
}

/** One subscriber in the staff's list. */
export interface NewsletterSubscriber {
  id: number;
  /** null once erased on request. */
  email: string | null;
  language: LanguageCode;
  topics: NewsletterTopic[];
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
}

/** `POST /api/admin/newsletter/subscribers/import`: what a CSV file did. */
export interface NewsletterImportReport {
  /** New subscribers (subscribed: the file vouches for their consent). */
  added: number;
  /** Addresses known already (in any status: an unsubscribed or erased one stays so), or twice in the file. */
  skipped: number;
  /** Rows that are not a valid subscription. */
  invalid: number;
  /** The first problems, each with its line. */
  problems: { line: number; message: string }[];
}

/** `GET /api/admin/newsletter/subscribers/counts`. */
export interface NewsletterCounts {
  status: Record<SubscriberStatus, number>;
  /** Subscribed, per language. */
  language: Partial<Record<LanguageCode, number>>;
  /** Subscribed, per topic. */
  topic: Record<NewsletterTopic, number>;
}

/** One language's version of an issue (English is the issue's own). */
export interface NewsletterIssueVersion {
  subject: string;
  previewText?: string;
  /** A rich-text document (packages/shared model/richtext.ts). */
  body: unknown;
}

/**
 * An issue's fields, declared as the content model declares its own (the staff application draws
 * its editor from it, language by language; the server checks an issue against these limits).
 * Not a global of the site: it is listed nowhere in `collections`, only the newsletter uses it.
 */
export const newsletterIssueDef = defineGlobal({
  name: 'newsletter-issue',
  label: 'Newsletter issue',
  description:
    'An e-mail to the subscribers: English, and a version per language for the subscribers who chose it.',
  section: 'Publishing',
  fields: {
    subject: text('Subject', {
      required: true,
      max: 200,
      help: 'The e-mail’s subject line: short, and saying what is inside.',
    }),
    previewText: text('Preview text', {
      max: 300,
      help: 'Shown after the subject in most inboxes; leave empty to show the start of the body.',
    }),
    body: richText('Body', { required: true, max: 100_000 }),
  },
});

/** What staff write: `{ subject, previewText?, body, translations: { fr: {…}, … } }`. */
export interface NewsletterIssueDocument extends NewsletterIssueVersion {
  translations?: Partial<Record<LanguageCode, NewsletterIssueVersion>>;
}

/** How far the sending of an issue is. */
export interface NewsletterProgress {
  sent: number;
  failed: number;
  bounced: number;
  waiting: number;
}

/** `GET /api/admin/newsletter/issues/{id}`. */
export interface NewsletterIssue extends NewsletterProgress {
  id: number;
  version: number;
  status: NewsletterIssueStatus;
  document: NewsletterIssueDocument;
  /** ISO 8601 (UTC), when a scheduled issue goes out. */
  scheduledAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A time of day in Lagos (`2026-12-24T09:00`, as a `datetime-local` field gives it) as an
 * instant. West Africa Time is UTC+1 all year (no summer time), so the offset is fixed; a
 * value with its own offset or `Z` is taken as it is. Undefined when it is not a time.
 */
export function lagosTimeToInstant(value: string): Date | undefined {
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value);
  const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(
    value,
  );
  if (!local && !withZone) return undefined;
  const at = new Date(local ? `${value.length === 16 ? `${value}:00` : value}+01:00` : value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** An instant as Lagos time (`2026-12-24T09:00`), for a `datetime-local` field. */
export function instantToLagosTime(at: Date): string {
  return new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** Header of the staff's subscriber list: how many subscribers are in each status (JSON). */
export const NEWSLETTER_COUNTS_HEADER = 'X-Newsletter-Counts';
