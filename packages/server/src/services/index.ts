import type { Repositories } from '../db/repositories/index.js';
import type { Storage } from '../storage/index.js';
import { createArticleService } from './articles.js';
import { createAuthService, LOGIN_RATE_LIMITS } from './auth.js';
import { createContactMessageService } from './contact-messages.js';
import type { ContentChanges } from './content-changes.js';
import { createContentEditingService } from './content-editing.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';
import { createReadCache } from './read-cache.js';
import { createSuccessStoryService } from './success-stories.js';
import { createUploadService } from './uploads.js';

/** Contact form: at most 5 messages per client address per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

/** How long public lists and details may be answered from memory (see read-cache.ts). */
export const READ_CACHE_TTL_MS = 2000;

export interface ServiceOptions {
  now?: () => Date;
  contactRateLimiter?: RateLimiter;
  /** Failed sign-ins per client address and per e-mail address (see LOGIN_RATE_LIMITS). */
  loginRateLimiters?: { address: RateLimiter; email: RateLimiter };
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
      rateLimiter:
        options.contactRateLimiter ??
        createRateLimiter({ ...CONTACT_RATE_LIMIT, now: () => now().getTime() }),
      now,
    }),
    auth: createAuthService({
      users: repositories.users,
      sessions: repositories.sessions,
      addressLimiter:
        options.loginRateLimiters?.address ??
        createRateLimiter({ ...LOGIN_RATE_LIMITS.perAddress, now: () => now().getTime() }),
      emailLimiter:
        options.loginRateLimiters?.email ??
        createRateLimiter({ ...LOGIN_RATE_LIMITS.perEmail, now: () => now().getTime() }),
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
