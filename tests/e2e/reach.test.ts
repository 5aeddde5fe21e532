import type { ReachReport } from '@ia/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { closeSite, openSite, signInAsStaff, type RunningServer } from './harness';

/**
 * Reach, counted by the built server as it answers: from 40 address and browser pairs, a known
 * mix of pages in two languages, a story read, site searches with and without results, visitors
 * from another site and with Global Privacy Control, story cards framed by two partner sites,
 * a partner's widget reads and feed fetches, among requests that must not count (a crawler,
 * HEAD, a prefetch, signed-in staff, an error page). The API answer and the Reach screen show
 * exactly what was sent, no answer sets a cookie, and axe finds nothing on the screen at phone
 * and desktop width.
 */

const ADMIN_EMAIL = 'staff@example.org';
const ADMIN_PASSWORD = 'a long staff password';
const PARTNER_A = 'https://partner-a.example';
const PARTNER_B = 'https://partner-b.example';

let server: RunningServer;
let browser: Browser;
let cookie: string;
let slug: string;
const cookies: string[] = [];

/** Pair i: its own address and browser (phones for the first ten). */
const pair = (i: number): Record<string, string> => ({
  'X-Forwarded-For': `203.0.113.${i + 1}`,
  'User-Agent':
    i < 10
      ? `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${i} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${i} Mobile/15E148 Safari/604.1`
      : `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + i}.0) Gecko/20100101 Firefox/${100 + i}.0`,
});

async function send(path: string, headers: Record<string, string>, method = 'GET') {
  const response = await fetch(`${server.url}${path}`, { method, headers, redirect: 'manual' });
  await response.arrayBuffer();
  const set = response.headers.get('set-cookie');
  if (set) cookies.push(`${path}: ${set}`);
  return response.status;
}

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ({ server, browser } = await openSite({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_SECRET: 'a'.repeat(40),
    TRUST_PROXY: 'true',
    REACH_FLUSH_MS: '200',
  }));
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const stories = (await (await fetch(`${server.url}/api/success-stories`)).json()) as {
    slug: string;
  }[];
  slug = stories[0]!.slug;
});

afterAll(async () => {
  await closeSite({ server, browser });
});

