import { richTextFromPlainText } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from './admin-helpers.js';
import { errorOf, type TestServer } from './helpers.js';
import { okJson, uploadImage, startSignedIn } from './staff-helpers.js';

/**
 * The content model over HTTP: every collection and global through the same admin API (schema,
 * validation naming each field, drafts, publish, order, the version check, history and restore),
 * the public reads in a language with English fallbacks, translation status, the image library
 * and which pictures the public may see, and the preview of an unsaved document.
 */

let server: TestServer;
let cookie: string;
let clock = Date.parse('2026-03-01T10:00:00.000Z');

type Json = Record<string, unknown>;

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      Cookie: cookie,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
}

const ok = <T = Json>(method: string, path: string, body?: unknown) =>
  okJson<T>(server, cookie, method, path, body);

const publicGet = async <T = Json>(path: string): Promise<T> => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** Uploads a picture to the library; its /media address. */
const upload = async () => uploadImage(server, cookie, await makeImage('png', 400, 300));

const person = (overrides: Json = {}) => ({
  name: 'Ngozi Eze',
  role: 'Health Advisor',
  team: 'advisory',
  portrait: null,
  bio: '',
  translations: { fr: { role: 'Conseillère en santé' } },
  ...overrides,
});

beforeAll(async () => ({ server, cookie } = await startSignedIn({ now: () => new Date(clock) })));
afterAll(() => server?.close());

describe('the schema', () => {
  it('describes every collection and global with its fields', async () => {
    const schema = await ok<{ collections: Json[]; globals: Json[] }>('GET', '/api/admin/schema');
    const people = schema.collections.find((def) => def.name === 'people')!;
    expect(people).toMatchObject({ kind: 'collection', orderable: true, titleField: 'name' });
    expect((people.fields as Json).name).toMatchObject({
      type: 'text',
      required: true,
      translatable: false,
      max: 120,
    });
    expect((people.fields as Json).portrait).toMatchObject({ type: 'image', aspect: 1 });
    const stories = schema.collections.find((def) => def.name === 'stories')!;
    expect((stories.fields as Json).consentEndsAt).toMatchObject({ type: 'date', expires: true });
    expect(schema.globals.map((def) => def.name)).toEqual(
      expect.arrayContaining(['organisation', 'about-page']),
    );
    const anonymous = await fetch(`${server.url}/api/admin/schema`);
    expect(anonymous.status).toBe(401);
  });
});

