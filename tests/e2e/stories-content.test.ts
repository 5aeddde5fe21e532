import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';

/**
 * A story staff translate and move, as visitors and partners meet it: the French page shows the
 * gallery's French alt texts, and the framed card partners' oEmbed iframes show follows the
 * story to its new address like its pages do.
 */

const ADMIN = { email: 'stories@example.org', password: 'a long stories password' };

let server: RunningServer;
let cookie = '';

type Story = { id: number; version: number; document: Record<string, unknown> };

const admin = (method: string, path: string, json?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

/** The demo story at `slug`, as staff read it. */
async function storyAt(slug: string): Promise<Story> {
  const list = (await (await admin('GET', `/api/admin/stories?pageSize=100`)).json()) as {
    id: number;
    slug: string;
  }[];
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`No story ${slug}`);
  return (await (await admin('GET', `/api/admin/stories/${found.id}`)).json()) as Story;
}

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 's'.repeat(40),
  });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

describe('a translated and moved story', () => {
  let slug = '';
  let story: Story;

  beforeAll(async () => {
    const list = (await (await fetch(`${server.url}/api/success-stories`)).json()) as {
      slug: string;
    }[];
    slug = list[0]!.slug;
    story = await storyAt(slug);
  });

  it('shows the gallery’s alt texts in the page’s language', async () => {
    const gallery = story.document.gallery as { image: string; alt: string }[];
    expect(gallery.length).toBeGreaterThan(0);
    const translations = (story.document.translations ?? {}) as Record<string, object>;
    const english = (await (await fetch(`${server.url}/api/success-stories/${slug}`)).json()) as {
      title: string;
      summary: string;
      impact: string;
    };
    const saved = await admin('PUT', `/api/admin/stories/${story.id}`, {
      version: story.version,
      document: {
        ...story.document,
        translations: {
          ...translations,
          fr: {
            ...(translations.fr ?? {}),
            title: `${english.title} (fr)`,
            summary: `${english.summary} (fr)`,
            impact: english.impact,
            gallery: gallery.map((_, index) => ({ alt: `Photo numéro ${index + 1}` })),
          },
        },
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    story = (await saved.json()) as Story;

    const api = (await (
      await fetch(`${server.url}/api/success-stories/${slug}?lang=fr`)
    ).json()) as { galleryImageAlts?: string[] };
    expect(api.galleryImageAlts).toEqual(gallery.map((_, index) => `Photo numéro ${index + 1}`));
    const html = await (await fetch(`${server.url}/fr/success-stories/${slug}`)).text();
    for (const [index, picture] of gallery.entries()) {
      expect(html).toContain(`alt="Photo numéro ${index + 1}"`);
      if (picture.alt) expect(html).not.toContain(`alt="${picture.alt}"`);
    }
  });

  it('moves the framed card with the story: the old card address answers 301', async () => {
    const moved = await admin('PUT', `/api/admin/stories/${story.id}`, {
      version: story.version,
      document: { ...story.document, slug: `${slug}-moved` },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    for (const [old, to] of [
      [`/story-card/${slug}`, `/story-card/${slug}-moved`],
      [`/fr/story-card/${slug}?ref=partner`, `/fr/story-card/${slug}-moved?ref=partner`],
      [`/success-stories/${slug}`, `/success-stories/${slug}-moved`],
    ] as const) {
      const response = await fetch(`${server.url}${old}`, { redirect: 'manual' });
      expect({ old, status: response.status }).toEqual({ old, status: 301 });
      expect(response.headers.get('location')).toBe(to);
    }
    const card = await fetch(`${server.url}/story-card/${slug}-moved`);
    expect(card.status).toBe(200);
    expect((await fetch(`${server.url}/story-card/no-such-story`)).status).toBe(404);
  });
});
