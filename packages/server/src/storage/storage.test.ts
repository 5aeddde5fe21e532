import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedEndpoint, s3Env, startS3, type TestS3 } from '../../test/s3.js';
import { parseConfig } from '../config.js';
import { processTempFolder } from './keys.js';
import { removeStaleTempFiles } from './local.js';
import {
  createStorage,
  isStorageKey,
  StorageUnavailableError,
  type MediaStorage,
  type Storage,
} from './index.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  parseConfig({ DATA_DIR: dataDir, ...env });

describe.each(['local', 's3'] as const)('the %s driver', (driver) => {
  let dataDir: string;
  let stores: MediaStorage;
  let storage: Storage;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ia-storage-test-'));
    stores = createStorage(configFor(dataDir, driver === 's3' ? s3.env : {}));
    storage = stores.originals;
  });
  afterEach(async () => {
    stores.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Each test uses keys of its own: the bucket is shared by the tests of this file.
  const unique = () => Math.random().toString(16).slice(2, 10);

  it('is the configured driver', () => {
    expect(stores.driver).toBe(driver);
    expect(storage.driver).toBe(driver);
    expect(stores.tempDir).toBe(join(dataDir, 'tmp', 'uploads', processTempFolder()));
  });

  it('puts a buffer and gets it back with its content type, length, ETag and date', async () => {
    const key = `uploads/2026/11/${unique()}.png`;
    const data = Buffer.from('pretend this is a PNG');
    const before = Date.now();
    await storage.put(key, data, { contentType: 'image/png', size: data.length });
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: data.length, contentType: 'image/png' });
    expect(got!.etag).toMatch(/^(W\/)?"[^"]+"$/);
    // S3 dates have whole seconds.
    expect(got!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await buffer(got!.body)).toEqual(data);
  });

  it('puts a stream of a given size', async () => {
    const key = `stories/${unique()}.jpg`;
    const parts = [Buffer.from('first part, '), Buffer.from('second part')];
    const size = parts[0]!.length + parts[1]!.length;
    await storage.put(key, Readable.from(parts), { contentType: 'image/jpeg', size });
    const got = await storage.get(key);
    expect(got).toMatchObject({ size, contentType: 'image/jpeg' });
    expect((await buffer(got!.body)).toString()).toBe('first part, second part');
  });

  it('answers stat with the metadata of get, and exists', async () => {
    const key = `articles/${unique()}.webp`;
    await storage.put(key, Buffer.from('webp bytes'), { contentType: 'image/webp' });
    const info = await storage.stat(key);
    const got = await storage.get(key);
    got!.body.destroy();
    expect(info).toEqual({
      size: 10,
      contentType: 'image/webp',
      etag: got!.etag,
      lastModified: got!.lastModified,
    });
    expect(await storage.exists(key)).toBe(true);
  });

  it('replaces what was stored at a key', async () => {
    const key = `stories/${unique()}.png`;
    await storage.put(key, Buffer.from('one'), { contentType: 'image/png' });
    await storage.put(key, Buffer.from('two, longer'), { contentType: 'image/png' });
    const got = await storage.get(key);
    expect((await buffer(got!.body)).toString()).toBe('two, longer');
  });

  it('answers "none" (undefined / false) for a missing key, never an error', async () => {
    const key = `stories/${unique()}.jpg`;
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.exists(key)).toBe(false);
  });

  it('deletes, and deleting a missing key is no error', async () => {
    const key = `uploads/objects/${unique()}.gif`;
    await storage.put(key, Buffer.from('gif'), { contentType: 'image/gif' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('moves a received file into storage', async () => {
    const key = `uploads/2026/11/${unique()}.png`;
    const file = join(dataDir, 'received.part');
    await writeFile(file, 'received bytes');
    await storage.putFile(key, file, { contentType: 'image/png' });
    expect(existsSync(file)).toBe(false);
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: 14, contentType: 'image/png' });
    expect((await buffer(got!.body)).toString()).toBe('received bytes');
  });

  it('refuses keys that could leave their folder or prefix', async () => {
    for (const key of ['../x.png', '/etc/x.png', 'a//b.png', 'a/../b.png', '.hidden.png', '']) {
      await expect(
        storage.put(key, Buffer.from('x'), { contentType: 'image/png' }),
        key,
      ).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('keeps variants apart from the originals', async () => {
    const key = `w320/stories/${unique()}.jpg`;
    await stores.variants.put(key, Buffer.from('small'), { contentType: 'image/jpeg' });
    expect(await stores.variants.exists(key)).toBe(true);
    expect(await storage.exists(key)).toBe(false);
    if (driver === 's3') {
      expect(await s3.keys('variants/')).toContain(`variants/${key}`);
    } else {
      expect(existsSync(join(dataDir, 'cache', 'media', ...key.split('/')))).toBe(true);
    }
  });

  it('answers the readiness ping', async () => {
    await expect(storage.ping(AbortSignal.timeout(2000))).resolves.toBeUndefined();
  });
});

describe('the s3 driver', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ia-storage-test-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps any content type it is given', async () => {
    const stores = createStorage(configFor(dataDir, s3.env));
    try {
      await stores.originals.put('misc/readme.txt', Buffer.from('text'), {
        contentType: 'text/plain; charset=utf-8',
      });
      expect((await stores.originals.stat('misc/readme.txt'))?.contentType).toBe(
        'text/plain; charset=utf-8',
      );
    } finally {
      stores.close();
    }
  });

  it('needs the size of a stream', async () => {
    const stores = createStorage(configFor(dataDir, s3.env));
    try {
      await expect(
        stores.originals.put('misc/x.png', Readable.from([Buffer.from('x')]), {
          contentType: 'image/png',
        }),
      ).rejects.toThrow(/size/);
    } finally {
      stores.close();
    }
  });

  it('reports an endpoint that is down as StorageUnavailableError, also for a missing key', async () => {
    const stores = createStorage(configFor(dataDir, s3Env(await closedEndpoint())));
    try {
      await expect(stores.originals.ping(AbortSignal.timeout(2000))).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(stores.originals.get('stories/x.jpg')).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(stores.originals.stat('stories/x.jpg')).rejects.toThrow(/HeadObject failed/);
    } finally {
      stores.close();
    }
  });

  it('reports a missing bucket at the ping', async () => {
    const stores = createStorage(configFor(dataDir, s3Env(s3.endpoint, 'not-there')));
    try {
      await expect(stores.originals.ping()).rejects.toThrow(/HeadBucket failed.*404/);
    } finally {
      stores.close();
    }
  });
});

