import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, expectNoTempFiles, imageForm, makeImage, signIn } from './admin-helpers.js';
import { errorOf, startTestServer, type TestServer } from './helpers.js';

/**
 * What is published of an upload is the picture and nothing else: re-encoded, turned as its
 * EXIF orientation says, without EXIF or GPS; a file that cannot be decoded whole, or an
 * animation whose frames together pass the pixel limit, is refused and nothing is stored.
 */
let server: TestServer;
let cookie: string;
/** What the server logged at warn and error. */
const logged: string[] = [];
const capture = (level: string) => (message: string, fields?: Record<string, unknown>) =>
  logged.push(`${level}: ${message} ${JSON.stringify(fields ?? {})}`);

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: ADMIN_ENV,
    logger: { debug: () => {}, info: () => {}, warn: capture('warn'), error: capture('error') },
  });
  cookie = await signIn(server);
});
afterAll(async () => {
  await server?.close();
});

const upload = (data: Buffer, type: string, name: string) =>
  fetch(`${server.url}/api/images/upload`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: imageForm(data, type, name),
  });

const stored = async () => Number((await server.db('images').count({ n: '*' }))[0]!.n);

/** A minimal animated GIF whose every frame is `width` × `height` (the pixels are not there). */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 255, n >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0];
  bytes.push(0, 0, 0, 255, 255, 255);
  bytes.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let i = 0; i < frames; i++) {
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0);
    bytes.push(0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0, 2, 2, 0x44, 1, 0);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

describe('uploaded images', () => {
  it('are published without EXIF or GPS, turned as their orientation said', async () => {
    // A camera photo: 60 × 40 pixels stored sideways, "turn 90°" in EXIF, a GPS position.
    const photo = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#0b6e4f' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const response = await upload(photo, 'image/jpeg', 'IMG_0001.jpg');
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const published = Buffer.from(await (await fetch(`${server.url}${imageUrl}`)).arrayBuffer());
    const after = await sharp(published).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(published.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Turned upright: what was 60 wide is now 60 high.
    expect([after.width, after.height]).toEqual([40, 60]);
    const [record] = (await server
      .db('images')
      .where('path', imageUrl.slice('/media/'.length))) as {
      width: number;
      height: number;
      byte_size: number;
    }[];
    expect([record!.width, record!.height]).toEqual([40, 60]);
    expect(record!.byte_size).toBe(published.length);
  });

  it('refuse a truncated PNG and store nothing', async () => {
    const png = await makeImage('png', 400, 300);
    const truncated = png.subarray(0, Math.floor(png.length * 0.6));
    const before = await stored();
    const response = await upload(truncated, 'image/png', 'cut.png');
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toMatch(/damaged or incomplete/);
    expect(await stored()).toBe(before);
    await expectNoTempFiles(server);
  });

  it('refuse an animation whose frames together pass the pixel limit', async () => {
    const before = await stored();
    // Two frames of 8000 × 8000: 64 megapixels each, 128 together (the limit is 100).
    const response = await upload(animatedGif(8000, 8000, 2), 'image/gif', 'big.gif');
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.image).toMatch(/megapixels/);
    expect(await stored()).toBe(before);
    await expectNoTempFiles(server);
  });

  it('keep the frames of an animated GIF within the limit', async () => {
    const frame = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#e0a100' },
    })
      .png()
      .toBuffer();
    const frames = await Promise.all(
      ['#e0a100', '#0b6e4f', '#b42318'].map((background) =>
        sharp({ create: { width: 20, height: 20, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp([frame, ...frames], { join: { animated: true } })
      .gif()
      .toBuffer();
    const pages = (await sharp(gif).metadata()).pages ?? 1;
    const response = await upload(gif, 'image/gif', 'spinner.gif');
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const published = Buffer.from(await (await fetch(`${server.url}${imageUrl}`)).arrayBuffer());
    expect((await sharp(published).metadata()).pages ?? 1).toBe(pages);
  });

  it('take an aborted signed PUT as the client’s doing: no server error logged, nothing kept', async () => {
    const before = await stored();
    const signed = await fetch(`${server.url}/api/objects/upload`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'big.png', contentType: 'image/png', size: 200_000 }),
    });
    const { uploadURL } = (await signed.json()) as { uploadURL: string };
    await new Promise<void>((resolve) => {
      const req = request(uploadURL, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png', 'Content-Length': '200000' },
      });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(50_000, 1));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
    await expectNoTempFiles(server);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged.filter((line) => line.startsWith('error:'))).toEqual([]);
    expect(await stored()).toBe(before);
  });
});
