import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import {
  OBJECTS_FOLDER,
  removeUnfinishedUploads,
  UNFINISHED_UPLOAD_MS,
} from '../src/services/uploads.js';
import { makeImage, signedUpload } from './admin-helpers.js';
import { type TestServer } from './helpers.js';
import { startSignedIn } from './staff-helpers.js';

/**
 * An upload records its image, stores the file, then marks it stored. A process killed between
 * the record and the mark leaves a record that must never show (staff would pick a broken
 * image), must keep its signed address used, and is removed, with its file, at a later start.
 */
let server: TestServer;
let cookie: string;

beforeAll(async () => ({ server, cookie } = await startSignedIn({ seed: false })));
afterAll(() => server?.close());

/** What a process killed after the record (and perhaps the file) of an upload leaves. */
async function unfinished(path: string, at: Date, withFile: boolean) {
  const images = createRepositories(server.db).images;
  expect(
    await images.insertIfAbsent({
      path,
      contentType: 'image/png',
      width: 40,
      height: 30,
      byteSize: 100,
      alt: null,
      createdAt: at.toISOString(),
      originalName: null,
    }),
  ).toBe(true);
  if (withFile) {
    const file = join(server.dataDir, 'unfinished.png');
    await writeFile(file, await makeImage());
    await server.storage.originals.putFile(path, file, { contentType: 'image/png' });
  }
}

describe('uploads cut between their record and their file', () => {
  it('are neither listed to staff nor served, and keep their address used', async () => {
    const { uploadURL } = await signedUpload(server, cookie, 'image/png', 1000);
    const key = new URL(uploadURL).pathname.replace(/^\/api\/objects\//, '');
    const path = `${OBJECTS_FOLDER}/${key}`;
    await unfinished(path, new Date(), false);

    const listed = await fetch(`${server.url}/api/admin/images`, { headers: { Cookie: cookie } });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).not.toContain(key);
    expect((await fetch(`${server.url}/media/${path}`)).status).toBe(404);

    const put = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: await makeImage(),
    });
    expect(put.status).toBe(403);
  });

  it('are removed with their file at start once older than an hour, not before', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - UNFINISHED_UPLOAD_MS - 60_000);
    const recent = new Date(now.getTime() - 60_000);
    await unfinished('uploads/2025/01/old-with-file.png', old, true);
    await unfinished('uploads/2025/01/old-without-file.png', old, false);
    await unfinished('uploads/2025/01/recent.png', recent, true);
    const images = createRepositories(server.db).images;

    const removed = await removeUnfinishedUploads({
      images,
      storage: server.storage.originals,
      now,
    });
    expect(removed).toBe(2);
    expect(await images.isRecorded('uploads/2025/01/old-with-file.png')).toBe(false);
    expect(await server.storage.originals.exists('uploads/2025/01/old-with-file.png')).toBe(false);
    expect(await images.isRecorded('uploads/2025/01/old-without-file.png')).toBe(false);
    // Another process may still be storing this one.
    expect(await images.isRecorded('uploads/2025/01/recent.png')).toBe(true);
    expect(await server.storage.originals.exists('uploads/2025/01/recent.png')).toBe(true);
  });

  it('a finished upload is listed and served at once', async () => {
    const { uploadURL } = await signedUpload(server, cookie, 'image/png', 1000);
    const put = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: await makeImage(),
    });
    expect(put.status).toBe(201);
    const { imageUrl } = (await put.json()) as { imageUrl: string };
    expect((await fetch(`${server.url}${imageUrl}`)).status).toBe(200);
    const listed = await fetch(`${server.url}/api/admin/images`, { headers: { Cookie: cookie } });
    expect(JSON.stringify(await listed.json())).toContain(imageUrl);
  });
});
