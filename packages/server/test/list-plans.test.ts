import { ARTICLE_SORTS, STORY_SORTS } from '@ia/shared';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYSET_STEP } from '../src/db/repositories/query-helpers.js';
import { READ_CACHE_TTL_MS } from '../src/services/index.js';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { onPostgres, startTestServer, type TestServer } from './helpers.js';

/**
 * Every list query the product makes, planned by the database itself with many rows: a page is
 * read from an index in its order (no sequential scan of a content table, no sort of it), and a
 * deep page is sought by its sort key (keyset), not skipped to. The queries are the ones the
 * server really sends, caught as it answers the public and staff lists.
 */
const STORIES = 20_000;
const ARTICLES = 4_000;
const PEOPLE = 3_000;
const SECTORS = ['Education', 'Health', 'Governance'];
const CONTENT_TABLES = ['success_stories', 'articles', 'entries'];

let server: TestServer;
let cookie: string;

async function fill(db: Knex) {
  const at = '2026-01-01T00:00:00.000Z';
  const stories = Array.from({ length: STORIES }, (_, i) => {
    const title = `Story ${(i * 7919) % STORIES} of many`;
    return {
      slug: `planned-story-${i}`,
      title,
      category: SECTORS[i % SECTORS.length],
      summary: 'One of many.',
      impact: `${(i * 31) % 5000} people`,
      impact_value: (i * 31) % 5000,
      year: 2010 + (i % 16),
      published: i % 10 !== 0,
      created_at: at,
      updated_at: new Date(Date.parse(at) + i * 1000).toISOString(),
      data: JSON.stringify({ title, summary: 'One of many.' }),
    };
  });
  await db.batchInsert('success_stories', stories, 500);
  const articles = Array.from({ length: ARTICLES }, (_, i) => ({
    slug: `planned-article-${i}`,
    headline: `Article ${(i * 7919) % ARTICLES}`,
    excerpt: 'One of many.',
    category: SECTORS[i % SECTORS.length],
    published: true,
    published_at: new Date(Date.parse(at) - i * 3_600_000).toISOString(),
    created_at: at,
    updated_at: at,
    data: JSON.stringify({ headline: `Article ${i}` }),
  }));
  await db.batchInsert('articles', articles, 500);
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    collection: 'people',
    slug: `planned-person-${i}`,
    position: 100 + i,
    published: true,
    data: JSON.stringify({ name: `Person ${i}`, role: 'Fellow' }),
    created_at: at,
    updated_at: at,
  }));
  await db.batchInsert('entries', people, 500);
  await db.raw('analyze');
}

beforeAll(async () => {
  server = await startTestServer({ env: ADMIN_ENV });
  await fill(server.db);
  cookie = await signIn(server);
}, 300_000);
afterAll(async () => {
  await server?.close();
});

