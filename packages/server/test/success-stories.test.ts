import {
  richTextPlainText,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  successStoryListSchema,
  successStorySchema,
  type SuccessStorySummary,
} from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORIES } from '../src/db/demo/stories.js';
import { createRepositories } from '../src/db/repositories/index.js';
import type { Logger } from '../src/logger.js';
import { impactValue } from '../src/services/impact.js';
import { errorOf, revalidate, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
const published = DEMO_STORIES.filter((s) => s.published);
const draft = DEMO_STORIES.find((s) => !s.published)!;

const list = async (query = '') => {
  const response = await fetch(`${server.url}/api/success-stories${query}`);
  expect(response.status).toBe(200);
  const body = v.parse(successStoryListSchema, await response.json());
  return { response, body, slugs: body.map((s) => s.slug) };
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/success-stories', () => {
  it('answers the first page of published stories as summaries, newest year first, with the total', async () => {
    const { response, body } = await list();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(published.length).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    expect(body).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(response.headers.get('x-total-count')).toBe(String(published.length));
    const years = body.map((s) => Number(s.year));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // Summaries only: no narrative or gallery in the list.
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'category',
        'id',
        'impact',
        'lang',
        'primaryImage',
        'slug',
        'summary',
        'title',
        'year',
      ].sort(),
    );
    expect(body[0]!.primaryImage).toMatch(/^\/media\/stories\/.+\.jpg$/);
  });

  it('never lists an unpublished story', async () => {
    const { slugs } = await list();
    expect(slugs).not.toContain(draft.slug);
    const searched = await list(`?q=${encodeURIComponent('reviving ward health committees')}`);
    expect(searched.body).toEqual([]);
  });

  it('has at least 12 stories across the seven categories of the spec', async () => {
    const { body } = await list();
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.map((s) => s.category))).toEqual(
      new Set([
        'Education',
        'Health',
        'Governance',
        'Technology',
        'Youth Development',
        'Social Welfare',
        'Educational Technology',
      ]),
    );
  });

  it('searches title, summary and category, case-insensitively', async () => {
    const byTitle = await list('?q=KANO');
    expect(byTitle.slugs).toEqual(['community-health-workers-kano']);
    const bySummary = await list(`?q=${encodeURIComponent('classroom libraries')}`);
    expect(bySummary.slugs).toEqual(['reading-corners-lagos-public-schools']);
    const byCategory = await list('?q=social%20welfare');
    expect(byCategory.body.length).toBe(2);
    expect(byCategory.body.every((s) => s.category === 'Social Welfare')).toBe(true);
    expect(byCategory.response.headers.get('x-total-count')).toBe('2');
  });

  it('treats LIKE wildcards in q as plain text', async () => {
    expect((await list('?q=%25')).body).toEqual([]);
    expect((await list('?q=_')).body).toEqual([]);
  });

  it('filters by exact category', async () => {
    const { body } = await list('?category=Health');
    expect(body.length).toBe(published.filter((s) => s.category === 'Health').length);
    expect(body.every((s) => s.category === 'Health')).toBe(true);
    // Exact, not "contains": Technology does not match Educational Technology.
    const tech = await list('?category=Technology');
    expect(tech.body.every((s) => s.category === 'Technology')).toBe(true);
    expect((await list('?category=health')).body).toEqual([]);
  });

  it('combines search and category', async () => {
    const { slugs } = await list('?q=lagos&category=Education');
    expect(slugs).toEqual(['reading-corners-lagos-public-schools']);
  });

  it('sorts by year, both ways', async () => {
    const desc = await list('?sort=year-desc');
    const asc = await list('?sort=year-asc');
    const yearsAsc = asc.body.map((s) => Number(s.year));
    expect(yearsAsc).toEqual([...yearsAsc].sort((a, b) => a - b));
    expect(desc.body[0]!.year).toBe('2025');
    expect(asc.body[0]!.year).toBe('2013');
  });

  it('sorts by impact: the digits of the impact text as a number, highest first', async () => {
    const { body } = await list(`?sort=impact&pageSize=${MAX_PAGE_SIZE}`);
    const values = body.map((s) => impactValue(s.impact));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Numeric, not text order: 45,000 before 12,000 before 9,000 ... and 6 last.
    expect(body[0]!.impact).toBe('45,000 consultations');
    expect(body[1]!.impact).toBe('12,000 mothers supported');
    expect(body.at(-1)!.impact).toBe('6 area councils publishing budgets');
  });

  it('sorts alphabetically by title', async () => {
    const { body } = await list('?sort=alphabetical');
    const titles = body.map((s) => s.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages: the body stays an array and X-Total-Count has every match', async () => {
    const all = (await list(`?pageSize=${MAX_PAGE_SIZE}`)).body;
    expect(all).toHaveLength(published.length);
    const pages: SuccessStorySummary[][] = [];
    for (let page = 1; page <= 3; page++) {
      const { body, response } = await list(`?page=${page}&pageSize=6`);
      expect(response.headers.get('x-total-count')).toBe(String(all.length));
      pages.push(body);
    }
    expect(pages.map((p) => p.length)).toEqual([6, 6, all.length - 12]);
    expect(pages.flat().map((s) => s.slug)).toEqual(all.map((s) => s.slug));
    const beyond = await list('?page=50&pageSize=6');
    expect(beyond.body).toEqual([]);
    expect(beyond.response.headers.get('x-total-count')).toBe(String(all.length));
  });

  it('pages with a filter and a sort', async () => {
    const { body, response } = await list('?category=Education&sort=alphabetical&pageSize=2');
    expect(body).toHaveLength(2);
    expect(response.headers.get('x-total-count')).toBe('3');
    const second = await list('?category=Education&sort=alphabetical&pageSize=2&page=2');
    expect(second.body).toHaveLength(1);
    expect(second.response.headers.get('x-total-count')).toBe('3');
  });

  it('uses a default page size when only page is given', async () => {
    const { body } = await list('?page=1');
    expect(body).toHaveLength(12);
  });

  it('treats an empty q or category as no filter', async () => {
    const { body } = await list(`?q=&category=&pageSize=${MAX_PAGE_SIZE}`);
    expect(body).toHaveLength(published.length);
  });

  it.each([
    ['?foo=1', /Unknown query parameter "foo"/],
    ['?pagesize=2', /Unknown query parameter "pagesize"/],
    ['?sort=newest', /sort must be one of year-desc, year-asc, impact, alphabetical/],
    ['?sort=', /sort must be one of/],
    ['?page=0', /page must be a whole number from 1/],
    ['?page=-1', /page must be a whole number/],
    ['?page=1.5', /page must be a whole number/],
    ['?page=abc', /page must be a whole number/],
    ['?page=99999999', /page must be a whole number/],
    ['?pageSize=0', /pageSize must be a whole number/],
    ['?q=a&q=b', /"q" must be given once/],
    ['?category=Health&category=Education', /"category" must be given once/],
    [`?q=${'x'.repeat(201)}`, /q must be at most 200 characters/],
    [`?category=${'x'.repeat(101)}`, /category must be at most 100 characters/],
  ])('answers 400 for %s', async (query, message) => {
    const response = await fetch(`${server.url}/api/success-stories${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const error = await errorOf(response);
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(message);
  });

  it('carries ETag and a short public Cache-Control, and answers 304 on If-None-Match', async () => {
    const first = await fetch(`${server.url}/api/success-stories`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    const again = await revalidate(`${server.url}/api/success-stories`, etag!);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A different list has a different tag.
    const other = await revalidate(`${server.url}/api/success-stories?sort=impact`, etag!);
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('is readable cross-origin and exposes the total count', async () => {
    const response = await fetch(`${server.url}/api/success-stories?pageSize=2`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${server.url}/api/success-stories`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'GET',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${server.url}/api/success-stories`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^W\//);
    expect(await response.text()).toBe('');
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const response = await fetch(`${server.url}/api/success-stories`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toMatch(/GET/);
    expect((await errorOf(response)).code).toBe('method_not_allowed');
    const post = await fetch(
      `${server.url}/api/success-stories/reading-corners-lagos-public-schools`,
      {
        method: 'POST',
      },
    );
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toMatch(/GET/);
  });
});

describe('GET /api/success-stories/:slug', () => {
  it('answers the story with its gallery in order and its narrative', async () => {
    const demo = DEMO_STORIES.find((s) => s.slug === 'community-health-workers-kano')!;
    const response = await fetch(`${server.url}/api/success-stories/${demo.slug}`);
    expect(response.status).toBe(200);
    const story = v.parse(successStorySchema, await response.json());
    expect(story.title).toBe(demo.title);
    expect(story.year).toBe(String(demo.year));
    expect(story.impact).toBe(demo.impact);
    // The plain text written before rich text, as paragraphs of a document.
    expect(richTextPlainText(story.narrative)).toBe(demo.narrative);
    expect(story.narrative!.content.length).toBeGreaterThan(1);
    expect(story.galleryImages).toEqual(
      Array.from({ length: demo.gallery }, (_, i) => `/media/stories/${demo.slug}-${i + 1}.jpg`),
    );
    expect(story.primaryImage).toBe(story.galleryImages[0]);
    expect(response.headers.get('etag')).toMatch(/^W\//);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers every demo story with a gallery of 1 to 5 images', async () => {
    for (const demo of published) {
      const response = await fetch(`${server.url}/api/success-stories/${demo.slug}`);
      const story = v.parse(successStorySchema, await response.json());
      expect(story.galleryImages.length).toBeGreaterThanOrEqual(1);
      expect(story.galleryImages.length).toBeLessThanOrEqual(5);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `${server.url}/api/success-stories/reading-corners-lagos-public-schools`;
    const etag = (await fetch(url)).headers.get('etag')!;
    const again = await revalidate(url, etag);
    expect(again.status).toBe(304);
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    const response = await fetch(`${server.url}/api/success-stories/no-such-story`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const error = await errorOf(response);
    expect(error.code).toBe('not_found');
    expect(error.message).toContain('no-such-story');
  });

  it('answers 404 for an unpublished story', async () => {
    const response = await fetch(`${server.url}/api/success-stories/${draft.slug}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
  });

  it.each([
    'Not_A_Slug',
    'double--hyphen',
    '-leading',
    'trailing-',
    'x'.repeat(121),
    "a'%20or%201=1",
  ])('answers 400 for the malformed slug %s', async (slug) => {
    const response = await fetch(`${server.url}/api/success-stories/${slug}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('bad_request');
  });

  it('answers 400 for a query parameter it does not take', async () => {
    const response = await fetch(
      `${server.url}/api/success-stories/reading-corners-lagos-public-schools?language=fr`,
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/Unknown query parameter "language"/);
  });
});

describe('read cache', () => {
  it('sends a read answered a moment ago again as it was, with a request id of its own', async () => {
    const url = `${server.url}/api/success-stories?pageSize=3`;
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
      answers.push({ headers: Object.fromEntries(response.headers), body: await response.text() });
    }
    const head = await fetch(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // Per request, and per connection (fetch closes its connection after a HEAD).
    const perRequest = ['x-request-id', 'date', 'connection', 'keep-alive'];
    const same = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !perRequest.includes(name)));
    for (const answer of answers.slice(1)) {
      expect(answer.body).toBe(answers[0]!.body);
      expect(same(answer.headers)).toEqual(same(answers[0]!.headers));
    }
    expect(same(Object.fromEntries(head.headers))).toEqual(same(answers[0]!.headers));
    expect(answers[0]!.headers['x-total-count']).toBe(String(published.length));
    expect(answers[0]!.headers['access-control-allow-origin']).toBe('*');
    expect(answers[0]!.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const ids = new Set([
      ...answers.map((a) => a.headers['x-request-id']),
      head.headers.get('x-request-id'),
    ]);
    expect(ids.size).toBe(4);
  });

  it('sends a read again in each encoding asked, with a log line and request id per request', async () => {
    const lines: Record<string, unknown>[] = [];
    const record = (message: string, fields?: Record<string, unknown>) => {
      if (message === 'request') lines.push(fields ?? {});
    };
    const logger: Logger = { debug: record, info: record, warn: () => {}, error: () => {} };
    const logged = await startTestServer({ logger });
    try {
      const url = `${logged.url}/api/success-stories`;
      const bodies: Record<string, string[]> = { br: [], gzip: [], identity: [] };
      for (let round = 0; round < 3; round += 1) {
        for (const encoding of ['br', 'gzip', 'identity'] as const) {
          const response = await fetch(url, {
            headers: { 'Accept-Encoding': encoding, 'X-Request-Id': `r${round}-${encoding}` },
          });
          expect(response.status).toBe(200);
          expect(response.headers.get('x-request-id')).toBe(`r${round}-${encoding}`);
          expect(response.headers.get('content-encoding')).toBe(
            encoding === 'identity' ? null : encoding,
          );
          // fetch decodes the body whatever the encoding.
          bodies[encoding]!.push(await response.text());
        }
      }
      const all = Object.values(bodies).flat();
      expect(new Set(all).size).toBe(1);
      expect(JSON.parse(all[0]!)).toHaveLength(DEFAULT_PAGE_SIZE);
      expect(lines.map((line) => line.id)).toEqual(
        [0, 1, 2].flatMap((round) => ['br', 'gzip', 'identity'].map((e) => `r${round}-${e}`)),
      );
      for (const line of lines) {
        expect(line).toMatchObject({ method: 'GET', path: '/api/success-stories', status: 200 });
      }
    } finally {
      await logged.close();
    }
  });

  it('answers repeated reads from memory for 2 s, then from the database again', async () => {
    let now = Date.parse('2025-06-01T12:00:00.000Z');
    const cached = await startTestServer({ seed: false, now: () => new Date(now) });
    try {
      const count = async () => {
        const response = await fetch(`${cached.url}/api/success-stories`);
        return ((await response.json()) as unknown[]).length;
      };
      expect(await count()).toBe(0);
      // Written behind the service's back (as another server process would).
      await createRepositories(cached.db).successStories.insert({
        slug: 'added-elsewhere',
        title: 'Added elsewhere',
        category: 'Health',
        summary: 'S',
        impact: '1 clinic',
        impactValue: 1,
        year: 2024,
        primaryImage: null,
        galleryImages: [],
        narrative: null,
        published: true,
        createdAt: new Date(now).toISOString(),
      });
      expect(await count()).toBe(0);
      now += 2000;
      expect(await count()).toBe(1);
    } finally {
      await cached.close();
    }
  });
});
