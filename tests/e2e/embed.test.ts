import type { SuccessStorySummary } from '@ia/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  partnerPage,
  startPartnerSite,
  startServer,
  watchErrors,
  type RunningServer,
} from './harness';

let server: RunningServer;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;
let browser: Browser;

const gridPage = (apiBase: string, hostCss = '') =>
  partnerPage(
    apiBase,
    `<ia-story-grid api-base="${apiBase}" limit="3">
      <a href="${apiBase}/success-stories">Read our success stories</a>
    </ia-story-grid>`,
    hostCss,
  );

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  partner = await startPartnerSite({
    '/': gridPage(server.url),
    '/hostile': gridPage(
      server.url,
      '* { color: red !important; font-size: 40px !important; font-family: serif !important; }',
    ),
  });
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await server?.stop();
});

/** Texts and styles read from inside the element's shadow root. */
async function readGrid(url: string) {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForFunction(
    () =>
      (document
        .querySelector('ia-story-grid')
        ?.shadowRoot?.querySelectorAll('a[href*="/success-stories/"]').length ?? 0) > 0,
    undefined,
    { timeout: 20_000 },
  );
  const result = await page.evaluate(() => {
    const root = document.querySelector('ia-story-grid')!.shadowRoot!;
    const link = root.querySelector<HTMLAnchorElement>('a[href*="/success-stories/"]')!;
    const card = link.closest('article, li') ?? link;
    const heading = root.querySelector('h2, h3')!;
    const style = getComputedStyle(heading);
    return {
      mode: root.mode,
      // The widget's rules: adopted stylesheets of its shadow root (no <style> a page's
      // Content-Security-Policy could block).
      shadowRules: root.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0),
      styleTags: root.querySelectorAll('style').length,
      documentStyleTags: document.head.querySelectorAll('style[data-emotion]').length,
      text: root.textContent ?? '',
      links: root.querySelectorAll('a[href*="/success-stories/"]').length,
      headingColor: style.color,
      headingFontSize: style.fontSize,
      headingFontFamily: style.fontFamily,
      cardRadius: getComputedStyle(card).borderTopLeftRadius,
      partnerHeadingColor: getComputedStyle(document.querySelector('h1')!).color,
    };
  });
  await page.close();
  return { ...result, errors };
}

describe('the partner embed', () => {
  it('shows the stories inside an open shadow root, styled, on a page of another origin', async () => {
    expect(new URL(partner.url).port).not.toBe(new URL(server.url).port);
    const stories = (await (
      await fetch(`${server.url}/api/success-stories`)
    ).json()) as SuccessStorySummary[];
    const grid = await readGrid(`${partner.url}/`);

    expect(grid.errors).toEqual([]);
    expect(grid.mode).toBe('open');
    expect(grid.shadowRules).toBeGreaterThan(0);
    expect(grid.styleTags).toBe(0);
    expect(grid.documentStyleTags).toBe(0);
    expect(grid.links).toBeGreaterThanOrEqual(3);
    for (const story of stories.slice(0, 3)) expect(grid.text).toContain(story.title);
    expect(grid.cardRadius).not.toBe('0px');
  });

  it('keeps its look when the host page styles everything red and 40px', async () => {
    const plain = await readGrid(`${partner.url}/`);
    const hostile = await readGrid(`${partner.url}/hostile`);
    expect(hostile.errors).toEqual([]);
    expect(hostile.partnerHeadingColor).toBe('rgb(255, 0, 0)');
    expect(hostile.headingColor).toBe(plain.headingColor);
    expect(hostile.headingFontSize).toBe(plain.headingFontSize);
    expect(hostile.headingFontFamily).toBe(plain.headingFontFamily);
    expect(hostile.headingColor).not.toBe('rgb(255, 0, 0)');
  });

  it('shows the plain links inside the element when JavaScript is off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${partner.url}/`);
    const fallback = page.getByRole('link', { name: 'Read our success stories' });
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.getAttribute('href')).toBe(`${server.url}/success-stories`);
    await context.close();
  });

  it('serves the loader with CORS and caching headers a partner page needs', async () => {
    const response = await fetch(`${server.url}/embed.js`, { headers: { Origin: partner.url } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
