import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ENV,
  animatedGif,
  expectNoTempFiles,
  imageForm,
  makeImage,
  pngBomb,
  signedUpload,
  signIn,
  storedKeys,
} from './admin-helpers.js';
import { errorOf, rawRequest, startTestServer, type TestServer } from './helpers.js';
import { startS3, type TestS3 } from './s3.js';

/**
 * Uploads built to hurt, through both ways in (multipart and the signed PUT) and on both storage
 * drivers: each is refused with a 4xx in the contract's shape and leaves no image row, no stored
 * object and no temp file; or, where the file is a real image with a hostile name or payload
 * beside it, only the re-encoded picture is stored, under a key the server made. (Size limits,
 * declared types, the `image` field, two files, and tampered, expired, replayed or wrongly typed
 * signed addresses are in admin-uploads.test.ts, on both drivers too.)
 */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
/** A GIF header and a script in one file: a GIF to a sniffing parser, JavaScript to a browser. */
const gifScript = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//');

interface Attack {
  /** The file's bytes (a function: some are drawn by sharp). */
  data: () => Promise<Buffer> | Buffer;
  /** What the multipart part declares. */
  type: string;
  status: number;
}

const ATTACKS: Record<string, Attack> = {
  'an HTML page declared as image/gif': {
    data: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
    type: 'image/gif',
    status: 415,
  },
  'a PDF declared as image/webp': {
    data: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    type: 'image/webp',
    status: 415,
  },
  'a GIF header with a script behind it (polyglot)': {
    data: () => gifScript,
    type: 'image/gif',
    status: 415,
  },
  'an SVG with a script, declared as SVG': {
    data: () => svgWithScript,
    type: 'image/svg+xml',
    status: 415,
  },
  'an SVG with a script, declared as PNG': {
    data: () => svgWithScript,
    type: 'image/png',
    status: 415,
  },
  'a 900-megapixel PNG of a few hundred bytes (decompression bomb)': {
    data: () => pngBomb(30_000, 30_000),
    type: 'image/png',
    status: 422,
  },
  'a 65535 × 65535 PNG header': {
    data: () => pngBomb(65_535, 65_535),
    type: 'image/png',
    status: 422,
  },
  'an animated GIF whose frames together pass the pixel limit (frame bomb)': {
    // Two frames of 8000 × 8000: 64 megapixels each, 128 together (the limit is 100).
    data: () => animatedGif(8000, 8000, 2),
    type: 'image/gif',
    status: 422,
  },
  'an animated GIF of 2000 frames of 300 × 300': {
    data: () => animatedGif(300, 300, 2000),
    type: 'image/gif',
    status: 422,
  },
  'a truncated PNG': {
    data: async () => {
      const png = await makeImage('png', 400, 300);
      return png.subarray(0, Math.floor(png.length * 0.6));
    },
    type: 'image/png',
    status: 415,
  },
  'a JPEG cut after its header': {
    data: async () => (await makeImage('jpeg', 200, 200)).subarray(0, 200),
    type: 'image/jpeg',
    status: 415,
  },
  'random bytes declared as image/jpeg': {
    data: () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) & 255)),
    type: 'image/jpeg',
    status: 415,
  },
};

/** The image the refused uploads were attempts at, as a browser would declare them. */
const PNG_TYPE = 'image/png';