describe('reach', () => {
  it('counts exactly the known mix, and nothing else', async () => {
    for (let i = 0; i < 40; i += 1) {
      const referer: Record<string, string> =
        i >= 30 && i < 35 ? { Referer: 'https://news.example.org/today' } : {};
      expect(await send('/', { ...pair(i), ...referer })).toBe(200);
      if (i < 10) expect(await send('/fr/about', pair(i))).toBe(200);
      else if (i < 20) expect(await send(`/success-stories/${slug}`, pair(i))).toBe(200);
      else if (i < 25) expect(await send('/search?q=lagos', pair(i))).toBe(200);
      else if (i < 28) expect(await send('/search?q=zqxv%20plorb', pair(i))).toBe(200);
    }
    // Global Privacy Control: page views, not visitors.
    for (let i = 40; i < 43; i += 1) {
      expect(await send('/about', { ...pair(i), 'Sec-GPC': '1' })).toBe(200);
    }
    // Story cards framed by two partner sites, and a partner's widget reading the stories.
    for (let i = 0; i < 4; i += 1) {
      await send(`/story-card/${slug}`, { ...pair(i), Referer: `${PARTNER_A}/news` });
    }
    for (let i = 4; i < 6; i += 1) {
      await send(`/story-card/${slug}`, { ...pair(i), Referer: `${PARTNER_B}/` });
    }
    for (let i = 6; i < 9; i += 1) {
      await send('/api/success-stories', { ...pair(i), Origin: PARTNER_A });
    }
    // A feed reader fetching for 16 people, twice, and a browser.
    const feedly = {
      'User-Agent': 'Feedly/1.0 (+http://www.feedly.com/fetcher.html; 16 subscribers; )',
    };
    await send('/feed.xml', feedly);
    await send('/feed.xml', feedly);
    await send('/feed.xml', pair(9));

    // Not counted.
    await send('/', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await send('/', pair(0), 'HEAD');
    await send('/insights', { ...pair(1), 'Sec-Purpose': 'prefetch' });
    await send('/insights', { ...pair(1), Cookie: cookie });
    await send('/search?q=zqxv%20plorb', { ...pair(1), Cookie: cookie });
    expect(await send('/no-such-page-here', pair(2))).toBe(404);

    const response = await fetch(`${server.url}/api/admin/reach?from=${today()}&to=${today()}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as ReachReport;
    expect(report.totals).toEqual({ visitors: 40, pageviews: 71 });
    expect(report.pages).toEqual([
      { path: '/', pageviews: 40, visitors: 40 },
      { path: '/fr/about', pageviews: 10, visitors: 10 },
      { path: `/success-stories/${slug}`, pageviews: 10, visitors: 10 },
      { path: '/search', pageviews: 8, visitors: 8 },
      { path: '/about', pageviews: 3, visitors: 0 },
    ]);
    expect(report.stories).toEqual([{ kind: 'story', slug, reads: 10 }]);
    expect(report.languages).toEqual([
      { language: 'en', pageviews: 61 },
      { language: 'fr', pageviews: 10 },
    ]);
    expect(report.devices).toEqual([
      { device: 'desktop', pageviews: 51 },
      { device: 'phone', pageviews: 20 },
    ]);
    expect(report.referrers).toEqual([{ host: 'news.example.org', visitors: 5 }]);
    expect(report.partners).toEqual([
      { origin: PARTNER_A, views: 7, stories: [{ slug, views: 4 }] },
      { origin: PARTNER_B, views: 2, stories: [{ slug, views: 2 }] },
    ]);
    expect(report.feeds).toEqual([{ path: '/feed.xml', fetches: 3, subscribers: 16 }]);
    expect(report.searches).toEqual([{ q: 'zqxv plorb', count: 3 }]);
    expect(report.series.reduce((sum, point) => sum + point.pageviews, 0)).toBe(71);
    expect(cookies).toEqual([]);
  }, 120_000);

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1366, height: 900 },
  ]) {
    it(`shows the same on the Reach screen, with no axe violation, on a ${viewport.name}`, async () => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await signInAsStaff(page, `${server.url}/admin/login`, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.goto(`${server.url}/admin/reach`);
      await page.getByRole('heading', { name: 'Reach', level: 1 }).waitFor();
      await page.getByRole('radio', { name: 'Today' }).check();
      const totals = page.locator('dl');
      await totals.getByText('71', { exact: true }).waitFor();
      await expect(totals.getByText('40', { exact: true }).count()).resolves.toBe(1);
      const partners = page.getByRole('table', { name: 'Partner sites' });
      await expect(
        partners.getByRole('row', { name: new RegExp(PARTNER_A) }).innerText(),
      ).resolves.toMatch(new RegExp(`7\\s+${slug} \\(4\\)`));
      const searches = page.getByRole('table', { name: 'Searches that found nothing' });
      await expect(searches.getByRole('row', { name: /zqxv plorb/ }).innerText()).resolves.toMatch(
        /3/,
      );
      const languages = page.getByRole('table', { name: 'Languages' });
      await expect(languages.getByRole('row', { name: /fr/ }).innerText()).resolves.toMatch(/10/);
      await expect(
        page.getByRole('img', { name: /Visitors and page views by hour/ }).count(),
      ).resolves.toBe(1);
      // The menu lists it (on a phone, behind the menu button).
      if (viewport.name === 'desktop') {
        await expect(page.getByRole('link', { name: 'Reach' }).count()).resolves.toBeGreaterThan(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('radio', { name: 'Chosen dates' }).check();
      await page.getByLabel('From').fill(today());
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
