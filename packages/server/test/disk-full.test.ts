import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, makeImage, signIn } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';

/**
 * A full disk: DATA_DIR on a small tmpfs (where the machine lets this process mount one; CI
 * runs as root), filled to the last byte. An upload says the server cannot store the file (507,
 * never 415), every write answers a clear 503 or 507 with Retry-After, /readyz names the full
 * disk, nothing is half-written, and once space is freed everything works again.
 */
function mountTmpfs(sizeMb: number): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'ia-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const mounted = process.platform === 'linux' ? mountTmpfs(24) : undefined;

/** Writes zeros to `file` until the disk says ENOSPC. */
async function fill(file: string): Promise<void> {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(256 * 1024);
  try {
    for (;;) {
      try {
        await handle.write(chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        // The last small blocks too.
        for (let size = 65536; size >= 512; size /= 2) {
          try {
            for (;;) await handle.write(Buffer.alloc(size));
          } catch {
            /* that size does not fit any more */
          }
        }
        return;
      }
    }
  } finally {
    await handle.close();
  }
}

describe.skipIf(!mounted)('a full disk', () => {
  let server: TestServer;
  let cookie: string;
  const filler = join(mounted ?? '', 'filler');

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, DATA_DIR: mounted! },
      rateLimits: { contact: { limit: 1000, windowMs: 60_000 } },
    });
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server?.close();
    if (mounted) {
      execFileSync('umount', ['-l', mounted], { stdio: 'ignore' });
      rmSync(mounted, { recursive: true, force: true });
    }
  });

  const upload = async () => {
    const form = new FormData();
    const png = await makeImage('png', 400, 300);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'full.png');
    return fetch(`${server.url}/api/images/upload`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
  };
  const expectRefusedForSpace = async (response: Response, what: string) => {
    expect([503, 507], `${what}: ${response.status} ${await response.clone().text()}`).toContain(
      response.status,
    );
    expect(response.headers.get('retry-after'), what).toMatch(/^\d+$/);
    const error = await errorOf(response);
    expect(error.code, what).toMatch(/insufficient_storage|service_unavailable/);
  };
  const files = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));

  it('refuses an upload with 507, says so in /readyz, and works again once space is freed', async () => {
    const imagesBefore = await server.db('images').count({ n: '*' });
    await fill(filler);

    const refused = await upload();
    await expectRefusedForSpace(refused, 'upload');
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(ready)).message).toMatch(/The disk is full/);

    // Other writes: stored, or refused with a clear answer (never a 500).
    const message = await postJson(`${server.url}/api/contact-messages`, {
      name: 'Amina Bello',
      email: 'amina@example.org',
      message: 'Written while the disk is full, '.repeat(40),
    });
    if (message.status !== 201) await expectRefusedForSpace(message, 'contact message');
    const signIn2 = await postJson(`${server.url}/api/auth/login`, {
      email: ADMIN_ENV.ADMIN_EMAIL,
      password: ADMIN_ENV.ADMIN_PASSWORD,
    });
    if (signIn2.status !== 200) await expectRefusedForSpace(signIn2, 'sign-in');

    // Nothing half-written: no image row or file for the refused upload, no temp files.
    expect(await server.db('images').count({ n: '*' })).toEqual(imagesBefore);
    const left = (await files(mounted!)).filter(
      (file) => file !== filler && !/ia\.sqlite(-wal|-shm)?$/.test(file),
    );
    expect(left).toEqual([]);

    await rm(filler);
    const stored = await upload();
    expect(stored.status).toBe(201);
    const image = ((await stored.json()) as { imageUrl: string }).imageUrl;
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
