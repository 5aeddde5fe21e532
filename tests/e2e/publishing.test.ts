import { join } from 'node:path';
import sharp from 'sharp';
import { sitemapText } from './routes';
import { describe, expect, it } from 'vitest';
import { staffSite, watchErrors, unexpectedErrors } from './harness';

/**
 * Staff publishing end to end, as staff use the staff application: sign in, write a story in
 * English and French with a gallery (one picture uploaded from the editor, one chosen from the
 * library, reordered, each with its alt text), preview the real public page in each language,
 * publish it, read it in French under /fr/ and in English at the root, change its address and
 * follow the 301, then let its consent end and find it gone from every public place.
 */

const site = staffSite('editor@example.org', 'a long editor password', { folder: 'publishing' });

const title = 'Mobile Libraries Reach Villages Around Kisumu';
const frenchTitle = 'Des bibliothèques mobiles dans les villages autour de Kisumu';
const slug = 'mobile-libraries-reach-villages-around-kisumu';

/** A `datetime-local` value in the organisation's time zone (Lagos, UTC+1 all year). */
const localInput = (date: Date) =>
  new Date(date.getTime() + 60 * 60_000).toISOString().slice(0, 16);

describe('staff publishing', () => {
  it('writes, translates, previews, publishes, moves and withdraws a story', async () => {
    const photo = join(site.folder, 'library-van.png');
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f6f8f' } })
      .png()
      .toFile(photo);

    const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await site.signIn(page);

    // From the menu to a new story.
    await page
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Success stories', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Success stories', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New story' }).click();
    await page.getByRole('heading', { name: 'New story', level: 1 }).waitFor();

    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Summary')
      .fill('A converted van brings books and a librarian to twelve villages every fortnight.');
    await page.getByLabel('Impact').fill('3,200 children borrowing books');
    await page.getByLabel('Year').fill('2025');
    await page.getByLabel('Category').fill('Education');
    await page.getByRole('textbox', { name: 'Full story' }).click();
    await page.keyboard.type('The van started in 2023.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Today it visits twelve villages.');

    // A picture uploaded from the editor; saving without its alt text is refused, saying where.
    await page.getByRole('button', { name: 'Add a picture' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture' });
    await picker.locator('input[type="file"]').setInputFiles(photo);
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByRole('alert')
      .getByText('Describe the image for people who cannot see it (alt text)')
      .waitFor();
    await page.getByLabel(/^Alt text/).fill('The library van parked under a tree');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/stories\/\d+$/);
    await page.getByRole('status').getByText('Draft', { exact: true }).waitFor();

    // A draft is nowhere public: API, pages, card, oEmbed, sitemap, and its picture.
    expect((await fetch(`${site.server.url}/api/success-stories/${slug}`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/success-stories/${slug}`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/fr/success-stories/${slug}`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/story-card/${slug}`)).status).toBe(404);
    expect(
      (
        await fetch(
          `${site.server.url}/oembed?url=${encodeURIComponent(`${site.server.url}/success-stories/${slug}`)}`,
        )
      ).status,
    ).toBe(404);
    expect(await sitemapText(site.server.url)).not.toContain(slug);
    const uploaded = await page.locator('img[src^="/media/uploads/"]').first().getAttribute('src');
    expect((await fetch(`${site.server.url}${uploaded!.split('?')[0]}`)).status).toBe(404);
    // Nor is a draft article in the feeds.
    const draftArticle = await page.request.post(`${site.server.url}/api/admin/articles`, {
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
      headers: { Origin: site.server.url },
    });
    expect(draftArticle.status()).toBe(201);
    for (const feed of ['/feed.xml', '/fr/feed.xml']) {
      expect(await (await fetch(`${site.server.url}${feed}`)).text()).not.toContain('Nobody Sees');
    }
    expect(await (await fetch(`${site.server.url}/api/articles`)).text()).not.toContain(
      'Nobody Sees',
    );

    // A second picture chosen from the library, then moved first.
    await page.getByRole('button', { name: 'Add a picture' }).click();
    await picker.getByRole('list').getByRole('button').nth(1).click();
    await picker.waitFor({ state: 'hidden' });
    const alts = page.getByLabel(/^Alt text/);
    await alts.nth(1).fill('Children reading on a bench');
    await page.getByRole('button', { name: 'Earlier (picture 2)' }).click();
    expect(await alts.nth(0).inputValue()).toBe('Children reading on a bench');

    // The French translation, beside the English original.
    await page.getByRole('button', { name: /^French/ }).click();
    expect(await page.getByRole('button', { name: /^French/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByText(title, { exact: true }).first().waitFor();
    await page.getByLabel('Title').fill(frenchTitle);
    await page
      .getByLabel('Summary')
      .fill('Une camionnette apporte des livres et une bibliothécaire à douze villages.');
    await page.getByLabel('Impact').fill('3,200 enfants empruntent des livres');
    expect(await page.getByLabel('Title').getAttribute('lang')).toBe('fr');

    // The preview is the real public page, in the language being edited, with the unsaved text.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of the public page' });
    const frame = preview.frameLocator('iframe');
    await frame.getByRole('heading', { name: frenchTitle, level: 1 }).waitFor();
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await page.getByRole('button', { name: /^English/ }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await frame.getByRole('heading', { name: title, level: 1 }).waitFor();
    await preview.getByRole('button', { name: 'Close preview' }).click();

    // Save and publish at once.
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByRole('status').getByText('Published', { exact: true }).waitFor();
    const editorUrl = page.url();

    // In French under /fr/, with only the languages it has as alternates.
    const fr = await site.browser.newPage();
    const frErrors = watchErrors(fr);
    await fr.goto(`${site.server.url}/fr/success-stories/${slug}`);
    await fr.getByRole('heading', { name: frenchTitle, level: 1 }).waitFor();
    expect(await fr.locator('html').getAttribute('lang')).toBe('fr');
    const hreflangs = await fr
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['en', 'fr', 'x-default']);
    expect(frErrors).toEqual([]);
    // In English at the root, with its pictures public now.
    const en = await (await fetch(`${site.server.url}/success-stories/${slug}`)).text();
    expect(en).toContain(title);
    expect((await fetch(`${site.server.url}${uploaded!.split('?')[0]}`)).status).toBe(200);
    // And in English, marked as English, on the Arabic site (no Arabic translation).
    const ar = await fetch(`${site.server.url}/api/success-stories/${slug}?lang=ar`);
    expect(((await ar.json()) as { lang: string }).lang).toBe('en');
    const sitemap = await sitemapText(site.server.url);
    expect(sitemap).toContain(`/fr/success-stories/${slug}</loc>`);
    expect(sitemap).not.toContain(`/ar/success-stories/${slug}</loc>`);

    // A new address: the old one answers 301 and leads to the story.
    await page.getByLabel('Address').fill('kisumu-mobile-libraries');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Saved /)
      .waitFor();
    const old = await fetch(`${site.server.url}/fr/success-stories/${slug}`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/fr/success-stories/kisumu-mobile-libraries');
    await fr.goto(`${site.server.url}/success-stories/${slug}`);
    await fr.waitForURL(`${site.server.url}/success-stories/kisumu-mobile-libraries`);
    await fr.getByRole('heading', { name: title, level: 1 }).waitFor();

    // Consent ended an hour ago: gone from every public place, pictures included.
    await page.goto(editorUrl);
    await page.getByLabel('Consent end').fill(localInput(new Date(Date.now() - 3_600_000)));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').getByText('Consent ended: not public').waitFor();

    const newSlug = 'kisumu-mobile-libraries';
    expect((await fetch(`${site.server.url}/api/success-stories/${newSlug}`)).status).toBe(404);
    const list = (await (await fetch(`${site.server.url}/api/success-stories`)).json()) as {
      slug: string;
    }[];
    expect(list.map((s) => s.slug)).not.toContain(newSlug);
    expect((await fetch(`${site.server.url}/success-stories/${newSlug}`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/fr/success-stories/${newSlug}`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/story-card/${newSlug}`)).status).toBe(404);
    const oembed = await fetch(
      `${site.server.url}/oembed?url=${encodeURIComponent(`${site.server.url}/success-stories/${newSlug}`)}`,
    );
    expect(oembed.status).toBe(404);
    expect(await sitemapText(site.server.url)).not.toContain(newSlug);
    expect((await fetch(`${site.server.url}${uploaded!.split('?')[0]}`)).status).toBe(404);
    // The old address no longer leads anywhere either.
    expect(
      (await fetch(`${site.server.url}/success-stories/${slug}`, { redirect: 'manual' })).status,
    ).toBe(404);

    // The dashboard lists the ended consent.
    await page.goto(`${site.server.url}/admin/`);
    const consents = page.getByRole('region', { name: /Consents ending/ });
    await consents.getByRole('link', { name: title }).waitFor();
    expect(await consents.innerText()).toContain('ended');

    // The one refusal on purpose: the picture saved without alt text (the server checks the
    // library's alt text too, so it answers 422).
    expect(unexpectedErrors(errors).filter((e) => !/status of 422/.test(e))).toEqual([]);
    expect(errors.filter((e) => /status of 422/.test(e))).toHaveLength(1);
    await fr.close();
    await page.close();
  }, 180_000);
});
