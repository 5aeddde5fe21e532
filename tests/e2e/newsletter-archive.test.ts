import { parseFeed } from '@rowanmanning/feed-parser';
import RssParser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../../packages/server/test/mail-server';
import { axeViolations } from './axe';
import { staffSite, unexpectedErrors, watchErrors } from './harness';
import { nuCheckerErrors } from './nu';

/**
 * The newsletter's public archive against a real SMTP server: before any issue, `/newsletter`
 * says none was sent yet above the sign-up form; an administrator sends an issue in English and
 * French through the staff API to a subscriber, a draft stays unsent; then `/newsletter` and
 * `/fr/newsletter` list it (each in its language), its page shows its body, axe finds nothing
 * on the three at 390 pixels, the Nu checker nothing on `/newsletter`, the feeds parse with two
 * feed readers' parsers, and the sitemap lists the issue's page.
 */

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail?.close());

const site = staffSite('archivist@example.org', 'a long archive password', {
  env: () => ({
    SMTP_URL: mail.url,
    MAIL_FROM: 'Initiative for Africa <news@ia.test>',
    NEWSLETTER_RATE: '20',
  }),
});

const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('the newsletter archive', () => {
  let id = 0;

  it('says no issue was sent yet, with the sign-up form', async () => {
    const html = await (await fetch(`${site.server.url}/newsletter`)).text();
    expect(html).toContain('No issue sent yet.');
    expect(html).toContain('action="/newsletter/subscribe"');
  });

  it('lists a sent issue in each language, shows it, and passes axe, Nu and the feed parsers', async () => {
    // A reader subscribes and confirms from the e-mail.
    const asked = await fetch(`${site.server.url}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.org', language: 'fr' }),
    });
    expect(asked.status).toBe(202);
    const [confirmation] = await mail.waitFor((m) => m.to === 'reader@example.org');
    const confirmed = await fetch(`${site.server.url}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: new URL(confirmation!.link!).searchParams.get('token') }),
    });
    expect(confirmed.status).toBe(200);
    ({ id } = await site.api<{ id: number }>('POST', '/api/admin/newsletter/issues', {
      document: {
        subject: 'Our December news',
        previewText: 'Fellows and a new cohort',
        body: paragraph('Twelve fellows joined the Governance programme.'),
        translations: {
          fr: {
            subject: 'Nos nouvelles de décembre',
            body: paragraph('Douze fellows ont rejoint le programme Gouvernance.'),
          },
        },
      },
    }));
    await site.api('POST', '/api/admin/newsletter/issues', {
      document: { subject: 'An unsent draft', body: paragraph('Not yet.') },
    });
    await site.api('POST', `/api/admin/newsletter/issues/${id}/send`, {});
    await mail.waitFor(
      (m) => m.to === 'reader@example.org' && m.subject === 'Nos nouvelles de décembre',
    );
    await expect
      .poll(
        async () =>
          (await site.api<{ status: string }>('GET', `/api/admin/newsletter/issues/${id}`)).status,
        { timeout: 20_000 },
      )
      .toBe('sent');

    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.server.url}/newsletter`);
    await page.getByRole('heading', { name: 'Newsletter: past issues', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Our December news' }).waitFor();
    expect(await page.getByText('An unsent draft').count()).toBe(0);
    expect(await page.getByText('No issue sent yet.').count()).toBe(0);
    await page.getByRole('textbox', { name: 'E-mail address' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${site.server.url}/fr/newsletter`);
    await page.getByRole('link', { name: 'Nos nouvelles de décembre' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Nos nouvelles de décembre' }).click();
    await page.waitForURL(`${site.server.url}/fr/newsletter/${id}`);
    await page.getByRole('heading', { name: 'Nos nouvelles de décembre', level: 1 }).waitFor();
    await page.getByText('Douze fellows ont rejoint le programme Gouvernance.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${site.server.url}/newsletter/${id}`);
    await page.getByText('Twelve fellows joined the Governance programme.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();

    const { errors: nu, checked } = await nuCheckerErrors(site.server.url, [
      '/newsletter',
      '/fr/newsletter',
      `/newsletter/${id}`,
    ]);
    expect(nu).toEqual([]);
    expect(checked).toBe(3);
  }, 120_000);

  it('gives the archive’s feeds to two feed parsers, and its pages to the sitemap', async () => {
    for (const [path, language, title] of [
      ['/newsletter/feed.xml', 'en', 'Our December news'],
      ['/fr/newsletter/feed.xml', 'fr', 'Nos nouvelles de décembre'],
    ] as const) {
      const response = await fetch(`${site.server.url}${path}`);
      expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const xml = await response.text();
      const rss = await new RssParser().parseString(xml);
      expect(rss.items.map((item) => item.title)).toEqual([title]);
      const rowan = parseFeed(xml);
      expect(rowan.language).toBe(language);
      expect(rowan.items[0]!.url).toBe(
        `${site.server.url}${language === 'en' ? '' : '/fr'}/newsletter/${id}`,
      );
      expect(rowan.items[0]!.content).toContain(language === 'en' ? 'Twelve' : 'Douze');
    }
    const html = await (await fetch(`${site.server.url}/fr/newsletter`)).text();
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="[^"]+\/fr\/newsletter\/feed\.xml">/,
    );
    const index = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const pages = await Promise.all(
      files
        .filter((file) => file.includes('sitemap-pages'))
        .map(async (file) => (await fetch(`${site.server.url}${new URL(file).pathname}`)).text()),
    );
    expect(pages.join('')).toContain(`/newsletter/${id}</loc>`);
    expect(pages.join('')).toContain(`/fr/newsletter</loc>`);
  });
});
