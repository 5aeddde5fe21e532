import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';
import { createArticleRepository } from './articles.js';
import { createContactMessageRepository } from './contact-messages.js';
import { createContentRepository } from './content.js';
import { createImageRepository } from './images.js';
import { createRateLimitRepository } from './rate-limits.js';
import { createSessionRepository } from './sessions.js';
import { createSuccessStoryRepository } from './success-stories.js';
import { createUserRepository } from './users.js';

function createEntityRepositories(db: Knex) {
  return {
    successStories: createSuccessStoryRepository(db),
    articles: createArticleRepository(db),
    contactMessages: createContactMessageRepository(db),
    content: createContentRepository(db),
    images: createImageRepository(db),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
  };
}
export type EntityRepositories = ReturnType<typeof createEntityRepositories>;

export type Repositories = ReturnType<typeof createRepositories>;

/** One repository per entity: the only code that talks to Knex. */
export function createRepositories(db: Knex) {
  return {
    ...createEntityRepositories(db),
    /** Actions counted by the rate limits (their own transactions: never inside another). */
    rateLimits: createRateLimitRepository(db),
    /** Database reachable: one trivial round trip. */
    async ping(): Promise<void> {
      await db.raw('select 1');
    },
    /** Runs `work` with repositories bound to one transaction: all of it is kept, or none. */
    transaction<T>(work: (repositories: EntityRepositories) => Promise<T>): Promise<T> {
      return db.transaction(async (trx) => {
        // SQLite: the first statement writes (changing nothing), so the transaction holds the
        // one write lock from its start (see knex.ts). One that read first and wrote later
        // failed at once with SQLITE_BUSY when another wrote meanwhile, instead of waiting.
        if (!isPostgres(db)) await trx.raw('update content_revisions set id = id where 0');
        return work(createEntityRepositories(trx));
      });
    },
  };
}
