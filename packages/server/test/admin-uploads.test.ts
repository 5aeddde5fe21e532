import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@ia/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import {
  ADMIN_ENV,
  expectNoTempFiles,
  imageForm,
  makeImage,
  signedUpload,
  signIn,
} from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';
import { startS3, type TestS3 } from './s3.js';

let server: TestServer;
let s3: TestS3;
let cookie: string;
let clock = Date.parse('2025-06-01T09:00:00.000Z');

const imageCount = () => createRepositories(server.db).images.count();
const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/images/upload`, {
    method: 'POST',
    headers: { Cookie: cookie, ...headers },
    body,
  });
const askUrl = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/api/objects/upload`, body, { Cookie: cookie, ...headers });
const put = (
  url: string,
  body: Buffer | ReadableStream,
  type: string,
  headers: Record<string, string> = {},
) => fetch(url, { method: 'PUT', headers: { 'Content-Type': type, ...headers }, body });
const sha = (data: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(data as ArrayBuffer))
    .digest('hex');
/** The decoded pixels of an image: stored images are re-encoded, so their bytes differ. */
const pixels = async (data: Buffer | ArrayBuffer) =>
  sha(
    await sharp(Buffer.from(data as ArrayBuffer))
      .raw()
      .toBuffer(),
  );

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

/** Variables of a server using `driver`. */
const storageEnv = (driver: 'local' | 's3') => (driver === 's3' ? s3.env : {});

