import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { postJson, type TestServer } from './helpers.js';

export const ADMIN_EMAIL = 'staff@example.org';
export const ADMIN_PASSWORD = 'a long staff password';
export const ADMIN_ENV = { ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'k'.repeat(40) };

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

/** Files left in the server's temp folder for uploads (there should be none). */
export async function tempFiles(server: TestServer): Promise<string[]> {
  try {
    return await readdir(join(server.dataDir, 'tmp', 'uploads'));
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
