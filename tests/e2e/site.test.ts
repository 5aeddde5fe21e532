import type { SuccessStorySummary } from '@ia/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, watchErrors, type RunningServer, openSite, closeSite } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openSite()));
afterAll(() => closeSite({ server, browser }));

describe('the host site', () => {
  it('shows on /success-stories every story the API serves, 12 a page, each linking to its page', async () => {
    const stories = (await (
      await fetch(`${server.url}/api/success-stories?pageSize=100`)
    ).json()) as SuccessStorySummary[];
    expect(stories.length).toBeGreaterThan(12);
    const pageCount = Math.ceil(stories.length / 12);

    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/success-stories`);
    for (let n = 1; n <= pageCount; n += 1) {
      const shown = stories.slice((n - 1) * 12, n * 12);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await expect
        .poll(() => pager.textContent(), { timeout: 15_000 })
        .toContain(`Page ${n} of ${pageCount}`);
      await expect
        .poll(() => page.locator('main a[href^="/success-stories/"]').count(), {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(shown.length);
      for (const story of shown) {
        await expect(
          page.getByText(story.title, { exact: true }).first().isVisible(),
        ).resolves.toBe(true);
        expect(
          await page.locator(`a[href="/success-stories/${story.slug}"]`).count(),
        ).toBeGreaterThan(0);
      }
      for (const story of stories.filter((each) => !shown.includes(each))) {
        expect(await page.locator(`a[href="/success-stories/${story.slug}"]`).count()).toBe(0);
      }
      if (n < pageCount) {
        await pager.getByRole('link', { name: 'Next page' }).click();
        await page.waitForURL(`${server.url}/success-stories?page=${n + 1}`);
      }
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Success Stories');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders the home page with its header, hero and stories', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/`);
    await page
      .getByRole('heading', {
        level: 1,
        name: "Building Africa's Next Generation of Reform Leaders",
      })
      .waitFor();
    expect(await page.locator('header a[href="/contact"]').count()).toBeGreaterThan(0);
    expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(1);
    await expect
      .poll(() => page.locator('a[href^="/success-stories/"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers an unknown page path with 404 and the site's 404 page", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');

    const page = await browser.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe('404 Page Not Found | Initiative for Africa');
    await page.close();
  });

  it('navigates on the client from the home page to the stories list', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'View All Success Stories' }).click();
    await page.waitForURL(`${server.url}/success-stories`);
    await page.getByRole('heading', { level: 1, name: 'Success Stories' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

describe('the deployment settings', () => {
  it('show the SITE_NAME and CONTACT_EMAIL of the server in the page', async () => {
    const custom = await startServer({
      SITE_NAME: 'Reform & "Friends"',
      CONTACT_EMAIL: 'team@reform.example',
    });
    try {
      const html = await (
        await fetch(`${custom.url}/about`, { headers: { Accept: 'text/html' } })
      ).text();
      expect(html).toContain(
        '<meta name="ia:site-name" content="Reform &amp; &quot;Friends&quot;">',
      );
      expect(html).toContain('<footer');
      expect(html).toContain('team@reform.example');
      const page = await browser.newPage();
      await page.goto(`${custom.url}/`);
      await page.locator('footer a[href="mailto:team@reform.example"]').waitFor();
      expect(await page.locator('footer').textContent()).toContain('Reform & "Friends"');
      await page.close();
    } finally {
      await custom.stop();
    }
    // A second server fills its own demo database first (see harness.ts).
  }, 300_000);
});