// The same API against both storage drivers: the local disk, and S3 (s3rver in this process).
describe.each(['local', 's3'] as const)('with %s storage', (driver) => {
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, ...storageEnv(driver) },
      now: () => new Date(clock),
    });
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('admin routes without a session', () => {
    it.each([
      ['POST', '/api/images/upload'],
      ['POST', '/api/objects/upload'],
      ['GET', '/api/admin/contact-messages'],
    ])('%s %s answers 401 unauthorized', async (method, path) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthorized');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('answers 401 before reading an upload', async () => {
      const form = imageForm(await makeImage(), 'image/png');
      const response = await fetch(`${server.url}/api/images/upload`, {
        method: 'POST',
        body: form,
      });
      expect(response.status).toBe(401);
      expect(await imageCount()).toBe(0);
    });
  });

  describe('cross-site requests with a valid session', () => {
    it.each([
      [{ Origin: 'https://evil.example' }],
      [{ Origin: 'null' }],
      [{ 'Sec-Fetch-Site': 'cross-site' }],
    ])('refuse an upload sent with %o: 403 forbidden', async (headers) => {
      const response = await upload(imageForm(await makeImage(), 'image/png'), headers);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('forbidden');
      const signed = await askUrl(
        { fileName: 'a.png', contentType: 'image/png', size: 100 },
        headers,
      );
      expect(signed.status).toBe(403);
      expect(await imageCount()).toBe(0);
    });

    it('let the same origin through', async () => {
      const response = await askUrl(
        { fileName: 'a.png', contentType: 'image/png', size: 100 },
        { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
      );
      expect(response.status).toBe(200);
    });

    it('are never opened by CORS: no Access-Control-Allow-Origin, preflights refused', async () => {
      for (const path of ['/api/images/upload', '/api/objects/upload', '/api/auth/login']) {
        const preflight = await fetch(`${server.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://evil.example',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        });
        expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
      }
      const list = await fetch(`${server.url}/api/admin/contact-messages`, {
        headers: { Cookie: cookie, Origin: 'https://evil.example' },
      });
      expect(list.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('POST /api/images/upload', () => {
    it('stores a real PNG under a new name and answers 201 with fileName, imageUrl, uploadedAt', async () => {
      const png = await makeImage('png', 40, 30);
      const response = await upload(imageForm(png, 'image/png', 'Team photo.png'));
      expect(response.status).toBe(201);
      const body = (await response.json()) as Record<string, string>;
      expect(body).toEqual({
        fileName: 'Team photo.png',
        imageUrl: expect.stringMatching(/^\/media\/uploads\/2025\/06\/[0-9a-f]{32}\.png$/),
        uploadedAt: new Date(clock).toISOString(),
      });

      const served = await fetch(`${server.url}${body.imageUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const servedBytes = Buffer.from(await served.arrayBuffer());
      expect(await pixels(servedBytes)).toBe(await pixels(png));
      const resized = await fetch(`${server.url}${body.imageUrl}?w=320`);
      expect(resized.status).toBe(200);
      expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).format).toBe('png');

      const record = await createRepositories(server.db).images.findByPath(
        body.imageUrl!.slice('/media/'.length),
      );
      expect(record).toMatchObject({
        contentType: 'image/png',
        width: 40,
        height: 30,
        byteSize: servedBytes.length,
        originalName: 'Team photo.png',
      });
      await expectNoTempFiles(server);
    });

    it('stores the upload through the storage driver, with its content type', async () => {
      const webp = await makeImage('webp', 24, 24);
      const response = await upload(imageForm(webp, 'image/webp', 'badge.webp'));
      expect(response.status).toBe(201);
      const { imageUrl } = (await response.json()) as { imageUrl: string };
      const key = imageUrl.slice('/media/'.length);
      const stored = await server.storage.originals.get(key);
      expect(stored).toMatchObject({ contentType: 'image/webp', size: webp.length });
      stored!.body.destroy();
      const onDisk = existsSync(join(server.dataDir, 'media', ...key.split('/')));
      if (driver === 's3') {
        expect(await s3.keys('uploads/')).toContain(key);
        expect(onDisk).toBe(false);
      } else {
        expect(onDisk).toBe(true);
      }
    });

    it('never uses the client’s path: the name is kept as information only', async () => {
      const response = await upload(
        imageForm(await makeImage('jpeg'), 'image/jpeg', '../../etc/passwd.jpg'),
      );
      expect(response.status).toBe(201);
      const body = (await response.json()) as Record<string, string>;
      expect(body.fileName).toBe('passwd.jpg');
      expect(body.imageUrl).toMatch(/^\/media\/uploads\/2025\/06\/[0-9a-f]{32}\.jpg$/);
    });

    it.each([
      ['jpeg', 'image/jpg', /\.jpg$/],
      ['gif', 'image/gif', /\.gif$/],
      ['webp', 'image/webp', /\.webp$/],
    ] as const)('accepts %s declared as %s', async (format, type, extension) => {
      const response = await upload(imageForm(await makeImage(format), type, `x.${format}`));
      expect(response.status).toBe(201);
      expect(((await response.json()) as { imageUrl: string }).imageUrl).toMatch(extension);
    });

    it('answers 413 for a file over 10 MB, stores nothing and leaves no temp file', async () => {
      const before = await imageCount();
      const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
      const response = await upload(imageForm(big, 'image/png', 'big.png'));
      expect(response.status).toBe(413);
      expect(await errorOf(response)).toEqual({
        code: 'payload_too_large',
        message: 'The image must be smaller than 10MB',
      });
      expect(await imageCount()).toBe(before);
      await expectNoTempFiles(server);
    });

    it('answers 413 at once for a body announced far over the limit', async () => {
      const big = Buffer.alloc(UPLOAD_MAX_BYTES + 200 * 1024, 1);
      const response = await upload(imageForm(big, 'image/png', 'bigger.png'));
      expect(response.status).toBe(413);
      await expectNoTempFiles(server);
    });

    it.each([
      ['text/plain', 'notes.txt', 'just some text'],
      ['image/svg+xml', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ['application/pdf', 'doc.pdf', '%PDF-1.4'],
    ])('answers 415 for a file declared as %s', async (type, name, data) => {
      const before = await imageCount();
      const response = await upload(imageForm(data, type, name));
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toEqual({
        code: 'unsupported_media_type',
        message: 'Only JPEG, PNG, GIF and WEBP images can be uploaded',
      });
      expect(await imageCount()).toBe(before);
      await expectNoTempFiles(server);
    });

    it('answers 415 for text sent as image/png: the content must really be an image', async () => {
      const before = await imageCount();
      const response = await upload(
        imageForm('this is not a picture at all', 'image/png', 'x.png'),
      );
      expect(response.status).toBe(415);
      expect((await errorOf(response)).message).toBe(
        'The file is not a JPEG, PNG, GIF or WEBP image',
      );
      expect(await imageCount()).toBe(before);
      await expectNoTempFiles(server);
    });

    it('answers 415 for an SVG sent as image/png', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
      const response = await upload(imageForm(svg, 'image/png', 'x.png'));
      expect(response.status).toBe(415);
    });

    it('answers 400 when the image is not in the field "image", or for two files', async () => {
      const wrongField = await upload(imageForm(await makeImage(), 'image/png', 'a.png', 'file'));
      expect(wrongField.status).toBe(400);
      expect((await errorOf(wrongField)).message).toBe(
        'Send the image in the multipart field "image"',
      );

      const two = imageForm(await makeImage(), 'image/png', 'a.png');
      two.append('image', new Blob([await makeImage()], { type: 'image/png' }), 'b.png');
      const response = await upload(two);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Send one image only');
      await expectNoTempFiles(server);
    });

    it('answers 415 for a body that is not multipart', async () => {
      const response = await upload(JSON.stringify({ image: 'x' }), {
        'Content-Type': 'application/json',
      });
      expect(response.status).toBe(415);
    });
  });

  describe('signed upload addresses', () => {
    const png = () => makeImage('png', 20, 20);
    const signedFor = (contentType: string, size: number) =>
      signedUpload(server, cookie, contentType, size);

    it('POST /api/objects/upload answers an absolute signed address valid for 15 minutes', async () => {
      const body = await signedFor('image/png', 1234);
      const url = new URL(body.uploadURL);
      expect(url.origin).toBe(server.url);
      expect(url.pathname).toMatch(/^\/api\/objects\/[0-9a-f]{32}\.png$/);
      expect([...url.searchParams.keys()]).toEqual([
        'expires',
        'type',
        'size',
        'name',
        'signature',
      ]);
      expect(url.searchParams.get('type')).toBe('image/png');
      expect(url.searchParams.get('name')).toBe('logo.png');
      expect(url.searchParams.get('size')).toBe('1234');
      expect(body.expiresAt).toBe(new Date(clock + 15 * 60_000).toISOString());
    });

    it('stores a PUT to the address; the address without its query serves the image', async () => {
      const data = await png();
      const { uploadURL } = await signedFor('image/png', data.length);
      const response = await put(uploadURL, data, 'image/png');
      expect(response.status).toBe(201);
      const body = (await response.json()) as Record<string, string>;
      const stored = uploadURL.split('?')[0]!;
      expect(body.url).toBe(stored);
      expect(body.imageUrl).toMatch(/^\/media\/uploads\/objects\/[0-9a-f]{32}\.png$/);

      const served = await fetch(stored);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('access-control-allow-origin')).toBe('*');
      const servedBytes = Buffer.from(await served.arrayBuffer());
      expect(await pixels(servedBytes)).toBe(await pixels(data));
      const viaMedia = await fetch(`${server.url}${body.imageUrl}`);
      expect(viaMedia.status).toBe(200);
      const key = body.imageUrl!.slice('/media/'.length);
      expect(await server.storage.originals.stat(key)).toMatchObject({
        contentType: 'image/png',
        size: servedBytes.length,
      });
      if (driver === 's3') expect(await s3.keys('uploads/objects/')).toContain(key);
      const resized = await fetch(`${stored}?w=320`);
      expect(resized.status).toBe(200);
      expect(resized.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const record = await createRepositories(server.db).images.findByPath(
        body.imageUrl!.slice('/media/'.length),
      );
      // Kept under the file's own name, as the image library shows it.
      expect(record).toMatchObject({
        contentType: 'image/png',
        width: 20,
        height: 20,
        originalName: 'logo.png',
      });
      expect(body.fileName).toBe('logo.png');
      await expectNoTempFiles(server);
    });

    it('is good for one upload: a second PUT to the same address is refused with 403', async () => {
      const data = await png();
      const { uploadURL } = await signedFor('image/png', data.length);
      expect((await put(uploadURL, data, 'image/png')).status).toBe(201);
      const before = await imageCount();
      const other = await makeImage('png', 21, 21);
      const replay = await put(uploadURL, other, 'image/png');
      expect(replay.status).toBe(403);
      expect(await errorOf(replay)).toEqual({
        code: 'forbidden',
        message: 'This upload address has already been used',
      });
      expect(await imageCount()).toBe(before);
      const served = await fetch(uploadURL.split('?')[0]!);
      expect(await pixels(await served.arrayBuffer())).toBe(await pixels(data));
    });

    it('lets only one of two simultaneous PUTs to one address win', async () => {
      const data = await png();
      const { uploadURL } = await signedFor('image/png', data.length);
      const statuses = (
        await Promise.all([put(uploadURL, data, 'image/png'), put(uploadURL, data, 'image/png')])
      ).map((r) => r.status);
      expect(statuses.sort()).toEqual([201, 403]);
      await expectNoTempFiles(server);
    });

    it('refuses a tampered address with 403', async () => {
      const data = await png();
      const { uploadURL } = await signedFor('image/png', data.length);
      const url = new URL(uploadURL);
      const signature = url.searchParams.get('signature')!;
      const variants: URL[] = [];
      const flipped = new URL(url);
      flipped.searchParams.set(
        'signature',
        `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      );
      variants.push(flipped);
      const bigger = new URL(url);
      bigger.searchParams.set('size', String(UPLOAD_MAX_BYTES));
      variants.push(bigger);
      const later = new URL(url);
      later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86400));
      variants.push(later);
      const otherKey = new URL(url);
      otherKey.pathname = `/api/objects/${'0'.repeat(32)}.png`;
      variants.push(otherKey);
      const noSignature = new URL(url);
      noSignature.searchParams.delete('signature');
      variants.push(noSignature);
      for (const variant of variants) {
        const response = await put(variant.toString(), data, 'image/png');
        expect(response.status, variant.toString()).toBe(403);
        expect(await errorOf(response)).toEqual({
          code: 'forbidden',
          message: 'This upload address is not valid',
        });
      }
      // The genuine address still works.
      expect((await put(uploadURL, data, 'image/png')).status).toBe(201);
    });

    it('refuses an expired address with 403', async () => {
      const data = await png();
      const { uploadURL } = await signedFor('image/png', data.length);
      clock += 15 * 60_000 + 1000;
      try {
        const response = await put(uploadURL, data, 'image/png');
        expect(response.status).toBe(403);
        expect((await errorOf(response)).message).toBe(
          'This upload address has expired; ask for a new one',
        );
      } finally {
        clock -= 15 * 60_000 + 1000;
      }
    });

    it('answers 415 for another content type than the signed one, and keeps the address usable', async () => {
      const data = await png();
      const { uploadURL } = await signedFor('image/png', data.length);
      const response = await put(uploadURL, data, 'image/jpeg');
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toEqual({
        code: 'unsupported_media_type',
        message: 'Send the file with Content-Type: image/png',
      });
      expect((await put(uploadURL, data, 'image/png')).status).toBe(201);
    });

    it('answers 413 for a body over the signed size, announced or streamed, and leaves nothing', async () => {
      const data = await png();
      const { uploadURL } = await signedFor('image/png', data.length - 1);
      const before = await imageCount();
      const announced = await put(uploadURL, data, 'image/png');
      expect(announced.status).toBe(413);
      expect((await errorOf(announced)).code).toBe('payload_too_large');

      // Without Content-Length (chunked): counted as it arrives.
      const chunks = [data.subarray(0, 10), data.subarray(10)];
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const streamed = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await imageCount()).toBe(before);
      expect((await fetch(uploadURL.split('?')[0]!)).status).toBe(404);
      await expectNoTempFiles(server);
    });

    it('answers 415 for text sent as image/png, or a JPEG sent as image/png', async () => {
      const text = Buffer.from('this is not a picture, only text');
      const first = await signedFor('image/png', text.length);
      const fake = await put(first.uploadURL, text, 'image/png');
      expect(fake.status).toBe(415);
      expect((await errorOf(fake)).message).toBe('The file is not a JPEG, PNG, GIF or WEBP image');

      const jpeg = await makeImage('jpeg');
      const second = await signedFor('image/png', jpeg.length);
      const mismatch = await put(second.uploadURL, jpeg, 'image/png');
      expect(mismatch.status).toBe(415);
      expect((await errorOf(mismatch)).message).toBe('The file is not a image/png image');
      await expectNoTempFiles(server);
    });

    it.each([
      [{ fileName: 'a.svg', contentType: 'image/svg+xml', size: 10 }, 415],
      [{ fileName: 'a.png', contentType: 'image/png', size: UPLOAD_MAX_BYTES + 1 }, 413],
      [{ fileName: 'a.png', contentType: 'image/png', size: 0 }, 422],
      [{ fileName: 'a.png', contentType: 'image/png', size: 1.5 }, 422],
      [{ fileName: 'a.png', contentType: 'image/png', size: '10' }, 422],
      [{ fileName: '', contentType: 'image/png', size: 10 }, 422],
      [{ contentType: 'image/png', size: 10 }, 422],
      [[1, 2], 400],
    ])('POST /api/objects/upload answers %o with %i', async (body, status) => {
      const response = await askUrl(body);
      expect(response.status).toBe(status);
      await errorOf(response);
    });

    it('POST /api/objects/upload answers 415 for a body that is not JSON', async () => {
      const response = await fetch(`${server.url}/api/objects/upload`, {
        method: 'POST',
        headers: { Cookie: cookie },
        body: 'fileName=a.png',
      });
      expect(response.status).toBe(415);
    });

    it('answers 404 for an object that was never stored, and for a malformed key', async () => {
      for (const path of [`/api/objects/${'a'.repeat(32)}.png`, '/api/objects/..%2fia.sqlite']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(404);
        expect((await errorOf(response)).code).toBe('not_found');
      }
    });

    it('never opens the PUT to other origins (no CORS for it)', async () => {
      const { uploadURL } = await signedFor('image/png', 100);
      const preflight = await fetch(uploadURL, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('signed upload addresses with PUBLIC_BASE_URL', () => {
    it('start with the public address', async () => {
      const other = await startTestServer({
        seed: false,
        env: { ...ADMIN_ENV, ...storageEnv(driver), PUBLIC_BASE_URL: 'https://ia.example.org/' },
      });
      try {
        const login = await postJson(
          `${other.url}/api/auth/login`,
          { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD },
          { Origin: 'https://ia.example.org' },
        );
        const session = login.headers.get('set-cookie')!.split(';')[0]!;
        const response = await postJson(
          `${other.url}/api/objects/upload`,
          { fileName: 'a.png', contentType: 'image/png', size: 10 },
          { Cookie: session, Origin: 'https://ia.example.org' },
        );
        expect(response.status).toBe(200);
        const { uploadURL } = (await response.json()) as { uploadURL: string };
        expect(uploadURL).toMatch(/^https:\/\/ia\.example\.org\/api\/objects\/[0-9a-f]{32}\.png\?/);
      } finally {
        await other.close();
      }
    });
  });
});
