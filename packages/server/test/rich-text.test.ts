import {
  articleSchema,
  fingerprint,
  richTextFromPlainText,
  richTextPlainText,
  type RichTextDocument,
  type RichTextNode,
} from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARTICLES } from '../src/db/demo/articles.js';
import { migrateLatest, migrationSource } from '../src/db/migrations/index.js';
import { errorOf, type TestServer } from './helpers.js';
import { call, startSignedIn } from './staff-helpers.js';

/**
 * Rich text through the admin API and the public reads: what is refused (a 422 naming where),
 * what is kept of what is accepted, scheduling, and the migration of plain-text bodies, on
 * SQLite or (with DATABASE_URL) Postgres.
 */

let server: TestServer;
let cookie: string;
let clock = Date.parse('2026-03-01T10:00:00.000Z');

const admin = (method: string, path: string, json?: unknown) =>
  call(server, cookie, method, path, json);

const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: 'doc', content });
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });

const article = (body: unknown, overrides: Record<string, unknown> = {}) => ({
  headline: 'Formatting Test',
  excerpt: 'An article with formatting.',
  body,
  authors: [],
  category: 'Insights',
  publishedAt: null,
  thumbnail: null,
  translations: {},
  ...overrides,
});

async function refused(body: unknown, translations: Record<string, unknown> = {}) {
  const response = await admin('POST', '/api/admin/articles', {
    document: article(body, { translations }),
  });
  expect(response.status).toBe(422);
  const error = await errorOf(response);
  expect(error.code).toBe('validation_failed');
  return (error as unknown as { fields: Record<string, string> }).fields;
}

beforeAll(async () => ({ server, cookie } = await startSignedIn({ now: () => new Date(clock) })));
afterAll(() => server?.close());

