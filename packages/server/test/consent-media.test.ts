import { richTextFromPlainText } from '@ia/shared';
import type { StoryDocumentInput } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type TestServer } from './helpers.js';
import { call, okJson, uploadImage, startSignedIn } from './staff-helpers.js';

/**
 * A consent end is final unless staff change it on purpose, and the consented person's
 * photographs go with the story: an image only stories that are not public show (a draft, a
 * consent that ended, a deleted story) is a 404 to the public and shown to signed-in staff only.
 */
let server: TestServer;
let cookie: string;
let clock = Date.parse('2026-04-01T10:00:00.000Z');

interface StoryRecord {
  id: number;
  version: number;
  public: boolean;
  status: string;
  document: StoryDocumentInput & { slug: string };
}

const admin = (method: string, path: string, json?: unknown) =>
  call(server, cookie, method, path, json);
const ok = <T>(method: string, path: string, json?: unknown) =>
  okJson<T>(server, cookie, method, path, json);

const story = (title: string, image: string, consentEndsAt: string | null): StoryDocumentInput => ({
  title,
  category: 'Health',
  summary: 'A summary.',
  impact: '1,000 people',
  year: 2025,
  narrative: richTextFromPlainText('What happened.'),
  gallery: [{ image, alt: 'A portrait' }],
  consentEndsAt,
  translations: {},
});

const publicStatus = async (image: string) => (await fetch(`${server.url}${image}`)).status;
const staffAnswer = (image: string) =>
  fetch(`${server.url}${image}?w=320`, { headers: { Cookie: cookie } });

beforeAll(async () => ({ server, cookie } = await startSignedIn({ now: () => new Date(clock) })));
afterAll(() => server?.close());

describe("a story's photographs", () => {
  it('are a 404 to the public while only a draft shows them, and served once it is public', async () => {
    const image = await uploadImage(server, cookie);
    // Used by nothing: a fresh upload in the library.
    expect(await publicStatus(image)).toBe(200);
    const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Draft portraits', image, null),
    });
    expect(await publicStatus(image)).toBe(404);
    const staff = await staffAnswer(image);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');

    await ok('POST', `/api/admin/stories/${draft.id}/publish`, { version: draft.version });
    const shown = await fetch(`${server.url}${image}`);
    expect(shown.status).toBe(200);
    // A consent end could take it back: never immutable for a year.
    expect(shown.headers.get('cache-control')).not.toMatch(/immutable|31536000/);
  });

  it('are a 404 to the public once the consent has ended, and to the staff still shown', async () => {
    const image = await uploadImage(server, cookie);
    const ends = new Date(clock + 60 * 60 * 1000).toISOString();
    const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Consent portraits', image, ends),
    });
    await ok('POST', `/api/admin/stories/${draft.id}/publish`, { version: draft.version });
    expect(await publicStatus(image)).toBe(200);
    clock += 2 * 60 * 60 * 1000;
    try {
      expect(await publicStatus(image)).toBe(404);
      expect((await fetch(`${server.url}${image}?w=640`)).status).toBe(404);
      expect((await staffAnswer(image)).status).toBe(200);
    } finally {
      clock -= 2 * 60 * 60 * 1000;
    }
  });

  it('are a 404 to the public once the story is deleted', async () => {
    const image = await uploadImage(server, cookie);
    const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Deleted portraits', image, null),
    });
    const published = await ok<StoryRecord>('POST', `/api/admin/stories/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(await publicStatus(image)).toBe(200);
    await ok('DELETE', `/api/admin/stories/${draft.id}?version=${published.version}`);
    expect(await publicStatus(image)).toBe(404);
    expect((await staffAnswer(image)).status).toBe(200);
  });
});

describe('a consent that has ended', () => {
  it('keeps the story private when it is published again', async () => {
    const image = await uploadImage(server, cookie);
    const ended = new Date(clock - 60 * 1000).toISOString();
    const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Ended before publishing', image, ended),
    });
    const published = await ok<StoryRecord>('POST', `/api/admin/stories/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(published.status).toBe('published');
    expect(published.public).toBe(false);
    expect((await fetch(`${server.url}/api/success-stories/${draft.document.slug}`)).status).toBe(
      404,
    );
    expect(await publicStatus(image)).toBe(404);
  });

  it('keeps the story private when a version from before the consent end is restored', async () => {
    const image = await uploadImage(server, cookie);
    const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Restored after consent end', image, null),
    });
    const published = await ok<StoryRecord>('POST', `/api/admin/stories/${draft.id}/publish`, {
      version: draft.version,
    });
    const ends = new Date(clock + 60 * 1000).toISOString();
    const withEnd = await ok<StoryRecord>('PUT', `/api/admin/stories/${draft.id}`, {
      version: published.version,
      document: { ...published.document, consentEndsAt: ends },
    });
    clock += 10 * 60 * 1000;
    try {
      const restored = await ok<StoryRecord>(
        'POST',
        `/api/admin/stories/${draft.id}/revisions/1/restore`,
        { version: withEnd.version },
      );
      expect(restored.document.consentEndsAt).toBe(ends);
      expect(restored.public).toBe(false);
      expect((await fetch(`${server.url}/api/success-stories/${draft.document.slug}`)).status).toBe(
        404,
      );
      expect(await publicStatus(image)).toBe(404);
      const history = await ok<{ changes: string[] }[]>(
        'GET',
        `/api/admin/stories/${draft.id}/revisions`,
      );
      expect(history[0]!.changes.join('; ')).toMatch(/Consent end kept as it is/);
      expect(history.some((line) => line.changes.some((c) => /^Consent end set to/.test(c)))).toBe(
        true,
      );
    } finally {
      clock -= 10 * 60 * 1000;
    }
  });
});