describe('a collection', () => {
  it('keeps a new item a draft until published, then shows it in the asked language', async () => {
    const created = await ok<{ id: number; version: number; status: string }>(
      'POST',
      '/api/admin/people',
      {
        document: person(),
      },
    );
    expect(created.status).toBe('draft');
    const before = await publicGet<Json[]>('/api/content/people');
    expect(before.some((item) => item.name === 'Ngozi Eze')).toBe(false);

    await ok('POST', `/api/admin/people/${created.id}/publish`, { version: created.version });
    const english = await publicGet<Json[]>('/api/content/people');
    expect(english.find((item) => item.name === 'Ngozi Eze')).toMatchObject({
      role: 'Health Advisor',
      lang: 'en',
    });
    const french = await publicGet<Json[]>('/api/content/people?lang=fr');
    expect(french.find((item) => item.name === 'Ngozi Eze')).toMatchObject({
      role: 'Conseillère en santé',
      lang: 'fr',
    });
    // Arabic has no translation: English, and the item says so.
    const arabic = await publicGet<Json[]>('/api/content/people?lang=ar');
    expect(arabic.find((item) => item.name === 'Ngozi Eze')).toMatchObject({
      role: 'Health Advisor',
      lang: 'en',
    });
  });

  it('refuses bad input with a 422 naming each field, and writes nothing', async () => {
    const before = await ok<Json[]>('GET', '/api/admin/figures');
    const response = await call('POST', '/api/admin/figures', {
      document: {
        name: '',
        value: 'x'.repeat(41),
        label: 'Tab\u0000le',
        asOf: '2025-13-40',
        source: 'y',
        translations: { fr: { label: 'z'.repeat(81) } },
      },
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      ['asOf', 'label', 'name', 'translations.fr.label', 'value'].sort(),
    );
    expect(await ok<Json[]>('GET', '/api/admin/figures')).toHaveLength(before.length);

    const badLinks = await call('PUT', '/api/admin/globals/organisation', {
      version: 1,
      document: {
        ...(await ok<{ document: Json }>('GET', '/api/admin/globals/organisation')).document,
        contactEmail: 'not an address',
        socialLinks: [{ network: 'Facebook', url: 'javascript:alert(1)' }],
        founder: 999999,
      },
    });
    expect(badLinks.status).toBe(422);
    expect(Object.keys((await errorOf(badLinks)).fields ?? {})).toEqual(
      expect.arrayContaining(['contactEmail', 'socialLinks.0.url']),
    );
  });

  it('refers only to items and images that exist', async () => {
    const response = await call('POST', '/api/admin/people', {
      document: person({ portrait: { image: '/media/uploads/none.png', alt: 'Nobody' } }),
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.Portrait).toMatch(/not in the library/);
  });

  it('names the item a reference points to in the list’s columns', async () => {
    const categories = await ok<{ id: number; title: string }[]>(
      'GET',
      '/api/admin/partner-categories',
    );
    const studies = await ok<{ id: number; columns: Record<string, string> }[]>(
      'GET',
      '/api/admin/case-studies',
    );
    expect(studies.length).toBeGreaterThan(0);
    for (const study of studies) {
      const record = await ok<{ document: { category: number } }>(
        'GET',
        `/api/admin/case-studies/${study.id}`,
      );
      const category = categories.find((item) => item.id === record.document.category);
      expect(category?.title).toBeTruthy();
      expect(study.columns.category).toBe(category!.title);
    }
  });

  it('puts items in the order staff choose, everywhere', async () => {
    const items = await ok<{ id: number }[]>('GET', '/api/admin/focus-areas');
    const reversed = items.map((item) => item.id).reverse();
    await ok('PUT', '/api/admin/focus-areas/order', { ids: reversed });
    const listed = await publicGet<{ id: number }[]>('/api/content/focus-areas');
    expect(listed.map((item) => item.id)).toEqual(reversed);
    const refused = await call('PUT', '/api/admin/figures/order', { ids: [1] });
    expect(refused.status).toBe(409);
  });

  it('refuses a stale save with 409, records every change and restores an earlier version', async () => {
    const created = await ok<{ id: number; version: number; document: Json }>(
      'POST',
      '/api/admin/figures',
      {
        document: {
          name: 'Alumni abroad',
          value: '40+',
          label: 'Alumni abroad',
          asOf: null,
          source: '',
        },
      },
    );
    const saved = await ok<{ version: number }>('PUT', `/api/admin/figures/${created.id}`, {
      version: created.version,
      document: { ...created.document, value: '45+' },
    });
    const stale = await call('PUT', `/api/admin/figures/${created.id}`, {
      version: created.version,
      document: { ...created.document, value: '99+' },
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toMatch(/was changed by staff@example.org/);
    const revisions = await ok<{ version: number; action: string; changes: string[] }[]>(
      'GET',
      `/api/admin/figures/${created.id}/revisions`,
    );
    expect(revisions.map((r) => r.action)).toEqual(['saved', 'created']);
    expect(revisions[0]!.changes).toEqual(['value']);
    const restored = await ok<{ document: Json }>(
      'POST',
      `/api/admin/figures/${created.id}/revisions/1/restore`,
      { version: saved.version },
    );
    expect(restored.document.value).toBe('40+');
  });
});

describe('a global', () => {
  it('is saved with the version check, answered in a language with English where it is not translated', async () => {
    const record = await ok<{
      version: number;
      document: Json & { translations: Record<string, Json> };
    }>('GET', '/api/admin/globals/about-page');
    const document = {
      ...record.document,
      intro: 'A new English introduction.',
      translations: {
        ...record.document.translations,
        fr: { ...record.document.translations.fr, intro: '' },
      },
    };
    const saved = await ok<{ version: number }>('PUT', '/api/admin/globals/about-page', {
      version: record.version,
      document,
    });
    expect(saved.version).toBe(record.version + 1);
    const stale = await call('PUT', '/api/admin/globals/about-page', {
      version: record.version,
      document,
    });
    expect(stale.status).toBe(409);

    const french = await publicGet<Json>('/api/globals/about-page?lang=fr');
    expect(french).toMatchObject({
      title: 'À propos de nous',
      intro: 'A new English introduction.',
      lang: 'fr',
    });
    expect(french.fallback).toContain('intro');
    const english = await publicGet<Json>('/api/globals/about-page');
    expect(english.intro).toBe('A new English introduction.');
    // The figures it refers to come whole, in its order.
    expect((english.figures as Json[]).map((figure) => figure.value)).toEqual([
      '500+',
      '200+',
      '12',
    ]);
  });

  it('names, in each row of a group, the texts that stayed in English', async () => {
    const record = await ok<{
      version: number;
      document: Json & { pyramid: Json[]; translations: Record<string, Json> };
    }>('GET', '/api/admin/globals/how-we-work-page');
    await ok('PUT', '/api/admin/globals/how-we-work-page', {
      version: record.version,
      document: {
        ...record.document,
        pyramid: [...record.document.pyramid, { sector: 'Faith & Community', alongside: 'Sport' }],
      },
    });
    const french = await publicGet<{ pyramid: Json[]; fallback?: string[] }>(
      '/api/globals/how-we-work-page?lang=fr',
    );
    expect(french.fallback).toContain('pyramid');
    expect(french.pyramid[0]).toEqual({ sector: 'Médias et communication', alongside: '' });
    expect(french.pyramid.at(-1)).toEqual({
      sector: 'Faith & Community',
      alongside: 'Sport',
      fallback: ['sector', 'alongside'],
    });
  });

  it('says which translations the English has left behind', async () => {
    const status = await ok<
      {
        kind: string;
        name?: string;
        languages: Record<string, { state: string; outdated: string[]; missing: string[] }>;
      }[]
    >('GET', '/api/admin/translation-status');
    const about = status.find((entry) => entry.name === 'about-page')!;
    // An earlier test rewrote the English introduction and emptied the French one.
    expect(about.languages.fr!.missing).toContain('intro');
    expect(about.languages.ha!.state).toBe('outdated');
    expect(about.languages.ha!.outdated).toContain('intro');

    const record = await ok<{ version: number; document: Json }>(
      'GET',
      '/api/admin/globals/about-page',
    );
    await ok('PUT', '/api/admin/globals/about-page', {
      version: record.version,
      document: { ...record.document, title: 'About us, renamed' },
    });
    const after = await ok<typeof status>('GET', '/api/admin/translation-status');
    const changed = after.find((entry) => entry.name === 'about-page')!;
    expect(changed.languages.fr!.outdated).toContain('title');
    expect(changed.languages.fr!.state).toBe('outdated');
  });
});

describe('the image library', () => {
  it('says where an image is used, keeps its alt text and focal point, and refuses to delete it while used', async () => {
    const url = await upload();
    const library = await ok<{ id: number; url: string; usage: Json[] }[]>(
      'GET',
      '/api/admin/images?q=photo',
    );
    const image = library.find((entry) => entry.url === url)!;
    expect(image.usage).toEqual([]);
    const changed = await ok<Json>('PATCH', `/api/admin/images/${image.id}`, {
      alt: 'A new portrait',
      focalX: 0.25,
      focalY: 0.3,
    });
    expect(changed).toMatchObject({ alt: 'A new portrait', focalX: 0.25, focalY: 0.3 });

    const people = await ok<{ id: number; version: number; title: string }[]>(
      'GET',
      '/api/admin/people',
    );
    const chair = people.find((item) => item.title === 'Oluwakemi Adebayo')!;
    const record = await ok<{ version: number; document: Json }>(
      'GET',
      `/api/admin/people/${chair.id}`,
    );
    await ok('PUT', `/api/admin/people/${chair.id}`, {
      version: record.version,
      document: { ...record.document, portrait: { image: url, alt: 'Oluwakemi Adebayo' } },
    });
    const used = (
      await ok<{ url: string; usage: Json[] }[]>('GET', '/api/admin/images?q=photo')
    ).find((entry) => entry.url === url)!;
    expect(used.usage).toEqual([
      {
        kind: 'people',
        id: chair.id,
        title: 'Oluwakemi Adebayo',
        field: 'Portrait',
        described: true,
      },
    ]);
    const refused = await call('DELETE', `/api/admin/images/${image.id}`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/Oluwakemi Adebayo \(Portrait\)/);

    // The public reads give the picture with its size and focal point.
    const listed = await publicGet<Json[]>('/api/content/people');
    expect(listed.find((item) => item.name === 'Oluwakemi Adebayo')!.portrait).toEqual({
      src: url,
      alt: 'Oluwakemi Adebayo',
      width: 400,
      height: 300,
      focalX: 0.25,
      focalY: 0.3,
    });

    const unused = await upload();
    const entry = (
      await ok<{ id: number; url: string }[]>('GET', '/api/admin/images?q=photo')
    ).find((item) => item.url === unused)!;
    await ok('DELETE', `/api/admin/images/${entry.id}`);
    expect((await fetch(`${server.url}${unused}`)).status).toBe(404);
  });

  it('keeps a draft story’s pictures from the public, shows them to staff, and serves them once public', async () => {
    const url = await upload();
    const story = await ok<{ id: number; version: number }>('POST', '/api/admin/stories', {
      document: {
        title: 'A story about a consenting person',
        category: 'Health',
        summary: 'Summary.',
        impact: '10 people',
        year: 2025,
        narrative: '',
        gallery: [{ image: url, alt: 'The person' }],
        consentEndsAt: null,
      },
    });
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    const staff = await fetch(`${server.url}${url}`, { headers: { Cookie: cookie } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');

    const published = await ok<{ version: number }>(
      'POST',
      `/api/admin/stories/${story.id}/publish`,
      {
        version: story.version,
      },
    );
    const open = await fetch(`${server.url}${url}?w=320&fm=webp`);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/webp');
    expect(open.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');

    // The consent ends: the pictures go with the story.
    const record = await ok<{ version: number; document: Json }>(
      'GET',
      `/api/admin/stories/${story.id}`,
    );
    await ok('PUT', `/api/admin/stories/${story.id}`, {
      version: published.version,
      document: { ...record.document, consentEndsAt: new Date(clock + 60_000).toISOString() },
    });
    clock += 120_000;
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
  });

  it('serves a picture only globals show for a year, and converts seeded pictures to AVIF', async () => {
    const url = await upload();
    const record = await ok<{ version: number; document: Json }>(
      'GET',
      '/api/admin/globals/about-page',
    );
    await ok('PUT', '/api/admin/globals/about-page', {
      version: record.version,
      document: { ...record.document, map: { image: url, alt: 'Map of our work' } },
    });
    const response = await fetch(`${server.url}${url}?w=320`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const english = await publicGet<Json>('/api/globals/about-page');
    expect(english.map).toMatchObject({
      src: url,
      alt: 'Map of our work',
      width: 400,
      height: 300,
    });

    const portrait = await fetch(`${server.url}/media/site/portrait-1.jpg?w=160&fm=avif`);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get('content-type')).toBe('image/avif');
  });
});

describe('consent and restore', () => {
  it('never undoes a consent end by restoring an earlier version, and records its change on its own line', async () => {
    const created = await ok<{ id: number; version: number; document: Json }>(
      'POST',
      '/api/admin/stories',
      {
        document: {
          title: 'Restore keeps consent',
          category: 'Education',
          summary: 'Summary.',
          impact: '5 schools',
          year: 2024,
          narrative: richTextFromPlainText('First.'),
          gallery: [],
          consentEndsAt: null,
        },
      },
    );
    const published = await ok<{ version: number }>(
      'POST',
      `/api/admin/stories/${created.id}/publish`,
      {
        version: created.version,
      },
    );
    const ends = new Date(clock + 3_600_000).toISOString();
    const ended = await ok<{ version: number }>('PUT', `/api/admin/stories/${created.id}`, {
      version: published.version,
      document: {
        ...created.document,
        narrative: richTextFromPlainText('Second.'),
        consentEndsAt: ends,
      },
    });
    const history = await ok<{ changes: string[] }[]>(
      'GET',
      `/api/admin/stories/${created.id}/revisions`,
    );
    expect(history[0]!.changes).toContain(
      `Consent end set to ${ends.slice(0, 16).replace('T', ' ')} UTC`,
    );

    const restored = await ok<{ document: Json; public: boolean }>(
      'POST',
      `/api/admin/stories/${created.id}/revisions/1/restore`,
      { version: ended.version },
    );
    expect(restored.document.narrative).toEqual(richTextFromPlainText('First.'));
    expect(restored.document.consentEndsAt).toBe(ends);
    const after = await ok<{ changes: string[] }[]>(
      'GET',
      `/api/admin/stories/${created.id}/revisions`,
    );
    expect(after[0]!.changes.join('; ')).toMatch(/Consent end kept as it is/);
  });
});

describe('the preview', () => {
  it('renders nothing without a site build, and refuses an invalid document with its fields', async () => {
    const record = await ok<{ document: Json }>('GET', '/api/admin/globals/about-page');
    const invalid = await call('POST', '/api/admin/preview', {
      path: '/about',
      lang: 'fr',
      kind: 'global',
      name: 'about-page',
      document: { ...record.document, title: '' },
    });
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).fields?.title).toBe('Enter the title');
    // This test server has no site build (SITE_DIR is empty): the page cannot be drawn.
    const unbuilt = await call('POST', '/api/admin/preview', {
      path: '/about',
      lang: 'fr',
      kind: 'global',
      name: 'about-page',
      document: record.document,
    });
    expect(unbuilt.status).toBe(503);
  });
});
