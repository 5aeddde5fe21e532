import {
  articleListSchema,
  articleSchema,
  richTextFromPlainText,
  richTextPlainText,
  type RichTextDocument,
} from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARTICLES, DEMO_AUTHORS } from '../src/db/demo/articles.js';
import { DEMO_ARTICLE_TRANSLATIONS } from '../src/db/demo/translations.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { errorOf, revalidate, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;

const list = async (query = '') => {
  const response = await fetch(`${server.url}/api/articles${query}`);
  expect(response.status).toBe(200);
  const body = v.parse(articleListSchema, await response.json());
  return { response, body, slugs: body.map((a) => a.slug) };
};

beforeAll(async () => {
  server = await startTestServer();
  // Scheduled for the future: must not appear until then.
  await createRepositories(server.db).articles.insert({
    slug: 'scheduled-announcement',
    headline: 'Scheduled Announcement',
    excerpt: 'Not yet.',
    body: richTextFromPlainText('Later.'),
    category: 'Programmes',
    publishedAt: '2100-01-01T00:00:00.000Z',
    thumbnail: null,
    createdAt: new Date().toISOString(),
  });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/articles', () => {
  it('answers the published articles, newest first, as summaries', async () => {
    const { body, response } = await list();
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body).toHaveLength(DEMO_ARTICLES.length);
    expect(response.headers.get('x-total-count')).toBe(String(DEMO_ARTICLES.length));
    const dates = body.map((a) => Date.parse(a.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body[0]!.publishedAt).toBe('2025-01-14T09:00:00.000Z');
    expect(body[0]!.thumbnailUrl).toMatch(/^\/media\/articles\/.+\.webp$/);
    expect('body' in body[0]!).toBe(false);
  });

  it('never lists an article scheduled for later', async () => {
    expect((await list()).slugs).not.toContain('scheduled-announcement');
    expect((await list('?q=scheduled')).body).toEqual([]);
  });

  it('searches headline, excerpt and category case-insensitively', async () => {
    expect((await list('?q=OPEN%20BUDGETS')).slugs).toEqual(['open-budgets-start-local']);
    expect((await list('?q=last%20mile')).slugs).toEqual(['health-reform-beyond-hospitals']);
    expect((await list('?q=youth%20development')).slugs).toEqual([
      'young-people-in-local-government',
    ]);
  });

  it('filters by exact category', async () => {
    const { body } = await list('?category=Governance');
    expect(body.map((a) => a.slug)).toEqual(['open-budgets-start-local']);
  });

  it('sorts oldest first and alphabetically', async () => {
    const oldest = await list('?sort=oldest');
    expect(oldest.body[0]!.slug).toBe('justice-delayed-pre-trial-detention');
    const alpha = await list('?sort=alphabetical');
    const headlines = alpha.body.map((a) => a.headline.toLowerCase());
    expect(headlines).toEqual([...headlines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages with X-Total-Count', async () => {
    const all = (await list()).slugs;
    const first = await list('?page=1&pageSize=3');
    const third = await list('?page=3&pageSize=3');
    expect(first.slugs).toEqual(all.slice(0, 3));
    expect(third.slugs).toEqual(all.slice(6, 9));
    expect(third.response.headers.get('x-total-count')).toBe(String(all.length));
  });

  it.each([
    ['?sort=year-desc', /sort must be one of newest, oldest, alphabetical/],
    ['?limit=5', /Unknown query parameter "limit"/],
    ['?page=x', /page must be a whole number/],
  ])('answers 400 for %s', async (query, message) => {
    const response = await fetch(`${server.url}/api/articles${query}`);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(message);
  });

  it('carries ETag and Cache-Control and answers 304', async () => {
    const first = await fetch(`${server.url}/api/articles`);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    const again = await revalidate(`${server.url}/api/articles`, first.headers.get('etag')!);
    expect(again.status).toBe(304);
  });

  it('is CORS-open for GET', async () => {
    const response = await fetch(`${server.url}/api/articles`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET /api/articles/:slug', () => {
  it('answers the article with its body, its authors and when it last changed', async () => {
    const demo = DEMO_ARTICLES[0]!;
    const response = await fetch(`${server.url}/api/articles/${demo.slug}`);
    expect(response.status).toBe(200);
    const article = v.parse(articleSchema, await response.json());
    expect(article.headline).toBe(demo.headline);
    // The plain-text body written before rich text, as paragraphs of a document.
    expect(richTextPlainText(article.body)).toBe(demo.body);
    expect(article.authors.map((author) => author.name)).toEqual(demo.authors);
    expect(article.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(article.publishedAt).toBe(demo.publishedAt);
    expect(article.thumbnailUrl).toBe(`/media/articles/${demo.slug}.webp`);
  });

  it('answers a demo article in Hausa with its translated rich-text body and authors', async () => {
    const slug = 'health-reform-beyond-hospitals';
    const hausa = DEMO_ARTICLE_TRANSLATIONS[slug]!.ha!;
    const response = await fetch(`${server.url}/api/articles/${slug}?lang=ha`);
    expect(response.status).toBe(200);
    const article = v.parse(articleSchema, await response.json());
    expect(article.lang).toBe('ha');
    expect(article.languages).toContain('ha');
    expect(article.headline).toBe(hausa.headline);
    expect(typeof hausa.body).toBe('object');
    const body = hausa.body as RichTextDocument;
    expect(richTextPlainText(article.body)).toBe(richTextPlainText(body));
    const picture = article.body!.content.find((node) => node.type === 'image')!;
    expect(picture.attrs).toMatchObject({
      src: '/media/articles/health-reform-beyond-hospitals-visit.webp',
      alt: body.content.find((node) => node.type === 'image')!.attrs!.alt,
    });
    expect(article.authors[0]).toMatchObject({
      name: 'Kwame Boateng',
      role: DEMO_AUTHORS[1].translations.ha.role,
    });
  });

  it('answers 404 for an unknown or scheduled article', async () => {
    for (const slug of ['no-such-article', 'scheduled-announcement']) {
      const response = await fetch(`${server.url}/api/articles/${slug}`);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
  });

  it('answers 400 for a malformed slug', async () => {
    const response = await fetch(`${server.url}/api/articles/Bad%20Slug`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('bad_request');
  });
});