describe('isStorageKey', () => {
  it.each(['stories/x.jpg', 'w640/uploads/2026/11/abc.png', 'a'])('accepts %s', (key) => {
    expect(isStorageKey(key)).toBe(true);
  });
  it.each(['', '/a', 'a/', '../a', 'a/../b', 'a\\b', '.a', 'a/b/c/d/e/f/g/h/i'])(
    'rejects %s',
    (key) => {
      expect(isStorageKey(key)).toBe(false);
    },
  );
});

describe('removeStaleTempFiles', () => {
  it('removes what this pid and dead processes of this host left, and only old files of others', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ia-temp-test-'));
    try {
      const hour = 60 * 60 * 1000;
      // A pid no process has: far above the usual pid_max.
      const dead = processTempFolder(undefined, 2 ** 30 + 7);
      const folders = {
        own: processTempFolder(),
        dead,
        live: processTempFolder(undefined, process.ppid),
        otherHost: processTempFolder('another-host', process.pid),
      };
      for (const folder of Object.values(folders)) {
        await mkdir(join(root, folder), { recursive: true });
        await writeFile(join(root, folder, 'fresh.part'), 'x');
        await writeFile(join(root, folder, 'old.part'), 'x');
        const then = new Date(Date.now() - 2 * hour);
        await utimes(join(root, folder, 'old.part'), then, then);
      }
      expect(await removeStaleTempFiles(root)).toBe(6);
      expect(existsSync(join(root, folders.own))).toBe(false);
      expect(existsSync(join(root, folders.dead))).toBe(false);
      for (const kept of [folders.live, folders.otherHost]) {
        expect(existsSync(join(root, kept, 'fresh.part'))).toBe(true);
        expect(existsSync(join(root, kept, 'old.part'))).toBe(false);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
