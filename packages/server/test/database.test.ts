import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../src/config.js';
import { loadDemoContentIfEmpty } from '../src/db/demo/load.js';
import { DEMO_STORIES } from '../src/db/demo/stories.js';
import { createDb } from '../src/db/knex.js';
import { migrateLatest } from '../src/db/migrations/index.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { silentLogger } from '../src/logger.js';
import { start } from '../src/main.js';
import { createSuccessStoryService } from '../src/services/success-stories.js';
import { onPostgres, startTestServer, type TestServer } from './helpers.js';

describe('migrations and demo content', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates every table, and running again changes nothing', async () => {
    for (const table of [
      'success_stories',
      'success_story_gallery_images',
      'articles',
      'contact_messages',
      'images',
    ]) {
      expect(await server.db.schema.hasTable(table), table).toBe(true);
    }
    expect(await migrateLatest(server.db)).toEqual([]);
  });

  it('enforces unique slugs', async () => {
    const repositories = createRepositories(server.db);
    const stories = createSuccessStoryService(repositories.successStories, {
      content: repositories.content,
      images: repositories.images,
    });
    const story = {
      slug: 'unique-story',
      title: 'Unique',
      category: 'Health',
      summary: 'S',
      impact: '1 clinic',
      year: 2020,
      primaryImage: null,
      galleryImages: [],
      narrative: null,
      published: true,
    };
    await stories.create(story);
    await expect(stories.create(story)).rejects.toThrow();
  });

  it('stores the impact sort key computed from the impact text', async () => {
    const repositories = createRepositories(server.db);
    const stories = createSuccessStoryService(repositories.successStories, {
      content: repositories.content,
      images: repositories.images,
    });
    await stories.create({
      slug: 'impact-key',
      title: 'Impact key',
      category: 'Health',
      summary: 'S',
      impact: '1,250,000+ people reached',
      year: 2020,
      primaryImage: null,
      galleryImages: ['/media/a.jpg', '/media/b.jpg'],
      narrative: null,
      published: true,
    });
    const row = (await server.db('success_stories').where('slug', 'impact-key').first()) as {
      impact_value: unknown;
    };
    expect(Number(row.impact_value)).toBe(1250000);
  });

  it('never loads demo content into a database that has content', async () => {
    const result = await loadDemoContentIfEmpty({
      repositories: createRepositories(server.db),
      storage: server.storage.originals,
      logger: silentLogger,
    });
    expect(result.loaded).toBe(false);
    expect(await createRepositories(server.db).successStories.count()).toBe(2);
  });

  it('loads the demo content into an empty database exactly once', async () => {
    const empty = await startTestServer({ seed: false });
    try {
      const deps = {
        repositories: createRepositories(empty.db),
        storage: empty.storage.originals,
        logger: silentLogger,
      };
      const first = await loadDemoContentIfEmpty(deps);
      expect(first).toMatchObject({ loaded: true, stories: DEMO_STORIES.length, articles: 8 });
      const second = await loadDemoContentIfEmpty(deps);
      expect(second.loaded).toBe(false);
      expect(await deps.repositories.successStories.count()).toBe(DEMO_STORIES.length);
      const gallery = await empty.db('success_story_gallery_images').count({ n: '*' });
      expect(Number(gallery[0]!.n)).toBe(DEMO_STORIES.reduce((n, s) => n + s.gallery, 0));
    } finally {
      await empty.close();
    }
  });
});

describe.skipIf(onPostgres)('SQLite durability settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  const pragma = async (name: string) => {
    const rows = (await server.db.raw(`PRAGMA ${name}`)) as Record<string, unknown>[];
    return Object.values(rows[0]!)[0];
  };

  it('runs with WAL, synchronous FULL, a busy timeout and foreign keys', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2); // FULL
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('keeps the database file in DATA_DIR', async () => {
    expect(server.config.database).toEqual({
      client: 'sqlite',
      filename: join(server.dataDir, 'ia.sqlite'),
    });
  });
});

describe('start()', () => {
  let dataDir: string;
  let schema: string;
  let config: Config;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ia-start-test-'));
    schema = onPostgres ? `test_start_${randomBytes(6).toString('hex')}` : '';
    config = parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    if (schema) {
      const admin = createDb(config.database);
      await admin.raw('create schema ??', [schema]);
      await admin.destroy();
    }
  });
  afterEach(async () => {
    if (schema) {
      const admin = createDb(config.database);
      await admin.raw('drop schema if exists ?? cascade', [schema]);
      await admin.destroy();
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  const startServer = (skipDemoContent = false) =>
    start(config, {
      logger: silentLogger,
      searchPath: schema ? [schema] : undefined,
      skipDemoContent,
    });

  it('migrates, loads the demo content, listens, and closes cleanly', async () => {
    const running = await startServer();
    const response = await fetch(`${running.url}/api/success-stories?pageSize=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(
      String(DEMO_STORIES.filter((s) => s.published).length),
    );
    await running.close();
    expect(running.server.listening).toBe(false);
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
  });

  it('on close, stops accepting but finishes the request in flight, then closes the database', async () => {
    const running = await startServer(true);
    const body = JSON.stringify({
      name: 'Kwame Asante',
      email: 'kwame@example.org',
      message: 'Sent just as the server was asked to stop.',
    });
    const request = httpRequest(`${running.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));

    let closed = false;
    const closing = running.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();

    request.end(body.slice(20));
    const answer = await answered;
    expect(answer.status).toBe(201);
    await closing;
    expect(closed).toBe(true);

    // The message was stored before the answer; read it back with a fresh connection.
    const db = createDb(config.database, schema ? { searchPath: [schema] } : {});
    try {
      const rows = await createRepositories(db).contactMessages.listNewestFirst();
      expect(rows.map((r) => r.name)).toEqual(['Kwame Asante']);
    } finally {
      await db.destroy();
    }
  });
});
