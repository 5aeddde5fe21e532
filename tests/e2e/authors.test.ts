import { sitemapText } from './routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';

/**
 * Author pages: each person an article names has a page of their own listing their public
 * articles, server-rendered in every language, linked from the byline and in the sitemap.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

describe('author pages', () => {
  it('lists an author’s articles, in each language, server-rendered', async () => {
    const english = await page('/insights/authors/kwame-boateng');
    expect(english.status).toBe(200);
    expect(english.html).toMatch(/<h1[^>]*>Articles by Kwame Boateng<\/h1>/);
    expect(english.html).toContain('href="/insights/what-makes-a-reform-stick"');
    expect(english.html).toContain('href="/insights/data-for-classrooms"');
    // Not another author's article.
    expect(english.html).not.toContain('href="/insights/rep-2025-cohort-opens-in-lagos"');

    const arabic = await page('/ar/insights/authors/kwame-boateng');
    expect(arabic.status).toBe(200);
    expect(arabic.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(arabic.html).toMatch(/<h1[^>]*>مقالات Kwame Boateng<\/h1>/);
    expect(arabic.html).toContain('href="/ar/insights/what-makes-a-reform-stick"');

    const french = await page('/fr/insights/authors/amara-okonkwo');
    expect(french.status).toBe(200);
    expect(french.html).toMatch(/<h1[^>]*>Articles de Amara Okonkwo<\/h1>/);
  });

  it('answers 404 for a name no public article has as author', async () => {
    expect((await page('/insights/authors/nobody-here')).status).toBe(404);
    expect((await fetch(`${server.url}/api/authors/nobody-here`)).status).toBe(404);
  });

  it('links each name of the byline to the author’s page', async () => {
    const { html } = await page('/insights/data-for-classrooms');
    expect(html).toMatch(/<a href="\/insights\/authors\/amara-okonkwo"[^>]*>Amara Okonkwo<\/a>/);
    expect(html).toMatch(/<a href="\/insights\/authors\/kwame-boateng"[^>]*>Kwame Boateng<\/a>/);
    const { html: arabic } = await page('/ar/insights/data-for-classrooms');
    expect(arabic).toContain('href="/ar/insights/authors/kwame-boateng"');
  });

  it('puts each author’s page in the sitemap, in every language', async () => {
    const sitemap = await sitemapText(server.url);
    for (const path of [
      '/insights/authors/amara-okonkwo',
      '/ar/insights/authors/amara-okonkwo',
      '/insights/authors/kwame-boateng',
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
  });
});
