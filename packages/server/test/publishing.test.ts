import {
  LANGUAGE_CODES,
  richTextFromPlainText,
  adminContentListSchema,
  adminContentRecordSchema,
  adminRevisionListSchema,
  type StoryDocumentInput,
} from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from './admin-helpers.js';
import { errorOf, type TestServer } from './helpers.js';
import { startSignedIn } from './staff-helpers.js';

let server: TestServer;
let cookie: string;
let clock = Date.parse('2026-03-01T10:00:00.000Z');

const adminFetch = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      Cookie: cookie,
      ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: 'manual',
  });

const story = (overrides: Partial<StoryDocumentInput> = {}): StoryDocumentInput => ({
  title: 'Clean Water Committees in Mombasa',
  category: 'Health',
  summary: 'Neighbourhood committees keep water points working and safe.',
  impact: '8,000 households served',
  year: 2024,
  narrative: richTextFromPlainText('First paragraph.\n\nSecond paragraph.'),
  gallery: [
    { image: '/media/stories/reading-corners-lagos-public-schools-1.jpg', alt: 'A water point' },
    { image: '/media/stories/reading-corners-lagos-public-schools-2.jpg', alt: 'A meeting' },
  ],
  consentEndsAt: null,
  translations: {},
  ...overrides,
});

interface ContentRecord {
  id: number;
  version: number;
  status: string;
  public: boolean;
  formerSlugs: string[];
  document: { slug: string; title?: string; headline?: string; translations: object };
}

async function created(kind: 'stories' | 'articles', document: unknown): Promise<ContentRecord> {
  const response = await adminFetch(`/api/admin/${kind}`, { method: 'POST', json: { document } });
  expect(response.status, await response.clone().text()).toBe(201);
  return v.parse(adminContentRecordSchema, await response.json()) as ContentRecord;
}

async function act(
  kind: string,
  id: number,
  action: string,
  version: number,
): Promise<ContentRecord> {
  const response = await adminFetch(`/api/admin/${kind}/${id}/${action}`, {
    method: 'POST',
    json: { version },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ContentRecord;
}

async function save(kind: string, id: number, version: number, document: unknown) {
  return adminFetch(`/api/admin/${kind}/${id}`, { method: 'PUT', json: { version, document } });
}

const publicSlugs = async (path: string): Promise<string[]> => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slug: string }[]).map((item) => item.slug);
};

beforeAll(
  async () =>
    ({ server, cookie } = await startSignedIn({
      now: () => new Date(clock),
    })),
);
afterAll(() => server?.close());

