import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, openSite, closeSite } from './harness';

/**
 * The Ethiopic web font in the system Chromium, which has no Ethiopic font of its own (as many
 * phones and computers): a page without Ethiopic text downloads no font; opening the language
 * menu (which shows አማርኛ) downloads only the 3 KB subset of those letters; an Amharic page
 * downloads the Ethiopic block too; and the letters are drawn with the font, not as boxes.
 * About 15 s.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openSite()));
afterAll(() => closeSite({ server, browser }));

/** A page that records the font files it asks for. */
async function fontWatcher(): Promise<{ page: Page; fonts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return { page, fonts };
}

/** Whether every face of the family that the page needed has loaded. */
const ethiopicFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans Ethiopic')
      .map((face) => face.status)
      .sort();
  });

describe('the Ethiopic web font', () => {
  it('costs nothing on a page without Ethiopic text, and 3 KB when the language menu opens', async () => {
    const { page, fonts } = await fontWatcher();
    await page.goto(`${server.url}/about`, { waitUntil: 'networkidle' });
    expect(fonts).toEqual([]);
    expect(await ethiopicFaces(page)).toEqual(['unloaded', 'unloaded']);

    await page
      .getByRole('button', { name: /Select language/ })
      .first()
      .click();
    const amharic = page.getByRole('menuitemradio', { name: /Amharic|አማርኛ/ });
    await amharic.waitFor();
    await expect.poll(() => ethiopicFaces(page)).toEqual(['loaded', 'unloaded']);
    expect(fonts).toEqual(['/fonts/ethiopic/name.woff2']);
    // Drawn with the web font: each letter has its own glyph, not the same empty box.
    const widths = await page.evaluate(() => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = "32px 'Noto Sans Ethiopic'";
      return [...'አማርኛ'].map((letter) => canvas.measureText(letter).width);
    });
    expect(new Set(widths.map((w) => Math.round(w))).size).toBeGreaterThan(1);
    await page.context().close();
  });

  it('loads the Ethiopic block on an Amharic page', async () => {
    const { page, fonts } = await fontWatcher();
    await page.goto(`${server.url}/am/`, { waitUntil: 'networkidle' });
    await expect.poll(() => ethiopicFaces(page)).toContain('loaded');
    expect(fonts).toContain('/fonts/ethiopic/block.woff2');
    const response = await page.request.get(`${server.url}/fonts/ethiopic/block.woff2`);
    expect(response.headers()['content-type']).toBe('font/woff2');
    await page.context().close();
  });

  it('draws the Amharic of bold headings and of body text with it, never a system font', async () => {
    const { page } = await fontWatcher();
    await page.goto(`${server.url}/am/about`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // The fonts Chromium drew each element's letters with: a system font that claims the
    // Ethiopic letters without drawing them (DejaVu Sans Bold here) would show boxes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const drawn: Record<string, { ethiopicLetters: number; byWebFont: number }> = {};
    for (const selector of ['h1', 'h2', 'main p']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const text = await page
        .locator(selector)
        .first()
        .evaluate((element) => element.textContent);
      drawn[selector] = {
        ethiopicLetters: (text?.match(/[\u1200-\u137f]/gu) ?? []).length,
        byWebFont: fonts.find((font) => font.familyName === 'Noto Sans Ethiopic')?.glyphCount ?? 0,
      };
    }
    for (const [selector, { ethiopicLetters, byWebFont }] of Object.entries(drawn)) {
      expect(ethiopicLetters, selector).toBeGreaterThan(0);
      expect({ selector, byWebFont }).toEqual({ selector, byWebFont: ethiopicLetters });
    }
    await page.context().close();
  });
});
