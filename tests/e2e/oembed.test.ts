import type { Browser } from 'playwright-core';
import { STORY_CARD_COMPACT, STORY_CARD_FRAME } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startPartnerSite, startServer, type RunningServer } from './harness';

/**
 * oEmbed as a partner's CMS uses it: it asks for a story's embed code at the width of its
 * column, pastes the answer's HTML into a page that sends `default-src 'self'` (no inline
 * styles, no listener script), and the card must fit the frame the answer declared, whole and
 * readable, in every language, at three widths and three heights (the card with its picture,
 * narrowed; the compact card without it; the brief one without its summary either). Then the
 * addresses a visitor may share, and the formats. About 80 s.
 */

const LANGUAGES = ['en', 'fr', 'ar', 'sw', 'ha', 'yo', 'ig', 'pt', 'am'];
/** What a partner's CMS asks for: maxwidth, maxheight. */
const SIZES: { maxwidth?: number; maxheight?: number }[] = [
  { maxwidth: 280 },
  { maxwidth: 400 },
  { maxwidth: 480 },
  { maxheight: 500 },
  { maxwidth: 400, maxheight: 380 },
  { maxheight: 300 },
];

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
  it('fits the size the answer declares, in every language at three widths and three heights', async () => {
    const pages: Record<string, string> = {};
    const answers = new Map<string, OEmbed>();
    for (const lang of LANGUAGES) {
      for (const size of SIZES) {
        const asked = Object.entries(size)
          .map(([name, value]) => `&${name}=${value}`)
          .join('');
        const response = await oembed(
          storyUrl(lang, `/success-stories/${slug}`),
          `${asked}&format=json`,
        );
        expect(response.status).toBe(200);
        const answer = (await response.json()) as OEmbed;
        expect(answer.type).toBe('rich');
        expect(answer.width).toBeLessThanOrEqual(size.maxwidth ?? STORY_CARD_FRAME.maxWidth);
        expect(answer.width).toBeGreaterThanOrEqual(STORY_CARD_FRAME.minWidth);
        expect(answer.height).toBeLessThanOrEqual(size.maxheight ?? Infinity);
        // Sized by attributes, never by an inline style a partner's policy would block.
        expect(answer.html).not.toContain('style=');
        expect(answer.html).toContain(`width="${answer.width}"`);
        expect(answer.html).toContain(`height="${answer.height}"`);
        const key = `${lang}-${size.maxwidth ?? 'any'}x${size.maxheight ?? 'any'}`;
        answers.set(key, answer);
        pages[`/${key}`] =
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
          // Every text of the card within it (none cut off by the frame).
          const texts = ['badge', 'card-title', 'card-summary', 'card-meta', 'card-link'];
          const cut = texts.filter((part) => {
            const box = rect(`[data-part~="${part}"]`);
            return box.height > 0 && (box.top < article.top || box.bottom > article.bottom);
          });
          return {
            cut,
            scrolls: root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth,
            cardInside:
              article.top >= 0 &&
              article.left >= 0 &&
              article.bottom <= innerHeight &&
              article.right <= innerWidth,
            linkInside: link.bottom <= article.bottom && link.height >= 24,
            titleShown: title.getBoundingClientRect().height >= 20,
            summaryHeight: rect('[data-part~="card-summary"]').height,
            imageHeight: rect('[data-part~="card-media"]').height,
          };
        });
        // The picture in a frame high enough for it, else the compact card; the summary in a
        // frame high enough for the compact card, else the brief one.
        const withPicture = answer.height >= STORY_CARD_COMPACT.pictureFrom;
        const withSummary = answer.height >= STORY_CARD_COMPACT.summaryFrom;
        expect({
          key,
          ...fit,
          imageShown: fit.imageHeight > 60,
          summaryShown: fit.summaryHeight >= 20,
        }).toEqual({
          key,
          cut: [],
          scrolls: false,
          cardInside: true,
          linkInside: true,
          titleShown: true,
          imageShown: withPicture,
          imageHeight: withPicture ? fit.imageHeight : 0,
          summaryShown: withSummary,
          summaryHeight: withSummary ? fit.summaryHeight : 0,
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

  it('keeps within maxheight by narrowing the card, then by the compact card, never under 200 px wide', async () => {
    const asked = async (extra: string) =>
      (await (await oembed(storyUrl('en', `/success-stories/${slug}`), extra)).json()) as OEmbed;
    const narrowed = await asked('&maxheight=450');
    expect(narrowed.height).toBeLessThanOrEqual(450);
    expect(narrowed.width).toBeLessThan(480);
    // Once 19 px wide with an empty card.
    const low = await asked('&maxheight=300');
    expect({ width: low.width, height: low.height }).toEqual({
      width: 480,
      height: STORY_CARD_COMPACT.smallest,
    });
    expect((await asked('&maxwidth=120')).width).toBe(STORY_CARD_FRAME.minWidth);
  });
});
