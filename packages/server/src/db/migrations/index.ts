import type { Knex } from 'knex';
import * as content from './20250601000000_content.js';
import * as admin from './20250701000000_admin.js';
import * as publishing from './20251201000000_publishing.js';
import * as contactInbox from './20251202000000_contact_inbox.js';
import * as rateLimits from './20251203000000_rate_limits.js';
import * as imageStored from './20251204000000_image_stored.js';
import * as contentModel from './20261125000000_content_model.js';
import * as staff from './20261126000000_staff.js';
import * as richText from './20261127000000_rich_text.js';

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
  { name: '20261127000000_rich_text', ...richText },
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
