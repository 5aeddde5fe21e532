import type { Repositories } from '../db/repositories/index.js';
import type { RateLimitStore } from '../db/repositories/rate-limits.js';
import type { Storage } from '../storage/index.js';
import { createArticleService } from './articles.js';
import { createAuthService, LOGIN_RATE_LIMITS } from './auth.js';
import { createContactMessageService } from './contact-messages.js';
import type { ContentChanges } from './content-changes.js';
import { createContentEditingService } from './content-editing.js';
import { createRateLimiter, type RateLimit } from './rate-limit.js';
import { createReadCache } from './read-cache.js';
import { createSuccessStoryService } from './success-stories.js';
import { createUploadService } from './uploads.js';

/** Contact form: at most 5 messages per client address per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Every rate limit of the server (sign-in: see LOGIN_RATE_LIMITS in auth.ts). */
export interface RateLimits {
  contact: RateLimit;
  signInPerAddress: RateLimit;
  signInPerEmail: RateLimit;
}

/** How long public lists and details may be answered from memory (see read-cache.ts). */
export const READ_CACHE_TTL_MS = 2000;

export interface ServiceOptions {
  now?: () => Date;
  /** Where rate limits are counted: the database unless given (Redis with REDIS_URL). */
  rateLimitStore?: RateLimitStore;
  /** Limits other than the defaults (tests use generous ones). */
  rateLimits?: Partial<RateLimits>;
  /** Milliseconds public reads are kept in memory; 0 turns the cache off. */
  readCacheTtlMs?: number;
  /** Where uploaded images are stored (the originals store). */
  storage: Storage;
  /** Local folder uploads are received in before they are checked. */
  uploadTempDir: string;
  /** Key of the signed upload addresses. */
  uploadSecret: string;
  /** Where content writes are announced (and heard: the read caches subscribe). */
  contentChanges: ContentChanges;
}

export type Services = ReturnType<typeof createServices>;

export function createServices(repositories: Repositories, options: ServiceOptions) {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.readCacheTtlMs ?? READ_CACHE_TTL_MS;
  const limits: RateLimits = {
    contact: CONTACT_RATE_LIMIT,
    signInPerAddress: LOGIN_RATE_LIMITS.perAddress,
    signInPerEmail: LOGIN_RATE_LIMITS.perEmail,
    ...options.rateLimits,
  };
  // One store for every limiter, so each limit holds across the processes sharing it.
  const limiter = (name: keyof RateLimits) =>
    createRateLimiter({
      store: options.rateLimitStore ?? repositories.rateLimits,
      name,
      ...limits[name],
      now: () => now().getTime(),
    });
  const successStories = createSuccessStoryService(repositories.successStories, {
    content: repositories.content,
    now,
    cache: createReadCache({ ttlMs, now: () => now().getTime() }),
  });
  const articles = createArticleService(repositories.articles, {
    content: repositories.content,
    now,
    cache: createReadCache({ ttlMs, now: () => now().getTime() }),
  });
  options.contentChanges.subscribe(() => {
    successStories.invalidate();
    articles.invalidate();
  });
  return {
    successStories,
    articles,
    contentEditing: createContentEditingService({
      repositories,
      now,
      onChange: () => options.contentChanges.changed(),
    }),
    contactMessages: createContactMessageService({
      repository: repositories.contactMessages,
      rateLimiter: limiter('contact'),
      now,
    }),
    auth: createAuthService({
      users: repositories.users,
      sessions: repositories.sessions,
      addressLimiter: limiter('signInPerAddress'),
      emailLimiter: limiter('signInPerEmail'),
      now,
    }),
    uploads: createUploadService({
      storage: options.storage,
      tempDir: options.uploadTempDir,
      images: repositories.images,
      secret: options.uploadSecret,
      now,
    }),
    ping: repositories.ping,
  };
}
