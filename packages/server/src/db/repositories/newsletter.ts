import type { Knex } from 'knex';
import {
  NEWSLETTER_TOPICS,
  SUBSCRIBER_STATUSES,
  type LanguageCode,
  type NewsletterCounts,
  type NewsletterIssueDocument,
  type NewsletterIssueStatus,
  type NewsletterProgress,
  type NewsletterSubscriber,
  type NewsletterTopic,
  type SubscriberStatus,
} from '@ia/shared';
import { isPostgres, toCount, toIso } from '../knex.js';
import type { Page } from './query-helpers.js';

export interface StoredSubscriber extends NewsletterSubscriber {
  emailHash: string;
  manageKey: string;
}

interface SubscriberRow {
  id: number;
  email: string | null;
  email_hash: string;
  language: string;
  topics: string;
  status: SubscriberStatus;
  manage_key: string;
  created_at: unknown;
  confirmed_at: unknown;
}

const topicsOf = (text: string): NewsletterTopic[] => {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list)
      ? list.filter((t): t is NewsletterTopic => NEWSLETTER_TOPICS.includes(t as NewsletterTopic))
      : [];
  } catch {
    return [];
  }
};

const optionalIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : toIso(value);

const toSubscriber = (row: SubscriberRow): StoredSubscriber => ({
  id: Number(row.id),
  email: row.email,
  emailHash: row.email_hash,
  language: row.language as LanguageCode,
  topics: topicsOf(row.topics),
  status: row.status,
  manageKey: row.manage_key,
  createdAt: toIso(row.created_at),
  confirmedAt: optionalIso(row.confirmed_at),
});

export interface StoredIssue {
  id: number;
  document: NewsletterIssueDocument;
  status: NewsletterIssueStatus;
  version: number;
  /** Milliseconds since 1970. */
  scheduledAt: number | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

interface IssueRow {
  id: number;
  document: string;
  status: NewsletterIssueStatus;
  version: number;
  scheduled_at: unknown;
  created_by: number | null;
  created_at: unknown;
  updated_at: unknown;
  sent_at: unknown;
}

const toIssue = (row: IssueRow): StoredIssue => ({
  id: Number(row.id),
  document: JSON.parse(row.document) as NewsletterIssueDocument,
  status: row.status,
  version: Number(row.version),
  scheduledAt:
    row.scheduled_at === null || row.scheduled_at === undefined ? null : Number(row.scheduled_at),
  createdBy: row.created_by === null ? null : Number(row.created_by),
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
  sentAt: optionalIso(row.sent_at),
});

/** A recipient row claimed for sending, with what its e-mail needs of the subscriber. */
export interface ClaimedRecipient {
  id: number;
  issueId: number;
  subscriberId: number;
  attempts: number;
  email: string | null;
  language: LanguageCode;
  subscriberStatus: SubscriberStatus;
  manageKey: string;
}

/** Which subscribers a list or an export shows: part of an address, a status. */
export interface SubscriberFilter {
  q?: string;
  status?: SubscriberStatus;
}

export type RecipientStatus = 'waiting' | 'sent' | 'failed' | 'bounced' | 'skipped';

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

/**
 * Subscribers, confirmation tokens, issues and the recipients of each send. The recipients are
 * the send's queue: claimed for a while (`locked_until`) by one sender at a time, on Postgres
 * with `FOR UPDATE SKIP LOCKED` (processes sharing the work skip each other's rows), on SQLite
 * (one process writes at a time) with a conditional update per row.
 */
export function createNewsletterRepository(db: Knex) {
  const subscribers = () => db('newsletter_subscribers');
  const filteredSubscribers = (query: SubscriberFilter) => {
    const rows = subscribers();
    if (query.status) void rows.where('status', query.status);
    if (query.q) {
      const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      void rows.whereRaw(`email like ? escape '\\'`, [pattern]);
    }
    return rows;
  };

  async function statusCounts(): Promise<NewsletterCounts['status']> {
    const status = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) as Record<
      SubscriberStatus,
      number
    >;
    for (const row of (await subscribers()
      .select('status')
      .count({ n: '*' })
      .groupBy('status')) as { status: SubscriberStatus; n: unknown }[]) {
      status[row.status] = toCount(row.n);
    }
    return status;
  }