describe('the photographs of a story whose consent has ended', () => {
  const picture = (src: string) => ({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'A reused picture.' }] },
      { type: 'image', attrs: { src, alt: 'A portrait' } },
    ],
  });
  const article = (headline: string, src: string) => ({
    headline,
    excerpt: 'An article showing a portrait.',
    body: picture(src),
    authors: [],
    category: 'Insights',
    publishedAt: null,
    thumbnail: null,
    translations: {},
  });
  const publicAnswers = async (image: string) =>
    Promise.all(
      ['', '?w=320', '?w=640&format=jpeg'].map(
        async (query) => (await fetch(`${server.url}${image}${query}`)).status,
      ),
    );
  const libraryEntry = async (image: string) => {
    // Newest first: the test's uploads are on the first page.
    const list = await ok<{ url: string; withdrawn: boolean; usage: unknown[] }[]>(
      'GET',
      '/api/admin/images?pageSize=500',
    );
    return list.find((item) => item.url === image);
  };

  it('cannot be put in another item: the save is a 422 naming the field and the story', async () => {
    const image = await uploadImage(server, cookie);
    const ends = new Date(clock + 60 * 60 * 1000).toISOString();
    const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Withdrawn portraits', image, ends),
    });
    await ok('POST', `/api/admin/stories/${draft.id}/publish`, { version: draft.version });
    expect((await libraryEntry(image))?.withdrawn).toBe(false);
    clock += 2 * 60 * 60 * 1000;
    try {
      expect(await publicAnswers(image)).toEqual([404, 404, 404]);
      const refused = await admin('POST', '/api/admin/articles', {
        document: article('Reusing a withdrawn portrait', image),
      });
      expect(refused.status).toBe(422);
      const error = await errorOf(refused);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.['Body (image in block 2)']).toMatch(
        /belongs to “Withdrawn portraits”, whose consent has ended/,
      );
      // Nor by a change of an article that exists.
      const other = await uploadImage(server, cookie);
      const existing = await ok<{ id: number; version: number; document: object }>(
        'POST',
        '/api/admin/articles',
        { document: article('An article changed to show it', other) },
      );
      const changed = await admin('PUT', `/api/admin/articles/${existing.id}`, {
        version: existing.version,
        document: { ...existing.document, body: picture(image) },
      });
      expect(changed.status).toBe(422);
      expect(await publicAnswers(image)).toEqual([404, 404, 404]);

      // The story itself is still edited with its own photographs.
      const current = await ok<StoryRecord>('GET', `/api/admin/stories/${draft.id}`);
      await ok('PUT', `/api/admin/stories/${draft.id}`, {
        version: current.version,
        document: { ...current.document, summary: 'A corrected summary.' },
      });

      const entry = await libraryEntry(image);
      expect(entry?.withdrawn).toBe(true);
      expect(entry?.usage).toEqual([
        expect.objectContaining({ kind: 'stories', id: draft.id, consentEnded: true }),
      ]);
    } finally {
      clock -= 2 * 60 * 60 * 1000;
    }
  });

  it('are not served again by an article that showed them before the consent ended', async () => {
    const image = await uploadImage(server, cookie);
    const ends = new Date(clock + 60 * 60 * 1000).toISOString();
    const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Portraits shown twice', image, ends),
    });
    await ok('POST', `/api/admin/stories/${draft.id}/publish`, { version: draft.version });
    const shown = await ok<{ id: number; version: number }>('POST', '/api/admin/articles', {
      document: article('An article with the portrait', image),
    });
    await ok('POST', `/api/admin/articles/${shown.id}/publish`, { version: shown.version });
    expect(await publicAnswers(image)).toEqual([200, 200, 200]);
    clock += 2 * 60 * 60 * 1000;
    try {
      expect(await publicAnswers(image)).toEqual([404, 404, 404]);
      expect((await staffAnswer(image)).status).toBe(200);
    } finally {
      clock -= 2 * 60 * 60 * 1000;
    }
  });
});
