import { sitemapText } from './routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';

/**
 * Author pages: each person an article names has a page of their own listing their public
 * articles, server-rendered in every language, linked from the byline and in the sitemap.
 */

const ADMIN = { email: 'authors@example.org', password: 'a long authors password' };

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 'a'.repeat(40),
  });
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

  it('keeps an author’s page where it was through a new name, and leads from an old address', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const admin = (method: string, path: string, json?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
    type Person = { id: number; version: number; document: Record<string, unknown> };
    const people = (await (await admin('GET', '/api/admin/people?q=Kwame')).json()) as {
      id: number;
    }[];
    const kwame = (await (
      await admin('GET', `/api/admin/people/${people[0]!.id}`)
    ).json()) as Person;
    expect(kwame.document.slug).toBe('kwame-boateng');

    const renamed = await admin('PUT', `/api/admin/people/${kwame.id}`, {
      version: kwame.version,
      document: { ...kwame.document, name: 'Kwame A. Boateng' },
    });
    expect(renamed.status).toBe(200);
    const english = await page('/insights/authors/kwame-boateng');
    expect(english.status).toBe(200);
    expect(english.html).toMatch(/<h1[^>]*>Articles by Kwame A. Boateng<\/h1>/);

    const moved = await admin('PUT', `/api/admin/people/${kwame.id}`, {
      version: ((await renamed.json()) as Person).version,
      document: { ...kwame.document, name: 'Kwame A. Boateng', slug: 'kwame-a-boateng' },
    });
    expect(moved.status).toBe(200);
    const old = await fetch(`${server.url}/fr/insights/authors/kwame-boateng?from=mail`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/fr/insights/authors/kwame-a-boateng?from=mail');
    expect((await page('/fr/insights/authors/kwame-a-boateng')).status).toBe(200);
    const { html } = await page('/insights/data-for-classrooms');
    expect(html).toMatch(
      /<a href="\/insights\/authors\/kwame-a-boateng"[^>]*>Kwame A. Boateng<\/a>/,
    );
  });
});
