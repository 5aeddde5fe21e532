import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageForm } from './admin-helpers.js';
import { type TestServer } from './helpers.js';
import { startSignedIn } from './staff-helpers.js';

/**
 * What is published of an upload is the picture and nothing else: re-encoded, turned as its
 * EXIF orientation says, without EXIF or GPS, an animation with its frames. (Files that cannot
 * be decoded whole, pixel and frame bombs and cut uploads are refused in upload-attacks.test.ts,
 * on both storage drivers.)
 */
let server: TestServer;
let cookie: string;

beforeAll(async () => ({ server, cookie } = await startSignedIn({ seed: false })));
afterAll(() => server?.close());

const upload = (data: Buffer, type: string, name: string) =>
  fetch(`${server.url}/api/images/upload`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: imageForm(data, type, name),
  });

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
});
