import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { crc32 } from 'node:zlib';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { S3_VARIANTS_PREFIX } from '../src/storage/index.js';
import { postJson, type TestServer } from './helpers.js';

export const ADMIN_EMAIL = 'staff@example.org';
export const ADMIN_PASSWORD = 'a long staff password';
export const ADMIN_ENV = { ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'k'.repeat(40) };
/**
 * PUBLIC_BASE_URL of the servers that send e-mails (without it they stay in the outbox): not the
 * address the tests reach them at, so a link made from the request would show.
 */
export const SITE_URL = 'https://site.ia.test';

/** Signs in and answers the `Cookie` header value of the new session. */
export async function signIn(
  server: TestServer,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const response = await postJson(`${server.url}/api/auth/login`, { email, password });
  if (response.status !== 200) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

/** A signed upload address for one PUT of `size` bytes of `contentType`. */
export async function signedUpload(
  server: TestServer,
  cookie: string,
  contentType: string,
  size: number,
): Promise<{ uploadURL: string; expiresAt: string }> {
  const response = await postJson(
    `${server.url}/api/objects/upload`,
    { fileName: 'logo.png', contentType, size },
    { Cookie: cookie },
  );
  if (response.status !== 200) {
    throw new Error(`no upload address: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { uploadURL: string; expiresAt: string };
}

/** A small real PNG (or another format) drawn with sharp. */
export function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  width = 40,
  height = 30,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 11, g: 110, b: 79 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** Files left in the server's temp folders for uploads (there should be none). */
export async function tempFiles(server: TestServer): Promise<string[]> {
  try {
    const entries = await readdir(join(server.dataDir, 'tmp', 'uploads'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Waits until the temp folder is empty (formidable removes an aborted file a moment later). */
export async function expectNoTempFiles(server: TestServer): Promise<void> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const files = await tempFiles(server);
    if (files.length === 0) return;
    if (Date.now() > deadline) throw new Error(`temp files left: ${files.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function imageForm(
  data: Buffer | string,
  type: string,
  name = 'photo.png',
  field = 'image',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), name);
  return form;
}

/** A minimal animated GIF whose every frame is `width` × `height` (the pixels are not there). */
export function animatedGif(width: number, height: number, frames: number): Buffer {
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

/**
 * A PNG of a few hundred bytes whose header says `width` × `height` (a decompression bomb: the
 * pixels would take gigabytes), with one small compressed row of data.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Every original in the server's media store (the local folder, or the bucket without the
 * resized variants), sorted: what an upload may add to.
 */
export async function storedKeys(server: TestServer): Promise<string[]> {
  const settings = server.config.storage;
  if (settings.driver === 's3') {
    const client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
    });
    try {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.filter((key) => !key.startsWith(S3_VARIANTS_PREFIX)).sort();
    } finally {
      client.destroy();
    }
  }
  const root = join(server.dataDir, 'media');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}
