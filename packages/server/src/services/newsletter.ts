import { createHash, randomBytes } from 'node:crypto';
import {
  checkRichText,
  ERROR_CODES,
  isLanguageCode,
  lagosTimeToInstant,
  localizedPath,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_PAGES,
  newsletterIssueDef,
  newsletterPreferencesSchema,
  newsletterSubscriptionSchema,
  SUBSCRIBER_STATUSES,
  type NewsletterArchiveIssue,
  type NewsletterCounts,
  type NewsletterImportReport,
  type NewsletterSubscription,
  type NewsletterIssue,
  type NewsletterIssueDocument,
  type NewsletterIssueVersion,
  type NewsletterPreferences,
  type NewsletterSubscriber,
  type SubscriberStatus,
} from '@ia/shared';
import * as v from 'valibot';
import type { Repositories } from '../db/repositories/index.js';
import type { StoredIssue, SubscriberFilter } from '../db/repositories/newsletter.js';
import { issueVersion, renderNewsletterEmail } from '../mail/newsletter.js';
import { ApiError, badRequest, notFound, validationFailed } from '../errors.js';
import { recordAudit } from './audit.js';
import type { SignedIn } from './auth.js';
import { clientKey } from './client-address.js';
import { csvRow, parseCsv } from './csv.js';
import { idOf } from './ids.js';
import { pageOfQuery, type RawQuery } from './list-query.js';
import type { Mail } from './mail.js';
import type { RateLimiter } from './rate-limit.js';

/** Subscriptions asked for: per client address, and per e-mail address (confirmation e-mails). */
export const NEWSLETTER_RATE_LIMITS = {
  perClient: { limit: 10, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 3, windowMs: 24 * 60 * 60 * 1000 },
};

/** The most issues the public archive lists (its feed lists the newest `FEED_ENTRIES`). */
export const ARCHIVE_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const SUBJECT_MAX = newsletterIssueDef.fields.subject.max;
const PREVIEW_MAX = newsletterIssueDef.fields.previewText.max;
const BODY_MAX_CHARS = newsletterIssueDef.fields.body.max;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The hash of an address kept for each subscriber (and after an erasure). */
export const emailHashOf = (email: string) => sha256(email.trim().toLowerCase());
const randomKey = () => randomBytes(24).toString('base64url');

function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
  return fields;
}

