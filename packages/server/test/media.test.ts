import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@ia/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import { errorOf, revalidate, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
const story = '/media/stories/reading-corners-lagos-public-schools-1.jpg';
const thumbnail = '/media/articles/what-makes-a-reform-stick.webp';

const image = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
};

beforeAll(async () => {
  server = await startTestServer();
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

  it('records every generated image in the images table', async () => {
    const record = await createRepositories(server.db).images.findByPath(
      'stories/reading-corners-lagos-public-schools-1.jpg',
    );
    expect(record).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1000 });
    expect(record!.byteSize).toBeGreaterThan(1000);
  });

  it.each(IMAGE_WIDTHS)(
    'resizes to w=%i, keeps the format and caches the variant on disk',
    async (w) => {
      const { response, data } = await image(`${story}?w=${w}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(data).metadata();
      expect(meta.width).toBe(w);
      expect(meta.height).toBe(Math.round((w * 1000) / 1600));
      expect(
        existsSync(
          join(
            server.dataDir,
            'cache',
            'media',
            `w${w}`,
            'stories',
            'reading-corners-lagos-public-schools-1.jpg',
          ),
        ),
      ).toBe(true);
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

  it('caches for a year, immutable, with an ETag and 304', async () => {
    const { response } = await image(`${story}?w=640`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const etag = response.headers.get('etag')!;
    expect((await revalidate(`${server.url}${story}?w=640`, etag)).status).toBe(304);
  });

  it.each(['100', '641', '2000', 'abc', '', '640&w=320'])('answers 400 for w=%s', async (w) => {
    const response = await fetch(`${server.url}${story}?w=${w}`);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('bad_request');
    expect(error.message).toBe('w must be one of 320, 640, 960, 1280');
  });

  it('answers 404 for an unknown image or a path outside media', async () => {
    for (const path of [
      '/media/stories/nope.jpg',
      '/media/stories/nope.jpg?w=640',
      '/media/..%2fia.sqlite',
      '/media/stories/..%2f..%2fia.sqlite',
      '/media/stories/readme.txt',
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
