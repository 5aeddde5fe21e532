import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, watchErrors, type RunningServer } from './harness';

const ADMIN_EMAIL = 'staff@example.org';
const ADMIN_PASSWORD = 'a long staff password';

let server: RunningServer;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 's'.repeat(40) });
  browser = await launchBrowser();
  folder = mkdtempSync(join(tmpdir(), 'ia-e2e-admin-'));
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  const code = await server?.stop();
  expect(code).toBe(0);
});

/** The browser reports the expected 401 of "who is signed in?" before sign-in as a console error. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e));

describe('the admin area', () => {
  it('signs in, uploads an image, reads a contact message and signs out', async () => {
    const message = 'Hello from the e2e test.\nA second line, kept as written.';
    const sent = await fetch(`${server.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Amina Bello', email: 'amina@example.org', message }),
    });
    expect(sent.status).toBe(201);

    const file = join(folder, 'team-photo.png');
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6e4f' } })
      .png()
      .toFile(file);

    const page = await browser.newPage();
    const errors = watchErrors(page);

    // An admin page without a session goes to the sign-in page, which brings us back.
    await page.goto(`${server.url}/admin/image-manager`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await page.getByLabel('Email address').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/admin/image-manager`);

    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('Upload successful').first().waitFor();
    const shown = await page.locator('[data-part="uploaded-item"] code').first().textContent();
    expect(shown).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const image = await fetch(`${server.url}${shown}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Contact messages' }).waitFor();
    await page.getByText(`Signed in as ${ADMIN_EMAIL}`).waitFor();
    const item = page.getByRole('article', { name: 'Message from Amina Bello (unread)' });
    await item.waitFor();
    expect(await item.getByRole('link', { name: 'amina@example.org' }).getAttribute('href')).toBe(
      'mailto:amina@example.org',
    );
    expect(await item.getByText(/Hello from the e2e test/).innerText()).toBe(message);
    await page.getByRole('link', { name: 'Unread (1)' }).waitFor();

    // Read, archived, brought back with Undo, then exported.
    await item.getByRole('button', { name: 'Mark as read' }).click();
    const read = page.getByRole('article', { name: 'Message from Amina Bello' });
    await read.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await page.getByRole('link', { name: 'Unread (0)' }).waitFor();
    await read.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Archived the message from Amina Bello').waitFor();
    await page.getByRole('link', { name: 'Archived (1)' }).waitFor();
    await page.getByText('No messages in the inbox.').waitFor();
    await page.getByRole('button', { name: 'Move it back to the inbox' }).click();
    await page.getByRole('link', { name: 'Archived (0)' }).waitFor();
    await read.waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export inbox as CSV' }).click();
    const csv = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(csv, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('"Amina Bello","amina@example.org"');
    expect(text).toContain(`"${message}","yes","no"`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    expect((await page.context().cookies()).find((c) => c.name === 'ia_session')).toBeUndefined();
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();

    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('copies the 16 bundled pictures to storage one after another, then reloads', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Email address').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/admin/dashboard`);
    await page.goto(`${server.url}/admin/image-manager`);
    const items = page.locator('[data-part="bulk-item"]');
    await expect.poll(() => items.count()).toBe(16);

    // What the tool asks, in order: the asset, a signed address, the upload, then the next
    // asset (run side by side, the three calls of several assets would interleave).
    const log: string[] = [];
    const track = (url: string, method: string) =>
      url.includes('/images/library/') ||
      url.includes('/api/objects/upload') ||
      (method === 'PUT' && url.startsWith(server.url));
    page.on('request', (request) => {
      if (!track(request.url(), request.method())) return;
      log.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await page.getByRole('button', { name: 'Upload All to Storage' }).click();
    await page.getByText('16 of 16 uploaded.').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-part="bulk-success"]').count()).toBe(16);
    expect(await page.locator('[data-part="bulk-error"]').count()).toBe(0);
    const copiedAt = Date.now();
    expect(log).toHaveLength(48);
    const puts = log.filter((line) => line.startsWith('PUT '));
    for (let i = 0; i < 16; i++) {
      expect(log[i * 3]).toMatch(/^GET \/images\/library\/[a-z0-9-]+\.(jpg|png)$/);
      expect(log[i * 3 + 1]).toBe('POST /api/objects/upload');
      expect(log[i * 3 + 2]).toMatch(/^PUT /);
    }
    // Every copy is stored and served as an image.
    for (const put of puts) {
      const stored = await fetch(`${server.url}${put.slice(4)}`);
      expect(stored.status, put).toBe(200);
      expect(stored.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
    }

    // All succeeded: the page reloads two seconds later, its list back to its first state.
    await page.waitForEvent('load', { timeout: 10_000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);
    await expect.poll(() => items.count()).toBe(16);
    expect(await page.locator('[data-part="bulk-success"]').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
