import { IMAGE_USES_LISTED, richTextFromPlainText, type StoryDocumentInput } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, waitUntil, type TestServer } from './helpers.js';
import { okJson, startSignedIn, uploadImage } from './staff-helpers.js';

/**
 * A picture many items show costs the library and the media route what one page or one answer
 * needs, not one statement or one row per item: the library lists the first uses of each of a
 * page's pictures and counts the rest, and whether a picture is public is decided in a few
 * statements, whatever number of items use it.
 */
let server: TestServer;
let cookie: string;
let clock = Date.parse('2026-05-01T10:00:00.000Z');

/** More stories than the library lists with a picture. */
const USERS = IMAGE_USES_LISTED * 2 + 5;

interface StoryRecord {
  id: number;
  version: number;
}

interface LibraryImage {
  url: string;
  usage: { kind: string; id: number; title: string }[];
  usageCount: number;
  withdrawn: boolean;
}

const ok = <T>(method: string, path: string, json?: unknown) =>
  okJson<T>(server, cookie, method, path, json);

const story = (title: string, images: string[], consentEndsAt: string | null = null) =>
  ({
    title,
    category: 'Health',
    summary: 'A summary.',
    impact: '1,000 people',
    year: 2025,
    narrative: richTextFromPlainText('What happened.'),
    gallery: images.map((image) => ({ image, alt: 'A portrait' })),
    consentEndsAt,
    translations: {},
  }) satisfies StoryDocumentInput;

/** The statements of the answer itself: not the session's, nor the search index's updates. */
const ANSWER_TABLES = /`(images|image_usages|success_stories|articles|entries|globals)`/;

/**
 * What the database is asked for the answer while `work` runs: each statement and the rows it
 * answered (once the search index has taken in every change, so that its reads are not counted).
 */
async function statementsOf(work: () => Promise<void>) {
  await waitUntil(async () => {
    const [row] = (await server.db('search_queue').count({ n: '*' })) as { n: unknown }[];
    return Number(row?.n) === 0;
  });
  const statements: { sql: string; rows: number }[] = [];
  const byId = new Map<string, { sql: string; rows: number }>();
  const asked = (query: { __knexQueryUid: string; sql: string }) => {
    if (!ANSWER_TABLES.test(query.sql) || /search_/.test(query.sql)) return;
    const statement = { sql: query.sql, rows: 0 };
    byId.set(query.__knexQueryUid, statement);
    statements.push(statement);
  };
  const answered = (response: unknown, query: { __knexQueryUid: string }) => {
    const statement = byId.get(query.__knexQueryUid);
    if (statement && Array.isArray(response)) statement.rows = response.length;
  };
  server.db.on('query', asked);
  server.db.on('query-response', answered);
  try {
    await work();
  } finally {
    server.db.off('query', asked);
    server.db.off('query-response', answered);
  }
  return statements;
}

let shared: string;
let single: string;
let unused: string;
const stories: StoryRecord[] = [];

beforeAll(async () => {
  ({ server, cookie } = await startSignedIn({ now: () => new Date(clock) }));
  shared = await uploadImage(server, cookie, undefined, 'many-uses-shared.png');
  single = await uploadImage(server, cookie, undefined, 'many-uses-single.png');
  unused = await uploadImage(server, cookie, undefined, 'many-uses-unused.png');
  for (let n = 1; n <= USERS; n += 1) {
    const images = n === 1 ? [shared, single] : [shared];
    stories.push(
      await ok<StoryRecord>('POST', '/api/admin/stories', {
        document: story(`Many uses ${n}`, images),
      }),
    );
  }
}, 120_000);
afterAll(() => server?.close());

const library = async () => {
  const items = await ok<LibraryImage[]>('GET', '/api/admin/images?q=many-uses');
  const entry = (url: string) => items.find((item) => item.url === url)!;
  return { shared: entry(shared), single: entry(single), unused: entry(unused) };
};

