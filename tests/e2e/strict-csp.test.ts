import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startPartnerSite, startServer, type RunningServer } from './harness';

/**
 * The partner embed on pages with the Content-Security-Policy that hardened WordPress,
 * government and university sites send: scripts from the page and our origin, styles from the
 * page only, no `'unsafe-inline'`. Every element must render fully styled (its computed styles
 * are checked, not only that it rendered), with not one violation reported, in English, French
 * and Arabic; and when the partner puts a nonce on our script tag, our styles carry it.
 * About 40 s.
 */

let server: RunningServer;
let browser: Browser;
let partner: { url: string; close: () => Promise<void> };
let nonced: { url: string; close: () => Promise<void> };
let slugs: { story: string; article: string };

const NONCE = 'r4nd0m-n0nce-f0r-test';

/** A partner page: no inline style or script of its own, our loader, then every element. */
const page = (api: string, lang: string, nonce?: string) => `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<title>A partner's page</title>
<script type="module" src="${api}/embed.js"${nonce ? ` nonce="${nonce}"` : ''}></script>
</head><body><h1>A partner organisation</h1>
<ia-story-grid api-base="${api}" lang="${lang}" limit="6"></ia-story-grid>
<ia-story-detail api-base="${api}" lang="${lang}" slug="${slugs.story}"></ia-story-detail>
<ia-impact-explorer api-base="${api}" lang="${lang}"></ia-impact-explorer>
<ia-insights-feed api-base="${api}" lang="${lang}" limit="3"></ia-insights-feed>
<ia-article-detail api-base="${api}" lang="${lang}" slug="${slugs.article}"></ia-article-detail>
<ia-contact-form api-base="${api}" lang="${lang}"></ia-contact-form>
<ia-language-switcher api-base="${api}" lang="${lang}"></ia-language-switcher>
<ia-image-uploader api-base="${api}" lang="${lang}"></ia-image-uploader>
</body></html>`;

const TAGS = [
  'ia-story-grid',
  'ia-story-detail',
  'ia-impact-explorer',
  'ia-insights-feed',
  'ia-article-detail',
  'ia-contact-form',
  'ia-language-switcher',
  'ia-image-uploader',
];

