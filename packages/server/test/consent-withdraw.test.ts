import { richTextFromPlainText } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil, type TestServer } from './helpers.js';
import { okJson, uploadImage, startSignedIn } from './staff-helpers.js';

/**
 * A consent withdrawn is complete everywhere within a minute: a story's pictures are cached a
 * minute at most by browsers and shared caches, and the server's own caches (public reads,
 * which pictures are public) let the story and its pictures go as soon as the consent ends,
 * whether staff set the end to now or it passes with nobody writing.
 */
let server: TestServer;
let cookie: string;

interface StoryRecord {
  id: number;
  version: number;
  document: Record<string, unknown> & { slug: string };
}

const ok = <T>(method: string, path: string, json?: unknown) =>
  okJson<T>(server, cookie, method, path, json);

/** A published story showing a fresh picture, with this consent end. */
async function publishedStory(title: string, consentEndsAt: string | null) {
  const image = await uploadImage(server, cookie);
  const draft = await ok<StoryRecord>('POST', '/api/admin/stories', {
    document: {
      title,
      category: 'Health',
      summary: 'A summary.',
      impact: '1,000 people',
      year: 2025,
      narrative: richTextFromPlainText('What happened.'),
      gallery: [{ image, alt: 'A portrait' }],
      consentEndsAt,
      translations: {},
    },
  });
  const published = await ok<StoryRecord>('POST', `/api/admin/stories/${draft.id}/publish`, {
    version: draft.version,
  });
  return { image, story: published };
}

const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;
const listed = async (title: string) => {
  const answer = await fetch(
    `${server.url}/api/success-stories?q=${encodeURIComponent(title)}&pageSize=100`,
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { title: string }[]).some((item) => item.title === title);
};

beforeAll(async () => ({ server, cookie } = await startSignedIn()));
afterAll(() => server?.close());

describe("a story's pictures", () => {
  it('are cached a minute at most, and a portrait of People keeps its ten minutes', async () => {
    const { image } = await publishedStory('Cached a minute', null);
    for (const address of [image, `${image}?w=320`]) {
      const answer = await fetch(`${server.url}${address}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    }

    const portrait = await uploadImage(server, cookie);
    const person = await ok<{ id: number; version: number }>('POST', '/api/admin/people', {
      document: {
        name: 'Ten Minutes',
        role: 'Advisor',
        team: 'advisory',
        portrait: { image: portrait, alt: 'A portrait' },
        bio: '',
        translations: {},
      },
    });
    await ok('POST', `/api/admin/people/${person.id}/publish`, { version: person.version });
    const answer = await fetch(`${server.url}${portrait}`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=600, must-revalidate');
  });
});

describe('withdrawing a consent', () => {
  it('now: the story, its page data and its pictures are gone at once, though just read', async () => {
    const { image, story } = await publishedStory('Withdrawn now', null);
    const address = `/api/success-stories/${story.document.slug}`;
    // Read, so every cache of the server holds them.
    expect(await status(address)).toBe(200);
    expect(await listed('Withdrawn now')).toBe(true);
    expect(await status(image)).toBe(200);
    expect(await status(`${image}?w=320`)).toBe(200);

    await ok('PUT', `/api/admin/stories/${story.id}`, {
      version: story.version,
      document: { ...story.document, consentEndsAt: new Date().toISOString() },
    });
    expect(await status(address)).toBe(404);
    expect(await listed('Withdrawn now')).toBe(false);
    expect(await status(image)).toBe(404);
    expect(await status(`${image}?w=320`)).toBe(404);
  });

  it('when its end passes with nobody writing: gone within seconds, not a minute', async () => {
    const ends = new Date(Date.now() + 1500).toISOString();
    const { image, story } = await publishedStory('Ends by itself', ends);
    const address = `/api/success-stories/${story.document.slug}`;
    expect(await status(address)).toBe(200);
    expect(await status(image)).toBe(200);
    const started = Date.now();
    await waitUntil(
      async () =>
        (await status(address)) === 404 &&
        (await status(image)) === 404 &&
        !(await listed('Ends by itself')),
      15_000,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