/** The SELECTs on content tables the server sends while answering `paths`. */
async function queriesOf(paths: string[]): Promise<{ sql: string; bindings: unknown[] }[]> {
  const caught: { sql: string; bindings: unknown[] }[] = [];
  const listen = (query: { sql: string; bindings?: unknown[] }) => {
    caught.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  server.db.on('query', listen);
  try {
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
  } finally {
    server.db.removeListener('query', listen);
  }
  return caught.filter(
    ({ sql }) =>
      /^\s*select/i.test(sql) &&
      CONTENT_TABLES.some((table) => new RegExp(`from ["\`]?${table}["\`]?`, 'i').test(sql)),
  );
}

/** Until the answers kept for a moment have expired: the next request asks the database. */
const answersExpired = () => new Promise((resolve) => setTimeout(resolve, READ_CACHE_TTL_MS + 100));

async function planOf(query: { sql: string; bindings: unknown[] }): Promise<string> {
  if (onPostgres) {
    // Knex reports Postgres's numbered parameters ($1, $2…, in order); it binds `?`.
    const result = (await server.db.raw(
      `explain ${query.sql.replace(/\$\d+/g, '?')}`,
      query.bindings as Knex.Value[],
    )) as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  const rows = (await server.db.raw(
    `explain query plan ${query.sql}`,
    query.bindings as Knex.Value[],
  )) as { detail: string }[];
  return rows.map((row) => row.detail).join('\n');
}

/** A full read of a content table, or a sort the index should have spared. */
function wholeTableIn(plan: string): string | undefined {
  const patterns = onPostgres
    ? CONTENT_TABLES.map((table) => new RegExp(`Seq Scan on ${table}\\b`))
    : [
        ...CONTENT_TABLES.map((table) => new RegExp(`^SCAN ${table}$`, 'm')),
        /USE TEMP B-TREE FOR ORDER BY/,
      ];
  return patterns.find((pattern) => pattern.test(plan))?.source;
}

const deepPage = Math.ceil((STORIES * 0.9) / 12) - 10;

const LISTS = [
  ...STORY_SORTS.flatMap((sort) => [
    `/api/success-stories?sort=${sort}`,
    `/api/success-stories?sort=${sort}&page=${deepPage}`,
    `/api/success-stories?sort=${sort}&category=Health`,
    `/api/success-stories?sort=${sort}&category=Health&page=${Math.floor(deepPage / 3)}`,
    `/api/success-stories?sort=${sort}&lang=fr&page=40`,
  ]),
  ...ARTICLE_SORTS.flatMap((sort) => [
    `/api/articles?sort=${sort}`,
    `/api/articles?sort=${sort}&page=300`,
    `/api/articles?sort=${sort}&category=Governance&page=90`,
  ]),
  '/api/admin/stories',
  '/api/admin/stories?page=90',
  '/api/admin/articles?page=15',
  '/api/admin/people',
  '/api/admin/people?page=10',
  '/api/content/people?page=20',
];

describe(`list queries planned with ${STORIES} stories and ${ARTICLES} articles`, () => {
  it('read each page from an index in its order, never the whole table', async () => {
    // The first request of a filter works out its total and page starts (once per change);
    // what is planned here is what every later request of it costs, once the answers kept for
    // a moment have expired.
    await queriesOf(LISTS);
    await answersExpired();
    const queries = await queriesOf(LISTS);
    const pages = queries.filter((query) => /\blimit\b/i.test(query.sql));
    expect(pages.length).toBeGreaterThanOrEqual(LISTS.length);
    const found: string[] = [];
    for (const query of pages) {
      const plan = await planOf(query);
      const whole = wholeTableIn(plan);
      if (whole) found.push(`${query.sql}\n  -> ${whole}\n${plan}`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('reads a deep public page from its sort key on: a range of the index, not a walk to it', async () => {
    // Stories and articles (the site's small collections, people or partners, are read whole up
    // to 10,000 items and paged once their public window is applied: public-content.ts).
    const deep = LISTS.filter(
      (path) => /^\/api\/(success-stories|articles)\?/.test(path) && /page=\d/.test(path),
    );
    await answersExpired();
    // The page's own reads (not its total, not where the pages start: once per change).
    const reads = (await queriesOf(deep)).filter(
      (query) => /\blimit\b/i.test(query.sql) && !/row_number/i.test(query.sql),
    );
    expect(reads.length).toBeGreaterThanOrEqual(deep.length);
    const walks: string[] = [];
    for (const query of reads) {
      // Knex binds the limit and then the offset last: the rows this query reads at most.
      const [limit, offset = 0] = query.bindings
        .slice(/\boffset\b/i.test(query.sql) ? -2 : -1)
        .map(Number);
      expect(limit! + offset, query.sql).toBeLessThan(KEYSET_STEP + 100);
      // Sought: the index is entered at the key (a range on a sort key), not read from its start.
      const plan = await planOf(query);
      const sought = onPostgres
        ? /Index Cond: .*(>|<)/.test(plan)
        : /USING (COVERING )?INDEX \w+ \(.*[<>]\?\)/.test(plan);
      if (!sought) walks.push(`${query.sql}\n${plan}`);
    }
    expect(walks).toEqual([]);
  });

  it('seeks a deep page by its sort key: the rows counting from the start gives', async () => {
    const rows = (await server
      .db('success_stories')
      .where({ published: true, category: 'Health' })
      .select('id', 'slug', 'title', 'year', 'impact_value')) as {
      id: number;
      slug: string;
      title: string;
      year: number;
      impact_value: number | string;
    }[];
    // The spec's orders, worked out here from the rows: titles by code point, ties by id.
    const text = (a: string, b: string) => {
      const [x, y] = [a.toLowerCase(), b.toLowerCase()];
      return x < y ? -1 : x > y ? 1 : 0;
    };
    const byTitle = (a: (typeof rows)[0], b: (typeof rows)[0]) =>
      text(a.title, b.title) || Number(a.id) - Number(b.id);
    const orders: Record<string, (a: (typeof rows)[0], b: (typeof rows)[0]) => number> = {
      'year-desc': (a, b) => b.year - a.year || byTitle(a, b),
      'year-asc': (a, b) => a.year - b.year || byTitle(a, b),
      impact: (a, b) => Number(b.impact_value) - Number(a.impact_value) || byTitle(a, b),
      alphabetical: byTitle,
    };
    const deep = Math.floor(rows.length / 100) - 2;
    expect(deep * 100).toBeGreaterThan(KEYSET_STEP * 10);
    for (const sort of STORY_SORTS) {
      const expected = [...rows].sort(orders[sort]).map((row) => row.slug);
      for (const page of [deep - 1, deep, 3]) {
        const path = `/api/success-stories?sort=${sort}&category=Health&pageSize=100&page=${page}`;
        const answer = (await (await fetch(`${server.url}${path}`)).json()) as { slug: string }[];
        expect(
          answer.map((story) => story.slug),
          path,
        ).toEqual(expected.slice((page - 1) * 100, page * 100));
      }
    }
  }, 60_000);
});