describe('saving rich text', () => {
  it('refuses unknown blocks, script, javascript: and data: links, naming where', async () => {
    expect(
      await refused(
        doc(
          p(text('fine')),
          { type: 'script', content: [text('alert(1)')] },
          p(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(document.cookie)' } }])),
          p(
            text('y', [
              { type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } },
            ]),
          ),
        ),
      ),
    ).toEqual({
      'body.content.1.type':
        'Block 2: “script” is not something the editor allows (it allows paragraphs, headings, lists, quotes, images, videos, highlighted figures, buttons and dividers)',
      'body.content.2.content.0.marks.0.attrs.href':
        'Block 3 (paragraph): the link “javascript:alert(document.cookie)” is not allowed: link to a page of this site (starting with /) or an https:// address',
      'body.content.3.content.0.marks.0.attrs.href':
        'Block 4 (paragraph): the link “data:text/html,<script>alert(1)</script>” is not allowed: link to a page of this site (starting with /) or an https:// address',
    });
    // A translation's own body is checked the same way.
    expect(
      Object.keys(
        await refused(doc(p(text('ok'))), {
          fr: { headline: 'Titre', excerpt: 'Extrait', body: doc({ type: 'iframe' }) },
        }),
      ),
    ).toEqual(['translations.fr.body.content.0.type']);
    // HTML as text is not a document.
    expect(await refused('<p onclick="alert(1)">Hi</p>')).toEqual({
      body: "Body must be a rich-text document (the editor's JSON), not text or HTML",
    });
  });

  it('refuses oversized documents', async () => {
    const long = await refused(doc(p(text('x'.repeat(100_001)))));
    expect(long).toEqual({ body: 'Body must be at most 100,000 characters (it has 100,001)' });
    const large = await refused(
      doc(...Array.from({ length: 5000 }, () => p(text('y'.repeat(80))))),
    );
    expect(large.body).toMatch(/^Body is too large to store \(\d+ KB; at most 400 KB\)/);
  });

  it('refuses a picture not in the library, and one without alt text', async () => {
    const fields = await refused(
      doc(
        { type: 'image', attrs: { src: '/media/uploads/nothing-here.png', alt: 'x' } },
        { type: 'image', attrs: { src: '/media/articles/rep-2025-cohort-opens-in-lagos.webp' } },
      ),
    );
    expect(fields['body.content.1.attrs.alt']).toBe(
      'Block 2 (image): describe the image for people who cannot see it (alt text)',
    );
    const missing = await refused(
      doc({ type: 'image', attrs: { src: '/media/uploads/nothing-here.png', alt: 'x' } }),
    );
    expect(Object.values(missing)[0]).toBe(
      'The image /media/uploads/nothing-here.png is not in the library; choose or upload another',
    );
  });

  it('keeps what it knows of each node and serves stored text as text', async () => {
    const body = doc(
      {
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'x' },
        content: [
          text('<script>alert("stored")</script>'),
          text('site', [
            { type: 'link', attrs: { href: '/about', target: '_top', onmouseover: 'x' } as never },
          ]),
        ],
      },
      { type: 'heading', attrs: { level: 2, id: 'x' }, content: [text('Heading')] },
      {
        type: 'image',
        attrs: {
          src: '/media/articles/rep-2025-cohort-opens-in-lagos.webp',
          alt: 'A picture',
          onerror: 'alert(1)',
        },
      },
    );
    const response = await admin('POST', '/api/admin/articles', { document: article(body) });
    expect(response.status, await response.clone().text()).toBe(201);
    const record = (await response.json()) as {
      id: number;
      version: number;
      document: { body: RichTextDocument; slug: string };
    };
    expect(record.document.body).toEqual(
      doc(
        p(
          text('<script>alert("stored")</script>'),
          text('site', [{ type: 'link', attrs: { href: '/about' } }]),
        ),
        { type: 'heading', attrs: { level: 2 }, content: [text('Heading')] },
        {
          type: 'image',
          attrs: { src: '/media/articles/rep-2025-cohort-opens-in-lagos.webp', alt: 'A picture' },
        },
      ),
    );
    const published = await admin('POST', `/api/admin/articles/${record.id}/publish`, {
      version: record.version,
    });
    expect(published.status).toBe(200);
    const read = v.parse(
      articleSchema,
      await (await fetch(`${server.url}/api/articles/${record.document.slug}`)).json(),
    );
    // The picture's size comes with it, for the page to reserve its place.
    expect(read.body!.content[2]!.attrs).toEqual({
      src: '/media/articles/rep-2025-cohort-opens-in-lagos.webp',
      alt: 'A picture',
      width: 1200,
      height: 675,
    });
  });

  it('says a published article with a date to come is scheduled, and shows it at that date', async () => {
    const at = '2026-03-01T10:05:00.000Z';
    const response = await admin('POST', '/api/admin/articles', {
      document: article(doc(p(text('Soon.'))), { headline: 'Scheduled Piece', publishedAt: at }),
    });
    const record = (await response.json()) as {
      id: number;
      version: number;
      document: { slug: string };
    };
    const published = (await (
      await admin('POST', `/api/admin/articles/${record.id}/publish`, { version: record.version })
    ).json()) as { public: boolean; scheduledAt: string | null };
    expect(published).toMatchObject({ public: false, scheduledAt: at });
    const listed = (await (await admin('GET', '/api/admin/articles?q=Scheduled')).json()) as {
      title: string;
      scheduledAt: string | null;
    }[];
    expect(listed.find((item) => item.title === 'Scheduled Piece')?.scheduledAt).toBe(at);
    expect((await fetch(`${server.url}/api/articles/${record.document.slug}`)).status).toBe(404);
    clock = Date.parse(at) + 1000;
    expect((await fetch(`${server.url}/api/articles/${record.document.slug}`)).status).toBe(200);
    const after = (await (await admin('GET', `/api/admin/articles/${record.id}`)).json()) as {
      public: boolean;
      scheduledAt: string | null;
    };
    expect(after).toMatchObject({ public: true, scheduledAt: null });
  });

  it('schedules a story by the same rule: hidden until its time, then public by itself', async () => {
    const at = new Date(clock + 5 * 60_000).toISOString();
    const response = await admin('POST', '/api/admin/stories', {
      document: {
        title: 'Scheduled Story',
        category: 'Health',
        summary: 'Neighbourhood committees keep water points working.',
        impact: '8,000 households served',
        year: 2024,
        narrative: doc(p(text('It will appear by itself.'))),
        gallery: [],
        publishAt: at,
        consentEndsAt: null,
        translations: {},
      },
    });
    expect(response.status).toBe(201);
    const record = (await response.json()) as {
      id: number;
      version: number;
      document: { slug: string };
    };
    const published = (await (
      await admin('POST', `/api/admin/stories/${record.id}/publish`, { version: record.version })
    ).json()) as { public: boolean; scheduledAt: string | null };
    expect(published).toMatchObject({ public: false, scheduledAt: at });
    const listed = (await (await admin('GET', '/api/admin/stories?q=Scheduled')).json()) as {
      title: string;
      scheduledAt: string | null;
    }[];
    expect(listed.find((item) => item.title === 'Scheduled Story')?.scheduledAt).toBe(at);
    const read = () => fetch(`${server.url}/api/success-stories/${record.document.slug}`);
    expect((await read()).status).toBe(404);
    clock = Date.parse(at) + 1000;
    expect((await read()).status).toBe(200);
    const after = (await (await admin('GET', `/api/admin/stories/${record.id}`)).json()) as {
      public: boolean;
      scheduledAt: string | null;
    };
    expect(after).toMatchObject({ public: true, scheduledAt: null });
  });

  it('gives the demo articles’ authors and pictures', async () => {
    const rich = DEMO_ARTICLES.find((item) => item.slug === 'data-for-classrooms')!;
    const read = v.parse(
      articleSchema,
      await (await fetch(`${server.url}/api/articles/${rich.slug}`)).json(),
    );
    expect(read.authors.map((author) => author.name)).toEqual(['Amara Okonkwo', 'Kwame Boateng']);
    expect(read.authors[0]!.portrait?.width).toBe(400);
    const types = read.body!.content.map((node) => node.type);
    for (const type of ['heading', 'bulletList', 'blockquote', 'image', 'video']) {
      expect(types).toContain(type);
    }
  });
});

