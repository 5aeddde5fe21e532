import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/knex.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { silentLogger } from '../src/logger.js';
import { createSearchService } from '../src/services/search.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD } from './admin-helpers.js';
import {
  databaseUrl,
  onPostgres,
  postJson,
  startServerProcess,
  withSearchPath,
  type ServerProcess,
} from './helpers.js';

/**
 * Two server processes on one database (Postgres, or one SQLite file) take in the same queued
 * writes at once: stories edited through both while both are searched and the whole content is
 * queued again (a bulk import). Neither may fail to update the index (two processes once wrote
 * the same item's rows at once: duplicate keys), and the index they leave is the one a single
 * process builds from the content.
 */
let dataDir = '';
let schema = '';
let db: Db;
const servers: ServerProcess[] = [];

/** The index's rows, in a fixed order, without their ids. */
const indexRows = async () =>
  (await db('search_documents')
    .orderBy(['kind', 'item_id', 'lang'])
    .select(
      'kind',
      'item_id',
      'lang',
      'type',
      'path',
      'title',
      'body',
      'search_title',
      'search_body',
      'visible_from',
      'visible_until',
      'updated_at',
    )) as Record<string, unknown>[];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ia-search-processes-'));
  let database = '';
  if (onPostgres) {
    schema = `test_search_${randomBytes(6).toString('hex')}`;
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('create schema ??', [schema]);
    await admin.destroy();
    database = withSearchPath(databaseUrl!, schema);
  }
  const env = {
    ...ADMIN_ENV,
    // One data directory: on SQLite, one database file for both.
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database } : {}),
    SITE_DIR: join(dataDir, 'no-site'),
    EMBED_DIR: join(dataDir, 'no-embed'),
  };
  // One after the other: the first migrates and loads the demo content.
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
  const config = parseConfig({
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database } : {}),
  });
  db = createDb(config.database, schema ? { searchPath: [schema] } : {});
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  await db?.destroy();
  if (schema) {
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('drop schema if exists ?? cascade', [schema]);
    await admin.destroy();
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the search index with two server processes on one database', () => {
  it('is updated by both at once without an error and ends as the content is', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const login = await postJson(`${one.url}/api/auth/login`, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const repositories = createRepositories(db);
    const storyIds = ((await db('success_stories').select('id')) as { id: number }[]).map((row) =>
      Number(row.id),
    );
    const articleIds = ((await db('articles').select('id')) as { id: number }[]).map((row) =>
      Number(row.id),
    );
    expect(storyIds.length).toBeGreaterThan(4);

    /** A story's English title changed through one process (read and saved there). */
    async function retitle(server: ServerProcess, id: number, title: string): Promise<void> {
      const read = await fetch(`${server.url}/api/admin/stories/${id}`, {
        headers: { Cookie: cookie },
      });
      expect(read.status).toBe(200);
      const record = (await read.json()) as { document: Record<string, unknown>; version: number };
      const saved = await fetch(`${server.url}/api/admin/stories/${id}`, {
        method: 'PUT',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...record, document: { ...record.document, title } }),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
    const search = (server: ServerProcess, q: string) =>
      fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}`).then((response) => {
        expect(response.status).toBe(200);
      });

    const titles = new Map<number, string>();
    for (let round = 0; round < 6; round++) {
      // Everything queued again, as a bulk import does: both processes take it in at once.
      await repositories.search.enqueue('stories', storyIds);
      await repositories.search.enqueue('articles', articleIds);
      const edits = storyIds.slice(0, 4).map((id, index) => {
        const title = `Round ${round} edit ${index} of story ${id}`;
        titles.set(id, title);
        return retitle(index % 2 === 0 ? one : two, id, title);
      });
      await Promise.all([
        ...edits,
        ...[one, two, one, two].map((server, index) => search(server, `water ${round} ${index}`)),
      ]);
    }

    // Both take in what is left: the queue empties.
    const started = Date.now();
    for (;;) {
      await Promise.all([search(one, `left ${Date.now()}`), search(two, `left ${Date.now()}`)]);
      const [{ count }] = (await db('search_queue').count({ count: '*' })) as [{ count: unknown }];
      if (Number(count) === 0) break;
      if (Date.now() - started > 30_000) throw new Error(`${String(count)} still queued`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const failures = servers
      .flatMap((server) => server.output().split('\n'))
      .filter((line) => /search index could not be updated|"level":"error"/.test(line))
      .map((line) => line.slice(0, 300));
    expect(failures).toEqual([]);

    const left = await indexRows();
    for (const [id, title] of titles) {
      const rows = left.filter(
        (row) => row.kind === 'stories' && Number(row.item_id) === id && row.lang === 'en',
      );
      expect(rows.map((row) => row.title)).toEqual([title]);
    }
    // The index one process builds from the content, from nothing.
    await db('search_state').delete();
    await createSearchService({ repositories, logger: silentLogger }).sync();
    expect(left).toEqual(await indexRows());
  }, 180_000);
});
