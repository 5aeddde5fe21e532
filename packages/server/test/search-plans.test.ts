import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSearchPlans } from '../src/db/repositories/search.js';
import { onPostgres, startTestServer, type TestServer } from './helpers.js';

/**
 * The search's queries on Postgres, planned by the database itself with a search index of many
 * rows whose words are kept out of line (as the server writes them): the matches are found
 * through the full-text index, never by checking rows' words one at a time: reading the table
 * (1.3 GB at 100,000 stories), walking its key from the latest row until enough are found (a word
 * the language searched does not have: the whole table), or walking the rows of a language or
 * of the stories in order (at 10,000 stories, 110 to 300 ms a first search); nor is a list's
 * search joined to the list as a loop that reads every match again for each row of the list
 * (10 s for a common word in alphabetical order at 100,000 stories).
 * The queries are the ones the server really sends, caught as it answers.
 */
const STORIES = 30_000;

let server: TestServer;

/**
 * Stories and their rows of the search index, written as the server would: every story in
 * English ("budget" in a third of them), a third translated into French ("ecole" in each, in no
 * English row), each row's text long enough to be kept out of line.
 */
async function fill(db: Knex) {
  const at = '2026-01-01T00:00:00.000Z';
  const stories = Array.from({ length: STORIES }, (_, i) => ({
    slug: `searched-story-${i}`,
    title: `Story ${i}`,
    category: 'Education',
    summary: 'One of many.',
    impact: '10 people',
    impact_value: 10,
    year: 2010 + (i % 16),
    published: true,
    created_at: at,
    updated_at: at,
    data: JSON.stringify({ title: `Story ${i}` }),
  }));
  await db.batchInsert('success_stories', stories, 1000);
  const text = (words: string) =>
    `repeat(${words} || ' reform teachers district schools water clinics ', 40)`;
  const { lo, hi } = (
    (await db.raw(
      "select min(id) as lo, max(id) as hi from success_stories where slug like 'searched-story-%'",
    )) as { rows: { lo: number; hi: number }[] }
  ).rows[0]!;
  // In ranges: each statement well within the server's statement timeout.
  for (let from = lo; from <= hi; from += 2000) {
    const range = [from, from + 1999];
    await db.raw(
      `insert into search_documents
         (kind, item_id, lang, type, path, title, body, search_title, search_body, updated_at)
       select 'stories', id, 'en', 'story', '/success-stories/' || slug, title, 'text',
         lower(title), ${text(`case when id % 3 = 0 then 'budget ' else '' end || 'story' || id`)}, ?
       from success_stories where id between ? and ?`,
      [at, ...range],
    );
    await db.raw(
      `insert into search_documents
         (kind, item_id, lang, type, path, title, body, search_title, search_body, updated_at)
       select 'stories', id, 'fr', 'story', '/fr/success-stories/' || slug, title, 'texte',
         lower(title), ${text(`'ecole histoire' || id`)}, ?
       from success_stories where id between ? and ? and id % 3 = 1`,
      [at, ...range],
    );
  }
  await db.raw('analyze');
}

beforeAll(async () => {
  if (!onPostgres) return;
  server = await startTestServer();
  await fill(server.db);
}, 300_000);
afterAll(async () => {
  await server?.close();
});

/** The SELECTs on the search index the server sends while answering `path`. */
async function queriesOf(path: string): Promise<{ sql: string; bindings: unknown[] }[]> {
  const caught: { sql: string; bindings: unknown[] }[] = [];
  const listen = (query: { sql: string; bindings?: unknown[] }) => {
    caught.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  server.db.on('query', listen);
  try {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
  } finally {
    server.db.removeListener('query', listen);
  }
  return caught.filter(({ sql }) => /^\s*select/i.test(sql) && /search_documents/.test(sql));
}

/**
 * The plan of a query the server sent, planned as at 100,000 stories: there the search index's
 * table is past the size from which Postgres considers scanning it in parallel (8 MB, here 6).
 */
async function planOf(query: { sql: string; bindings: unknown[] }): Promise<string> {
  return withSearchPlans(server.db, true, async (trx) => {
    await trx.raw("set local min_parallel_table_scan_size = '1MB'");
    // Knex reports Postgres's numbered parameters ($1, $2…, in order); it binds `?`.
    const result = (await trx.raw(
      `explain ${query.sql.replace(/\$\d+/g, '?')}`,
      query.bindings as Knex.Value[],
    )) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const SEARCHES = [
  // A word a third of the stories have: the list's count, its first page, the ranking.
  '/api/success-stories?q=budget',
  // The same in alphabetical order (planned as a join, each row of the list read every match).
  '/api/success-stories?q=budget&sort=alphabetical',
  '/api/search?q=budget',
  // A word many French rows have and no English one, searched in English.
  '/api/success-stories?q=ecole&lang=en',
  '/api/search?q=ecole&lang=en',
  '/api/search?q=ecole&lang=fr',
];

describe.runIf(onPostgres)(`search queries planned with ${STORIES} stories`, () => {
  it('find the matches through the full-text index, never by reading or walking the table', async () => {
    const found: string[] = [];
    let planned = 0;
    for (const path of SEARCHES) {
      const queries = await queriesOf(path);
      expect(queries.length, path).toBeGreaterThan(0);
      for (const query of queries.filter((one) => /@@/.test(one.sql))) {
        planned += 1;
        const plan = await planOf(query);
        const walked =
          /Seq Scan on search_documents|Index Scan Backward using search_documents_pkey|Filter: .*tsv @@/.test(
            plan,
          );
        // A list's page: its index walked in order, each row looked up in the matches read once.
        const joined = /from "success_stories"/.test(query.sql) && !/hashed SubPlan/.test(plan);
        if (walked || joined) {
          found.push(`${path}: ${query.sql}\n${plan}`);
        }
      }
    }
    expect(planned).toBeGreaterThanOrEqual(SEARCHES.length);
    expect(found).toEqual([]);
  }, 120_000);
});
