import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, watchErrors, type RunningServer } from './harness';

/**
 * Staff publishing end to end, as staff use it: sign in, write a story in English and French
 * with a gallery (one picture uploaded from the editor, one picked from the uploads, reordered,
 * each with its alt text), preview it, publish it, read it in French under /fr/ and in English
 * at the root, change its address and follow the 301, then let its consent end and find it gone
 * from every public place.
 */

const ADMIN_EMAIL = 'editor@example.org';
const ADMIN_PASSWORD = 'a long editor password';

let server: RunningServer;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'p'.repeat(40) });
  browser = await launchBrowser();
  folder = mkdtempSync(join(tmpdir(), 'ia-e2e-publishing-'));
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  const code = await server?.stop();
  expect(code).toBe(0);
});

/** The expected 401 of "who is signed in?" before sign-in is reported as a console error. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e));

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/dashboard`);
  await page.getByLabel('Email address').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin/dashboard`);
}

const title = 'Mobile Libraries Reach Villages Around Kisumu';
const frenchTitle = 'Des bibliothèques mobiles dans les villages autour de Kisumu';
const slug = 'mobile-libraries-reach-villages-around-kisumu';

describe('staff publishing', () => {
  it('writes, translates, previews, publishes, moves and withdraws a story', async () => {
    const photo = join(folder, 'library-van.png');
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f6f8f' } })
      .png()
      .toFile(photo);

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await signIn(page);

    // From the dashboard to a new story.
    await page.getByRole('link', { name: 'Success stories →' }).click();
    await page.getByRole('heading', { name: 'Success stories', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New story' }).click();
    await page.getByRole('heading', { name: 'New story' }).waitFor();

    await page.getByLabel('Title (English)').fill(title);
    expect(await page.getByLabel('Address').inputValue()).toBe(slug);
    await page
      .getByLabel('Summary (English)')
      .fill('A converted van brings books and a librarian to twelve villages every fortnight.');
    await page.getByLabel('Impact (English)').fill('3,200 children borrowing books');
    await page.getByLabel('Year').fill('2025');
    await page.getByLabel('Category').fill('Education');
    await page
      .getByLabel('Full story (English)')
      .fill('The van started in 2023.\n\nToday it visits twelve villages.');

    // Publishing without alt text is refused, saying where.
    await page.getByRole('button', { name: 'Add an image' }).click();
    await page.getByLabel(/Upload a new image/).setInputFiles(photo);
    await page.getByRole('listitem', { name: 'Image' }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Describe the image for people who cannot see it (alt text)').waitFor();
    await page.getByLabel(/Alt text/).fill('The library van parked under a tree');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/stories\/\d+$/);
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    // A draft is nowhere public: API, pages, card, oEmbed, sitemap.
    expect((await fetch(`${server.url}/api/success-stories/${slug}`)).status).toBe(404);
    expect((await fetch(`${server.url}/success-stories/${slug}`)).status).toBe(404);
    expect((await fetch(`${server.url}/fr/success-stories/${slug}`)).status).toBe(404);
    expect((await fetch(`${server.url}/story-card/${slug}`)).status).toBe(404);
    expect(
      (
        await fetch(
          `${server.url}/oembed?url=${encodeURIComponent(`${server.url}/success-stories/${slug}`)}`,
        )
      ).status,
    ).toBe(404);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(slug);
    // Nor is a draft article in the feeds.
    const draftArticle = await page.request.post(`${server.url}/api/admin/articles`, {
      data: {
        document: {
          headline: 'A Draft Insight Nobody Sees',
          excerpt: 'Still being written.',
          body: '',
          category: 'Insights',
          publishedAt: null,
          thumbnail: null,
        },
      },
      headers: { Origin: server.url },
    });
    expect(draftArticle.status()).toBe(201);
    for (const feed of ['/feed.xml', '/fr/feed.xml']) {
      expect(await (await fetch(`${server.url}${feed}`)).text()).not.toContain('Nobody Sees');
    }
    expect(await (await fetch(`${server.url}/api/articles`)).text()).not.toContain('Nobody Sees');

    // A second picture picked from the uploads, then moved first.
    await page.getByRole('button', { name: 'Add an image' }).click();
    await page
      .getByRole('button', { name: /^Choose / })
      .nth(1)
      .click();
    const second = page.getByRole('listitem', { name: 'Image 2 of 2' });
    await second.getByLabel(/Alt text/).fill('Children reading on a bench');
    await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
    expect(
      await page
        .getByRole('listitem', { name: 'Image 1 of 2 (main image)' })
        .getByLabel(/Alt text/)
        .inputValue(),
    ).toBe('Children reading on a bench');

    // The French translation, side by side with the English original.
    await page.getByLabel('Add a translation:').selectOption('fr');
    await page.getByRole('tab', { name: 'French' }).waitFor();
    expect(await page.getByLabel('Title (English)').inputValue()).toBe(title);
    await page.getByLabel('Title (French)').fill(frenchTitle);
    await page
      .getByLabel('Summary (French)')
      .fill('Une camionnette apporte des livres et une bibliothécaire à douze villages.');
    await page.getByLabel('Impact (French)').fill('3,200 enfants empruntent des livres');

    // The preview draws the public story widget from the form, in the open tab's language.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: frenchTitle }).waitFor();
    await page.getByRole('tab', { name: 'English (original)' }).click();
    await preview.getByRole('heading', { name: title }).waitFor();

    // Save and publish at once.
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText(`Published: /success-stories/${slug}`).first().waitFor();
    await page.waitForURL(/\/admin\/stories\/\d+$/);
    const editorUrl = page.url();

    // In French under /fr/, with only the languages it has as alternates.
    const fr = await browser.newPage();
    const frErrors = watchErrors(fr);
    await fr.goto(`${server.url}/fr/success-stories/${slug}`);
    await fr.getByRole('heading', { name: frenchTitle, level: 1 }).waitFor();
    expect(await fr.locator('html').getAttribute('lang')).toBe('fr');
    const hreflangs = await fr
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['en', 'fr', 'x-default']);
    expect(frErrors).toEqual([]);
    // In English at the root.
    const en = await (await fetch(`${server.url}/success-stories/${slug}`)).text();
    expect(en).toContain(`<h1`);
    expect(en).toContain(title);
    // And in English, marked as English, on the Arabic site (no Arabic translation).
    const ar = await fetch(`${server.url}/api/success-stories/${slug}?lang=ar`);
    expect(((await ar.json()) as { lang: string }).lang).toBe('en');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/fr/success-stories/${slug}</loc>`);
    expect(sitemap).not.toContain(`/ar/success-stories/${slug}</loc>`);

    // A new address: the old one answers 301 and leads to the story.
    await page.getByLabel('Address').fill('kisumu-mobile-libraries');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor();
    const old = await fetch(`${server.url}/fr/success-stories/${slug}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/fr/success-stories/kisumu-mobile-libraries');
    await fr.goto(`${server.url}/success-stories/${slug}`);
    await fr.waitForURL(`${server.url}/success-stories/kisumu-mobile-libraries`);
    await fr.getByRole('heading', { name: title, level: 1 }).waitFor();

    // Consent ends today (midnight UTC, already past): gone from every public place.
    await page.goto(editorUrl);
    await page.getByLabel('Consent ends on (optional)').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor();
    await page.getByText('Published, not public').first().waitFor();

    const newSlug = 'kisumu-mobile-libraries';
    expect((await fetch(`${server.url}/api/success-stories/${newSlug}`)).status).toBe(404);
    const list = (await (await fetch(`${server.url}/api/success-stories`)).json()) as {
      slug: string;
    }[];
    expect(list.map((s) => s.slug)).not.toContain(newSlug);
    expect((await fetch(`${server.url}/success-stories/${newSlug}`)).status).toBe(404);
    expect((await fetch(`${server.url}/fr/success-stories/${newSlug}`)).status).toBe(404);
    expect((await fetch(`${server.url}/story-card/${newSlug}`)).status).toBe(404);
    const oembed = await fetch(
      `${server.url}/oembed?url=${encodeURIComponent(`${server.url}/success-stories/${newSlug}`)}`,
    );
    expect(oembed.status).toBe(404);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(newSlug);
    // The old address no longer leads anywhere either.
    expect(
      (await fetch(`${server.url}/success-stories/${slug}`, { redirect: 'manual' })).status,
    ).toBe(404);

    // The dashboard lists the ended consent.
    await page.goto(`${server.url}/admin/dashboard`);
    const consents = page.getByRole('region', { name: /Consents ending/ });
    await consents.getByRole('link', { name: title }).waitFor();
    expect(await consents.innerText()).toContain('consent ended');

    expect(unexpected(errors)).toEqual([]);
    await fr.close();
    await page.close();
  });
});
