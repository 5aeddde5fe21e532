import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@ia/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import { errorOf, revalidate, startTestServer, type TestServer } from './helpers.js';
import { startS3, type TestS3 } from './s3.js';

let server: TestServer;
let s3: TestS3;
const story = '/media/stories/reading-corners-lagos-public-schools-1.jpg';
const storyKey = 'stories/reading-corners-lagos-public-schools-1.jpg';
const thumbnail = '/media/articles/what-makes-a-reform-stick.webp';

const image = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${path}`, init);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
};

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

// The same API against both storage drivers: the local disk, and S3 (s3rver in this process).
describe.each(['local', 's3'] as const)('with %s storage', (driver) => {
  beforeAll(async () => {
    server = await startTestServer({ env: driver === 's3' ? s3.env : {} });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('GET /media/...', () => {
    it('serves the generated originals: story JPEGs and article WebPs', async () => {
      const jpeg = await image(story);
      expect(jpeg.response.status).toBe(200);
      expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(jpeg.data).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1600,
        height: 1000,
      });
      const webp = await image(thumbnail);
      expect(webp.response.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(webp.data).metadata()).format).toBe('webp');
    });

    it('keeps the generated originals in the configured storage', async () => {
      const records = await server.db('images').select('path');
      // The demo stories' and articles' pictures, and the seed content's drawn ones.
      expect(records.length).toBeGreaterThan(50);
      for (const { path } of records as { path: string }[]) {
        expect(await server.storage.originals.exists(path), path).toBe(true);
      }
      if (driver === 's3') {
        const keys = await s3.keys();
        expect(keys.filter((k) => !k.startsWith('variants/'))).toEqual(
          (records as { path: string }[]).map((r) => r.path).sort(),
        );
        expect(existsSync(join(server.dataDir, 'media'))).toBe(false);
      } else {
        expect(existsSync(join(server.dataDir, 'media', ...storyKey.split('/')))).toBe(true);
      }
    });

    it('answers HEAD with the headers and length of GET, without a body', async () => {
      const get = await image(`${story}?w=320`);
      const head = await image(`${story}?w=320`, { method: 'HEAD' });
      expect(head.response.status).toBe(200);
      expect(head.data.length).toBe(0);
      expect(head.response.headers.get('content-length')).toBe(String(get.data.length));
      expect(head.response.headers.get('etag')).toBe(get.response.headers.get('etag'));
      expect(head.response.headers.get('content-type')).toBe('image/jpeg');
    });

    it('answers 304 to If-Modified-Since for an original', async () => {
      const { response } = await image(story);
      const lastModified = response.headers.get('last-modified')!;
      expect(lastModified).toBeTruthy();
      const again = await fetch(`${server.url}${story}`, {
        headers: { 'If-Modified-Since': lastModified, 'Cache-Control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    });

    it('records every generated image in the images table', async () => {
      const record = await createRepositories(server.db).images.findByPath(
        'stories/reading-corners-lagos-public-schools-1.jpg',
      );
      expect(record).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1000 });
      expect(record!.byteSize).toBeGreaterThan(1000);
    });

    it.each(IMAGE_WIDTHS)(
      'resizes to w=%i, keeps the format and caches the variant in storage',
      async (w) => {
        const { response, data } = await image(`${story}?w=${w}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        const meta = await sharp(data).metadata();
        // Never enlarged: the original is 1600 wide.
        expect(meta.width).toBe(Math.min(w, 1600));
        expect(meta.height).toBe(Math.round((Math.min(w, 1600) * 1000) / 1600));
        expect(await server.storage.variants.exists(`w${w}/${storyKey}`)).toBe(true);
        if (driver === 'local') {
          expect(
            existsSync(join(server.dataDir, 'cache', 'media', `w${w}`, ...storyKey.split('/'))),
          ).toBe(true);
        } else {
          // In the bucket under variants/, nothing on the local disk.
          expect(await s3.keys(`variants/w${w}/`)).toContain(`variants/w${w}/${storyKey}`);
          expect(existsSync(join(server.dataDir, 'cache'))).toBe(false);
        }
      },
    );

    it('serves the same variant again from the cache', async () => {
      const first = await image(`${thumbnail}?w=320`);
      const second = await image(`${thumbnail}?w=320`);
      expect(second.data.equals(first.data)).toBe(true);
      expect((await sharp(second.data).metadata()).width).toBe(320);
    });

    it('answers concurrent first requests for one variant alike', async () => {
      const path = '/media/stories/community-health-workers-kano-2.jpg?w=960';
      const all = await Promise.all([image(path), image(path), image(path)]);
      for (const { response, data } of all) {
        expect(response.status).toBe(200);
        expect(data.equals(all[0]!.data)).toBe(true);
      }
    });

    it('caches a story picture a minute at most (its consent may be withdrawn), with an ETag and 304', async () => {
      const { response } = await image(`${story}?w=640`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const etag = response.headers.get('etag')!;
      expect((await revalidate(`${server.url}${story}?w=640`, etag)).status).toBe(304);
    });

    it.each(['100', '641', '2000', 'abc', '', '640&w=320'])('answers 400 for w=%s', async (w) => {
      const response = await fetch(`${server.url}${story}?w=${w}`);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('bad_request');
      expect(error.message).toBe(`w must be one of ${IMAGE_WIDTHS.join(', ')}`);
    });

    it('answers 404 for an unknown image or a path outside media', async () => {
      for (const path of [
        '/media/stories/nope.jpg',
        '/media/stories/nope.jpg?w=640',
        '/media/..%2fia.sqlite',
        '/media/stories/..%2f..%2fia.sqlite',
        '/media/stories/readme.txt',
        // The bucket's variants are never addressed as originals.
        `/media/variants/w320/${storyKey}`,
      ]) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(404);
        expect((await errorOf(response)).code).toBe('not_found');
      }
    });

    it('answers 405 with Allow for other methods', async () => {
      const response = await fetch(`${server.url}${story}`, { method: 'DELETE' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    });
  });
});
