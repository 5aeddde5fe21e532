import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from './admin-helpers.js';
import { errorOf, type TestServer } from './helpers.js';
import { call as callWith, okJson, uploadImage, startSignedIn } from './staff-helpers.js';

/**
 * One rule for every picture's alt text: a use's own alt text, else the image library's; empty
 * only when the use marks the picture decorative. A picture with neither is refused on save.
 */
let server: TestServer;
let cookie: string;

type Json = Record<string, unknown>;

const call = (method: string, path: string, body?: unknown) =>
  callWith(server, cookie, method, path, body);

const ok = <T = Json>(method: string, path: string, body?: unknown) =>
  okJson<T>(server, cookie, method, path, body);

/** A fresh picture in the library (no alt text there yet): its address and id. */
async function upload(): Promise<{ url: string; id: number }> {
  const url = await uploadImage(server, cookie, await makeImage('png', 120, 90), 'alt-rule.png');
  const library = await ok<{ id: number; url: string }[]>('GET', '/api/admin/images?q=alt-rule');
  return { url, id: library.find((entry) => entry.url === url)!.id };
}

/** A published person with this portrait; what the public reads say of it in `lang`. */
async function publishedPortrait(name: string, portrait: Json, translations: Json = {}) {
  const created = await ok<{ id: number; version: number }>('POST', '/api/admin/people', {
    document: { name, role: 'Advisor', team: 'advisory', portrait, bio: '', translations },
  });
  await ok('POST', `/api/admin/people/${created.id}/publish`, { version: created.version });
  return async (lang = 'en') => {
    const people = await ok<Json[]>('GET', `/api/content/people?lang=${lang}`);
    return (people.find((item) => item.name === name)!.portrait as { alt: string }).alt;
  };
}

beforeAll(async () => ({ server, cookie } = await startSignedIn()));
afterAll(() => server?.close());

