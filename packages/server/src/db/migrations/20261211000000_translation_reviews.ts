import type { Knex } from 'knex';
import { sameValue } from '../../services/editing/review.js';

/**
 * `translation_reviews`: the translations (an item's or a global's, in one language) that the
 * launch's team wrote, the seed and demo content, and no one on staff has checked yet
 * (services/editing/review.ts says when a row comes and goes). Staff only: no public read
 * joins it.
 *
 * An installation seeded before this table existed is marked here too, where it can be told
 * reliably: a language whose translation is still exactly what the last write without an
 * account (the seed, the demo content or a seed upgrade) left, as that write's revision holds
 * it. A translation staff changed since (or wrote from scratch) is not marked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('translation_reviews', (t) => {
    t.string('kind', 40).notNullable();
    t.integer('item_id').notNullable();
    t.string('lang', 8).notNullable();
    t.timestamp('marked_at', { useTz: true }).notNullable();
    t.primary(['kind', 'item_id', 'lang']);
  });

  const seeded = (await knex('content_revisions')
    .whereNull('by')
    .whereIn('action', ['created', 'saved'])
    .orderBy([{ column: 'kind' }, { column: 'item_id' }, { column: 'version' }])
    .select('kind', 'item_id', 'snapshot', 'at')) as {
    kind: string;
    item_id: number;
    snapshot: string;
    at: unknown;
  }[];
  // The last write without an account of each item, with what it left in each language.
  const last = new Map<string, (typeof seeded)[number]>();
  for (const row of seeded) last.set(`${row.kind}\u0000${Number(row.item_id)}`, row);
  const marks: { kind: string; item_id: number; lang: string; marked_at: string }[] = [];
  const markedAt = new Date().toISOString();
  for (const row of last.values()) {
    const snapshot = JSON.parse(row.snapshot) as {
      document?: { translations?: Record<string, unknown> };
    };
    const written = snapshot.document?.translations ?? {};
    if (Object.keys(written).length === 0) continue;
    const current = (await knex('content_translations')
      .where({ kind: row.kind, item_id: row.item_id })
      .select('lang', 'fields')) as { lang: string; fields: string }[];
    for (const { lang, fields } of current) {
      if (lang === 'en' || written[lang] === undefined) continue;
      if (!sameValue(JSON.parse(fields), written[lang])) continue;
      marks.push({ kind: row.kind, item_id: Number(row.item_id), lang, marked_at: markedAt });
    }
  }
  for (let start = 0; start < marks.length; start += 200) {
    await knex('translation_reviews').insert(marks.slice(start, start + 200));
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('translation_reviews');
}
