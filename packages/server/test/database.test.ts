import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { loadDemoContentIfEmpty } from '../src/db/demo/load.js';
import { DEMO_STORIES } from '../src/db/demo/stories.js';
import { createDb } from '../src/db/knex.js';
import { migrateLatest } from '../src/db/migrations/index.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { silentLogger } from '../src/logger.js';
import { start } from '../src/main.js';
import { createMediaService } from '../src/services/media.js';
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
    const stories = createSuccessStoryService(createRepositories(server.db).successStories);
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
    const stories = createSuccessStoryService(createRepositories(server.db).successStories);
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
      media: createMediaService({ dataDir: server.dataDir }),
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
        media: createMediaService({ dataDir: empty.dataDir }),
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
  it('migrates, loads the demo content, listens, and closes cleanly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ia-start-test-'));
    const schema = onPostgres ? `test_start_${Date.now().toString(36)}` : '';
    const config = parseConfig({
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
    try {
      const running = await start(config, {
        logger: silentLogger,
        searchPath: schema ? [schema] : undefined,
      });
      const response = await fetch(`${running.url}/api/success-stories?pageSize=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe(
        String(DEMO_STORIES.filter((s) => s.published).length),
      );
      await running.close();
      expect(running.server.listening).toBe(false);
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    } finally {
      if (schema) {
        const admin = createDb(config.database);
        await admin.raw('drop schema if exists ?? cascade', [schema]);
        await admin.destroy();
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
