import type { Knex } from 'knex';
import * as content from './20250601000000_content.js';
import * as admin from './20250701000000_admin.js';
import * as publishing from './20251201000000_publishing.js';
import * as contactInbox from './20251202000000_contact_inbox.js';
import * as rateLimits from './20251203000000_rate_limits.js';
import * as imageStored from './20251204000000_image_stored.js';
import * as contentModel from './20261125000000_content_model.js';
import * as staff from './20261126000000_staff.js';
import * as contentReview from './20261127000000_content_review.js';
import * as richText from './20261128000000_rich_text.js';
import * as storySchedule from './20261129000000_story_schedule.js';
import * as peopleAddresses from './20261130000000_people_addresses.js';
import * as search from './20261201000000_search.js';
import * as listIndexes from './20261202000000_list_indexes.js';
import * as searchMatches from './20261203000000_search_matches.js';
import * as searchPlans from './20261204000000_search_plans.js';
import * as searchWindows from './20261205000000_search_windows.js';
import * as documents from './20261206100000_documents.js';
import * as interfaceTexts from './20261207000000_interface_texts.js';
import * as imageAltTranslations from './20261207100000_image_alt_translations.js';
import * as newsletter from './20261210000000_newsletter.js';
import * as reach from './20261210000000_reach.js';
import * as imageUsageOrder from './20261211000000_image_usage_order.js';
import * as translationReviews from './20261211000000_translation_reviews.js';

interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order. They are imported (compiled with the rest of the server), so
 * Knex never has to glob the file system for .ts or .js files. Add new ones at the end; never
 * rename or edit one that has shipped.
 */
const migrations: Migration[] = [
  { name: '20250601000000_content', ...content },
  { name: '20250701000000_admin', ...admin },
  { name: '20251201000000_publishing', ...publishing },
  { name: '20251202000000_contact_inbox', ...contactInbox },
  { name: '20251203000000_rate_limits', ...rateLimits },
  { name: '20251204000000_image_stored', ...imageStored },
  { name: '20261125000000_content_model', ...contentModel },
  { name: '20261126000000_staff', ...staff },
  { name: '20261127000000_content_review', ...contentReview },
  { name: '20261128000000_rich_text', ...richText },
  { name: '20261129000000_story_schedule', ...storySchedule },
  { name: '20261130000000_people_addresses', ...peopleAddresses },
  { name: '20261201000000_search', ...search },
  { name: '20261202000000_list_indexes', ...listIndexes },
  { name: '20261203000000_search_matches', ...searchMatches },
  { name: '20261204000000_search_plans', ...searchPlans },
  { name: '20261205000000_search_windows', ...searchWindows },
  { name: '20261206100000_documents', ...documents },
  { name: '20261207000000_interface_texts', ...interfaceTexts },
  { name: '20261207100000_image_alt_translations', ...imageAltTranslations },
  { name: '20261210000000_newsletter', ...newsletter },
  { name: '20261210000000_reach', ...reach },
  { name: '20261211000000_image_usage_order', ...imageUsageOrder },
  { name: '20261211000000_translation_reviews', ...translationReviews },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** Brings the schema to the latest version; returns the names of the migrations it ran. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, ran] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return ran;
}

/** The names of every migration, in order. */
export const MIGRATION_NAMES: readonly string[] = migrations.map((migration) => migration.name);

/** The migrations applied to `db`, in order. */
export async function appliedMigrations(db: Knex): Promise<string[]> {
  const [completed] = (await db.migrate.list({ migrationSource })) as [
    Array<{ name: string } | string>,
    unknown,
  ];
  return completed.map((entry) => (typeof entry === 'string' ? entry : entry.name));
}

/**
 * Brings the schema to the version of migration `name` exactly (a backup's rows go into the
 * schema they were read from; the later migrations run on them afterwards).
 */
export async function migrateUpTo(db: Knex, name: string): Promise<void> {
  const index = MIGRATION_NAMES.indexOf(name);
  if (index < 0) throw new Error(`unknown migration ${name}`);
  const applied = new Set(await appliedMigrations(db));
  for (const next of MIGRATION_NAMES.slice(0, index + 1)) {
    if (!applied.has(next)) await db.migrate.up({ migrationSource, name: next });
  }
}
