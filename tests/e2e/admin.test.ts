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
    const shown = await page.locator('[part="uploaded-item"] code').first().textContent();
    expect(shown).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const image = await fetch(`${server.url}${shown}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Contact messages' }).waitFor();
    await page.getByText(`Signed in as ${ADMIN_EMAIL}`).waitFor();
    const item = page.getByRole('article', { name: 'Message from Amina Bello' });
    await item.waitFor();
    expect(await item.getByRole('link', { name: 'amina@example.org' }).getAttribute('href')).toBe(
      'mailto:amina@example.org',
    );
    expect(await item.getByText(/Hello from the e2e test/).innerText()).toBe(message);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    expect((await page.context().cookies()).find((c) => c.name === 'ia_session')).toBeUndefined();
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();

    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