describe.each(['local', 's3'] as const)('with %s storage', (driver) => {
  let server: TestServer;
  let cookie: string;
  /** What the server logged at error level (an attack is the client's doing, never logged). */
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, ...(driver === 's3' ? s3.env : {}) },
      logger: {
        debug: () => {},
        info: () => {},
        warn: () => {},
        error: (message, fields) => errors.push(`${message} ${JSON.stringify(fields ?? {})}`),
      },
    });
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const rows = async () => Number((await server.db('images').count({ n: '*' }))[0]!.n);
  /** What is stored now: image rows and the objects of the media store. */
  const stored = async () => ({ rows: await rows(), keys: await storedKeys(server) });
  /** Nothing was added to what `before` saw, no temp file is left, nothing logged as an error. */
  const expectNothingStored = async (before: { rows: number; keys: string[] }) => {
    await expectNoTempFiles(server);
    expect(await stored()).toEqual(before);
    expect(errors).toEqual([]);
  };
  /** The answer is a 4xx of `status` in the contract's shape. */
  const expectRefused = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return errorOf(response);
  };
  const upload = (form: FormData) =>
    fetch(`${server.url}/api/images/upload`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
  const put = (url: string, data: Buffer, type: string) =>
    fetch(url, { method: 'PUT', headers: { 'Content-Type': type }, body: data });

  describe('multipart upload of', () => {
    it.each(Object.entries(ATTACKS))('%s: refused, nothing stored', async (_name, attack) => {
      const before = await stored();
      const response = await upload(imageForm(await attack.data(), attack.type, 'upload.png'));
      await expectRefused(response, attack.status);
      await expectNothingStored(before);
    });

    it('a zero-byte file: 400, nothing stored', async () => {
      const before = await stored();
      const response = await upload(imageForm(Buffer.alloc(0), PNG_TYPE, 'empty.png'));
      expect((await expectRefused(response, 400)).message).toMatch(/empty/);
      await expectNothingStored(before);
    });

    it('fifty files in one body: 400, nothing stored', async () => {
      const before = await stored();
      const png = await makeImage();
      const form = new FormData();
      for (let i = 0; i < 50; i++)
        form.append('image', new Blob([png], { type: PNG_TYPE }), 'a.png');
      const response = await upload(form);
      expect((await expectRefused(response, 400)).message).toBe('Send one image only');
      await expectNothingStored(before);
    });

    it('a body without its multipart boundary: 4xx, nothing stored', async () => {
      const before = await stored();
      const response = await fetch(`${server.url}/api/images/upload`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data' },
        body: `--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n${'a'.repeat(100)}\r\n--x--\r\n`,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      await errorOf(response);
      await expectNothingStored(before);
    });

    it('a body cut off in the middle of the file: nothing stored, no temp file', async () => {
      const before = await stored();
      const png = await makeImage('png', 600, 600);
      const head = Buffer.from(
        `--cut\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      await new Promise<void>((resolve) => {
        const req = request(`${server.url}/api/images/upload`, {
          method: 'POST',
          headers: {
            Cookie: cookie,
            'Content-Type': 'multipart/form-data; boundary=cut',
            'Content-Length': String(head.length + png.length + 10),
          },
        });
        req.on('error', () => resolve());
        req.write(Buffer.concat([head, png.subarray(0, png.length / 2)]));
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 150);
      });
      await expectNothingStored(before);
    });

    it.each([
      ['../../../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\ia.sqlite.png', 'ia.sqlite.png'],
      ['/etc/cron.d/evil.png', 'evil.png'],
      ['photo.php.png', 'photo.php.png'],
      ['photo.png.php', 'photo.png.php'],
      ['a\u0000b.png', 'ab.png'],
    ])(
      'a real image named %j: stored under a key the server made, the name kept as %j only',
      async (name, shown) => {
        const response = await upload(imageForm(await makeImage(), PNG_TYPE, name));
        expect(response.status).toBe(201);
        const body = (await response.json()) as { fileName: string; imageUrl: string };
        expect(body.fileName).toBe(shown);
        expect(body.imageUrl).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
        // Every stored object is one the server named: nothing at a path from the client.
        for (const key of await storedKeys(server)) {
          expect(key).toMatch(
            /^uploads\/(\d{4}\/\d{2}|objects)\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/,
          );
        }
        await expectNoTempFiles(server);
      },
    );

    it('a real PNG with an HTML page appended (polyglot): only the picture is stored', async () => {
      const png = await makeImage('png', 30, 20);
      const payload = '<html><script>alert(document.cookie)</script></html>';
      const response = await upload(
        imageForm(Buffer.concat([png, Buffer.from(payload)]), PNG_TYPE, 'p.png'),
      );
      expect(response.status).toBe(201);
      const { imageUrl } = (await response.json()) as { imageUrl: string };
      const served = Buffer.from(await (await fetch(`${server.url}${imageUrl}`)).arrayBuffer());
      expect(served.includes(Buffer.from('<script>'))).toBe(false);
      expect((await sharp(served).metadata()).format).toBe('png');
    });
  });

  describe('signed PUT of', () => {
    it.each(Object.entries(ATTACKS))('%s: refused, nothing stored', async (_name, attack) => {
      const data = await attack.data();
      const type = attack.type === 'image/svg+xml' ? PNG_TYPE : attack.type;
      const { uploadURL } = await signedUpload(server, cookie, type, Math.max(1, data.length));
      const before = await stored();
      const response = await put(uploadURL, data, type);
      await expectRefused(response, attack.status);
      await expectNothingStored(before);
    });

    it('a zero-byte body: 400, nothing stored, the address still usable', async () => {
      const png = await makeImage();
      const { uploadURL } = await signedUpload(server, cookie, PNG_TYPE, png.length);
      const before = await stored();
      const response = await put(uploadURL, Buffer.alloc(0), PNG_TYPE);
      expect((await expectRefused(response, 400)).message).toMatch(/empty/);
      await expectNothingStored(before);
      expect((await put(uploadURL, png, PNG_TYPE)).status).toBe(201);
    });

    it.each([
      '..%2f..%2fmedia%2fx.png',
      '..%5c..%5cia.sqlite',
      '%2e%2e%2f%2e%2e%2fx.png',
      `${'0'.repeat(32)}.png%00.php`,
      `${'0'.repeat(32)}.php`,
      `${'0'.repeat(32)}.png.php`,
    ])('a key %j: 4xx, nothing stored', async (key) => {
      // A genuine query from a real address: only the key is the attacker's.
      const { uploadURL } = await signedUpload(server, cookie, PNG_TYPE, 1000);
      const query = new URL(uploadURL).search;
      const before = await stored();
      const answer = await rawRequest(`${server.url}/api/objects/${key}${query}`, {
        method: 'PUT',
        headers: { 'Content-Type': PNG_TYPE },
        body: await makeImage(),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: expect.any(String) } });
      await expectNothingStored(before);
    });

    it('an upload cut off halfway: nothing stored, no temp file, the address still usable', async () => {
      const png = await makeImage('png', 300, 300);
      const { uploadURL } = await signedUpload(server, cookie, PNG_TYPE, png.length);
      const before = await stored();
      // Cut at once, and after a moment, several times: some while the address is checked.
      for (const delay of [0, 0, 0, 5, 20, 100]) {
        await new Promise<void>((resolve) => {
          const req = request(uploadURL, {
            method: 'PUT',
            headers: { 'Content-Type': PNG_TYPE, 'Content-Length': String(png.length) },
          });
          req.on('error', () => resolve());
          req.write(png.subarray(0, png.length / 2));
          setTimeout(() => {
            req.destroy();
            resolve();
          }, delay);
        });
      }
      await expectNothingStored(before);
      expect((await put(uploadURL, png, PNG_TYPE)).status).toBe(201);
    });
  });
});
