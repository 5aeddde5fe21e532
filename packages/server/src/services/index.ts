import type { Repositories } from '../db/repositories/index.js';
import { createArticleService } from './articles.js';
import { createContactMessageService } from './contact-messages.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';
import { createSuccessStoryService } from './success-stories.js';

/** Contact form: at most 5 messages per client address per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export interface ServiceOptions {
  now?: () => Date;
  contactRateLimiter?: RateLimiter;
}

export type Services = ReturnType<typeof createServices>;

export function createServices(repositories: Repositories, options: ServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  return {
    successStories: createSuccessStoryService(repositories.successStories, now),
    articles: createArticleService(repositories.articles, now),
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
