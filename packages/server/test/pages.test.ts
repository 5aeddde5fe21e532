import { richTextFromPlainText } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, makeImage, signIn } from './admin-helpers.js';
import { errorOf, startTestServer, type TestServer } from './helpers.js';
import { call as callWith, okJson, uploadImage } from './staff-helpers.js';

/**
 * Pages staff create (the `pages` collection, its body a blocks field) through the admin API
 * like every collection: the schema, a page with every kind of block, publishing, the public
 * read in a language, a 422 naming each mistake inside a block, and addresses the site keeps.
 */

let server: TestServer;
let cookie: string;

type Json = Record<string, unknown>;

const call = (method: string, path: string, body?: unknown) =>
  callWith(server, cookie, method, path, body);

const ok = <T = Json>(method: string, path: string, body?: unknown) =>
  okJson<T>(server, cookie, method, path, body);

const rich = (text: string) => richTextFromPlainText(text);

let picture: string;
let figureIds: number[];

function everyBlock(): Json[] {
  return [
    { type: 'richText', id: 'intro', text: rich('We are hiring reform entrepreneurs.') },
    { type: 'picture', id: 'pic', picture: { image: picture, alt: 'Our team' }, caption: 'Lagos' },
    { type: 'figures', id: 'figs', heading: 'In numbers', figures: figureIds },
    {
      type: 'callToAction',
      id: 'cta',
      text: 'Ready?',
      label: 'Apply now',
      link: 'https://jobs.example.org/apply',
    },
    { type: 'storyGrid', id: 'grid', heading: 'Stories', category: 'Health', count: 3 },
    { type: 'latestArticles', id: 'news', heading: 'News', count: 2 },
    {
      type: 'video',
      id: 'film',
      video: { youtubeId: 'https://youtu.be/Xk5MeZ1bU4w', poster: null },
      caption: 'Our year',
    },
    {
      type: 'quote',
      id: 'q',
      quote: 'Reform is a team sport.',
      name: 'Amina Bello',
      role: 'Fellow',
    },
    {
      type: 'textWithPicture',
      id: 'side',
      heading: 'Life here',
      text: rich('We work together.'),
      picture: { image: picture, alt: 'An office' },
      side: 'end',
    },
    {
      type: 'questions',
      id: 'faq',
      heading: 'Questions',
      items: [
        { question: 'Who can apply?', answer: rich('Anyone in Africa.') },
        { question: 'When?', answer: rich('All year.') },
      ],
    },
  ];
}

beforeAll(async () => {
  server = await startTestServer({ env: ADMIN_ENV });
  cookie = await signIn(server);
  picture = await uploadImage(server, cookie, await makeImage('png', 400, 300), 'team.png');
  figureIds = (await ok<{ id: number }[]>('GET', '/api/admin/figures'))
    .slice(0, 2)
    .map((item) => item.id);
  expect(figureIds).toHaveLength(2);
});
afterAll(async () => {
  await server?.close();
});

describe('pages staff create', () => {
  it('are a collection of the schema with a body of blocks', async () => {
    const schema = await ok<{ collections: Json[] }>('GET', '/api/admin/schema');
    const pages = schema.collections.find((def) => def.name === 'pages')!;
    expect(pages).toMatchObject({ kind: 'collection', slugs: true });
    const body = (pages.fields as Record<string, Json>).body!;
    expect(body.type).toBe('blocks');
    expect(Object.keys(body.blocks as Json)).toEqual([
      'richText',
      'picture',
      'figures',
      'callToAction',
      'storyGrid',
      'latestArticles',
      'video',
      'documents',
      'quote',
      'textWithPicture',
      'questions',
    ]);
  });

  it('are created with every block, published and read in a language', async () => {
    const created = await ok<{ id: number; version: number; slug: string }>(
      'POST',
      '/api/admin/pages',
      {
        document: {
          title: 'Careers',
          slug: 'careers',
          description: 'Work with us.',
          shareImage: null,
          body: everyBlock(),
          translations: {
            fr: {
              title: 'Carrières',
              body: [
                { text: rich('Nous recrutons.') },
                { picture: { alt: 'Notre équipe' }, caption: 'Lagos (FR)' },
              ],
            },
          },
        },
      },
    );
    expect((await fetch(`${server.url}/api/content/pages/careers`)).status).toBe(404);
    await ok('POST', `/api/admin/pages/${created.id}/publish`, { version: created.version });

    const english = await ok<Json>('GET', '/api/content/pages/careers');
    const body = english.body as Json[];
    expect(body.map((item) => item.type)).toEqual(everyBlock().map((item) => item.type));
    expect(body[2]!.figures as Json[]).toHaveLength(2);
    expect((body[2]!.figures as Json[])[0]).toMatchObject({ id: figureIds[0] });
    expect(body[1]!.picture).toMatchObject({ src: picture, alt: 'Our team', width: 400 });
    expect(body[6]!.video).toMatchObject({ youtubeId: 'Xk5MeZ1bU4w' });

    const french = await ok<Json>('GET', '/api/content/pages/careers?lang=fr');
    expect(french).toMatchObject({ title: 'Carrières', lang: 'fr' });
    const frBody = french.body as Json[];
    expect(frBody[0]!.text).toEqual(rich('Nous recrutons.'));
    expect(frBody[1]).toMatchObject({ caption: 'Lagos (FR)', picture: { alt: 'Notre équipe' } });
    expect(frBody[7]).toMatchObject({
      quote: 'Reform is a team sport.',
      fallback: ['quote', 'role'],
    });
  });

  it('refuse a mistake inside a block with a 422 naming its path', async () => {
    const body = everyBlock();
    body[1] = { ...body[1], caption: 'x'.repeat(301) };
    body[3] = { ...body[3], link: 'javascript:alert(1)' };
    body[4] = { type: 'poem', id: 'p' };
    body[2] = { ...body[2], figures: [figureIds[0], 99999] };
    const response = await call('POST', '/api/admin/pages', {
      document: { title: 'Bad', slug: 'bad', body },
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'body.1.caption',
      'body.3.link',
      'body.4.type',
    ]);

    const dangling = everyBlock();
    dangling[2] = { ...dangling[2], figures: [figureIds[0], 99999] };
    const missing = await call('POST', '/api/admin/pages', {
      document: { title: 'Dangling', slug: 'dangling', body: dangling },
    });
    expect(missing.status).toBe(422);
    expect((await errorOf(missing)).fields).toEqual({
      'body.2.figures.1': 'There is no figure 99999; choose another',
    });
    expect(
      (await fetch(`${server.url}/api/admin/pages`, { headers: { Cookie: cookie } }).then((r) =>
        r.json(),
      )) as Json[],
    ).toHaveLength(1);
  });

  it('refuse an address of the site or a reserved one, and make one around them', async () => {
    for (const slug of [
      'impact',
      'insights',
      'contact',
      'api',
      'admin',
      'media',
      'documents',
      'sitemaps',
      'feeds',
      'languages',
      'design',
      'fr',
    ]) {
      const response = await call('POST', '/api/admin/pages', {
        document: { title: 'Taken', slug, body: [] },
      });
      expect(response.status, slug).toBe(422);
      expect((await errorOf(response)).fields?.slug, slug).toMatch(
        `/${slug} is already used by the site`,
      );
    }
    const made = await ok<{ document: { slug: string } }>('POST', '/api/admin/pages', {
      document: { title: 'Contact', body: [] },
    });
    expect(made.document.slug).toBe('contact-2');
  });
});
