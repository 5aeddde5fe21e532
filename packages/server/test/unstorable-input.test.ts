import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, postJson, rawRequest, type TestServer } from './helpers.js';
import { startSignedIn } from './staff-helpers.js';

/**
 * Text the database cannot store (U+0000: Postgres refuses it, SQLite keeps it) is a 400 on
 * every route, the same on both, stores nothing, and logs nothing as an error. This file runs on
 * SQLite, and on Postgres with DATABASE_URL (CI runs the API suite on both).
 */
let server: TestServer;
let cookie: string;
const errors: string[] = [];

beforeAll(
  async () =>
    ({ server, cookie } = await startSignedIn({
      logger: {
        debug: () => {},
        info: () => {},
        warn: () => {},
        error: (message, fields) => errors.push(`${message} ${JSON.stringify(fields)}`),
      },
      rateLimits: { contact: { limit: 1000, windowMs: 60_000 } },
    })),
);
afterAll(() => server?.close());

const count = async (table: string) => Number((await server.db(table).count({ n: '*' }))[0]!.n);

describe(`a NUL character (${onPostgres ? 'Postgres' : 'SQLite'})`, () => {
  it.each([
    '/api/success-stories?q=%00',
    '/api/success-stories?q=water%00',
    '/api/success-stories?category=%00',
    '/api/articles?q=%00',
    '/api/articles?category=%00',
    '/api/articles?lang=%00',
    '/api/success-stories/%00',
    '/api/articles/a%00b',
    '/api/content/stories?q=%00',
    '/api/globals/about-page?lang=%00',
  ])('in %s is a 4xx, never a 5xx', async (path) => {
    const answer = await rawRequest(`${server.url}${path}`);
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: expect.any(String) } });
    expect(errors).toEqual([]);
  });

  it('in a search is a 400 saying what is wrong', async () => {
    const answer = await fetch(`${server.url}/api/success-stories?q=%00`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(
      /cannot be stored/,
    );
  });

  it('in a contact message is refused and nothing is stored', async () => {
    const before = await count('contact_messages');
    const answer = await postJson(`${server.url}/api/contact-messages`, {
      name: 'Amina\u0000 Bello',
      email: 'amina@example.org',
      message: 'A question about the programme.\u0000',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await count('contact_messages')).toBe(before);
    expect(errors).toEqual([]);
  });

  it('in a sign-in is a 4xx', async () => {
    const answer = await postJson(`${server.url}/api/auth/login`, {
      email: 'staff\u0000@example.org',
      password: 'a long staff password\u0000',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(errors).toEqual([]);
  });

  it('in a staff save is a 4xx and the item is unchanged', async () => {
    const create = await postJson(
      `${server.url}/api/admin/stories`,
      {
        document: {
          title: 'A title with a \u0000 in it',
          category: 'Health',
          summary: 'Summary.',
          impact: '5 schools',
          year: 2024,
          narrative: 'Text.',
          gallery: [],
          consentEndsAt: null,
        },
      },
      { Cookie: cookie },
    );
    // The content model refuses control characters in its texts itself (422, per field).
    expect([400, 422], await create.clone().text()).toContain(create.status);
    const stories = await (
      await fetch(`${server.url}/api/admin/stories`, { headers: { Cookie: cookie } })
    ).json();
    expect(JSON.stringify(stories)).not.toContain('A title with a');

    const global = (await (
      await fetch(`${server.url}/api/admin/globals/about-page`, { headers: { Cookie: cookie } })
    ).json()) as { version: number; document: Record<string, unknown> };
    const save = await fetch(`${server.url}/api/admin/globals/about-page`, {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        version: global.version,
        document: { ...global.document, title: 'About\u0000' },
      }),
    });
    expect([400, 422]).toContain(save.status);
    const after = (await (
      await fetch(`${server.url}/api/admin/globals/about-page`, { headers: { Cookie: cookie } })
    ).json()) as { version: number; document: Record<string, unknown> };
    expect(after).toEqual(global);
    expect(errors).toEqual([]);
  });

  it('still takes a text that only spells the escape out', async () => {
    const answer = await fetch(`${server.url}/api/success-stories?q=%5Cu0000`);
    expect(answer.status).toBe(200);
  });
});
