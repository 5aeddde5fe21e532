import type { Repositories } from '../db/repositories/index.js';
import { createArticleService } from './articles.js';
import { createContactMessageService } from './contact-messages.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';
import { createReadCache } from './read-cache.js';
import { createSuccessStoryService } from './success-stories.js';

/** Contact form: at most 5 messages per client address per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

/** How long public lists and details may be answered from memory (see read-cache.ts). */
export const READ_CACHE_TTL_MS = 2000;

export interface ServiceOptions {
  now?: () => Date;
  contactRateLimiter?: RateLimiter;
  /** Milliseconds public reads are kept in memory; 0 turns the cache off. */
  readCacheTtlMs?: number;
}

export type Services = ReturnType<typeof createServices>;

export function createServices(repositories: Repositories, options: ServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.readCacheTtlMs ?? READ_CACHE_TTL_MS;
  return {
    successStories: createSuccessStoryService(repositories.successStories, {
      now,
      cache: createReadCache({ ttlMs, now: () => now().getTime() }),
    }),
    articles: createArticleService(repositories.articles, {
      now,
      cache: createReadCache({ ttlMs, now: () => now().getTime() }),
    }),
    contactMessages: createContactMessageService({
      repository: repositories.contactMessages,
      rateLimiter:
        options.contactRateLimiter ??
        createRateLimiter({ ...CONTACT_RATE_LIMIT, now: () => now().getTime() }),
      now,
    }),
    ping: repositories.ping,
  };
}
