import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS, GLOBALS } from '@ia/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { staffSite, watchErrors, unexpectedErrors } from './harness';

/**
 * The staff application's library, inbox and translation screens used as staff use them: sign
 * in from a deep link, upload pictures (with their progress), give one alt text and a focal
 * point, use it as a person's portrait, find that use in the library and see its delete refused;
 * the Image Manager's upload and bulk copy joining the library; a French translation shown out
 * of date once the English changed, opened in French; a contact message arriving in the inbox,
 * read, answered, archived and exported; and every editor's save and publish within reach on a
 * phone, with the menu working at 390 px.
 */

const site = staffSite('staff@example.org', 'a long staff password', { folder: 'admin' });

interface LibraryImage {
  id: number;
  url: string;
  name: string | null;
  alt: string | null;
  focalX: number;
  focalY: number;
  usage: { kind: string; id: number; title: string; field: string }[];
}

async function library(page: Page, q: string): Promise<LibraryImage[]> {
  const response = await page.request.get(
    `${site.server.url}/api/admin/images?q=${encodeURIComponent(q)}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as LibraryImage[];
}

/** A photograph: an orange field with a yellow sun in its upper right. */
const photo = (path: string) =>
  sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#c2410c' },
    // The subject, off centre: where the focal point goes.
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1000"><circle cx="1200" cy="300" r="200" fill="#fde047"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toFile(path);

describe('the staff application', () => {
  it('uploads pictures, sets alt text and a focal point, uses one, and refuses to delete it while used', async () => {
    const team = join(site.folder, 'team-photo.jpg');
    const spare = join(site.folder, 'spare-banner.png');
    const notes = join(site.folder, 'notes.txt');
    await photo(team);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
      .png()
      .toFile(spare);
    writeFileSync(notes, 'not a picture');

    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);

    // A deep link without a session: sign in, and back to the library.
    await site.signIn(page, '/admin/images', { dashboard: false });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/images');
    await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/images');

    // Three files at once: the pictures are uploaded one after another, the text file refused.
    await page.getByLabel('Choose pictures to upload').setInputFiles([team, notes, spare]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await uploads
      .getByRole('listitem')
      .filter({ hasText: 'notes.txt' })
      .getByText('Please select a valid image file (JPEG, PNG, GIF, WEBP)')
      .waitFor();
    for (const name of ['team-photo.jpg', 'spare-banner.png']) {
      await uploads
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText('Uploaded', { exact: true })
        .waitFor();
    }
    await page.getByRole('status').getByText('2 of 3 uploaded, 1 not uploaded.').waitFor();
    const [stored] = await library(page, 'team-photo');
    expect(stored).toMatchObject({ name: 'team-photo.jpg', alt: null, usage: [] });

    // Its alt text and focal point: clicked on the sun, then nudged with the keyboard.
    await page.getByRole('button', { name: 'Write its alt text (team-photo.jpg)' }).click();
    const details = page.getByRole('dialog', { name: 'Picture: team-photo.jpg' });
    const picture = details.locator('[data-focal-picture] img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const box = (await picture.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3);
    const left = details.getByLabel(/^From the left/);
    expect(await left.inputValue()).toBe('75');
    expect(await details.getByLabel(/^From the top/).inputValue()).toBe('30');
    await left.focus();
    await page.keyboard.press('ArrowRight');
    expect(await left.inputValue()).toBe('76');
    await details.getByText('76 % from the left, 30 % from the top').waitFor();
    // Each crop the site makes keeps the point in view.
    const crops = details.locator('li img');
    expect(await crops.count()).toBeGreaterThan(0);
    for (const crop of await crops.all()) {
      expect(await crop.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('76% 30%');
    }
    await details
      .getByLabel('Alt text', { exact: true })
      .fill('The team gathered under the morning sun');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await details.waitFor({ state: 'hidden' });
    await page.getByText('Picture saved').waitFor();
    expect((await library(page, 'team-photo'))[0]).toMatchObject({
      alt: 'The team gathered under the morning sun',
      focalX: 0.76,
      focalY: 0.3,
    });

    // Used as the first council member's portrait, chosen from the library in the editor.
    await page
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'People' })
      .click();
    const person = page.getByRole('list', { name: 'People' }).getByRole('link').first();
    const personName = (await person.innerText()).trim();
    await person.click();
    await page.getByRole('heading', { name: personName, level: 1 }).waitFor();
    const personUrl = page.url();
    await page.getByRole('button', { name: 'Replace picture' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture' });
    await picker.getByLabel(/search by name or alt text/).fill('team-photo');
    await picker.getByRole('button', { name: /team-photo\.jpg/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Saved /)
      .waitFor();
    const people = (await (await fetch(`${site.server.url}/api/content/people`)).json()) as {
      name: string;
      portrait: { src: string; focalX: number; focalY: number } | null;
    }[];
    expect(people.find((p) => p.name === personName)?.portrait).toMatchObject({
      src: stored!.url,
      focalX: 0.76,
      focalY: 0.3,
    });

    // The library says where it is used, with a link to the editor.
    await page
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Images' })
      .click();
    await page.getByLabel('Search by name or alt text').fill('team-photo');
    const card = page
      .getByRole('list', { name: 'Pictures' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'team-photo.jpg' }),
      });
    await card.getByText('Used in one place:').waitFor();
    await card.getByText('Alt text: The team gathered under the morning sun').waitFor();
    expect(await card.getByRole('link', { name: personName }).getAttribute('href')).toBe(
      new URL(personUrl).pathname,
    );
    expect(await card.getByText('(Person · Portrait)').count()).toBe(1);

    // A picture in use is not deleted: refused before any confirmation, saying where it is used.
    await card.getByRole('button', { name: /Edit alt text and focal point/ }).click();
    await details
      .getByText('Used in one place: a picture a page uses cannot be deleted.')
      .waitFor();
    await details.getByRole('button', { name: 'Delete this picture' }).click();
    const refusal = details.getByRole('alert');
    await refusal.waitFor();
    expect(await details.getByRole('button', { name: 'Yes, delete it' }).count()).toBe(0);
    expect(await refusal.innerText()).toContain('This picture is used, so it cannot be deleted');
    expect(await refusal.innerText()).toContain(`${personName} (Person · Portrait)`);
    expect(await library(page, 'team-photo')).toHaveLength(1);
    await details.getByRole('button', { name: 'Close' }).click();

    // One nothing uses is deleted, with its resized copies.
    await page.getByLabel('Search by name or alt text').fill('spare-banner');
    await page
      .getByRole('button', { name: /Edit alt text and focal point of spare-banner\.png/ })
      .click();
    const spareDetails = page.getByRole('dialog', { name: 'Picture: spare-banner.png' });
    const [spareImage] = await library(page, 'spare-banner');
    await spareDetails.getByRole('button', { name: 'Delete this picture' }).click();
    await spareDetails.getByRole('button', { name: 'Yes, delete it' }).click();
    await spareDetails.waitFor({ state: 'hidden' });
    await page.getByText('Picture deleted').waitFor();
    await page.getByText('No picture matches this search.', { exact: false }).waitFor();
    expect(await library(page, 'spare-banner')).toEqual([]);
    expect((await fetch(`${site.server.url}${spareImage!.url}`)).status).toBe(404);

    // The refused delete's 409 is the only answer the browser reports.
    expect(unexpectedErrors(errors).filter((e) => !/status of 409 \(Conflict\)/.test(e))).toEqual(
      [],
    );
    await page.close();
  }, 180_000);

  it('uploads with the Image Manager and copies the bundled pictures; both join the library', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.server.url,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await site.signIn(page, '/admin/image-manager', { dashboard: false });
    await page.getByRole('heading', { name: 'Image Manager', level: 1 }).waitFor();

    // The manual upload: its address listed, copied whole.
    const poster = join(site.folder, 'event-poster.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0b6e4f' } })
      .png()
      .toFile(poster);
    await page.getByLabel('Choose pictures to upload').setInputFiles(poster);
    await page.getByText('Upload successful').waitFor();
    await page.getByText('Image uploaded successfully: event-poster.png').waitFor();
    const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();
    const address = await row.locator('code').innerText();
    expect(address).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect((await fetch(`${site.server.url}${address}`)).headers.get('content-type')).toBe(
      'image/png',
    );
    await row.getByRole('button', { name: 'Copy URL for event-poster.png' }).click();
    await page.getByText('Image URL copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.server.url}${address}`,
    );
    expect((await library(page, 'event-poster'))[0]?.url).toBe(address);

    // The bulk tool: each bundled picture fetched, given a signed address and sent, in turn.
    const items = page.locator('[data-part="bulk-item"]');
    await expect.poll(() => items.count()).toBe(16);
    const log: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (
        url.includes('/images/library/') ||
        url.includes('/api/objects/upload') ||
        (request.method() === 'PUT' && url.startsWith(site.server.url))
      ) {
        log.push(`${request.method()} ${new URL(url).pathname}`);
      }
    });
    await page.getByRole('button', { name: 'Upload All to Storage' }).click();
    await page.getByText('16 of 16 uploaded.').waitFor({ timeout: 60_000 });
    const copiedAt = Date.now();
    expect(await page.locator('[data-part="bulk-success"]').count()).toBe(16);
    expect(log).toHaveLength(48);
    for (let i = 0; i < 16; i++) {
      expect(log[i * 3]).toMatch(/^GET \/images\/library\/[a-z0-9-]+\.(jpg|png)$/);
      expect(log[i * 3 + 1]).toBe('POST /api/objects/upload');
      expect(log[i * 3 + 2]).toMatch(/^PUT \/api\/objects\/[0-9a-f]{32}\.(jpg|png)$/);
    }
    // All copied: the page reloads two seconds later (spec section 4).
    await page.waitForEvent('load', { timeout: 10_000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);

    // In the library under their own names.
    const copies = await library(page, 'uploads/objects/');
    expect(copies).toHaveLength(16);
    expect(copies.map((image) => image.name).sort()).toEqual(
      log
        .filter((line) => line.startsWith('GET '))
        .map((line) => line.split('/').pop())
        .sort(),
    );
    await page.goto(`${site.server.url}/admin/images?q=hero-background`);
    await page
      .getByRole('list', { name: 'Pictures' })
      .getByRole('heading', { name: 'hero-background.jpg' })
      .first()
      .waitFor();

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows a French translation out of date once the English changed, and opens it in French', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await site.signIn(page, '/admin/translations', { dashboard: false });
    await page.getByRole('heading', { name: 'Translations', level: 1 }).waitFor();
    const outdated = page.getByRole('region', { name: /^Out of date/ });
    await outdated.getByText('Nothing here.').waitFor();
    // What the launch's team wrote waits for a native speaker, with its own explanation.
    const toReview = page.getByRole('region', { name: /^Needs review \(\d+\)$/ });
    await toReview.getByText(/^Written for the launch by the team, not yet checked/).waitFor();
    await toReview.getByRole('link', { name: /^About page/ }).waitFor();

    // The About page's English title changes; its French stays as it was.
    await page.goto(`${site.server.url}/admin/globals/about-page`);
    await page.getByRole('heading', { name: 'About page', level: 1 }).waitFor();
    await page.getByLabel(/^Title/).fill('About the Initiative');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page
      .getByRole('status')
      .getByText(/^Live\. Saved /)
      .waitFor();

    // The dashboard points to it.
    await page
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const attention = page.getByRole('region', { name: 'Translations out of date' });
    await attention.getByText('1 item whose English changed since').first().waitFor();
    await attention.getByRole('link', { name: 'French' }).click();
    await page.waitForURL(`${site.server.url}/admin/translations?lang=fr`);
    const french = page.getByRole('region', { name: 'Out of date (1)' });
    const entry = french.getByRole('link', { name: /^About page/ });
    await entry.waitFor();
    await french.getByText('Changed in English: Title').waitFor();
    // The same in Arabic, which was translated too.
    await page
      .getByRole('navigation', { name: 'Languages' })
      .getByRole('link', { name: /^Arabic/ })
      .click();
    await page.getByRole('heading', { name: 'Arabic', level: 2 }).waitFor();
    await page
      .getByRole('region', { name: 'Out of date (1)' })
      .getByRole('link', { name: /^About page/ })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Languages' })
      .getByRole('link', { name: /^French/ })
      .click();
    await page.getByRole('heading', { name: 'French', level: 2 }).waitFor();

    // Opened in the editor at French, the new English beside the French to check.
    await page
      .getByRole('region', { name: 'Out of date (1)' })
      .getByRole('link', { name: /^About page/ })
      .click();
    await page.waitForURL(`${site.server.url}/admin/globals/about-page?lang=fr`);
    await page.getByRole('heading', { name: 'About page', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: /^French/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByLabel(/^Title/).getAttribute('lang')).toBe('fr');
    await page.getByText('About the Initiative', { exact: true }).waitFor();
    // The French was written for the launch: the editor says so, and an editor marks it reviewed.
    const note = page.getByRole('note', { name: 'Needs review' });
    await note.getByText(/written for the launch by the team/).waitFor();
    expect(await page.getByRole('button', { name: /^French/ }).textContent()).toContain(
      'needs review',
    );
    await note.getByRole('button', { name: 'Mark as reviewed' }).click();
    await note.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /^French/ }).textContent()).not.toContain(
      'needs review',
    );
    // Arabic still waits.
    expect(await page.getByRole('button', { name: /^Arabic/ }).textContent()).toContain(
      'needs review',
    );

    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 120_000);

  it('receives a contact message in the inbox: read, answered, archived with Undo, exported', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await site.signIn(page, '/admin/messages', { dashboard: false });
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await page.getByText('No messages in the inbox.', { exact: false }).waitFor();

    const message = 'Hello from a visitor.\nA second line, kept as written.';
    const sent = await fetch(`${site.server.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Amina Bello', email: 'amina@example.org', message }),
    });
    expect(sent.status).toBe(201);

    // The dashboard counts it; its link opens the inbox.
    await page
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByText('1 unread.').waitFor();
    await page.getByRole('link', { name: 'Open the inbox' }).click();
    const item = page.getByRole('article', { name: 'Message from Amina Bello (unread)' });
    await item.waitFor();
    await page.getByRole('link', { name: 'Unread (1)' }).waitFor();
    expect(await item.getByRole('link', { name: 'amina@example.org' }).getAttribute('href')).toBe(
      'mailto:amina@example.org',
    );
    expect(
      await item.getByRole('link', { name: 'Reply by e-mail to Amina Bello' }).getAttribute('href'),
    ).toBe('mailto:amina@example.org?subject=Re%3A%20your%20message');

    // Reading it shows the whole text as written, and marks it read.
    await item.getByRole('button', { name: 'Read the message' }).click();
    const read = page.getByRole('article', { name: 'Message from Amina Bello' });
    expect(await read.getByText(/Hello from a visitor/).innerText()).toBe(message);
    await page.getByRole('link', { name: 'Unread (0)' }).waitFor();
    await read.getByRole('button', { name: 'Mark as unread' }).waitFor();

    // Answered, then archived, then brought back with Undo.
    await read.getByRole('button', { name: 'Mark as answered' }).click();
    await read.getByText('Answered', { exact: true }).waitFor();
    await read.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Archived the message from Amina Bello').waitFor();
    await page.getByRole('link', { name: 'Archived (1)' }).waitFor();
    await page.getByText('No messages in the inbox.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Move it back to the inbox' }).click();
    await page.getByRole('link', { name: 'Archived (0)' }).waitFor();
    await read.waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export inbox as CSV' }).click();
    const text = readFileSync((await (await download).path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('"Amina Bello","amina@example.org"');
    expect(text).toContain(`"${message}","yes","no","yes"`);

    // Signing out ends the session; the inbox asks to sign in again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'ia_session')).toBeUndefined();
    await page.goto(`${site.server.url}/admin/messages`);
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();

    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 120_000);

  it('keeps save and publish within reach on a phone in every editor, and the menu works at 390 px', async () => {
    const page = await site.browser.newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const errors = watchErrors(page);
    await site.signIn(page, '/admin/', { dashboard: false });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    // The menu: closed, opened by its button, closed by Escape, closed by choosing a screen.
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    expect(await menu.isVisible()).toBe(false);
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Images' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await menuButton.click();
    await menu.getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    /** The editor's buttons are on screen however far down the form staff are. */
    const inReach = async (names: RegExp) => {
      for (const at of ['top', 'middle', 'bottom'] as const) {
        await page.evaluate((where) => {
          const height = document.documentElement.scrollHeight;
          window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? height / 2 : height);
        }, at);
        const button = page.getByRole('button', { name: names }).last();
        const box = (await button.boundingBox())!;
        expect(box.y, at).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, at).toBeLessThanOrEqual(844);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${page.url()} is wider than the phone`,
      ).toBeLessThanOrEqual(390);
    };

    for (const def of COLLECTIONS) {
      await page.goto(`${site.server.url}/admin/${def.name}`);
      await page.getByRole('heading', { name: def.plural, level: 1 }).waitFor();
      // A kind the demo content leaves empty (pages staff make) is checked on a new item.
      const first = page.getByRole('list', { name: def.plural }).getByRole('link').first();
      const none = page.getByText(`No ${def.plural.toLowerCase()} yet.`);
      await first.or(none).first().waitFor();
      if (await none.isVisible()) await page.goto(`${site.server.url}/admin/${def.name}/new`);
      else await first.click();
      await page
        .getByRole('button', { name: 'Preview' })
        .or(page.getByRole('button', { name: /^Save/ }))
        .first()
        .waitFor();
      await inReach(/^(Save|Save draft)$/);
      await inReach(/^(Publish|Unpublish|Save and publish)$/);
    }
    for (const def of GLOBALS) {
      await page.goto(`${site.server.url}/admin/globals/${def.name}`);
      await page.getByRole('heading', { name: def.label, level: 1 }).waitFor();
      await inReach(/^Save and publish$/);
    }
    // A new item too, before its first save.
    await page.goto(`${site.server.url}/admin/${COLLECTIONS[0]!.name}/new`);
    await page
      .getByRole('heading', { name: `New ${COLLECTIONS[0]!.label.toLowerCase()}` })
      .waitFor();
    await inReach(/^Save and publish$/);

    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 180_000);
});
