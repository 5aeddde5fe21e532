import * as v from 'valibot';
import { LANGUAGE_CODES } from './languages.js';

/**
 * What the site's newsletter pages and the sign-up widget read of the newsletter (issue 29):
 * topics, the rules' words, the pages' addresses and query, the preferences answer. Nothing here
 * runs a schema's construction at load (the rules themselves are in newsletter.ts), so a page
 * that reads only these carries none of the rules' code.
 */

/** Topics a subscriber may choose (the organisation's focus areas). */
export const NEWSLETTER_TOPICS = ['education', 'health', 'governance'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The words of the rules, in English; the site and the widget show their own translations. */
export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  language: 'Please choose one of the languages offered',
  topics: 'Topics must be among Education, Health and Governance',
} as const;

/** `GET /api/newsletter/preferences?key=…` as a page or widget reads it. */
export const newsletterPreferencesAnswerSchema = /* @__PURE__ */ v.object({
  email: v.string(),
  language: v.picklist(LANGUAGE_CODES),
  topics: v.array(v.picklist(NEWSLETTER_TOPICS)),
  status: v.picklist(SUBSCRIBER_STATUSES),
});

/**
 * The site's newsletter pages (without a language prefix). Each works without JavaScript: its
 * form posts to the same address, the server calls the newsletter service and answers 303 to
 * the page with the outcome in its query (`NEWSLETTER_QUERY`).
 */
export const NEWSLETTER_PAGES = {
  subscribe: '/newsletter/subscribe',
  confirm: '/newsletter/confirm',
  preferences: '/newsletter/preferences',
} as const;

/** The fields of a form whose rules may fail (the 422's `fields`), as the pages name them. */
export const NEWSLETTER_FIELDS = ['email', 'language', 'topics'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

/** What a newsletter page shows after its form was posted (`?result=`). */
export const NEWSLETTER_RESULTS = [
  /** Subscribe: the confirmation e-mail is on its way (the same for any address). */
  'sent',
  /** Subscribe: too many subscriptions from this client address (429). */
  'busy',
  /** Confirm: the subscription is confirmed. */
  'subscribed',
  /** Confirm: the link was used or has expired. */
  'expired',
  /** Preferences: saved. */
  'saved',
  /** Preferences: unsubscribed. */
  'unsubscribed',
] as const;
export type NewsletterResult = (typeof NEWSLETTER_RESULTS)[number];

/**
 * The query parameters of the newsletter pages: the outcome, the fields to correct
 * (`errors=email,topics`), the e-mailed confirmation token and the subscriber's key. Pages with
 * a token or key are rendered for each request and never kept (they are one person's).
 */
export const NEWSLETTER_QUERY = {
  result: 'result',
  errors: 'errors',
  token: 'token',
  key: 'key',
} as const;

/** The outcome named in a page's query, if it is one. */
export const newsletterResultOf = (
  value: string | null | undefined,
): NewsletterResult | undefined =>
  (NEWSLETTER_RESULTS as readonly string[]).includes(value ?? '')
    ? (value as NewsletterResult)
    : undefined;

/** The fields named in a page's `errors` query, known ones only, in the form's order. */
export const newsletterErrorsOf = (value: string | null | undefined): NewsletterField[] => {
  const named = (value ?? '').split(',');
  return NEWSLETTER_FIELDS.filter((field) => named.includes(field));
};

/** The archive's addresses (without a language prefix): the list, an issue, the feed. */
export const NEWSLETTER_ARCHIVE = {
  list: '/newsletter',
  issue: (id: number | string) => `/newsletter/${id}`,
  feed: '/newsletter/feed.xml',
} as const;

/**
 * A sent issue as the public archive shows it (`GET /api/newsletter/archive?language=` lists
 * them without `body`, `GET /api/newsletter/archive/{id}?language=` gives one): the version in
 * the reader's language, else the English one (`lang: 'en'`, marked so on the page). Nothing of
 * the subscribers.
 */
export const newsletterArchiveIssueSchema = /* @__PURE__ */ v.object({
  id: v.number(),
  /** The language of the texts: the asked one when the issue has that version, else English. */
  lang: v.string(),
  subject: v.string(),
  previewText: v.string(),
  /** When the sending finished (ISO 8601). */
  sentAt: v.string(),
  /** A rich-text document (packages/shared model/richtext.ts); only on the single issue. */
  body: v.optional(v.unknown()),
});
export type NewsletterArchiveIssue = v.InferOutput<typeof newsletterArchiveIssueSchema>;

/** `GET /api/newsletter/archive` as the site's page reads it. */
export const newsletterArchiveSchema = /* @__PURE__ */ v.array(newsletterArchiveIssueSchema);
