import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  COLLECTIONS,
  richTextFromPlainText,
  type CollectionDef,
} from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import { IN_LIST_MAX } from '../src/db/knex.js';
import { CONSENTS_LISTED } from '../src/services/content-editing.js';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { startTestServer, type TestServer } from './helpers.js';

/** More than the admin's largest page (200) and than any public page (100). */
const ADDED = 230;

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ env: ADMIN_ENV });
  const repositories = createRepositories(server.db);
  const at = new Date('2026-01-01T00:00:00.000Z').toISOString();
  for (let i = 1; i <= ADDED; i += 1) {
    await repositories.successStories.insert({
      slug: `paged-story-${i}`,
      title: `Paged story ${i}`,
      category: 'Health',
      summary: 'One of many.',
      impact: `${i} clinics`,
      impactValue: i,
      year: 2020,
      primaryImage: null,
      galleryImages: [],
      narrative: null,
      published: true,
      createdAt: at,
    });
    await repositories.articles.insert({
      slug: `paged-article-${i}`,
      headline: `Paged article ${i}`,
      excerpt: 'One of many.',
      body: richTextFromPlainText('Text.'),
      category: 'Programmes',
      publishedAt: at,
      thumbnail: null,
      createdAt: at,
    });
  }
  cookie = await signIn(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return { response, body: (await response.json()) as unknown };
}

