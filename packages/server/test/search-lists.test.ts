import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import { IN_LIST_MAX } from '../src/db/knex.js';
import { queueForSearch } from '../src/db/repositories/search.js';
import { startTestServer, type TestServer } from './helpers.js';

/**
 * A list's search of a word more items have than a query may list by id (`IN_LIST_MAX`): the
 * list walks its own index, checking each row against the matches, and the number found is
 * counted in the search index. Its total and its pages must still be the list's own: each item
 * once (found in French and in English), none that is not public (unpublished, or its consent
 * ended), in the order asked for, on every page.
 */
const STORIES = IN_LIST_MAX + 40;
const UNPUBLISHED = 10;
const CONSENT_ENDED = 10;
const TRANSLATED = 100;

let server: TestServer;
/** The public stories with the word, as the list should show them. */
const expected: { slug: string; title: string; category: string; year: number }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const repositories = createRepositories(server.db);
  const at = '2026-01-01T00:00:00.000Z';
  for (let i = 0; i < STORIES; i += 1) {
    const story = {
      slug: `crowded-story-${i}`,
      // Not in the order of insertion: the list's order is its own.
      title: `Crowded story ${String((i * 37) % STORIES).padStart(3, '0')}`,
      category: i % 2 ? 'Health' : 'Education',
      year: 2000 + (i % 20),
    };
    const published = i >= UNPUBLISHED;
    const consentEnded = i >= UNPUBLISHED && i < UNPUBLISHED + CONSENT_ENDED;
    const id = await repositories.successStories.insert({
      ...story,
      summary: 'One of many with the same word.',
      impact: `${i} people`,
      impactValue: i,
      primaryImage: null,
      galleryImages: [],
      narrative: null,
      published,
      createdAt: at,
      consentEndsAt: consentEnded ? '2026-02-01T00:00:00.000Z' : null,
    });
    if (i >= STORIES - TRANSLATED) {
      // Found in French as well as in English: still one story.
      await repositories.content.replaceTranslations('stories', id, {
        fr: { title: `Histoire crowded ${i}`, summary: 'Une parmi tant d’autres.' },
      });
      await queueForSearch(server.db, 'stories', id);
    }
    if (published && !consentEnded) expected.push(story);
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
});

async function list(query: string): Promise<{ slugs: string[]; total: number }> {
  const response = await fetch(`${server.url}/api/success-stories?${query}`);
  expect(response.status, query).toBe(200);
  const items = (await response.json()) as { slug: string }[];
  return {
    slugs: items.map((item) => item.slug),
    total: Number(response.headers.get('x-total-count')),
  };
}

/** Every page of a list of 100 at a time. */
async function everyPage(query: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const found = await list(`${query}&pageSize=100&page=${page}`);
    slugs.push(...found.slugs);
    if (found.slugs.length < 100) return slugs;
  }
}

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1;

describe(`a list's search of a word ${STORIES} stories have`, () => {
  it('counts each public story once, in English and in French', async () => {
    const publicCount = STORIES - UNPUBLISHED - CONSENT_ENDED;
    expect(expected).toHaveLength(publicCount);
    for (const lang of ['en', 'fr', 'ar']) {
      const found = await list(`q=crowded&lang=${lang}`);
      expect(found.total, lang).toBe(publicCount);
      expect(found.slugs).toHaveLength(12);
    }
  });

  it('lists every public story once, in the order asked for, across its pages', async () => {
    const alphabetical = [...expected].sort(byTitle).map((story) => story.slug);
    expect(await everyPage('q=crowded&sort=alphabetical&lang=fr')).toEqual(alphabetical);
    const newest = await everyPage('q=crowded&sort=year-desc');
    expect(new Set(newest)).toEqual(new Set(alphabetical));
    expect(newest).toHaveLength(alphabetical.length);
    const years = new Map(expected.map((story) => [story.slug, story.year]));
    const inOrder = newest.map((slug) => years.get(slug)!);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
  });

  it('narrowed by a category: counted among that category’s stories', async () => {
    const health = expected.filter((story) => story.category === 'Health');
    const found = await list('q=crowded&category=Health');
    expect(found.total).toBe(health.length);
    expect(new Set(await everyPage('q=crowded&category=Health'))).toEqual(
      new Set(health.map((story) => story.slug)),
    );
  });
});
