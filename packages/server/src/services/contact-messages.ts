import {
  CONTACT_HONEYPOT_FIELD,
  contactMessageSchema,
  ERROR_CODES,
  type ContactMessageCreated,
} from '@ia/shared';
import * as v from 'valibot';
import type {
  ContactMessageRepository,
  StoredContactMessage,
} from '../db/repositories/contact-messages.js';
import { ApiError, badRequest, validationFailed } from '../errors.js';
import { parseListParams, type RawQuery } from './list-query.js';
import type { RateLimiter } from './rate-limit.js';

/** Query parameters of the admin list: paging only. */
const ADMIN_LIST_PARAMS = ['page', 'pageSize'];

export type ContactMessageService = ReturnType<typeof createContactMessageService>;

/**
 * The contact form's server side: the same valibot schema as the form, a honeypot, a limit per
 * client address, and the message stored before the answer is sent.
 */
export function createContactMessageService(deps: {
  repository: ContactMessageRepository;
  rateLimiter: RateLimiter;
  now?: () => Date;
}) {
  const { repository, rateLimiter, now = () => new Date() } = deps;

  return {
    async submit(body: unknown, clientAddress: string): Promise<ContactMessageCreated> {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('The body must be a JSON object with name, email and message');
      }

      const limit = rateLimiter.check(clientAddress);
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
        rateLimiter.hit(clientAddress);
        return { id: 0, createdAt: now().toISOString() };
      }

      const result = v.safeParse(contactMessageSchema, body);
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.issues) {
          const key = v.getDotPath(issue) ?? 'body';
          fields[key] ??= issue.message;
        }
        throw validationFailed('Please correct the highlighted fields', fields);
      }

      rateLimiter.hit(clientAddress);
      const stored = await repository.insert({ ...result.output, createdAt: now().toISOString() });
      return { id: stored.id, createdAt: stored.createdAt };
    },

    /**
     * The stored messages for staff, newest first. Paging as on the public lists: `page` and
     * `pageSize` (12 when only `page` is given); without them, every message.
     */
    async list(raw: RawQuery): Promise<{ items: StoredContactMessage[]; total: number }> {
      for (const key of Object.keys(raw)) {
        if (!ADMIN_LIST_PARAMS.includes(key)) {
          throw badRequest(
            `Unknown query parameter ${JSON.stringify(key.slice(0, 40))}; allowed: page, pageSize`,
          );
        }
      }
      const { page } = parseListParams(raw, ['newest'], 'newest');
      return repository.list({ page });
    },
  };
}