  return {
    async findSubscriberByHash(emailHash: string): Promise<StoredSubscriber | undefined> {
      const row = (await subscribers().where('email_hash', emailHash).first()) as
        SubscriberRow | undefined;
      return row && toSubscriber(row);
    },

    /** Which of `hashes` belong to a subscriber already (in any status, erased ones too). */
    async knownHashes(hashes: readonly string[]): Promise<Set<string>> {
      const known = new Set<string>();
      for (let at = 0; at < hashes.length; at += 500) {
        const rows = (await subscribers()
          .whereIn('email_hash', hashes.slice(at, at + 500))
          .select('email_hash')) as { email_hash: string }[];
        for (const row of rows) known.add(row.email_hash);
      }
      return known;
    },

    async findSubscriberById(id: number): Promise<StoredSubscriber | undefined> {
      const row = (await subscribers().where('id', id).first()) as SubscriberRow | undefined;
      return row && toSubscriber(row);
    },

    async findSubscriberByKey(manageKey: string): Promise<StoredSubscriber | undefined> {
      const row = (await subscribers().where('manage_key', manageKey).first()) as
        SubscriberRow | undefined;
      return row && toSubscriber(row);
    },

    async insertSubscriber(input: {
      email: string;
      emailHash: string;
      language: string;
      topics: NewsletterTopic[];
      status: SubscriberStatus;
      manageKey: string;
      source: string;
      at: string;
    }): Promise<number> {
      const [row] = (await subscribers()
        .insert({
          email: input.email,
          email_hash: input.emailHash,
          language: input.language,
          topics: JSON.stringify(input.topics),
          status: input.status,
          manage_key: input.manageKey,
          source: input.source,
          created_at: input.at,
          updated_at: input.at,
          confirmed_at: input.status === 'subscribed' ? input.at : null,
        })
        .returning('id')) as { id: number }[];
      return Number(row?.id);
    },

    async updateSubscriber(
      id: number,
      change: {
        email?: string;
        language?: string;
        topics?: NewsletterTopic[];
        status?: SubscriberStatus;
        confirmedAt?: string;
        at: string;
      },
    ): Promise<void> {
      await subscribers()
        .where('id', id)
        .update({
          ...(change.email !== undefined ? { email: change.email } : {}),
          ...(change.language !== undefined ? { language: change.language } : {}),
          ...(change.topics !== undefined ? { topics: JSON.stringify(change.topics) } : {}),
          ...(change.status !== undefined ? { status: change.status } : {}),
          ...(change.confirmedAt !== undefined ? { confirmed_at: change.confirmedAt } : {}),
          updated_at: change.at,
        });
    },

    /** One page of subscribers, newest first; `q` finds addresses containing it. */
    async listSubscribers(query: SubscriberFilter & { page: Page }): Promise<{
      items: StoredSubscriber[];
      total: number;
    }> {
      const rows = (await filteredSubscribers(query)
        .select()
        .orderBy('id', 'desc')
        .limit(query.page.limit)
        .offset(query.page.offset)) as SubscriberRow[];
      const [count] = (await filteredSubscribers(query).count({ n: '*' })) as { n: unknown }[];
      return { items: rows.map(toSubscriber), total: toCount(count?.n) };
    },

    /**
     * The subscribers the filter finds, newest first, from the newest or below `beforeId` (an
     * export's pages, each read by the primary key however far in).
     */
    async subscribersBefore(
      query: SubscriberFilter,
      beforeId: number | undefined,
      limit: number,
    ): Promise<StoredSubscriber[]> {
      const rows = filteredSubscribers(query);
      if (beforeId !== undefined) void rows.where('id', '<', beforeId);
      const found = (await rows.select().orderBy('id', 'desc').limit(limit)) as SubscriberRow[];
      return found.map(toSubscriber);
    },

    /**
     * Erasure on request: the address goes, the one-way hash stays (so the address is known as
     * unsubscribed should it come back); nothing is sent to it any more. False when unknown.
     */
    async eraseSubscriber(id: number, at: string): Promise<boolean> {
      const changed = await subscribers()
        .where('id', id)
        .update({ email: null, status: 'unsubscribed', updated_at: at });
      return changed === 1;
    },

    /** Subscribers by status, from the status index alone (the list's header asks at each page). */
    statusCounts,

    async counts(): Promise<NewsletterCounts> {
      const status = await statusCounts();
      const language: NewsletterCounts['language'] = {};
      for (const row of (await subscribers()
        .where('status', 'subscribed')
        .select('language')
        .count({ n: '*' })
        .groupBy('language')) as { language: LanguageCode; n: unknown }[]) {
        language[row.language] = toCount(row.n);
      }
      const topic = Object.fromEntries(NEWSLETTER_TOPICS.map((t) => [t, 0])) as Record<
        NewsletterTopic,
        number
      >;
      for (const name of NEWSLETTER_TOPICS) {
        const [row] = (await subscribers()
          .where('status', 'subscribed')
          .andWhere('topics', 'like', `%"${name}"%`)
          .count({ n: '*' })) as { n: unknown }[];
        topic[name] = toCount(row?.n);
      }
      return { status, language, topic };
    },

    async insertToken(tokenHash: string, subscriberId: number, expiresAt: number): Promise<void> {
      await db('newsletter_tokens').insert({
        token_hash: tokenHash,
        subscriber_id: subscriberId,
        expires_at: expiresAt,
        used_at: null,
      });
    },

    /**
     * Uses a confirmation token once: the subscriber it confirms, or undefined when the token is
     * unknown, used or past `now`.
     */
    async useToken(tokenHash: string, now: number, at: string): Promise<number | undefined> {
      const changed = await db('newsletter_tokens')
        .where('token_hash', tokenHash)
        .whereNull('used_at')
        .andWhere('expires_at', '>', now)
        .update({ used_at: at });
      if (changed !== 1) return undefined;
      const row = (await db('newsletter_tokens').where('token_hash', tokenHash).first()) as
        { subscriber_id: number } | undefined;
      return row ? Number(row.subscriber_id) : undefined;
    },

    async insertIssue(input: {
      document: NewsletterIssueDocument;
      createdBy: number;
      at: string;
    }): Promise<number> {
      const [row] = (await db('newsletter_issues')
        .insert({
          document: JSON.stringify(input.document),
          status: 'draft',
          version: 1,
          created_by: input.createdBy,
          created_at: input.at,
          updated_at: input.at,
        })
        .returning('id')) as { id: number }[];
      return Number(row?.id);
    },

    async findIssue(id: number): Promise<StoredIssue | undefined> {
      const row = (await db('newsletter_issues').where('id', id).first()) as IssueRow | undefined;
      return row && toIssue(row);
    },

    /** A draft's new document if it is still at `version`: the new version, or undefined. */
    async updateIssue(
      id: number,
      version: number,
      document: NewsletterIssueDocument,
      at: string,
    ): Promise<number | undefined> {
      const changed = await db('newsletter_issues')
        .where({ id, version })
        .whereIn('status', ['draft', 'scheduled'])
        .update({ document: JSON.stringify(document), version: version + 1, updated_at: at });
      return changed === 1 ? version + 1 : undefined;
    },

    /** Sent issues, newest first (the public archive). */
    async listSent(limit: number): Promise<StoredIssue[]> {
      return (
        (await db('newsletter_issues')
          .where('status', 'sent')
          .orderBy('sent_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)) as IssueRow[]
      ).map(toIssue);
    },

    async listIssues(): Promise<StoredIssue[]> {
      return ((await db('newsletter_issues').orderBy('id', 'desc').limit(500)) as IssueRow[]).map(
        toIssue,
      );
    },

    /** A draft (or a scheduled issue) to be sent at `scheduledAt`; false when it was not one. */
    async schedule(id: number, scheduledAt: number, at: string): Promise<boolean> {
      const changed = await db('newsletter_issues')
        .where('id', id)
        .whereIn('status', ['draft', 'scheduled'])
        .update({ status: 'scheduled', scheduled_at: scheduledAt, updated_at: at });
      return changed === 1;
    },

    /**
     * Scheduled issues whose time came become `sending`, each with a recipient row for every
     * subscribed address (written before anything is sent; a row that exists stays as it is).
     * Answers how many issues started.
     */
    async startDue(now: number, at: string): Promise<number> {
      const due = (await db('newsletter_issues')
        .where('status', 'scheduled')
        .andWhere('scheduled_at', '<=', now)
        .select('id')) as { id: number }[];
      let started = 0;
      for (const { id } of due) {
        await db.transaction(async (trx) => {
          const changed = await trx('newsletter_issues')
            .where({ id, status: 'scheduled' })
            .update({ status: 'sending', updated_at: at });
          if (changed !== 1) return;
          await trx.raw(
            `insert into newsletter_recipients (issue_id, subscriber_id, status, attempts, next_attempt_at)
             select ?, id, 'waiting', 0, ? from newsletter_subscribers where status = 'subscribed'
             on conflict (issue_id, subscriber_id) do nothing`,
            [id, now],
          );
          started += 1;
        });
      }
      return started;
    },

    /**
     * Claims up to `limit` waiting recipients due at `now` that no live sender holds, until
     * `now + leaseMs`, oldest first; with what the e-mail needs of each subscriber.
     */
    async claimRecipients(
      now: number,
      leaseMs: number,
      limit: number,
    ): Promise<ClaimedRecipient[]> {
      const free = (q: Knex.QueryBuilder) =>
        q
          .where('status', 'waiting')
          .andWhere('next_attempt_at', '<=', now)
          .andWhere(
            (inner) => void inner.whereNull('locked_until').orWhere('locked_until', '<=', now),
          );
      let ids: number[];
      if (isPostgres(db)) {
        const result = (await db.raw(
          `update newsletter_recipients set locked_until = ? where id in (
             select id from newsletter_recipients
             where status = 'waiting' and next_attempt_at <= ?
               and (locked_until is null or locked_until <= ?)
             order by id limit ? for update skip locked)
           returning id`,
          [now + leaseMs, now, now, limit],
        )) as { rows: { id: number }[] };
        ids = result.rows.map((row) => Number(row.id));
      } else {
        const candidates = (await free(db('newsletter_recipients').select('id'))
          .orderBy('id')
          .limit(limit)) as { id: number }[];
        ids = [];
        for (const { id } of candidates) {
          const changed = await free(db('newsletter_recipients').where('id', id)).update({
            locked_until: now + leaseMs,
          });
          if (changed === 1) ids.push(Number(id));
        }
      }
      if (ids.length === 0) return [];
      const rows = (await db('newsletter_recipients as r')
        .join('newsletter_subscribers as s', 's.id', 'r.subscriber_id')
        .whereIn('r.id', ids)
        .orderBy('r.id')
        .select(
          'r.id',
          'r.issue_id',
          'r.subscriber_id',
          'r.attempts',
          's.email',
          's.language',
          's.status as subscriber_status',
          's.manage_key',
        )) as {
        id: number;
        issue_id: number;
        subscriber_id: number;
        attempts: number;
        email: string | null;
        language: string;
        subscriber_status: SubscriberStatus;
        manage_key: string;
      }[];
      return rows.map((row) => ({
        id: Number(row.id),
        issueId: Number(row.issue_id),
        subscriberId: Number(row.subscriber_id),
        attempts: Number(row.attempts),
        email: row.email,
        language: row.language as LanguageCode,
        subscriberStatus: row.subscriber_status,
        manageKey: row.manage_key,
      }));
    },

    async markRecipient(
      id: number,
      result:
        | { status: 'sent'; at: string }
        | { status: 'skipped' }
        | { status: 'bounced' | 'failed'; error: string; attempts: number }
        | { status: 'waiting'; error: string; attempts: number; nextAttemptAt: number },
    ): Promise<void> {
      await db('newsletter_recipients')
        .where('id', id)
        .update({
          status: result.status,
          locked_until: null,
          ...(result.status === 'sent' ? { sent_at: result.at, last_error: null } : {}),
          ...('error' in result
            ? { last_error: result.error.slice(0, 1000), attempts: result.attempts }
            : {}),
          ...(result.status === 'waiting' ? { next_attempt_at: result.nextAttemptAt } : {}),
        });
    },

    /** Gives claims back (a sender that stops before sending what it claimed). */
    async releaseRecipients(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db('newsletter_recipients')
        .whereIn('id', ids)
        .andWhere('status', 'waiting')
        .update({ locked_until: null });
    },

    async progress(issueId: number): Promise<NewsletterProgress> {
      const rows = (await db('newsletter_recipients')
        .where('issue_id', issueId)
        .select('status')
        .count({ n: '*' })
        .groupBy('status')) as { status: RecipientStatus; n: unknown }[];
      const progress: NewsletterProgress = { sent: 0, failed: 0, bounced: 0, waiting: 0 };
      for (const row of rows) {
        if (row.status === 'skipped') continue;
        progress[row.status] += toCount(row.n);
      }
      return progress;
    },

    /** Issues being sent whose every recipient is done become `sent`: how many did. */
    async finishSent(at: string): Promise<number> {
      return db('newsletter_issues')
        .where('status', 'sending')
        .whereNotExists(
          db('newsletter_recipients')
            .whereRaw('newsletter_recipients.issue_id = newsletter_issues.id')
            .andWhere('status', 'waiting'),
        )
        .update({ status: 'sent', sent_at: at, updated_at: at });
    },
  };
}