beforeAll(async () => {
  server = await startServer();
  const [stories, articles] = await Promise.all([
    fetch(`${server.url}/api/success-stories`).then((r) => r.json() as Promise<{ slug: string }[]>),
    fetch(`${server.url}/api/articles`).then((r) => r.json() as Promise<{ slug: string }[]>),
  ]);
  slugs = { story: stories[0]!.slug, article: articles[0]!.slug };
  const pages = (nonce?: string) =>
    Object.fromEntries(
      ['en', 'fr', 'ar'].map((lang) => [`/${lang}`, page(server.url, lang, nonce)]),
    );
  // Exactly the policy partners send: styles from the page's own origin only.
  partner = await startPartnerSite(pages(), {
    'Content-Security-Policy': `script-src 'self' ${server.url}; style-src 'self'`,
  });
  nonced = await startPartnerSite(pages(NONCE), {
    'Content-Security-Policy': `script-src 'self' ${server.url} 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'`,
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await nonced?.close();
  expect(await server?.stop()).toBe(0);
});

/** Opens a partner page, recording every CSP violation and console error, and scrolls through. */
async function open(url: string): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective}: ${event.blockedURI} ${event.sample}`,
        ),
      true,
    );
  });
  await page.goto(url);
  // Elements load as they come near the viewport: bring each one there.
  for (const tag of TAGS) {
    await page.locator(tag).scrollIntoViewIfNeeded();
    await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  }
  await page.locator('ia-story-grid [part~="card"]').nth(5).waitFor({ timeout: 20_000 });
  await page.locator('ia-insights-feed [part~="row"]').first().waitFor({ timeout: 20_000 });
  await page.locator('ia-impact-explorer [part~="item"]').first().waitFor({ timeout: 20_000 });
  return { page, violations };
}

/** What the story grid's styles make of it: the checks fail on an unstyled grid. */
async function gridStyles(page: Page) {
  return page.locator('ia-story-grid').evaluate((host) => {
    const root = host.shadowRoot!;
    const grid = root.querySelector('[part~="grid"]')!;
    const card = root.querySelector('[part~="card"]')!;
    const image = root.querySelector('[part~="card-image"]')!;
    const styleOf = (element: Element) => getComputedStyle(element);
    return {
      gridDisplay: styleOf(grid).display,
      listStyle: styleOf(grid).listStyleType,
      columns: styleOf(grid).gridTemplateColumns.split(' ').length,
      cardRadius: styleOf(card).borderTopLeftRadius,
      cardBorder: styleOf(card).borderTopStyle,
      imageWidth: image.getBoundingClientRect().width,
      cardWidth: card.getBoundingClientRect().width,
      height: host.getBoundingClientRect().height,
      fontFamily: styleOf(root.querySelector('.ia-root')!).fontFamily,
    };
  });
}

/** The CSS rules in each element's shadow root, adopted sheets and style elements together. */
async function shadowRules(page: Page) {
  return page.evaluate((tags) => {
    const out: Record<string, { adopted: number; elements: number; nonces: string[] }> = {};
    for (const tag of tags) {
      const root = document.querySelector(tag)!.shadowRoot!;
      const styles = [...root.querySelectorAll('style')];
      out[tag] = {
        adopted: root.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0),
        elements: styles.reduce((n, style) => n + (style.sheet?.cssRules.length ?? 0), 0),
        nonces: [...new Set(styles.map((style) => style.nonce ?? ''))],
      };
    }
    return out;
  }, TAGS);
}

describe('the partner embed under a strict Content-Security-Policy', () => {
  for (const lang of ['en', 'fr', 'ar']) {
    it(`renders every element styled with no violation (${lang}, no nonce)`, async () => {
      const { page, violations } = await open(`${partner.url}/${lang}`);
      const grid = await gridStyles(page);
      expect(grid).toMatchObject({
        gridDisplay: 'grid',
        listStyle: 'none',
        cardRadius: '12px',
        cardBorder: 'solid',
      });
      expect(grid.columns).toBe(3);
      expect(grid.imageWidth).toBeLessThanOrEqual(grid.cardWidth);
      // Six cards in two rows of three: about 1,100 px, not the 3,600 px of an unstyled list.
      expect(grid.height).toBeGreaterThan(600);
      expect(grid.height).toBeLessThan(1600);
      expect(grid.fontFamily).toContain('system-ui');
      for (const [tag, rules] of Object.entries(await shadowRules(page))) {
        expect({ tag, adopted: rules.adopted > 5, elements: rules.elements }).toEqual({
          tag,
          adopted: true,
          elements: 0,
        });
      }
      // The loader's reserved heights are an adopted document sheet too.
      expect(
        await page.evaluate(() =>
          document.adoptedStyleSheets.some((sheet) =>
            [...sheet.cssRules].some((rule) => rule.cssText.includes('ia-story-grid:not(')),
          ),
        ),
      ).toBe(true);
      expect(await page.locator('style').count()).toBe(0);
      expect(violations).toEqual([]);
      await page.context().close();
    });
  }

  for (const lang of ['en', 'ar']) {
    it(`puts the nonce of the loader's script tag on its styles (${lang})`, async () => {
      const { page, violations } = await open(`${nonced.url}/${lang}`);
      const grid = await gridStyles(page);
      expect(grid).toMatchObject({ gridDisplay: 'grid', listStyle: 'none', cardRadius: '12px' });
      expect(grid.height).toBeLessThan(1600);
      for (const [tag, rules] of Object.entries(await shadowRules(page))) {
        expect({ tag, elements: rules.elements > 5, nonces: rules.nonces }).toEqual({
          tag,
          elements: true,
          nonces: [NONCE],
        });
      }
      expect(
        await page.evaluate(
          () => (document.getElementById('ia-embed-reserve') as HTMLStyleElement).nonce,
        ),
      ).toBe(NONCE);
      expect(violations).toEqual([]);
      await page.context().close();
    });
  }
});