/** `a•••@example.org`: enough for a subscriber to recognise their address, not to read it. */
const maskEmail = (email: string | null): string => {
  if (!email) return '';
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

/** The most subscribers one CSV file may bring. */
const IMPORT_MAX_ROWS = 100_000;

/** The columns of the subscribers' CSV export. */
const SUBSCRIBER_EXPORT_COLUMNS = [
  'email',
  'language',
  'topics',
  'status',
  'subscribed_at',
  'confirmed_at',
];

/**
 * The list's and the export's filter from a query: `q` (part of an address), `status`, and the
 * other parameters `allowed` (the list's paging); anything else is a 400 naming it.
 */
function subscriberFilterOf(
  raw: RawQuery,
  allowed: readonly string[],
): { filter: SubscriberFilter; paging: RawQuery } {
  const { q, status, ...paging } = raw;
  if (q !== undefined && (typeof q !== 'string' || q.length > 254)) {
    throw badRequest('q must be part of an e-mail address');
  }
  if (
    status !== undefined &&
    (typeof status !== 'string' || !SUBSCRIBER_STATUSES.includes(status as SubscriberStatus))
  ) {
    throw badRequest(`status must be one of ${SUBSCRIBER_STATUSES.join(', ')}`);
  }
  for (const key of Object.keys(paging)) {
    if (!allowed.includes(key)) {
      throw badRequest(
        `Unknown query parameter ${JSON.stringify(key.slice(0, 40))}; allowed: ${['q', 'status', ...allowed].join(', ')}`,
      );
    }
  }
  return {
    filter: {
      q: q ? q.trim().toLowerCase() : undefined,
      status: status as SubscriberStatus | undefined,
    },
    paging,
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * The newsletter's rules: double opt-in subscriptions with the same answer whatever is known
 * of the address, confirmation, one-click unsubscribe and preferences by the subscriber's key;
 * issues staff write (English with versions per language), test sends, sending now or at a
 * Lagos time, with the audit log; the sending itself is mail/newsletter-sender.ts.
 */
export function createNewsletterService(deps: {
  repositories: Repositories;
  mail: Mail;
  clientLimiter: RateLimiter;
  addressLimiter: RateLimiter;
  /** The site's address for links (config.siteUrl: PUBLIC_BASE_URL when set). */
  siteUrl: string;
  siteName: string;
  /** MAIL_FROM. */
  mailFrom: string;
  /** The newsletter sender's wake-up (set once it exists). */
  wake?: () => void;
  now?: () => Date;
}) {
  const { repositories, mail } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = repositories.newsletter;
  let wake = deps.wake ?? (() => {});

  const confirmLink = (language: string, token: string) =>
    `${deps.siteUrl}${localizedPath(language, NEWSLETTER_PAGES.confirm)}?token=${token}`;

  async function confirmationEmail(
    r: Parameters<Parameters<Repositories['transaction']>[0]>[0],
    subscriberId: number,
    email: string,
    language: string,
  ) {
    const token = randomKey();
    await r.newsletter.insertToken(
      sha256(token),
      subscriberId,
      now().getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS,
    );
    await mail.newsletterConfirm(r, {
      to: { email, language },
      link: confirmLink(language, token),
    });
  }

  function parseVersion(
    input: unknown,
    path: string,
    fields: Record<string, string>,
  ): NewsletterIssueVersion | undefined {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      fields[path || 'document'] = 'Must be an object with subject and body';
      return undefined;
    }
    const raw = input as Record<string, unknown>;
    const at = (name: string) => (path ? `${path}.${name}` : name);
    const subject = typeof raw.subject === 'string' ? raw.subject.trim() : '';
    if (!subject) fields[at('subject')] = 'Subject is required';
    else if (subject.length > SUBJECT_MAX) {
      fields[at('subject')] = `Subject must be at most ${SUBJECT_MAX} characters`;
    }
    const previewText =
      raw.previewText === undefined || raw.previewText === null ? '' : raw.previewText;
    if (typeof previewText !== 'string' || previewText.length > PREVIEW_MAX) {
      fields[at('previewText')] = `Preview text must be text of at most ${PREVIEW_MAX} characters`;
    }
    const body = checkRichText(raw.body, { label: 'Body', maxChars: BODY_MAX_CHARS });
    if (!body.ok) {
      for (const issue of body.issues) {
        fields[issue.path ? `${at('body')}.${issue.path}` : at('body')] ??= issue.message;
      }
      return undefined;
    }
    return {
      subject,
      ...(typeof previewText === 'string' && previewText.trim()
        ? { previewText: previewText.trim() }
        : {}),
      body: body.value,
    };
  }

  /** A document as staff send it, checked: every problem at its path, or the clean copy. */
  function parseDocument(input: unknown): NewsletterIssueDocument {
    const fields: Record<string, string> = {};
    const english = parseVersion(input, '', fields);
    const translations: NewsletterIssueDocument['translations'] = {};
    const raw = (input ?? {}) as Record<string, unknown>;
    if (raw.translations !== undefined && raw.translations !== null) {
      if (typeof raw.translations !== 'object' || Array.isArray(raw.translations)) {
        fields.translations = 'Must be an object of versions by language';
      } else {
        for (const [language, version] of Object.entries(raw.translations)) {
          if (!isLanguageCode(language) || language === 'en') {
            fields[`translations.${language.slice(0, 10)}`] = 'Not a language of the site';
            continue;
          }
          const parsed = parseVersion(version, `translations.${language}`, fields);
          if (parsed) translations[language] = parsed;
        }
      }
    }
    if (!english || Object.keys(fields).length > 0) {
      throw validationFailed('Please correct the highlighted fields', fields);
    }
    return { ...english, translations };
  }

  async function present(issue: StoredIssue): Promise<NewsletterIssue> {
    return {
      id: issue.id,
      version: issue.version,
      status: issue.status,
      document: issue.document,
      scheduledAt: issue.scheduledAt === null ? null : new Date(issue.scheduledAt).toISOString(),
      sentAt: issue.sentAt,
      createdAt: issue.createdAt,
      updatedAt: issue.updatedAt,
      ...(await repo.progress(issue.id)),
    };
  }

  async function issueOf(rawId: string): Promise<StoredIssue> {
    const id = idOf(rawId);
    const issue = id === undefined ? undefined : await repo.findIssue(id);
    if (!issue) throw notFound('No such newsletter issue');
    return issue;
  }

  /** A sent issue in the reader's language (else English), without anything of its readers. */
  function archived(issue: StoredIssue, language: unknown, withBody: boolean) {
    const { version, language: lang } = issueVersion(
      issue.document,
      typeof language === 'string' && isLanguageCode(language) ? language : 'en',
    );
    const entry: NewsletterArchiveIssue = {
      id: issue.id,
      lang,
      subject: version.subject,
      previewText: version.previewText ?? '',
      sentAt: issue.sentAt ?? issue.updatedAt,
    };
    return withBody ? { ...entry, body: version.body } : entry;
  }

  async function subscriberByKey(key: unknown) {
    const subscriber =
      typeof key === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(key)
        ? await repo.findSubscriberByKey(key)
        : undefined;
    if (!subscriber) throw notFound('This link is not known; it may have been mistyped');
    return subscriber;
  }

  return {
    setWake(callback: () => void) {
      wake = callback;
    },

    /**
     * `POST /api/newsletter/subscriptions`. The same answer for a new, pending or subscribed
     * address: a confirmation e-mail goes to whoever is not subscribed (within the per-address
     * limit), nothing to a subscriber. Bad input is a 422 naming the field.
     */
    async subscribe(body: unknown, clientAddress: string): Promise<{ status: 'pending' }> {
      const limit = await deps.clientLimiter.take(clientKey(clientAddress));
      if (!limit.allowed) {
        throw new ApiError(
          429,
          ERROR_CODES.tooManyRequests,
          'Too many subscriptions from your address; please try again later',
          { headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
        );
      }
      const result = v.safeParse(newsletterSubscriptionSchema, body);
      if (!result.success) {
        await deps.clientLimiter.release(clientKey(clientAddress));
        throw validationFailed('Please correct the highlighted fields', fieldsOf(result.issues));
      }
      const { email, language, topics } = result.output;
      const emailHash = emailHashOf(email);
      const at = now().toISOString();
      const known = await repo.findSubscriberByHash(emailHash);
      if (known?.status === 'subscribed') return { status: 'pending' };
      // Past the per-address limit the answer is the same; no more e-mails go to the address.
      const perAddress = await deps.addressLimiter.take(emailHash);
      if (!perAddress.allowed) return { status: 'pending' };
      await repositories.transaction(async (r) => {
        let id = known?.id;
        if (id === undefined) {
          id = await r.newsletter.insertSubscriber({
            email,
            emailHash,
            language,
            topics,
            status: 'pending',
            manageKey: randomKey(),
            source: 'form',
            at,
          });
        } else {
          await r.newsletter.updateSubscriber(id, {
            email,
            language,
            topics,
            status: 'pending',
            at,
          });
        }
        await confirmationEmail(r, id, email, language);
      });
      mail.wake();
      return { status: 'pending' };
    },

    /** `POST /api/newsletter/confirm`: the e-mailed token, once, within 7 days. */
    async confirm(body: unknown): Promise<{ status: 'subscribed'; key: string }> {
      const token = (body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
        throw badRequest('The body must be { "token": "…" } with the token of the e-mailed link');
      }
      const at = now().toISOString();
      const subscriber = await repositories.transaction(async (r) => {
        const id = await r.newsletter.useToken(sha256(token), now().getTime(), at);
        if (id === undefined) return undefined;
        await r.newsletter.updateSubscriber(id, {
          status: 'subscribed',
          confirmedAt: at,
          at,
        });
        return id;
      });
      if (subscriber === undefined) {
        throw new ApiError(
          410,
          ERROR_CODES.notFound,
          'This confirmation link was already used or has expired; please subscribe again',
        );
      }
      const row = await repo.findSubscriberById(subscriber);
      return { status: 'subscribed', key: row?.manageKey ?? '' };
    },

    /** The one-click unsubscribe (RFC 8058) and the preferences page's button. */
    async unsubscribe(key: unknown): Promise<{ status: 'unsubscribed' }> {
      const subscriber = await subscriberByKey(key);
      if (subscriber.status !== 'unsubscribed') {
        await repo.updateSubscriber(subscriber.id, {
          status: 'unsubscribed',
          at: now().toISOString(),
        });
      }
      return { status: 'unsubscribed' };
    },

    async preferences(key: unknown): Promise<NewsletterPreferences> {
      const subscriber = await subscriberByKey(key);
      return {
        email: maskEmail(subscriber.email),
        language: subscriber.language,
        topics: subscriber.topics,
        status: subscriber.status,
      };
    },

    async changePreferences(body: unknown): Promise<NewsletterPreferences> {
      const result = v.safeParse(newsletterPreferencesSchema, body);
      if (!result.success) {
        throw validationFailed('Please correct the highlighted fields', fieldsOf(result.issues));
      }
      const subscriber = await subscriberByKey(result.output.key);
      await repo.updateSubscriber(subscriber.id, {
        language: result.output.language,
        topics: result.output.topics,
        at: now().toISOString(),
      });
      return {
        email: maskEmail(subscriber.email),
        language: result.output.language,
        topics: result.output.topics,
        status: subscriber.status,
      };
    },

    /** Staff's list: `q` (part of an address), `status`, `page`, `pageSize` (default 50). */
    async subscribers(raw: RawQuery): Promise<{ items: NewsletterSubscriber[]; total: number }> {
      const { filter, paging } = subscriberFilterOf(raw, ['page', 'pageSize']);
      const page = pageOfQuery(paging, { defaultSize: 50, maxSize: 200 });
      const { items, total } = await repo.listSubscribers({ ...filter, page });
      return {
        items: items.map(({ emailHash: _h, manageKey: _k, ...subscriber }) => subscriber),
        total,
      };
    },

    /**
     * The subscribers the list's `q` and `status` find, as CSV (newest first, a thousand rows a
     * read): every cell quoted, none a spreadsheet would run as a formula (csv.ts). The first
     * chunk checks the query (a bad one is a 400 before anything is sent).
     */
    async *exportSubscribers(raw: RawQuery): AsyncGenerator<string> {
      const { filter } = subscriberFilterOf(raw, []);
      yield `\uFEFF${csvRow(SUBSCRIBER_EXPORT_COLUMNS)}`;
      let before: number | undefined;
      for (;;) {
        const rows = await repo.subscribersBefore(filter, before, 1000);
        if (rows.length === 0) return;
        yield rows
          .map((row) =>
            csvRow([
              row.email ?? '',
              row.language,
              row.topics.join(' '),
              row.status,
              row.createdAt,
              row.confirmedAt ?? '',
            ]),
          )
          .join('');
        before = rows[rows.length - 1]!.id;
      }
    },

    /**
     * Subscribers from a CSV file (a header row with `email`, and `language`, `topics` where
     * given; topics apart by spaces or commas), by editors and administrators, for addresses
     * whose consent was given elsewhere: each new one subscribed, each known one left as it is
     * (an unsubscribed or erased address is never brought back), bad rows named by line. All
     * or nothing: written in one transaction, recorded in the audit log.
     */
    async importSubscribers(
      me: SignedIn,
      text: string,
      address: string,
    ): Promise<NewsletterImportReport> {
      const [header, ...rows] = parseCsv(text);
      const columns = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
      const column = (name: string) => columns.indexOf(name);
      if (column('email') < 0) {
        throw badRequest('The first row must name the columns: email, and language and topics');
      }
      if (rows.length > IMPORT_MAX_ROWS) {
        throw badRequest(`A file may hold up to ${IMPORT_MAX_ROWS} subscribers`);
      }
      const report: NewsletterImportReport = { added: 0, skipped: 0, invalid: 0, problems: [] };
      const valid: { line: number; subscription: NewsletterSubscription; hash: string }[] = [];
      for (const { line, cells } of rows) {
        const cell = (name: string) => (column(name) < 0 ? '' : (cells[column(name)] ?? '').trim());
        const result = v.safeParse(newsletterSubscriptionSchema, {
          email: cell('email'),
          language: cell('language') || 'en',
          topics: cell('topics')
            .toLowerCase()
            .split(/[\s,;]+/)
            .filter(Boolean),
        });
        if (!result.success) {
          report.invalid += 1;
          if (report.problems.length < 50) {
            report.problems.push({ line, message: result.issues[0]!.message });
          }
          continue;
        }
        valid.push({ line, subscription: result.output, hash: emailHashOf(result.output.email) });
      }
      const known = await repo.knownHashes(valid.map((row) => row.hash));
      const at = now().toISOString();
      await repositories.transaction(async (r) => {
        for (const { subscription, hash } of valid) {
          if (known.has(hash)) {
            report.skipped += 1;
            continue;
          }
          known.add(hash);
          await r.newsletter.insertSubscriber({
            ...subscription,
            emailHash: hash,
            status: 'subscribed',
            manageKey: randomKey(),
            source: 'import',
            at,
          });
          report.added += 1;
        }
        await recordAudit(r, now(), 'newsletter_subscribers_imported', {
          actor: { id: me.user.id, email: me.user.email },
          address,
          details: { added: report.added, skipped: report.skipped, invalid: report.invalid },
        });
      });
      return report;
    },

    /**
     * Erases a subscriber on request (editors and administrators): the address goes, its
     * one-way hash stays, so nothing is sent to it again; recorded in the audit log without it.
     */
    async eraseSubscriber(me: SignedIn, rawId: string, address: string): Promise<{ erased: true }> {
      const id = idOf(rawId);
      const subscriber = id === undefined ? undefined : await repo.findSubscriberById(id);
      if (!subscriber) throw notFound('No such subscriber');
      await repositories.transaction(async (r) => {
        await r.newsletter.eraseSubscriber(subscriber.id, now().toISOString());
        await recordAudit(r, now(), 'newsletter_subscriber_erased', {
          actor: { id: me.user.id, email: me.user.email },
          address,
          details: { subscriber: subscriber.id },
        });
      });
      return { erased: true };
    },

    counts: (): Promise<NewsletterCounts> => repo.counts(),
    /** Subscribers by status (what the list's X-Newsletter-Counts header carries). */
    statusCounts: (): Promise<NewsletterCounts['status']> => repo.statusCounts(),

    /** The public archive: sent issues only, newest first, in `language` or English. */
    async archive(language: unknown, limit = ARCHIVE_MAX): Promise<NewsletterArchiveIssue[]> {
      return (await repo.listSent(Math.min(limit, ARCHIVE_MAX))).map((issue) =>
        archived(issue, language, false),
      );
    },

    /** One sent issue with its body; a draft, scheduled or sending one is not found. */
    async archiveIssue(rawId: string, language: unknown): Promise<NewsletterArchiveIssue> {
      const id = idOf(rawId);
      const issue = id === undefined ? undefined : await repo.findIssue(id);
      if (!issue || issue.status !== 'sent') throw notFound('No such newsletter issue');
      return archived(issue, language, true);
    },

    /** The archive with each issue's body (its feed). */
    async archiveWithBodies(language: unknown, limit: number): Promise<NewsletterArchiveIssue[]> {
      return (await repo.listSent(Math.min(limit, ARCHIVE_MAX))).map((issue) =>
        archived(issue, language, true),
      );
    },

    async issues(): Promise<NewsletterIssue[]> {
      return Promise.all((await repo.listIssues()).map(present));
    },

    async issue(rawId: string): Promise<NewsletterIssue> {
      return present(await issueOf(rawId));
    },

    /** A new draft, by any staff role: `{ document }` → `{ id, version }`. */
    async createIssue(me: SignedIn, body: unknown): Promise<{ id: number; version: number }> {
      const document = parseDocument((body as { document?: unknown } | null)?.document);
      const id = await repo.insertIssue({
        document,
        createdBy: me.user.id,
        at: now().toISOString(),
      });
      return { id, version: 1 };
    },

    /** `{ version, document }`: a stale version is a 409, a sent issue cannot change. */
    async updateIssue(rawId: string, body: unknown): Promise<{ id: number; version: number }> {
      const issue = await issueOf(rawId);
      const raw = (body ?? {}) as { version?: unknown; document?: unknown };
      if (typeof raw.version !== 'number') throw badRequest('version is required');
      const document = parseDocument(raw.document);
      if (issue.status === 'sending' || issue.status === 'sent') {
        throw new ApiError(409, ERROR_CODES.conflict, 'This issue was sent: it cannot change');
      }
      const version = await repo.updateIssue(issue.id, raw.version, document, now().toISOString());
      if (version === undefined) {
        throw new ApiError(
          409,
          ERROR_CODES.conflict,
          'Someone saved this issue meanwhile; reload it to see their changes',
        );
      }
      return { id: issue.id, version };
    },

    /** The issue as each language's subscribers get it (the admin's preview). */
    async preview(rawId: string, language: unknown) {
      const issue = await issueOf(rawId);
      const email = renderNewsletterEmail({
        document: issue.document,
        language: typeof language === 'string' && isLanguageCode(language) ? language : 'en',
        siteName: deps.siteName,
        origin: deps.siteUrl,
        manageKey: 'preview',
        mailbox: deps.mailFrom,
      });
      return {
        subject: email.subject,
        html: email.html,
        text: email.text,
        language: email.language,
      };
    },

    /** The issue in `language` to the signed-in staff member's own address, through the outbox. */
    async sendTest(me: SignedIn, rawId: string, body: unknown): Promise<{ to: string }> {
      const issue = await issueOf(rawId);
      const language = (body as { language?: unknown } | null)?.language;
      const email = renderNewsletterEmail({
        document: issue.document,
        language: typeof language === 'string' && isLanguageCode(language) ? language : 'en',
        siteName: deps.siteName,
        origin: deps.siteUrl,
        manageKey: 'test',
        mailbox: deps.mailFrom,
      });
      await repositories.outbox.insert({
        messageId: `<${randomKey()}@${deps.mailFrom.split('@')[1]?.replace(/>.*$/, '') ?? 'localhost'}>`,
        kind: 'newsletter_test',
        to: me.user.email,
        replyTo: null,
        subject: `[Test] ${email.subject}`,
        text: email.text,
        html: email.html,
        language: email.language,
        createdAt: now().toISOString(),
        notBefore: now().getTime(),
      });
      mail.wake();
      return { to: me.user.email };
    },

    /**
     * Sends an issue now, or at `scheduledAt` (a Lagos time, `2026-12-24T09:00`, or an instant
     * with its offset), by editors and administrators; recorded in the audit log.
     */
    async send(
      me: SignedIn,
      rawId: string,
      body: unknown,
      address: string,
    ): Promise<NewsletterIssue> {
      const issue = await issueOf(rawId);
      const scheduled = (body as { scheduledAt?: unknown } | null)?.scheduledAt;
      let at = now();
      if (scheduled !== undefined && scheduled !== null && scheduled !== '') {
        const instant = typeof scheduled === 'string' ? lagosTimeToInstant(scheduled) : undefined;
        if (!instant) {
          throw validationFailed('Please correct the highlighted fields', {
            scheduledAt: 'Must be a date and time in Lagos, such as 2026-12-24T09:00',
          });
        }
        at = instant;
      }
      if (issue.status !== 'draft' && issue.status !== 'scheduled') {
        throw new ApiError(409, ERROR_CODES.conflict, 'This issue is already being sent');
      }
      const later = at.getTime() > now().getTime();
      await repositories.transaction(async (r) => {
        const ok = await r.newsletter.schedule(issue.id, at.getTime(), now().toISOString());
        if (!ok) throw new ApiError(409, ERROR_CODES.conflict, 'This issue is already being sent');
        await recordAudit(r, now(), later ? 'newsletter_scheduled' : 'newsletter_sent', {
          actor: { id: me.user.id, email: me.user.email },
          address,
          details: {
            issue: issue.id,
            subject: issue.document.subject,
            ...(later ? { scheduledAt: at.toISOString() } : {}),
          },
        });
      });
      if (!later) await repo.startDue(now().getTime(), now().toISOString());
      wake();
      return present((await repo.findIssue(issue.id))!);
    },
  };
}