describe("a picture's alt text", () => {
  it('is refused empty while the library has none and the use is not decorative', async () => {
    const { url } = await upload();
    const response = await call('POST', '/api/admin/people', {
      document: {
        name: 'Nobody Described',
        role: 'Advisor',
        team: 'advisory',
        portrait: { image: url, alt: '' },
        bio: '',
        translations: {},
      },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toMatchObject({
      'portrait.alt': expect.stringMatching(/alt text/) as unknown,
    });
  });

  it("falls back to the library's, follows a change there, and a use's own wins", async () => {
    const { url, id } = await upload();
    await ok('PATCH', `/api/admin/images/${id}`, { alt: 'A woman at a clinic desk' });
    const fromLibrary = await publishedPortrait('Ada Library', { image: url, alt: '' });
    expect(await fromLibrary()).toBe('A woman at a clinic desk');
    expect(await fromLibrary('fr')).toBe('A woman at a clinic desk');

    await ok('PATCH', `/api/admin/images/${id}`, { alt: 'A nurse at the clinic desk' });
    expect(await fromLibrary()).toBe('A nurse at the clinic desk');

    const own = await publishedPortrait(
      'Ada Own',
      { image: url, alt: 'Ada Own smiling' },
      { fr: { portrait: { alt: 'Ada Own souriante' } } },
    );
    expect(await own()).toBe('Ada Own smiling');
    expect(await own('fr')).toBe('Ada Own souriante');

    // The library says which uses give their own alt text (its "No alt text yet" reads it).
    const library = await ok<{ id: number; usage: Json[] }[]>(
      'GET',
      '/api/admin/images?q=alt-rule',
    );
    const usage = library.find((entry) => entry.id === id)!.usage;
    expect(usage.find((use) => use.title === 'Ada Own')).toMatchObject({ described: true });
    expect(usage.find((use) => use.title === 'Ada Library')!.described).toBeUndefined();
  });

  it('is empty for a picture marked decorative where the form allows it, and only there', async () => {
    // Saved without any alt text: decorative says there is nothing to describe.
    const { url, id } = await upload();
    const record = await ok<{ version: number; document: Json }>(
      'GET',
      '/api/admin/globals/home-page',
    );
    await ok('PUT', '/api/admin/globals/home-page', {
      version: record.version,
      document: { ...record.document, hubPicture: { image: url, alt: '', decorative: true } },
    });
    const hubAlt = async () =>
      ((await ok<Json>('GET', '/api/globals/home-page')).hubPicture as { alt: string }).alt;
    expect(await hubAlt()).toBe('');
    await ok('PATCH', `/api/admin/images/${id}`, { alt: 'Leaves on a path' });
    expect(await hubAlt()).toBe('');

    // A portrait is never decorative: the library's alt text is read out.
    const portrait = await publishedPortrait('Ada Portrait', {
      image: url,
      alt: '',
      decorative: true,
    });
    expect(await portrait()).toBe('Leaves on a path');
  });

  it("fills a story's gallery alt text from the library where the story gives none", async () => {
    const { url, id } = await upload();
    await ok('PATCH', `/api/admin/images/${id}`, { alt: 'Pupils in a bright classroom' });
    const created = await ok<{ id: number; version: number; document: { slug: string } }>(
      'POST',
      '/api/admin/stories',
      {
        document: {
          title: 'A library alt story',
          category: 'Education',
          summary: 'A summary.',
          impact: '100 pupils',
          year: 2025,
          narrative: null,
          gallery: [{ image: url, alt: '' }],
          consentEndsAt: null,
          translations: {},
        },
      },
    );
    await ok('POST', `/api/admin/stories/${created.id}/publish`, { version: created.version });
    const story = await ok<{ galleryImages: string[]; galleryImageAlts?: string[] }>(
      'GET',
      `/api/success-stories/${created.document.slug}`,
    );
    expect(story.galleryImages).toEqual([url]);
    expect(story.galleryImageAlts).toEqual(['Pupils in a bright classroom']);
  });

  it("is read in the page's language from the library, else its English", async () => {
    const { url, id } = await upload();
    const saved = await ok<{ alt: string; altTranslations: Record<string, string> }>(
      'PATCH',
      `/api/admin/images/${id}`,
      {
        alt: 'Farmers beside a solar pump',
        altTranslations: { fr: '  Des agriculteurs près d’une pompe solaire ', ar: '', sw: '' },
      },
    );
    // Trimmed; an empty one is none (the English is read there).
    expect(saved.altTranslations).toEqual({ fr: 'Des agriculteurs près d’une pompe solaire' });

    const portrait = await publishedPortrait('Ada Languages', { image: url, alt: '' });
    expect(await portrait()).toBe('Farmers beside a solar pump');
    expect(await portrait('fr')).toBe('Des agriculteurs près d’une pompe solaire');
    expect(await portrait('sw')).toBe('Farmers beside a solar pump');

    const created = await ok<{ id: number; version: number; document: { slug: string } }>(
      'POST',
      '/api/admin/stories',
      {
        document: {
          title: 'A translated library alt story',
          category: 'Health',
          summary: 'A summary.',
          impact: '40 pumps',
          year: 2025,
          narrative: null,
          gallery: [{ image: url, alt: '' }],
          consentEndsAt: null,
          translations: {},
        },
      },
    );
    await ok('POST', `/api/admin/stories/${created.id}/publish`, { version: created.version });
    const galleryAlts = async (lang: string) =>
      (
        await ok<{ galleryImageAlts?: string[] }>(
          'GET',
          `/api/success-stories/${created.document.slug}?lang=${lang}`,
        )
      ).galleryImageAlts;
    expect(await galleryAlts('fr')).toEqual(['Des agriculteurs près d’une pompe solaire']);
    expect(await galleryAlts('en')).toEqual(['Farmers beside a solar pump']);

    // Searchable in the library by the translated words too.
    const found = await ok<{ id: number }[]>('GET', '/api/admin/images?q=pompe%20solaire');
    expect(found.map((entry) => entry.id)).toContain(id);

    // All the languages at once: one left out is cleared.
    const cleared = await ok<{ altTranslations: Record<string, string> }>(
      'PATCH',
      `/api/admin/images/${id}`,
      { altTranslations: { ar: 'مزارعون بجانب مضخة شمسية' } },
    );
    expect(cleared.altTranslations).toEqual({ ar: 'مزارعون بجانب مضخة شمسية' });
    expect(await portrait('fr')).toBe('Farmers beside a solar pump');
  });

  it('refuses alt text in a language the site does not have, or English twice', async () => {
    const { id } = await upload();
    for (const altTranslations of [{ xx: 'Nope' }, { en: 'Twice' }, { fr: 'x'.repeat(301) }]) {
      const response = await call('PATCH', `/api/admin/images/${id}`, { altTranslations });
      expect(response.status).toBe(422);
      expect(Object.keys((await errorOf(response)).fields ?? {})[0]).toMatch(/^altTranslations/);
    }
  });
});
