import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { createDb } from '../src/db/knex.js';
import { silentLogger } from '../src/logger.js';
import { start } from '../src/main.js';
import { ADMIN_ENV, expectNoTempFiles, imageForm, makeImage, signIn } from './admin-helpers.js';
import { errorOf, onPostgres, startTestServer } from './helpers.js';
import { closedEndpoint, s3Env, startS3, type TestS3 } from './s3.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('GET /readyz with S3 storage', () => {
  it('answers 200 when the database and the bucket answer', async () => {
    const server = await startTestServer({ seed: false, env: s3.env });
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
    } finally {
      await server.close();
    }
  });

  it('answers 503 in the error shape, quickly, when the S3 endpoint is down', async () => {
    const server = await startTestServer({ seed: false, env: s3Env(await closedEndpoint()) });
    try {
      const started = Date.now();
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toEqual({
        code: 'service_unavailable',
        message: 'The media storage is not reachable',
        fields: { storage: 'Not reachable' },
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(Date.now() - started).toBeLessThan(2500);
      // The process itself is still up.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers 503 when the bucket does not exist', async () => {
    const server = await startTestServer({
      seed: false,
      env: s3Env(s3.endpoint, 'no-such-bucket'),
    });
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect((await errorOf(response)).message).toBe('The media storage is not reachable');
    } finally {
      await server.close();
    }
  });
});

describe('media and uploads while the S3 endpoint is down', () => {
  it('answer 503 service_unavailable, store no record and leave no temp file', async () => {
    const server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, ...s3Env(await closedEndpoint()) },
    });
    try {
      const media = await fetch(`${server.url}/media/stories/anything-1.jpg?w=320`);
      expect(media.status).toBe(503);
      expect(await errorOf(media)).toEqual({
        code: 'service_unavailable',
        message: 'The media storage is not reachable',
      });

      const cookie = await signIn(server);
      const upload = await fetch(`${server.url}/api/images/upload`, {
        method: 'POST',
        headers: { Cookie: cookie },
        body: imageForm(await makeImage(), 'image/png'),
      });
      expect(upload.status).toBe(503);
      expect((await errorOf(upload)).code).toBe('service_unavailable');
      const rows = (await server.db('images').count({ n: '*' })) as { n: unknown }[];
      expect(Number(rows[0]?.n)).toBe(0);
      await expectNoTempFiles(server);
    } finally {
      await server.close();
    }
  });
});

describe('start() with STORAGE_DRIVER=s3', () => {
  it('writes the demo images of an empty database to the bucket and serves them from there', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ia-start-s3-test-'));
    const schema = onPostgres ? `test_start_${randomBytes(6).toString('hex')}` : '';
    // A bucket of its own, so the keys seen are the ones this start wrote.
    const own = await startS3();
    const config = parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...own.env,
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
      try {
        // The demo stories' and articles' pictures, beside the site's own drawn pictures (the
        // seed content's, under site/).
        const all = await own.keys();
        const keys = all.filter((k) => !k.startsWith('site/') && !k.includes('/site/'));
        expect(all.some((k) => k.startsWith('site/'))).toBe(true);
        expect(keys).toHaveLength(50);
        expect(keys).toContain('stories/reading-corners-lagos-public-schools-1.jpg');
        expect(keys.filter((k) => k.startsWith('articles/'))).toHaveLength(8);
        expect(existsSync(join(dataDir, 'media'))).toBe(false);

        const response = await fetch(
          `${running.url}/media/stories/reading-corners-lagos-public-schools-1.jpg?w=640`,
        );
        expect(response.status).toBe(200);
        const data = Buffer.from(await response.arrayBuffer());
        expect((await sharp(data).metadata()).width).toBe(640);
        expect((await own.keys('variants/')).filter((k) => !k.includes('/site/'))).toEqual([
          'variants/w640/stories/reading-corners-lagos-public-schools-1.jpg',
        ]);
        expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      } finally {
        await running.close();
      }
    } finally {
      await own.close();
      if (schema) {
        const admin = createDb(config.database);
        await admin.raw('drop schema if exists ?? cascade', [schema]);
        await admin.destroy();
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
