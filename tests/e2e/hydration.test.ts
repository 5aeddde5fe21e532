import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  watchErrors,
  hydrationReport,
  watchHydration,
  type RunningServer,
  openSite,
  closeSite,
} from './harness';
import { firstContent, type PublicRoute, publicRoutesOf } from './routes';

/**
 * The pages in a real browser: taking over the server's HTML (hydration) changes nothing that
 * was sent, nothing shifts on any route at phone or desktop width, and the language lives in
 * the address.
 */
let server: RunningServer;
let browser: Browser;
let routes: PublicRoute[];

beforeAll(async () => {
  ({ server, browser } = await openSite());
  routes = await publicRoutesOf(server.url);
});
afterAll(() => closeSite({ server, browser }));

async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  const result = await hydrationReport(page);
  await page.close();
  // The 404 pages are meant to answer 404: the browser logs that for the document itself.
  return {
    ...result,
    apiRequests,
    errors: errors.filter((error) => !error.includes('status of 404')),
  };
}

describe.each([
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
])('every route at $name width', ({ viewport }) => {
  it.each(['en', 'ar'])(
    'in %s: hydrates without changing the server’s HTML, with no error and no layout shift',
    async (language) => {
      const context = await browser.newContext({ viewport });
      await context.addInitScript(watchHydration);
      const failures: string[] = [];
      for (const route of routes) {
        const path = language === 'en' ? route.path : `/${language}${route.path}`;
        const { changes, cls, shifted, errors, apiRequests } = await visit(context, path);
        // The page came with its data: nothing is asked for again (the partner page's live
        // previews are widgets of their own, fetching for themselves).
        if (apiRequests.length > 0 && route.path !== '/embed') {
          failures.push(`${path}: asked the API again for ${apiRequests.join(', ')}`);
        }
        if (changes.length > 0) failures.push(`${path}: hydration changed ${changes.join(' | ')}`);
        if (cls > 0)
          failures.push(`${path}: layout shift ${cls.toFixed(4)}: ${shifted.join(' | ')}`);
        if (errors.length > 0) failures.push(`${path}: ${errors.join(' | ')}`);
      }
      await context.close();
      expect(failures).toEqual([]);
    },
    300_000,
  );
});

async function openMenuAndChoose(page: Page, name: string) {
  await page.getByRole('button', { name: /Select language|Choisir la langue|اختر اللغة/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

describe('the language in the address', () => {
  it('goes to the same page in the language chosen, on the client, and back', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/impact?sort=impact`);
    await page.getByRole('heading', { level: 1, name: 'Our Impact' }).waitFor();

    await openMenuAndChoose(page, 'Français');
    await page.waitForURL(`${server.url}/fr/impact?sort=impact`);
    await page.getByRole('heading', { level: 1, name: 'Notre impact' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
      'fr',
      'Notre impact | Initiative for Africa',
    ]);
    // Links inside stay in French.
    expect(await page.locator('header a[href="/fr/about"]').count()).toBe(1);

    await openMenuAndChoose(page, 'العربية');
    await page.waitForURL(`${server.url}/ar/impact?sort=impact`);
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);

    await page.goBack();
    await page.waitForURL(`${server.url}/fr/impact?sort=impact`);
    await page.getByRole('heading', { level: 1, name: 'Notre impact' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores the stored choice on an English address with no English page drawn first', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      localStorage.setItem('ia-language', 'sw');
      // What each document drew before the next one: first contentful paint, per address.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          sessionStorage.setItem(`paint:${location.pathname}`, entry.name);
        }
      }).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.waitForURL(`${server.url}/sw/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    const painted = await page.evaluate(() => ({
      english: sessionStorage.getItem('paint:/about'),
      swahili: sessionStorage.getItem('paint:/sw/about'),
    }));
    expect(painted).toEqual({ english: null, swahili: 'first-contentful-paint' });

    // An address with a language is what the visitor asked for: it is not changed.
    await page.goto(`${server.url}/fr/about`);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${server.url}/fr/about`);
    await context.close();
  });

  it('gives a story page its own title after a move on the client', async () => {
    const { story } = await firstContent(server.url);
    const page = await browser.newPage();
    await page.goto(`${server.url}/success-stories`);
    await page.locator(`a[href="/success-stories/${story.slug}"]`).first().click();
    await page.waitForURL(`${server.url}/success-stories/${story.slug}`);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    expect(await page.title()).toBe(`${story.title} | Initiative for Africa`);
    await page.close();
  });
});

describe('a page that arrives slowly', () => {
  /**
   * Serves the server's page through a proxy that stops in the middle of the navigation for
   * a while, as a slow network does: whatever the browser draws of the first part must not
   * move when the rest comes.
   */
  it('does not shift its navigation when the rest of the header comes later', async () => {
    const html = await (await fetch(`${server.url}/embed`)).text();
    const cut = html.indexOf('data-part="language-switcher"');
    expect(cut).toBeGreaterThan(0);
    const proxy = createServer((req, res) => {
      if (req.url !== '/embed') {
        // Everything else as the server sends it.
        const upstream = request(`${server.url}${req.url}`, { headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        upstream.end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), 800);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(watchHydration);
    const page = await context.newPage();
    try {
      await page.goto(`http://127.0.0.1:${port}/embed`, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      expect(shifts.flatMap((shift) => shift.sources)).toEqual([]);
    } finally {
      await context.close();
      proxy.close();
    }
  });
});
