import type { Knex } from 'knex';

/**
 * Reach, counted without cookies (services/reach.ts):
 *
 * - `reach_counts`: the roll-ups, one row per period (`h` an hour `YYYY-MM-DDTHH`, `d` a day
 *   `YYYY-MM-DD`, `m` a month `YYYY-MM`), metric and key (a path, a language, a host…), with
 *   its count. Every process adds to the same rows (an upsert that adds).
 * - `reach_salts`: the random salt of each day the visitors' hashes are made with, deleted with
 *   that day's hashes once the day is over.
 * - `reach_uniques`: the hashes seen today, per scope (the site, a page, a referring host), so
 *   that a visitor counts once a day whichever process answered; deleted once the day is over.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reach_counts', (t) => {
    t.string('period', 1).notNullable();
    t.string('start', 13).notNullable();
    t.string('metric', 24).notNullable();
    t.string('key', 512).notNullable();
    t.bigInteger('n').notNullable();
    t.primary(['period', 'start', 'metric', 'key']);
    // The chart's series and one item's counts: a metric and key over a range of periods.
    t.index(['metric', 'key', 'period', 'start'], 'reach_counts_metric_key');
  });
  await knex.schema.createTable('reach_salts', (t) => {
    t.string('day', 10).primary();
    t.string('salt', 64).notNullable();
  });
  await knex.schema.createTable('reach_uniques', (t) => {
    t.string('day', 10).notNullable();
    t.string('scope', 520).notNullable();
    t.string('hash', 32).notNullable();
    t.primary(['day', 'scope', 'hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reach_uniques');
  await knex.schema.dropTable('reach_salts');
  await knex.schema.dropTable('reach_counts');
}
