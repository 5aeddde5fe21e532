import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InterfaceTextRow, PublicInterfaceTexts } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, revalidate, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call, inviteAndAccept, KOFI, mailingEnv } from './staff-helpers.js';

/**
 * Interface texts staff can change: the list of every text in a language with its shipped
 * wording (read from the built site's message modules) and staff's own; a change, a reset with
 * null, a wording that drops or invents a placeholder (a 422 naming the key and the placeholder);
 * editors and administrators only (a contributor's 403, a signed-out 401); the public wordings the
 * site and partners' widgets read, and the page showing the new wording at once.
 */
const siteDir = fileURLToPath(new URL('../../site/dist', import.meta.url));
const siteBuilt = existsSync(`${siteDir}/server/render.js`);

const generous = {
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
};

describe.skipIf(!siteBuilt)('interface texts', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      env: { ...mailingEnv(mail), SITE_DIR: siteDir },
      rateLimits: generous,
    });
    admin = await adminCookie(server);
  });

  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const list = async (lang: string): Promise<InterfaceTextRow[]> => {
    const response = await call(server, admin, 'GET', `/api/admin/interface-texts?lang=${lang}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as InterfaceTextRow[];
  };
  const row = (rows: InterfaceTextRow[], key: string) => rows.find((text) => text.key === key);

  it('lists every text with its shipped wording in the language, where it shows and no own wording', async () => {
    const french = await list('fr');
    expect(row(french, 'storyGrid.readMore')).toEqual({
      key: 'storyGrid.readMore',
      default: "Lire l'histoire complète",
      value: null,
      english: 'Read Full Story',
      where: expect.stringContaining('Success stories') as string,
    });
    expect(row(french, 'notFound.title')?.default).toBe('404 Page introuvable');
    expect(row(french, 'insightsFeed.subscribe')?.english).toBe('Subscribe to our newsletter →');
    expect(row(french, 'shared.search.results')?.english).toContain('{count}');
    expect(new Set(french.map((text) => text.key)).size).toBe(french.length);
  });

  it('keeps a wording, shows it on the site at once, and returns to the shipped one with null', async () => {
    const saved = await call(server, admin, 'PUT', '/api/admin/interface-texts/fr', {
      texts: { 'storyGrid.readMore': 'Lire tout le récit', 'notFound.title': 'Page perdue' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const rows = (await saved.json()) as InterfaceTextRow[];
    expect(row(rows, 'storyGrid.readMore')?.value).toBe('Lire tout le récit');
    expect(row(await list('en'), 'storyGrid.readMore')?.value).toBeNull();

    const publicTexts = await fetch(`${server.url}/api/interface-texts?lang=fr`);
    expect(publicTexts.status).toBe(200);
    const etag = publicTexts.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(publicTexts.headers.get('cache-control')).toContain('no-cache');
    const unchanged = await revalidate(`${server.url}/api/interface-texts?lang=fr`, etag!);
    expect(unchanged.status).toBe(304);
    expect(((await publicTexts.json()) as PublicInterfaceTexts).texts).toEqual({
      'storyGrid.readMore': 'Lire tout le récit',
      'notFound.title': 'Page perdue',
    });
    const page = await (await fetch(`${server.url}/fr/impact`)).text();
    expect(page).toContain('Lire tout le récit');
    expect(page).not.toContain('Lire l&#39;histoire complète');

    const reset = await call(server, admin, 'PUT', '/api/admin/interface-texts/fr', {
      texts: { 'storyGrid.readMore': null },
    });
    expect(reset.status).toBe(200);
    const after = (await reset.json()) as InterfaceTextRow[];
    expect(row(after, 'storyGrid.readMore')?.value).toBeNull();
    expect(row(after, 'notFound.title')?.value).toBe('Page perdue');
    const again = await (await fetch(`${server.url}/fr/impact`)).text();
    expect(again).not.toContain('Lire tout le récit');
  });

  it('refuses a wording that drops or invents a placeholder, naming the key and the placeholder', async () => {
    const dropped = await call(server, admin, 'PUT', '/api/admin/interface-texts/en', {
      texts: { 'shared.search.results': 'Some results' },
    });
    expect(dropped.status).toBe(422);
    const droppedError = await errorOf(dropped);
    expect(droppedError.code).toBe('validation_failed');
    expect(droppedError.fields?.['shared.search.results']).toContain('{count}');
    expect(droppedError.message).toContain('shared.search.results');

    const invented = await call(server, admin, 'PUT', '/api/admin/interface-texts/fr', {
      texts: { 'storyGrid.readMore': 'Lire {title}' },
    });
    expect(invented.status).toBe(422);
    expect((await errorOf(invented)).fields?.['storyGrid.readMore']).toContain('{title}');

    const unknown = await call(server, admin, 'PUT', '/api/admin/interface-texts/fr', {
      texts: { 'no.such.text': 'x' },
    });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).fields).toHaveProperty(['no.such.text']);
    // Nothing of a refused change is kept.
    expect(row(await list('fr'), 'storyGrid.readMore')?.value).toBeNull();
  });

  it('is for editors and administrators: a contributor is refused, and so is nobody signed in', async () => {
    const { cookie } = await inviteAndAccept(server, mail, admin, KOFI);
    const read = await call(server, cookie, 'GET', '/api/admin/interface-texts?lang=fr');
    expect(read.status).toBe(403);
    expect((await errorOf(read)).code).toBe('forbidden');
    const write = await call(server, cookie, 'PUT', '/api/admin/interface-texts/fr', {
      texts: { 'storyGrid.readMore': 'x' },
    });
    expect(write.status).toBe(403);

    const signedOut = await call(server, '', 'GET', '/api/admin/interface-texts?lang=fr');
    expect(signedOut.status).toBe(401);
    expect((await errorOf(signedOut)).code).toBeTruthy();
    const signedOutWrite = await call(server, '', 'PUT', '/api/admin/interface-texts/fr', {
      texts: {},
    });
    expect(signedOutWrite.status).toBe(401);
  });

  it('answers 404 for a language the site does not have', async () => {
    const response = await call(server, admin, 'GET', '/api/admin/interface-texts?lang=xx');
    expect(response.status).toBe(404);
  });
});
