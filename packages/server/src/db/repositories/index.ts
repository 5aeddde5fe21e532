import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';
import { createAccountTokenRepository } from './account-tokens.js';
import { createArticleRepository } from './articles.js';
import { createAuditLogRepository } from './audit-log.js';
import { createContactMessageRepository } from './contact-messages.js';
import type { CollectionDef } from '@ia/shared';
import { collectionTable } from './collection-tables.js';
import { createContentRepository } from './content.js';
import { createDocumentRepository } from './documents.js';
import { createEntryStore, createGlobalStore, type EntryStore } from './entries.js';
import { createImageRepository } from './images.js';
import { createInterfaceTextRepository } from './interface-texts.js';
import { createNewsletterRepository } from './newsletter.js';
import { createOutboxRepository } from './outbox.js';
import { createRateLimitRepository } from './rate-limits.js';
import { createReachRepository } from './reach.js';
import { createSearchRepository } from './search.js';
import { createSecuritySettingsRepository } from './security-settings.js';
import { createSessionRepository } from './sessions.js';
import { createSuccessStoryRepository } from './success-stories.js';
import { createTwoFactorRepository } from './two-factor.js';
import { createUserRepository } from './users.js';

function createEntityRepositories(db: Knex) {
  const stores = new Map<CollectionDef, EntryStore>();
  return {
    /** The items of a collection (see entries.ts). */
    entries(def: CollectionDef): EntryStore {
      let store = stores.get(def);
      if (!store) {
        store = createEntryStore(db, def, collectionTable(def));
        stores.set(def, store);
      }
      return store;
    },
    globals: createGlobalStore(db),
    successStories: createSuccessStoryRepository(db),
    articles: createArticleRepository(db),
    contactMessages: createContactMessageRepository(db),
    content: createContentRepository(db),
    images: createImageRepository(db),
    documents: createDocumentRepository(db),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    accountTokens: createAccountTokenRepository(db),
    twoFactor: createTwoFactorRepository(db),
    outbox: createOutboxRepository(db),
    auditLog: createAuditLogRepository(db),
    securitySettings: createSecuritySettingsRepository(db),
    search: createSearchRepository(db),
    interfaceTexts: createInterfaceTextRepository(db),
    newsletter: createNewsletterRepository(db),
    reach: createReachRepository(db),
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