describe('the admin content API', () => {
  it('answers 401 without a session and 403 to a cross-site write', async () => {
    const anonymous = await fetch(`${server.url}/api/admin/stories`);
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('unauthorized');
    const crossSite = await adminFetch('/api/admin/stories', {
      method: 'POST',
      json: { document: story() },
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const list = v.parse(
      adminContentListSchema,
      await (await adminFetch('/api/admin/stories')).json(),
    );
    expect(list.some((item) => item.title === story().title)).toBe(false);
  });

  it('lists every story, drafts included, with the languages each is written in', async () => {
    const response = await adminFetch('/api/admin/stories');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = v.parse(adminContentListSchema, await response.json());
    expect(list.length).toBeGreaterThanOrEqual(14);
    expect(list.some((item) => item.status === 'draft')).toBe(true);
    const reading = list.find((item) => item.slug === 'reading-corners-lagos-public-schools');
    expect(reading?.languages).toEqual([...LANGUAGE_CODES]);
  });

  it('refuses a story with an image without alt text, saying which field', async () => {
    // A fresh upload: the library has no alt text for it either.
    const form = new FormData();
    const png = await makeImage('png', 40, 30);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'no-alt.png');
    const uploaded = await fetch(`${server.url}/api/images/upload`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const response = await adminFetch('/api/admin/stories', {
      method: 'POST',
      json: { document: story({ gallery: [{ image: imageUrl, alt: '  ' }] }) },
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.['gallery.0.alt']).toMatch(/alt text/);
  });

  it('keeps a draft out of every public place until it is published', async () => {
    const draft = await created('stories', story());
    expect(draft.status).toBe('draft');
    expect(draft.document.slug).toBe('clean-water-committees-in-mombasa');
    const slug = draft.document.slug;

    expect(await publicSlugs('/api/success-stories')).not.toContain(slug);
    expect((await fetch(`${server.url}/api/success-stories/${slug}`)).status).toBe(404);
    expect(await publicSlugs('/api/success-stories?q=Mombasa&lang=fr')).toEqual([]);

    const published = await act('stories', draft.id, 'publish', draft.version);
    expect(published.status).toBe('published');
    expect(published.public).toBe(true);
    expect(published.version).toBe(draft.version + 1);
    expect(await publicSlugs('/api/success-stories')).toContain(slug);
    const detail = await fetch(`${server.url}/api/success-stories/${slug}`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { galleryImageAlts: string[]; lang: string };
    expect(body.galleryImageAlts).toEqual(['A water point', 'A meeting']);
    expect(body.lang).toBe('en');

    const unpublished = await act('stories', draft.id, 'unpublish', published.version);
    expect(unpublished.status).toBe('draft');
    expect(await publicSlugs('/api/success-stories')).not.toContain(slug);
    expect((await fetch(`${server.url}/api/success-stories/${slug}`)).status).toBe(404);
  });

  it('makes a unique slug from the title and refuses one taken by another story', async () => {
    const first = await created('stories', story({ title: 'Café Reading Clubs: Kigali!' }));
    expect(first.document.slug).toBe('cafe-reading-clubs-kigali');
    const second = await created('stories', story({ title: 'Café reading clubs — Kigali' }));
    expect(second.document.slug).toBe('cafe-reading-clubs-kigali-2');
    const clash = await save('stories', second.id, second.version, {
      ...story({ title: 'Other' }),
      slug: 'cafe-reading-clubs-kigali',
    });
    expect(clash.status).toBe(422);
    expect((await errorOf(clash)).fields?.slug).toMatch(/already uses this address/);
  });

  it('gives a new slug asked for by two creations at once to one of them: the other is a 422', async () => {
    // Found by the generated requests: both found the slug free, the unique index refused the
    // second insert, and that was a 500.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        adminFetch('/api/admin/stories', {
          method: 'POST',
          json: { document: { ...story({ title: 'At once' }), slug: 'asked-for-at-once' } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect((await errorOf(answer)).fields?.slug).toMatch(/already uses this address/);
    }
  });

  it('answers texts in the language asked for, or English saying so', async () => {
    const fr = await fetch(
      `${server.url}/api/success-stories/reading-corners-lagos-public-schools?lang=fr`,
    );
    const french = (await fr.json()) as { title: string; lang: string; languages: string[] };
    expect(french.lang).toBe('fr');
    expect(french.title).not.toBe('Reading Corners in Lagos Public Schools');
    expect(french.languages).toEqual([...LANGUAGE_CODES]);

    // A story written in English and French only: English in Hausa, saying so.
    const draft = await created(
      'stories',
      story({
        title: 'Borehole Committees in Dodoma',
        translations: {
          fr: {
            title: 'Comités de forages à Dodoma',
            summary: 'Des comités entretiennent les forages.',
            impact: '40 forages',
            narrative: '',
          },
        },
      }),
    );
    await act('stories', draft.id, 'publish', draft.version);
    const ha = await fetch(`${server.url}/api/success-stories/${draft.document.slug}?lang=ha`);
    const hausa = (await ha.json()) as { title: string; lang: string };
    expect(hausa.lang).toBe('en');
    expect(hausa.title).toBe('Borehole Committees in Dodoma');

    const list = (await (
      await fetch(`${server.url}/api/success-stories?lang=ar&pageSize=100`)
    ).json()) as {
      slug: string;
      lang: string;
    }[];
    expect(list.find((s) => s.slug === 'reading-corners-lagos-public-schools')?.lang).toBe('ar');
    expect(list.find((s) => s.slug === draft.document.slug)?.lang).toBe('en');

    const bad = await fetch(`${server.url}/api/success-stories?lang=xx`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/lang must be one of/);

    const articles = (await (await fetch(`${server.url}/api/articles?lang=sw`)).json()) as {
      slug: string;
      lang: string;
    }[];
    expect(articles.find((a) => a.slug === 'what-makes-a-reform-stick')?.lang).toBe('sw');
  });

  it('keeps translations with the story and answers them per language', async () => {
    const draft = await created(
      'stories',
      story({
        title: 'Midwife Hotlines in Dodoma',
        translations: {
          fr: {
            title: 'Lignes d’écoute des sages-femmes à Dodoma',
            summary: 'Des sages-femmes répondent jour et nuit.',
            impact: '3,000 appels',
            narrative: '',
          },
        },
      }),
    );
    await act('stories', draft.id, 'publish', draft.version);
    const fr = (await (
      await fetch(`${server.url}/api/success-stories/${draft.document.slug}?lang=fr`)
    ).json()) as { title: string; narrative: unknown; lang: string; languages: string[] };
    expect(fr.title).toBe('Lignes d’écoute des sages-femmes à Dodoma');
    // No translated narrative: the original's is kept.
    expect(fr.narrative).toEqual(richTextFromPlainText('First paragraph.\n\nSecond paragraph.'));
    expect(fr.languages).toEqual(['en', 'fr']);
    // The impact explorer's search is the site's search index: found at once after publishing,
    // by its French words without their accents, in French; not in Swahili, which has only the
    // English text.
    expect(await publicSlugs('/api/success-stories?q=ecoute%20sages&lang=fr')).toEqual([
      draft.document.slug,
    ]);
    expect(await publicSlugs('/api/success-stories?q=ecoute%20sages&lang=sw')).toEqual([]);
    expect(await publicSlugs('/api/success-stories?q=midwife%20dodo&lang=sw')).toEqual([
      draft.document.slug,
    ]);
  });

  it('answers a story’s gallery with the alt texts of its language, English where one has none', async () => {
    const draft = await created(
      'stories',
      story({
        title: 'Translated Gallery Story',
        translations: {
          fr: {
            title: 'Une galerie traduite',
            summary: 'Les textes de remplacement suivent la langue.',
            impact: '8 000 foyers',
            gallery: [{ alt: 'Un point d’eau' }, { alt: '' }],
          },
        },
      }),
    );
    await act('stories', draft.id, 'publish', draft.version);
    const read = async (lang: string) =>
      (await (
        await fetch(`${server.url}/api/success-stories/${draft.document.slug}?lang=${lang}`)
      ).json()) as { galleryImageAlts?: string[]; lang: string };
    expect((await read('fr')).galleryImageAlts).toEqual(['Un point d’eau', 'A meeting']);
    expect((await read('en')).galleryImageAlts).toEqual(['A water point', 'A meeting']);
    expect((await read('sw')).galleryImageAlts).toEqual(['A water point', 'A meeting']);
  });

  it('refuses a stale save with 409 and writes nothing', async () => {
    const draft = await created('stories', story({ title: 'Two Editors Story' }));
    const first = await save('stories', draft.id, draft.version, {
      ...story({ title: 'Two Editors Story' }),
      summary: 'Saved by the first editor.',
    });
    expect(first.status).toBe(200);
    const second = await save('stories', draft.id, draft.version, {
      ...story({ title: 'Two Editors Story' }),
      summary: 'Saved by the second editor.',
    });
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/staff@example.org/);
    const current = (await (await adminFetch(`/api/admin/stories/${draft.id}`)).json()) as {
      version: number;
      document: { summary: string };
    };
    expect(current.document.summary).toBe('Saved by the first editor.');
    expect(current.version).toBe(draft.version + 1);
  });

  it('records every change and restores an earlier version', async () => {
    const draft = await created('stories', story({ title: 'History Story' }));
    const saved = (await (
      await save('stories', draft.id, draft.version, {
        ...story({ title: 'History Story' }),
        summary: 'A changed summary.',
        translations: {
          sw: { title: 'Hadithi', summary: 'Muhtasari.', impact: '8,000 kaya', narrative: '' },
        },
      })
    ).json()) as ContentRecord;
    const revisions = v.parse(
      adminRevisionListSchema,
      await (await adminFetch(`/api/admin/stories/${draft.id}/revisions`)).json(),
    );
    expect(revisions.map((r) => r.action)).toEqual(['saved', 'created']);
    expect(revisions[0]!.by).toBe('staff@example.org');
    expect(revisions[0]!.changes).toEqual(['summary', 'Swahili translation added']);

    const restore = await adminFetch(
      `/api/admin/stories/${draft.id}/revisions/${draft.version}/restore`,
      { method: 'POST', json: { version: saved.version } },
    );
    expect(restore.status).toBe(200);
    const restored = (await restore.json()) as ContentRecord & {
      document: { summary: string; translations: object };
    };
    expect(restored.document.summary).toBe(story().summary);
    expect(restored.document.translations).toEqual({});
    expect(restored.version).toBe(saved.version + 1);
    const after = v.parse(
      adminRevisionListSchema,
      await (await adminFetch(`/api/admin/stories/${draft.id}/revisions`)).json(),
    );
    expect(after[0]!.action).toBe('restored');
    expect(after[0]!.changes[0]).toBe(`version ${draft.version} restored`);
  });

  it('answers the old address of a published story with a 301 to the new one', async () => {
    const draft = await created('stories', story({ title: 'Moving Story' }));
    const published = await act('stories', draft.id, 'publish', draft.version);
    const moved = await save('stories', draft.id, published.version, {
      ...story({ title: 'Moving Story' }),
      slug: 'moved-story',
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as ContentRecord).formerSlugs).toEqual(['moving-story']);
    const old = await fetch(`${server.url}/api/success-stories/moving-story?lang=fr`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/success-stories/moved-story?lang=fr');
    expect((await fetch(`${server.url}/api/success-stories/moving-story`)).status).toBe(200);
  });

  it('takes a story out of every public place when its consent ends, and lists it first', async () => {
    const ends = new Date(clock + 60 * 60 * 1000).toISOString();
    const draft = await created('stories', story({ title: 'Consent Story', consentEndsAt: ends }));
    await act('stories', draft.id, 'publish', draft.version);
    const slug = draft.document.slug;
    expect(await publicSlugs('/api/success-stories')).toContain(slug);

    const consents = (await (await adminFetch('/api/admin/consents')).json()) as {
      slug: string;
      consentEndsAt: string;
    }[];
    expect(consents.find((c) => c.slug === slug)?.consentEndsAt).toBe(ends);

    clock += 2 * 60 * 60 * 1000;
    try {
      expect(await publicSlugs('/api/success-stories')).not.toContain(slug);
      expect((await fetch(`${server.url}/api/success-stories/${slug}`)).status).toBe(404);
      const list = v.parse(
        adminContentListSchema,
        await (await adminFetch('/api/admin/stories')).json(),
      );
      const item = list.find((i) => i.slug === slug)!;
      expect(item.status).toBe('published');
      expect(item.public).toBe(false);
    } finally {
      clock -= 2 * 60 * 60 * 1000;
    }
  });

  it('publishes an article with the moment of publishing as its date', async () => {
    const draft = await created('articles', {
      headline: 'A Draft Insight',
      excerpt: 'Not public yet.',
      body: richTextFromPlainText('Body.'),
      category: 'Insights',
      publishedAt: null,
      thumbnail: { image: '/media/articles/what-makes-a-reform-stick.webp', alt: 'A classroom' },
    });
    expect(await publicSlugs('/api/articles')).not.toContain(draft.document.slug);
    const published = (await act(
      'articles',
      draft.id,
      'publish',
      draft.version,
    )) as ContentRecord & {
      document: { publishedAt: string };
    };
    expect(published.document.publishedAt).toBe(new Date(clock).toISOString());
    expect(await publicSlugs('/api/articles')).toContain(draft.document.slug);
  });

  it('deletes an item only at the version named', async () => {
    const draft = await created('stories', story({ title: 'Delete Me' }));
    const stale = await adminFetch(`/api/admin/stories/${draft.id}?version=${draft.version + 5}`, {
      method: 'DELETE',
    });
    expect(stale.status).toBe(409);
    const gone = await adminFetch(`/api/admin/stories/${draft.id}?version=${draft.version}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(204);
    expect((await adminFetch(`/api/admin/stories/${draft.id}`)).status).toBe(404);
  });
});