describe('every list answer is paged', () => {
  it.each(['/api/success-stories', '/api/articles'])(
    '%s: the default page without parameters, the largest page at most, never everything',
    async (path) => {
      for (const query of ['', '?lang=fr', '?sort=alphabetical', '?q=paged']) {
        const { body, response } = await page(`${path}${query}`);
        expect(body as unknown[]).toHaveLength(DEFAULT_PAGE_SIZE);
        expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(ADDED);
      }
      for (const size of [MAX_PAGE_SIZE + 1, 1000, 999_999]) {
        const { body } = await page(`${path}?pageSize=${size}`);
        expect(body as unknown[]).toHaveLength(MAX_PAGE_SIZE);
      }
      // A partner's limit (the widgets' `page=1&pageSize=N`) is honoured up to the largest page.
      expect((await page(`${path}?page=1&pageSize=7`)).body as unknown[]).toHaveLength(7);
      const first = (await page(`${path}?sort=alphabetical`)).body as { slug: string }[];
      const second = (await page(`${path}?sort=alphabetical&page=2`)).body as { slug: string }[];
      expect(second).toHaveLength(DEFAULT_PAGE_SIZE);
      expect(second.map((item) => item.slug)).not.toContain(first[0]!.slug);
      // The last page holds the rest, and every item is on exactly one page.
      const total = Number((await page(path)).response.headers.get('x-total-count'));
      const pages = Math.ceil(total / MAX_PAGE_SIZE);
      const slugs = new Set<string>();
      for (let n = 1; n <= pages; n += 1) {
        const items = (await page(`${path}?pageSize=${MAX_PAGE_SIZE}&page=${n}`)).body as {
          slug: string;
        }[];
        for (const item of items) slugs.add(item.slug);
      }
      expect(slugs.size).toBe(total);
    },
  );

  it('counts the total of a filter once, whichever page and however often it is asked', async () => {
    const counts: string[] = [];
    const note = (query: { sql: string }) => {
      if (/count\(/i.test(query.sql) && /success_stories/.test(query.sql)) counts.push(query.sql);
    };
    server.db.on('query', note);
    try {
      for (const n of [1, 2, 3, 1, 2, 4]) {
        const { response } = await page(`/api/success-stories?q=story&category=Health&page=${n}`);
        expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(ADDED);
      }
    } finally {
      server.db.off('query', note);
    }
    expect(counts).toHaveLength(1);
  });

  it('an author’s articles: one page at a time, with the total', async () => {
    const whole = (await page('/api/authors/amara-okonkwo?pageSize=100')).body as {
      articles: { slug: string }[];
      total: number;
    };
    expect(whole.total).toBeGreaterThan(1);
    expect(whole.articles).toHaveLength(whole.total);
    const first = (await page('/api/authors/amara-okonkwo?pageSize=1')).body as typeof whole;
    const second = (await page('/api/authors/amara-okonkwo?pageSize=1&page=2'))
      .body as typeof whole;
    expect(first.total).toBe(whole.total);
    expect([...first.articles, ...second.articles].map((a) => a.slug)).toEqual(
      whole.articles.slice(0, 2).map((a) => a.slug),
    );
    const bad = await fetch(`${server.url}/api/authors/amara-okonkwo?sort=newest`);
    expect(bad.status).toBe(400);
  });

  it('the public content lists stay within their largest page', async () => {
    const def = COLLECTIONS.find((each) => each.name === 'people') as CollectionDef;
    const { body } = await page(`/api/content/${def.name}?pageSize=100000`);
    expect((body as unknown[]).length).toBeGreaterThan(0);
    expect((body as unknown[]).length).toBeLessThanOrEqual(100);
  });

  it('the admin list of stories: 100 by default, 200 at most, whatever is asked', async () => {
    const headers = { cookie };
    const first = await page('/api/admin/stories', headers);
    expect(first.body as unknown[]).toHaveLength(100);
    expect(Number(first.response.headers.get('x-total-count'))).toBeGreaterThan(ADDED);
    const largest = await page('/api/admin/stories?pageSize=5000', headers);
    expect(largest.body as unknown[]).toHaveLength(200);
  });
});

describe('the admin’s lists of warnings', () => {
  it('lists the soonest consents to end, never every story', async () => {
    const repositories = createRepositories(server.db);
    const soon = Date.now() + 24 * 60 * 60 * 1000;
    for (let i = 1; i <= CONSENTS_LISTED + 5; i += 1) {
      await repositories.successStories.insert({
        slug: `consent-story-${i}`,
        title: `Consent story ${i}`,
        category: 'Health',
        summary: 'Consent ends soon.',
        impact: '1 clinic',
        impactValue: 1,
        year: 2020,
        primaryImage: null,
        galleryImages: [],
        narrative: null,
        published: true,
        createdAt: new Date().toISOString(),
        consentEndsAt: new Date(soon + i * 60_000).toISOString(),
      });
    }
    const { body } = await page('/api/admin/consents', { cookie });
    const consents = body as { slug: string; consentEndsAt: string }[];
    expect(consents).toHaveLength(CONSENTS_LISTED);
    expect(consents[0]!.slug).toBe('consent-story-1');
    const ends = consents.map((each) => each.consentEndsAt);
    expect(ends).toEqual([...ends].sort());
  });
});

describe('no query binds a list of every id', () => {
  // More ids than SQLite binds in one statement (32,766): one IN list of them all would fail.
  const ids = Array.from({ length: 40_000 }, (_, i) => i + 1);

  it('reads translations, languages, details and items of any number of ids in bounded lists', async () => {
    const repositories = createRepositories(server.db);
    const queries: number[] = [];
    const count = (query: { bindings?: unknown[] }) => queries.push(query.bindings?.length ?? 0);
    server.db.on('query', count);
    try {
      expect(
        (await repositories.content.translationsIn('stories', ids, 'fr')).size,
      ).toBeGreaterThan(0);
      expect((await repositories.content.translatedLanguages('stories', ids)).size).toBeGreaterThan(
        0,
      );
      expect((await repositories.articles.detailsOf(ids)).size).toBeGreaterThan(ADDED);
      const stories = COLLECTIONS.find((each) => each.name === 'stories') as CollectionDef;
      expect((await repositories.entries(stories).readMany(ids)).length).toBeGreaterThan(ADDED);
    } finally {
      server.db.off('query', count);
    }
    expect(queries.length).toBeGreaterThan(0);
    expect(Math.max(...queries)).toBeLessThanOrEqual(IN_LIST_MAX + 10);
  });
});