describe('authors’ addresses', () => {
  type Person = {
    id: number;
    version: number;
    document: Record<string, unknown> & { slug: string };
  };
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  const person = async (name: string): Promise<Person> => {
    const created = await json<Person>(
      await admin('POST', '/api/admin/people', {
        document: {
          name,
          role: 'Writer',
          team: 'staff',
          portrait: null,
          bio: '',
          translations: {},
        },
      }),
      201,
    );
    return json<Person>(
      await admin('POST', `/api/admin/people/${created.id}/publish`, { version: created.version }),
    );
  };

  it('gives each person an address of their own, kept through a rename, the old one leading on', async () => {
    const first = await person('Ngozi Adeyemi');
    const second = await person('Ngozi Adeyemi');
    expect(first.document.slug).toBe('ngozi-adeyemi');
    expect(second.document.slug).toBe('ngozi-adeyemi-2');

    const draft = await json<{ id: number; version: number }>(
      await admin('POST', '/api/admin/articles', {
        document: article(doc(p(text('By the second Ngozi.'))), {
          headline: 'The Second Ngozi Writes',
          authors: [second.id],
          publishedAt: new Date(clock - 60_000).toISOString(),
        }),
      }),
      201,
    );
    await json(
      await admin('POST', `/api/admin/articles/${draft.id}/publish`, { version: draft.version }),
    );
    const page = await json<{ author: { name: string }; articles: { headline: string }[] }>(
      await fetch(`${server.url}/api/authors/ngozi-adeyemi-2`),
    );
    expect(page.articles.map((item) => item.headline)).toEqual(['The Second Ngozi Writes']);
    // The other Ngozi has written nothing public: no page of theirs, and not the other's.
    expect((await fetch(`${server.url}/api/authors/ngozi-adeyemi`)).status).toBe(404);

    // A new name keeps the address.
    const renamed = await json<Person>(
      await admin('PUT', `/api/admin/people/${second.id}`, {
        version: second.version,
        document: { ...second.document, name: 'Ngozi Adeyemi-Bello' },
      }),
    );
    expect(renamed.document.slug).toBe('ngozi-adeyemi-2');
    expect((await fetch(`${server.url}/api/authors/ngozi-adeyemi-2`)).status).toBe(200);

    // A new address by choice: the old one leads to it.
    const moved = await json<Person>(
      await admin('PUT', `/api/admin/people/${second.id}`, {
        version: renamed.version,
        document: { ...renamed.document, slug: 'ngozi-adeyemi-bello' },
      }),
    );
    expect(moved.document.slug).toBe('ngozi-adeyemi-bello');
    const old = await fetch(`${server.url}/api/authors/ngozi-adeyemi-2?lang=fr`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/authors/ngozi-adeyemi-bello?lang=fr');
    const read = v.parse(
      articleSchema,
      await (await fetch(`${server.url}/api/articles/the-second-ngozi-writes`)).json(),
    );
    expect(read.authors.map((author) => [author.name, author.slug])).toEqual([
      ['Ngozi Adeyemi-Bello', 'ngozi-adeyemi-bello'],
    ]);
  });
});

describe('the migration of plain-text bodies', () => {
  it('makes paragraphs of every body, translation and version, nothing lost, and back', async () => {
    const db = server.db;
    // Back to before rich text: every document becomes its plain text again (the migrations
    // that came later go first).
    let undone: string[] = [];
    while (!undone.includes('20261128000000_rich_text')) {
      [, undone] = (await db.migrate.down({ migrationSource })) as [number, string[]];
      expect(undone).toHaveLength(1);
    }
    const lagos = (await db('articles')
      .where('slug', 'rep-2025-cohort-opens-in-lagos')
      .first('id', 'data')) as { id: number; data: string };
    const demo = DEMO_ARTICLES.find((item) => item.slug === 'rep-2025-cohort-opens-in-lagos')!;
    expect((JSON.parse(lagos.data) as { body: unknown }).body).toBe(demo.body);

    // Texts as the site had them: line breaks, a blank line of spaces, markup as characters.
    const written = 'First line\nsecond line\n  \nA <b>bold</b> claim & more\r\n\r\n\r\nLast.';
    const english = JSON.parse(lagos.data) as Record<string, unknown>;
    await db('articles')
      .where('id', lagos.id)
      .update({ data: JSON.stringify({ ...english, body: written }) });
    await db('content_translations').where({ kind: 'articles', item_id: lagos.id }).delete();
    await db('content_translations').insert({
      kind: 'articles',
      item_id: lagos.id,
      lang: 'fr',
      fields: JSON.stringify({ headline: 'Titre', body: 'Première ligne\nseconde\n\nFin.' }),
      sources: JSON.stringify({ body: fingerprint(written), headline: 'h' }),
    });
    await db('content_revisions').insert({
      kind: 'articles',
      item_id: lagos.id,
      version: 999,
      action: 'saved',
      by: null,
      at: new Date().toISOString(),
      changes: '[]',
      snapshot: JSON.stringify({
        status: 'published',
        document: { body: 'Old one.\n\nOld two.', translations: { fr: { body: 'Vieux.' } } },
      }),
    });

    expect((await migrateLatest(db)).slice(0, 2)).toEqual([
      '20261128000000_rich_text',
      '20261129000000_story_schedule',
    ]);

    const after = (await db('articles').where('id', lagos.id).first('data')) as { data: string };
    const body = (JSON.parse(after.data) as { body: RichTextDocument }).body;
    expect(body).toEqual(richTextFromPlainText(written));
    expect(body.content).toHaveLength(3);
    expect(richTextPlainText(body)).toBe(
      'First line\nsecond line\n\nA <b>bold</b> claim & more\n\nLast.',
    );
    const translation = (await db('content_translations')
      .where({ kind: 'articles', item_id: lagos.id, lang: 'fr' })
      .first('fields', 'sources')) as { fields: string; sources: string };
    expect(JSON.parse(translation.fields)).toEqual({
      headline: 'Titre',
      body: richTextFromPlainText('Première ligne\nseconde\n\nFin.'),
    });
    // Up to date before, up to date after: its source is the document's plain text now.
    expect(JSON.parse(translation.sources)).toEqual({
      body: fingerprint(richTextPlainText(body)),
      headline: 'h',
    });
    const revision = (await db('content_revisions')
      .where({ kind: 'articles', item_id: lagos.id, version: 999 })
      .first('snapshot')) as { snapshot: string };
    expect(JSON.parse(revision.snapshot)).toEqual({
      status: 'published',
      document: {
        body: richTextFromPlainText('Old one.\n\nOld two.'),
        translations: { fr: { body: richTextFromPlainText('Vieux.') } },
      },
    });
    // The stories' narratives too.
    const stories = (await db('success_stories').select('data')) as { data: string }[];
    for (const row of stories) {
      const narrative = (JSON.parse(row.data) as { narrative: unknown }).narrative;
      expect(narrative === null || (narrative as RichTextDocument).type === 'doc').toBe(true);
    }
  });
});