describe('the image library', () => {
  it("lists each picture's first uses and counts the rest, reading a bounded number of rows", async () => {
    let found: Awaited<ReturnType<typeof library>> | undefined;
    const statements = await statementsOf(async () => void (found = await library()));
    const page = found!;
    expect(page.shared.usageCount).toBe(USERS);
    expect(page.shared.usage).toHaveLength(IMAGE_USES_LISTED);
    // The newest items first, each with the title staff know it by.
    const newest = stories.slice(-IMAGE_USES_LISTED).reverse();
    expect(page.shared.usage.map((use) => [use.kind, use.id, use.title])).toEqual(
      newest.map((each) => ['stories', each.id, `Many uses ${stories.indexOf(each) + 1}`]),
    );
    expect(page.single.usageCount).toBe(1);
    expect(page.single.usage.map((use) => use.title)).toEqual(['Many uses 1']);
    expect(page.unused).toMatchObject({ usageCount: 0, usage: [], withdrawn: false });

    // Never every use of a picture read: the uses read are those listed (and a count by kind).
    const usesRead = statements
      .filter((statement) => /image_usages/.test(statement.sql))
      .reduce((sum, statement) => sum + statement.rows, 0);
    expect(usesRead).toBeLessThan(USERS);
    expect(statements.length).toBeLessThanOrEqual(12);

    // More items using it: the same statements, the same rows listed.
    for (let n = USERS + 1; n <= USERS + 5; n += 1) {
      await ok('POST', '/api/admin/stories', { document: story(`Many uses ${n}`, [shared]) });
    }
    const again = await statementsOf(async () => void (found = await library()));
    expect(found!.shared.usageCount).toBe(USERS + 5);
    expect(found!.shared.usage).toHaveLength(IMAGE_USES_LISTED);
    expect(again.length).toBe(statements.length);
  });
});

describe('deleting a picture many items use', () => {
  it('is refused naming the first of them, in a bounded number of statements', async () => {
    const id = (
      await ok<{ id: number; url: string }[]>('GET', '/api/admin/images?q=many-uses-shared')
    ).find((item) => item.url === shared)!.id;
    let answer: Response | undefined;
    const statements = await statementsOf(async () => {
      answer = await fetch(`${server.url}/api/admin/images/${id}`, {
        method: 'DELETE',
        headers: { Cookie: cookie },
      });
    });
    expect(answer!.status).toBe(409);
    const { message } = await errorOf(answer!);
    // The first few named (each with its field), the rest said to be there.
    expect(message.match(/Many uses \d+ \(/g)).toHaveLength(IMAGE_USES_LISTED);
    expect(message).toMatch(/; and more$/);
    expect(statements.length).toBeLessThanOrEqual(10);
  });
});

describe('whether a picture is public', () => {
  const publicFetch = async (image: string) => {
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await fetch(`${server.url}${image}`)).status;
    });
    return { status, statements: statements.length };
  };

  it('is decided in a few statements however many items use it, by the same rules', async () => {
    // Only drafts show it: not public.
    const drafts = await publicFetch(shared);
    expect(drafts.status).toBe(404);
    expect(drafts.statements).toBeLessThanOrEqual(6);

    // One of them published: public.
    const oldest = stories[0]!;
    await ok('POST', `/api/admin/stories/${oldest.id}/publish`, { version: oldest.version });
    const published = await publicFetch(shared);
    expect(published.status).toBe(200);
    expect(published.statements).toBeLessThanOrEqual(6);

    // A story whose consent has ended withdraws it, whatever public story shows it too.
    const ends = new Date(clock + 60 * 60 * 1000).toISOString();
    const consented = await ok<StoryRecord>('POST', '/api/admin/stories', {
      document: story('Many uses, consented', [single], ends),
    });
    await ok('POST', `/api/admin/stories/${consented.id}/publish`, {
      version: consented.version,
    });
    expect((await publicFetch(single)).status).toBe(200);
    clock += 2 * 60 * 60 * 1000;
    // The answer kept for a minute at most: asked again after it.
    clock += 61_000;
    const withdrawn = await publicFetch(single);
    expect(withdrawn.status).toBe(404);
    expect(withdrawn.statements).toBeLessThanOrEqual(6);
    expect((await library()).single.withdrawn).toBe(true);
  });
});
