import { COLLECTIONS, GLOBALS } from '@ia/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { type RunningServer, openSite, closeSite } from './harness';

/**
 * axe-core (WCAG 2.0 to 2.2, A and AA) on every screen of the staff application, at phone and
 * desktop width: sign-in, dashboard, each collection's list and an item of it, a new item, each
 * global, the image library, the Image Manager, the documents, translations, messages (one open), the menu on a
 * phone, and the dialogs (history restore, preview, picture details, picture choice, focal
 * point, leaving with unsaved changes). Any violation fails.
 */

const ADMIN_EMAIL = 'staff@example.org';
const ADMIN_PASSWORD = 'a long staff password';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openSite({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_SECRET: 'a'.repeat(40),
  }));
  // A message in the inbox.
  const sent = await fetch(`${server.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Amina Bello',
      email: 'amina@example.org',
      message: 'When does the next cohort start?\nThank you.',
    }),
  });
  expect(sent.status).toBe(201);
});

afterAll(async () => {
  await closeSite({ server, browser });
});

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** The screen drawn with its data: its heading shown, nothing loading, the network quiet. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('status')
    .filter({ hasText: /^(Loading|Checking)/ })
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.loading === 'lazy'),
  );
}

describe('admin accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const viewport of WIDTHS) {
    it(`finds no violation on any admin screen on a ${viewport.name}`, async () => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const failures: string[] = [];
      const check = async (label: string) => {
        const found = await axeViolations(page);
        if (found.length) failures.push(`${label}:\n  ${found.join('\n  ')}`);
      };
      const visit = async (path: string) => {
        await page.goto(`${server.url}/admin${path}`);
        await settled(page);
        await check(path);
      };

      await page.goto(`${server.url}/admin/login`);
      await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
      await check('/login');
      await page.getByLabel('Email address').fill(ADMIN_EMAIL);
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await settled(page);
      await check('/ (dashboard)');

      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('navigation', { name: 'Staff menu' }).waitFor();
        await check('the menu, open');
      }

      for (const def of COLLECTIONS) {
        await visit(`/${def.name}`);
        const first = page.getByRole('list', { name: def.plural }).getByRole('link').first();
        if (await first.count()) {
          await first.click();
          await settled(page);
          await check(`/${def.name}/{first item}`);
        }
      }
      await visit(`/${COLLECTIONS[0]!.name}/new`);
      for (const def of GLOBALS) await visit(`/globals/${def.name}`);
      for (const path of [
        '/images',
        '/image-manager',
        '/documents',
        '/translations',
        '/translations?lang=ar',
        '/interface-texts',
        '/messages',
        '/no-such-screen',
      ]) {
        await visit(path);
      }

      // A message opened.
      await visit('/messages');
      await page.getByRole('button', { name: 'Read the message' }).first().click();
      await check('/messages with a message open');

      // The picture details, from the library.
      await visit('/images');
      await page
        .getByRole('button', { name: /^Edit alt text and focal point/ })
        .first()
        .click();
      await page.getByRole('dialog').locator('[data-focal-picture] img').waitFor();
      await settled(page);
      await check('picture details dialog');
      await page.keyboard.press('Escape');

      // An item's dialogs: choosing a picture, its focal point, the preview, leaving unsaved.
      const people = COLLECTIONS.find((def) => def.name === 'people')!;
      await visit(`/${people.name}`);
      await page.getByRole('list', { name: people.plural }).getByRole('link').first().click();
      await settled(page);
      await page.getByRole('button', { name: 'Replace picture' }).click();
      await page.getByRole('dialog', { name: 'Choose a picture' }).getByRole('list').waitFor();
      await settled(page);
      await check('choose a picture dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Focal point' }).click();
      await page
        .getByRole('dialog', { name: 'Focal point of the picture' })
        .getByRole('slider')
        .first()
        .waitFor();
      await settled(page);
      await check('focal point dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview of the public page' });
      await preview.frameLocator('iframe').locator('h1').first().waitFor();
      await check('preview dialog');
      await preview.getByRole('button', { name: 'Close preview' }).click();
      await page.getByLabel(/^Role/).fill(`Chair of the Board (${viewport.name})`);
      // Any way out asks first (the menu's link, even behind the phone's closed menu).
      await page
        .locator('#staff-menu a[href="/admin/images"]')
        .evaluate((link: HTMLElement) => link.click());
      await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
      await check('leave without saving dialog');
      await page.getByRole('button', { name: 'Stay and keep editing' }).click();

      // Saved, the item has two versions: restoring the first asks first.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByRole('status')
        .getByText(/^Saved /)
        .waitFor();
      await page.getByRole('button', { name: 'Restore version 1' }).click();
      await page.getByRole('dialog', { name: 'Restore version 1?' }).waitFor();
      await check('restore a version dialog');

      await context.close();
      expect(failures, failures.join('\n')).toEqual([]);
    }, 300_000);
  }
});
