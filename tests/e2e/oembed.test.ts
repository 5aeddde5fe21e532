import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startPartnerSite, startServer, type RunningServer } from './harness';

/**
 * oEmbed as a partner's CMS uses it: it asks for a story's embed code at the width of its
 * column, pastes the answer's HTML into a page that sends `default-src 'self'` (no inline
 * styles, no listener script), and the card must fit the frame the answer declared, whole, in
 * every language, at three widths. Then the addresses a visitor may share, and the formats.
 * About 40 s.
 */

const LANGUAGES = ['en', 'fr', 'ar', 'sw', 'ha', 'yo', 'ig', 'pt', 'am'];
const WIDTHS = [280, 400, 480];

let server: RunningServer;
let browser: Browser;
let slug: string;

interface OEmbed {
  type: string;
  version: string;
  width: number;
  height: number;
  html: string;
  title: string;
}

const storyUrl = (lang: string, path: string) =>
  `${server.url}${lang === 'en' ? '' : `/${lang}`}${path}`;

const oembed = async (url: string, extra = '') =>
  fetch(`${server.url}/oembed?url=${encodeURIComponent(url)}${extra}`);

beforeAll(async () => {
  server = await startServer();
  const stories = (await (await fetch(`${server.url}/api/success-stories`)).json()) as {
    slug: string;
  }[];
  slug = stories[0]!.slug;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('the oEmbed card on a partner page', () => {
  it('fits the size the answer declares, in every language at three widths', async () => {
    const pages: Record<string, string> = {};
    const answers = new Map<string, OEmbed>();
    for (const lang of LANGUAGES) {
      for (const width of WIDTHS) {
        const response = await oembed(
          storyUrl(lang, `/success-stories/${slug}`),
          `&maxwidth=${width}&format=json`,
        );
        expect(response.status).toBe(200);
        const answer = (await response.json()) as OEmbed;
        expect(answer.type).toBe('rich');
        expect(answer.width).toBeLessThanOrEqual(width);
        // Sized by attributes, never by an inline style a partner's policy would block.
        expect(answer.html).not.toContain('style=');
        expect(answer.html).toContain(`width="${answer.width}"`);
        expect(answer.html).toContain(`height="${answer.height}"`);
        answers.set(`${lang}-${width}`, answer);
        pages[`/${lang}-${width}`] =
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><h1>Partner</h1>${answer.html}</body></html>`;
      }
    }
    const partner = await startPartnerSite(pages, {
      'Content-Security-Policy': `default-src 'self'; frame-src ${server.url}; img-src 'self' ${server.url}`,
    });
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    try {
      for (const [key, answer] of answers) {
        await page.goto(`${partner.url}/${key}`);
        const iframe = page.locator('iframe');
        await iframe.scrollIntoViewIfNeeded();
        const box = (await iframe.boundingBox())!;
        expect({ key, width: box.width, height: box.height }).toEqual({
          key,
          width: answer.width,
          height: answer.height,
        });
        const frame = (await iframe.elementHandle())!.contentFrame();
        const card = (await frame)!;
        await card.waitForLoadState('load');
        await card.locator('[data-part~="card-link"]').waitFor();
        const fit = await card.evaluate(() => {
          const root = document.documentElement;
          const rect = (selector: string) =>
            document.querySelector(selector)!.getBoundingClientRect();
          const article = rect('[data-part~="card"]');
          const link = rect('[data-part~="card-link"]');
          const title = document.querySelector('[data-part~="card-title"]')!;
          return {
            scrolls: root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth,
            cardInside:
              article.top >= 0 &&
              article.left >= 0 &&
              article.bottom <= innerHeight &&
              article.right <= innerWidth,
            linkInside: link.bottom <= article.bottom && link.height >= 24,
            titleShown: title.getBoundingClientRect().height >= 20,
            imageHeight: rect('[data-part~="card-media"]').height,
          };
        });
        expect({ key, ...fit, imageShown: fit.imageHeight > 60 }).toEqual({
          key,
          scrolls: false,
          cardInside: true,
          linkInside: true,
          titleShown: true,
          imageShown: true,
          imageHeight: fit.imageHeight,
        });
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await partner.close();
    }
  }, 180_000);
});

describe('the oEmbed endpoint', () => {
  it('answers every address of a story a visitor may share, in any language', async () => {
    const variants = [
      ['en', `/success-stories/${slug}`],
      ['en', `/success-stories/${slug}/`],
      ['en', `/en/success-stories/${slug}`],
      ['en', `/en/impact/${slug}/`],
      ['en', `/impact/${slug}`],
      ['en', `/success-story/${slug}`],
      ['fr', `/fr/success-stories/${slug}/`],
      ['fr', `/fr/impact/${slug}`],
      ['ar', `/ar/success-story/${slug}`],
      ['am', `/am/success-stories/${slug}`],
    ] as const;
    for (const [lang, path] of variants) {
      const response = await oembed(`${server.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const answer = (await response.json()) as OEmbed;
      const card = `${server.url}${lang === 'en' ? '' : `/${lang}`}/story-card/${slug}`;
      expect(answer.html).toContain(`src="${card}"`);
    }
    expect((await oembed(`${server.url}/success-stories/no-such-story`)).status).toBe(404);
    expect((await oembed(`${server.url}/about`)).status).toBe(404);
  });

  it('answers XML too, and 501 for a format it does not make (oEmbed 2.2)', async () => {
    const url = storyUrl('en', `/success-stories/${slug}`);
    const xml = await oembed(url, '&format=xml');
    expect(xml.status).toBe(200);
    expect(await xml.text()).toMatch(/<oembed><version>1\.0<\/version>/);
    const unknown = await oembed(url, '&format=foo');
    expect(unknown.status).toBe(501);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_implemented', message: 'format must be json or xml' },
    });
  });

  it('keeps within maxheight by narrowing the card', async () => {
    const response = await oembed(storyUrl('en', `/success-stories/${slug}`), '&maxheight=450');
    const answer = (await response.json()) as OEmbed;
    expect(answer.height).toBeLessThanOrEqual(450);
    expect(answer.width).toBeLessThan(480);
  });
});
