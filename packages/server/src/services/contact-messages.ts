import {
  CONTACT_HONEYPOT_FIELD,
  contactMessageSchema,
  ERROR_CODES,
  MESSAGE_FILTERS,
  messageChangeSchema,
  type ContactMessageCreated,
  type MessageCounts,
  type MessageFilter,
} from '@ia/shared';
import * as v from 'valibot';
import type {
  ContactMessageRepository,
  StoredContactMessage,
} from '../db/repositories/contact-messages.js';
import type { Repositories } from '../db/repositories/index.js';
import { ApiError, badRequest, notFound, validationFailed } from '../errors.js';
import { csvRow } from './csv.js';
import { idOf } from './ids.js';
import { parseListParams, type RawQuery } from './list-query.js';
import { messageRecipients, type Mail } from './mail.js';
import type { RateLimiter } from './rate-limit.js';
import { clientKey } from './client-address.js';

/** Query parameters of the admin list: the filter and paging. */
const ADMIN_LIST_PARAMS = ['page', 'pageSize', 'status'];

/** The columns of the CSV export, in order. */
const EXPORT_COLUMNS = [
  'Received (UTC)',
  'Name',
  'Email',
  'Message',
  'Read',
  'Archived',
  'Answered',
];

function filterOf(raw: RawQuery): MessageFilter {
  const status = raw.status;
  if (status === undefined || status === '') return 'inbox';
  if (typeof status !== 'string' || !(MESSAGE_FILTERS as readonly string[]).includes(status)) {
    throw badRequest(`status must be one of ${MESSAGE_FILTERS.join(', ')}`);
  }
  return status as MessageFilter;
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;

/**
 * The contact form's server side: the same valibot schema as the form, a honeypot, a limit per
 * client address, and the message stored before the answer is sent, with the e-mails to the
 * staff who chose to get messages written to the outbox in the same transaction.
 */
export function createContactMessageService(deps: {
  repository: ContactMessageRepository;
  /** Transactions over every repository (the message with its e-mails). */
  transaction: Repositories['transaction'];
  mail: Mail;
  /** The accounts, to tell whether anyone gets the messages by e-mail. */
  users: Repositories['users'];
  rateLimiter: RateLimiter;
  now?: () => Date;
}) {
  const { repository, rateLimiter, mail, now = () => new Date() } = deps;

  return {
    /** How many accounts get each new message by e-mail (0: nobody hears of them). */
    async recipients(): Promise<number> {
      return (await messageRecipients(deps.users)).length;
    },

    /**
     * A visitor's message; `inboxUrl` is where staff read messages (the link in their e-mail).
     */
    async submit(
      body: unknown,
      clientAddress: string,
      inboxUrl: string,
    ): Promise<ContactMessageCreated> {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('The body must be a JSON object with name, email and message');
      }

      // The slot is taken at once (checked and counted in one step of the store), so messages
      // sent in parallel, to this process or another, cannot all pass before one is counted.
      // A body that turns out invalid gives it back: only messages and honeypot hits count.
      const limit = await rateLimiter.take(clientKey(clientAddress));
      if (!limit.allowed) {
        throw new ApiError(
          429,
          ERROR_CODES.tooManyRequests,
          'Too many messages from your address; please try again later',
          { headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
        );
      }

      // Honeypot: people never see the field, robots fill it in. Answer as usual, keep nothing.
      const honeypot = (body as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD];
      if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
        return { id: 0, createdAt: now().toISOString() };
      }

      const result = v.safeParse(contactMessageSchema, body);
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.issues) {
          const key = v.getDotPath(issue) ?? 'body';
          fields[key] ??= issue.message;
        }
        await rateLimiter.release(clientAddress);
        throw validationFailed('Please correct the highlighted fields', fields);
      }

      const { stored, emails } = await deps.transaction(async (r) => {
        const inserted = await r.contactMessages.insert({
          ...result.output,
          createdAt: now().toISOString(),
        });
        const sent = await mail.contactMessage(r, { ...result.output, inbox: inboxUrl });
        return { stored: inserted, emails: sent };
      });
      if (emails > 0) mail.wake();
      return { id: stored.id, createdAt: stored.createdAt };
    },

    /**
     * The stored messages for staff, newest first: the inbox unless `status` says otherwise.
     * Paging as on the public lists: `page` and `pageSize` (12 when only `page` is given);
     * without them, every message. With the number each filter shows.
     */
    async list(
      raw: RawQuery,
    ): Promise<{ items: StoredContactMessage[]; total: number; counts: MessageCounts }> {
      for (const key of Object.keys(raw)) {
        if (!ADMIN_LIST_PARAMS.includes(key)) {
          throw badRequest(
            `Unknown query parameter ${JSON.stringify(key.slice(0, 40))}; allowed: page, pageSize`,
          );
        }
      }
      const filter = filterOf(raw);
      const { status: _status, ...paging } = raw;
      const { page } = parseListParams(paging, ['newest'], 'newest');
      const [found, counts] = await Promise.all([
        repository.list({ page, filter }),
        repository.counts(),
      ]);
      return { ...found, counts };
    },

    /** Marks one message read or unread, archived or back in the inbox. */
    async change(rawId: string | undefined, body: unknown): Promise<StoredContactMessage> {
      const id = idOf(rawId);
      if (id === undefined) throw notFound('No such message');
      const result = v.safeParse(messageChangeSchema, body);
      if (!result.success)
        throw badRequest(result.issues[0]?.message ?? 'Send read and/or archived');
      const at = now().toISOString();
      const { read, archived, answered } = result.output;
      const changed = await repository.mark(id, {
        ...(read === undefined ? {} : { readAt: read ? at : null }),
        ...(archived === undefined ? {} : { archivedAt: archived ? at : null }),
        ...(answered === undefined ? {} : { answeredAt: answered ? at : null }),
      });
      if (!changed) throw notFound(`No message ${id}; it may have been deleted`);
      return changed;
    },

    /** Every unread message in the inbox marked read. */
    markAllRead(): Promise<number> {
      return repository.markAllRead(now().toISOString());
    },

    /**
     * The messages of a filter as CSV (RFC 4180, UTF-8 with a byte order mark so spreadsheets
     * read accents and Arabic right), produced a batch at a time.
     */
    async *exportCsv(raw: RawQuery): AsyncGenerator<string> {
      for (const key of Object.keys(raw)) {
        if (key !== 'status') throw badRequest(`Unknown query parameter; allowed: status`);
      }
      const filter = filterOf(raw);
      yield `\uFEFF${csvRow(EXPORT_COLUMNS)}`;
      for await (const batch of repository.batches(filter)) {
        yield batch
          .map((m) =>
            csvRow([
              m.createdAt,
              m.name,
              m.email,
              m.message,
              m.readAt ? 'yes' : 'no',
              m.archivedAt ? 'yes' : 'no',
              m.answeredAt ? 'yes' : 'no',
            ]),
          )
          .join('');
      }
    },
  };
}
