import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';

/**
 * Staff change the Programmes, Our History and Contact pages through the admin API, in English
 * and French, and the public pages show it at once in English, French and Arabic (Arabic in
 * English where nothing was written for it, saying so with `lang`), without a restart.
 */

const ADMIN_EMAIL = 'comms@example.org';
const ADMIN_PASSWORD = 'a long communications password';

type Json = Record<string, unknown>;
type Doc = Json & { translations: Record<string, Json> };

let server: RunningServer;
let cookie = '';

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'c'.repeat(40) });
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}, 240_000);

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      Cookie: cookie,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function admin<T = Json>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await call(method, path, body);
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Creates a collection item from its English fields and French translation, and publishes it. */
async function publishNew(collection: string, document: Json): Promise<void> {
  const created = await admin<{ id: number; version: number }>('POST', `/api/admin/${collection}`, {
    document,
  });
  await admin('POST', `/api/admin/${collection}/${created.id}/publish`, {
    version: created.version,
  });
}

/** A page as the server sends it. */
async function html(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The h1 to h3 headings of a page's main content, each with its `lang` when it has one. */
function headings(page: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '';
  return [...main.matchAll(/<h([1-3])([^>]*)>([\s\S]*?)<\/h\1>/g)].map((match) => {
    const lang = / lang="([^"]+)"/.exec(match[2]!)?.[1];
    return `${decode(match[3]!)}${lang ? ` [${lang}]` : ''}`;
  });
}

describe('the Programmes, Our History and Contact pages', () => {
  it('show a fifth programme staff add, in its language or in English, after the others', async () => {
    const existing = await admin<{ id: number; title: string }[]>('GET', '/api/admin/programmes');
    expect(existing).toHaveLength(4);
    const first = await admin<{ document: Json }>(
      'GET',
      `/api/admin/programmes/${existing[0]!.id}`,
    );
    const picture = first.document.picture as { image: string; alt: string };
    await publishNew('programmes', {
      name: 'Public Finance Lab',
      tagline: 'Budgets that citizens can read',
      description: 'Six weeks on reading, costing and questioning public budgets.',
      picture: { image: picture.image, alt: 'Participants at work on a budget' },
      duration: '6 weeks',
      format: 'Evenings',
      audience: 'Civic groups and journalists',
      moreLink: '/contact?topic=public-finance',
      translations: {
        fr: {
          name: 'Laboratoire des finances publiques',
          tagline: 'Des budgets que les citoyens peuvent lire',
          description: 'Six semaines pour lire, chiffrer et interroger les budgets publics.',
          picture: { alt: 'Des participants travaillent sur un budget' },
          duration: '6 semaines',
          format: 'En soirée',
          audience: 'Groupes citoyens et journalistes',
        },
      },
    });

    // The page's h1 and h2, then one h3 per programme, in staff's order.
    expect(headings(await html('/programs')).slice(2)).toEqual([
      ...existing.map((programme) => programme.title),
      'Public Finance Lab',
    ]);
    expect(headings(await html('/fr/programs')).at(-1)).toBe('Laboratoire des finances publiques');
    // Arabic has no translation yet: the English, marked as English.
    const arabic = await html('/ar/programs');
    expect(headings(arabic).at(-1)).toBe('Public Finance Lab [en]');
    expect(headings(arabic)[0]).toBe('برامجنا');
    expect(arabic).toContain('href="/ar/contact?topic=public-finance"');
  });

  it('put a new milestone in its place by year, and show the history page’s new texts and video', async () => {
    await publishNew('milestones', {
      year: 2022,
      title: 'First cohort outside Lagos',
      description: 'The programme ran in Ibadan for the first time.',
      translations: {
        fr: {
          title: 'Première promotion hors de Lagos',
          description: 'Le programme s’est tenu à Ibadan pour la première fois.',
        },
      },
    });
    const global = await admin<{ version: number; document: Doc }>(
      'GET',
      '/api/admin/globals/history-page',
    );
    const { translations, ...english } = global.document;
    const document = {
      ...english,
      title: 'Our Story',
      introVideo: { ...(english.introVideo as Json), youtubeId: 'https://youtu.be/dQw4w9WgXcQ' },
      translations: { ...translations, fr: { ...translations.fr, title: 'Notre parcours' } },
    };
    const refused = await call('PUT', '/api/admin/globals/history-page', {
      version: global.version,
      document: { ...document, introVideo: { ...document.introVideo, youtubeId: 'not a video' } },
    });
    expect(refused.status).toBe(422);
    await admin('PUT', '/api/admin/globals/history-page', { version: global.version, document });

    const years = (page: string) =>
      [...page.matchAll(/<span aria-hidden="true"[^>]*>(\d{4})<\/span>/g)].map((m) => m[1]);
    const order = ['2011', '2012', '2016', '2018', '2020', '2022', '2024'];
    for (const [path, title, milestone] of [
      ['/our-history', 'Our Story', '2022: First cohort outside Lagos'],
      ['/fr/our-history', 'Notre parcours', '2022: Première promotion hors de Lagos'],
      ['/ar/our-history', 'تاريخنا', '2022: First cohort outside Lagos [en]'],
    ] as const) {
      const page = await html(path);
      expect(years(page), path).toEqual(order);
      expect(headings(page)[0], path).toBe(title);
      expect(headings(page), path).toContain(milestone);
      // The recording's id, read from its address, is what the play button will load.
      expect(page, path).toContain('"youtubeId":"dQw4w9WgXcQ"');
    }
  });

  it('show the contact e-mail staff set on Contact, in the footer and on the privacy page', async () => {
    const global = await admin<{ version: number; document: Doc }>(
      'GET',
      '/api/admin/globals/organisation',
    );
    await admin('PUT', '/api/admin/globals/organisation', {
      version: global.version,
      document: { ...global.document, contactEmail: 'write@initiative.example' },
    });
    for (const language of ['', '/fr', '/ar']) {
      const contact = await html(`${language}/contact`);
      const main = /<main[\s\S]*<\/main>/.exec(contact)![0];
      expect(main).toContain('href="mailto:write@initiative.example"');
      const footer = /<footer[\s\S]*<\/footer>/.exec(contact)![0];
      expect(footer).toContain('href="mailto:write@initiative.example"');
      expect(await html(`${language}/privacy`)).toContain('mailto:write@initiative.example');
    }
  });
});
