import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { staffSite, watchErrors } from './harness';
import { nuCheckerErrors } from './nu';
import { sitemapText } from './routes';

/**
 * A page staff made (the `pages` collection) with every kind of block, created and published
 * through the admin API, as visitors find it: server-rendered at /careers and /fr/careers with
 * every block, WebPage data, in the sitemap and in site search, with no accessibility violation,
 * no console error and no error of the Nu HTML Checker.
 */

const site = staffSite('pages@example.org', 'a long pages password');

const rich = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('a page staff made', () => {
  it('shows every block at /careers and /fr/careers, and is in the sitemap and search', async () => {
    const form = new FormData();
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#2f6f8f' },
    })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'team.png');
    const uploaded = await fetch(`${site.server.url}/api/images/upload`, {
      method: 'POST',
      headers: { Cookie: await site.cookie() },
      body: form,
    });
    const picture = ((await uploaded.json()) as { imageUrl: string }).imageUrl;
    const figures = (await site.api<{ id: number }[]>('GET', '/api/admin/figures')).slice(0, 2);
    const pdf = new FormData();
    pdf.append(
      'file',
      new Blob(['%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'], {
        type: 'application/pdf',
      }),
      'Job description.pdf',
    );
    const report = (await (
      await fetch(`${site.server.url}/api/admin/documents`, {
        method: 'POST',
        headers: { Cookie: await site.cookie() },
        body: pdf,
      })
    ).json()) as { url: string; title: string };
    expect(report.title).toBe('Job description');

    const created = await site.api<{ id: number; version: number }>('POST', '/api/admin/pages', {
      document: {
        title: 'Careers',
        slug: 'careers',
        description: 'Join the team that trains reform entrepreneurs.',
        shareImage: { image: picture, alt: 'The team at work' },
        body: [
          { type: 'richText', text: rich('We are hiring programme officers.') },
          {
            type: 'picture',
            picture: { image: picture, alt: 'Our office' },
            caption: 'Lagos office',
          },
          { type: 'figures', heading: 'Our reach', figures: figures.map((item) => item.id) },
          { type: 'callToAction', text: 'Ready to apply?', label: 'Write to us', link: '/contact' },
          { type: 'storyGrid', heading: 'Stories of our fellows', category: 'Health', count: 3 },
          { type: 'latestArticles', heading: 'Latest news', count: 2 },
          {
            type: 'video',
            video: { youtubeId: 'Xk5MeZ1bU4w', poster: null },
            caption: 'A year with us',
          },
          {
            type: 'quote',
            quote: 'The best team I worked with.',
            name: 'Amina Bello',
            role: 'Fellow',
          },
          {
            type: 'textWithPicture',
            heading: 'Life at the office',
            text: rich('Flexible hours and mentoring.'),
            picture: { image: picture, alt: 'A meeting' },
            side: 'end',
          },
          {
            type: 'questions',
            heading: 'Questions',
            items: [
              { question: 'Who can apply?', answer: rich('Anyone living in Africa.') },
              { question: 'When do you hire?', answer: rich('All year round.') },
            ],
          },
          { type: 'documents', heading: 'Documents to read', documents: [report.url] },
        ],
        translations: {
          fr: {
            title: 'Carrières',
            description: 'Rejoignez l’équipe.',
            body: [
              { text: rich('Nous recrutons des chargés de programme.') },
              { caption: 'Bureau de Lagos' },
              null,
              { label: 'Écrivez-nous' },
              null,
              null,
              null,
              null,
              null,
              {
                items: [
                  { question: 'Qui peut postuler ?', answer: rich('Toute personne en Afrique.') },
                ],
              },
            ],
          },
        },
      },
    });
    await site.api('POST', `/api/admin/pages/${created.id}/publish`, { version: created.version });

    const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);

    // The server's HTML has every block before any script runs.
    const html = await (await fetch(`${site.server.url}/careers`)).text();
    for (const text of [
      '<h1',
      'We are hiring programme officers.',
      'Lagos office',
      'Our reach',
      'Write to us',
      'Stories of our fellows',
      'Latest news',
      'A year with us',
      'The best team I worked with.',
      'Life at the office',
      '<summary',
      'Who can apply?',
      'Documents to read',
      'Job description',
    ]) {
      expect(html, text).toContain(text);
    }
    // The list of documents links each one, with its type and size, server-rendered.
    expect(html).toMatch(/<a [^>]*href="\/documents\/[^"]+\.pdf"[^>]*>Job description<\/a>/);
    expect(html).toMatch(/\(<bdi>PDF<\/bdi>, <bdi>1 kB<\/bdi>\)/);
    expect(html).toContain('"@type":"WebPage"');
    expect(html).toContain(`<link rel="canonical" href="${site.server.url}/careers">`);
    expect(html).toMatch(/hreflang="fr" href="[^"]*\/fr\/careers"/);

    await page.goto(`${site.server.url}/careers`);
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
    // Questions open without script as native disclosures.
    await page.getByText('Who can apply?').click();
    await expect.poll(() => page.getByText('Anyone living in Africa.').isVisible()).toBe(true);
    expect(await page.locator('main figure img').count()).toBeGreaterThanOrEqual(1);
    // The story grid shows the stories of its category only (the demo has two in Health).
    const health = (await (
      await fetch(`${site.server.url}/api/success-stories?category=Health&pageSize=10`)
    ).json()) as { title: string; category: string }[];
    expect(health.map((story) => story.category)).toEqual(['Health', 'Health']);
    const grid = page.getByRole('list', { name: /stor/i });
    expect(await grid.locator('li').count()).toBe(2);
    for (const story of health) await grid.getByRole('heading', { name: story.title }).waitFor();
    // The document downloads with its type and file name.
    const link = page.getByRole('link', { name: 'Job description' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(report.url);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Job description.pdf');
    const served = await fetch(`${site.server.url}${href}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/filename="Job description\.pdf"/);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${site.server.url}/fr/careers`);
    await page.getByRole('heading', { name: 'Carrières', level: 1 }).waitFor();
    for (const text of [
      'Nous recrutons des chargés de programme.',
      'Bureau de Lagos',
      'Écrivez-nous',
      'Qui peut postuler ?',
    ]) {
      await page.getByText(text).first().waitFor();
    }
    // Texts not translated read in English, marked as such.
    expect(await page.locator('blockquote[lang="en"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Arabic, on a phone: right to left, every text in English marked so.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.server.url}/ar/careers`);
    await page.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('h1').getAttribute('lang')).toBe('en');
    // English inside the Arabic page reads left to right (its full stop at its end).
    expect(await page.locator('h1').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('main [lang="en"]').count()).toBeGreaterThan(3);
    expect(
      await page
        .locator('main [lang="en"]:not([dir]):not(bdi)')
        .evaluateAll((found) => found.map((element) => element.outerHTML.slice(0, 200))),
    ).toEqual([]);
    await page.getByRole('link', { name: 'Job description' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // An address with no page is the 404 page, drawn and taken over without an error.
    expect((await fetch(`${site.server.url}/no-such-page`)).status).toBe(404);
    await page.goto(`${site.server.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found', level: 1 }).waitFor();
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);

    const sitemap = await sitemapText(site.server.url);
    expect(sitemap).toContain(`${site.server.url}/careers<`);
    expect(sitemap).toContain(`${site.server.url}/fr/careers<`);

    const search = (await (
      await fetch(`${site.server.url}/api/search?q=programme%20officers`)
    ).json()) as {
      items?: { url?: string; path?: string; title: string }[];
    };
    expect(JSON.stringify(search)).toContain('/careers');

    // The W3C Nu HTML Checker finds nothing wrong with the page in any of three languages.
    const nu = await nuCheckerErrors(site.server.url, ['/careers', '/fr/careers', '/ar/careers']);
    expect(nu.errors).toEqual([]);

    // The preview draws the unsaved page as the site would, in the language edited.
    const saved = await site.api<{ document: Record<string, unknown>; version: number }>(
      'GET',
      `/api/admin/pages/${created.id}`,
    );
    const preview = await site.api<{ html: string }>('POST', '/api/admin/preview', {
      path: '/careers',
      lang: 'fr',
      kind: 'collection',
      name: 'pages',
      id: created.id,
      document: { ...saved.document, title: 'Careers (draft)' },
    });
    expect(preview.html).toContain('Nous recrutons des chargés de programme.');

    // A new address: the old one forwards there, in each language.
    await site.api('PUT', `/api/admin/pages/${created.id}`, {
      version: saved.version,
      document: { ...saved.document, slug: 'jobs' },
    });
    const moved = await fetch(`${site.server.url}/fr/careers`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, site.server.url).pathname).toBe('/fr/jobs');
    expect((await fetch(`${site.server.url}/jobs`)).status).toBe(200);
    await page.close();
  });
});
