import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchErrors, type RunningServer, openSite, closeSite } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openSite()));
afterAll(() => closeSite({ server, browser }));

/** The home page's sections in the spec's order (section 2, Home), by their headings. */
const HOME_SECTIONS = [
  "Building Africa's Next Generation of Reform Leaders",
  'Empowering African Change-Makers',
  'Our Focus Areas',
  'Success Stories',
  "Empowering Africa's Reform Entrepreneurs",
  'Our Programmes',
  'Initiative for Africa: Driving Change',
  'Our Virtual Catalyst Centre',
  'Impact Metrics',
  'Get Involved',
];

/** The page's sections: the first two, then those taken over later (#home-more). */
const SECTIONS = 'main > section, main > #home-more > section';

/** Every request the page makes to a host other than the site's own. */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) seen.push(url);
  });
  return seen;
}

/** Scrolls to the bottom and back so that every lazy picture loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
}

describe('the home page', () => {
  it('has its ten sections in order, each with its content and real pictures', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/`);
    const headings = await page
      .locator(SECTIONS)
      .evaluateAll((sections) =>
        sections.map((s) => s.querySelector('h1, h2')?.textContent?.replace(/[\u2068\u2069]/g, '')),
      );
    expect(headings).toEqual(HOME_SECTIONS);

    // The organisation's name is isolated in the video's title (FSI … PDI).
    const VIDEO = /Driving Change$/;
    const section = (name: string | RegExp) =>
      page.locator(SECTIONS).filter({ has: page.getByRole('heading', { name }) });
    // 1. The founder's portrait and its caption, on a large screen.
    await expect(section(HOME_SECTIONS[0]!).locator('figure img').isVisible()).resolves.toBe(true);
    expect(await section(HOME_SECTIONS[0]!).locator('figcaption').innerText()).toMatch(
      /Founder & CEO/,
    );
    // 3. Three image cards, each to the explorer filtered by its sector.
    const cards = section('Our Focus Areas').getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/impact?sector=Education',
      '/impact?sector=Health',
      '/impact?sector=Governance',
    ]);
    await cards.first().hover();
    await expect
      .poll(() =>
        cards
          .first()
          .locator('[data-hint]')
          .evaluate((e) => getComputedStyle(e).opacity),
      )
      .toBe('1');
    // 5, 6, 7: the buttons and their targets.
    const target = (name: string | RegExp, link: string) =>
      section(name).getByRole('link', { name: link, exact: true }).first().getAttribute('href');
    expect(await target("Empowering Africa's Reform Entrepreneurs", 'See Our Impact')).toBe(
      '/impact',
    );
    expect(await target('Our Programmes', 'Explore Our History')).toBe('/our-history');
    expect(await target(VIDEO, 'Explore Our Programmes')).toBe('/our-history');
    expect(await target(VIDEO, 'See Our Impact')).toBe('/impact');
    const strip = await section(VIDEO).locator('dl').innerText();
    for (const figure of [
      '12+',
      'Years',
      '3',
      'Sectors',
      '500+',
      '50+',
      'Active Projects',
      '2011',
    ]) {
      expect(strip).toContain(figure);
    }
    // 8. The hub's figures and its three links.
    const hub = section('Our Virtual Catalyst Centre');
    const hubText = await hub.innerText();
    for (const figure of ['24/7', 'Virtual Access', 'Social Platforms', 'Unlimited']) {
      expect(hubText).toContain(figure);
    }
    expect(await hub.locator('a[href^="https://"]').count()).toBe(3);
    // 9 and 10: the anchors and what they hold.
    expect(await section('Impact Metrics').getAttribute('id')).toBe('impact');
    expect(await target('Impact Metrics', 'Explore Our Impact Stories')).toBe('/impact');
    expect(await section('Get Involved').getAttribute('id')).toBe('contact');
    expect(
      await section('Get Involved')
        .getByRole('link', { name: 'hello@initiative-africa.org' })
        .getAttribute('href'),
    ).toBe('mailto:hello@initiative-africa.org');

    // Every picture comes from the image library (the seed's drawn ones on a fresh start),
    // responsive, sized, and loads.
    await scrollThrough(page);
    // Each lazy picture has been asked for by now; wait until every one has finished loading
    // (a broken one finishes too, and fails below).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('main picture img')].every(
        (image) => image.currentSrc !== '' && image.complete,
      ),
    );
    const pictures = await page.locator('main picture img').evaluateAll((images) =>
      images.map((img) => {
        const image = img as HTMLImageElement;
        const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])];
        return {
          src: image.currentSrc,
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.loading,
          loaded: image.complete && image.naturalWidth > 0,
          types: sources.map((s) => s.type).filter(Boolean),
          srcset: sources.find((s) => s.type === 'image/avif')?.srcset ?? '',
        };
      }),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(8);
    for (const picture of pictures) {
      expect(picture.loaded, picture.src).toBe(true);
      expect(picture.src).toMatch(/\/media\/site\/[a-z0-9-]+\.jpg\?w=\d+&fm=(avif|webp)$/);
      expect(Number(picture.width)).toBeGreaterThan(0);
      expect(Number(picture.height)).toBeGreaterThan(0);
      expect(picture.types).toEqual(['image/avif', 'image/webp']);
      expect(picture.srcset.split(',').length).toBeGreaterThan(1);
    }
    // Above the fold at once, below it lazily; the largest is preloaded from the head.
    expect(pictures[0]!.loading).toBe('eager');
    expect(pictures.at(-1)!.loading).toBe('lazy');
    expect(
      await page.locator('head link[rel="preload"][as="image"]').getAttribute('imagesrcset'),
    ).toMatch(/\/media\/site\/hero-background\.jpg\?w=\d+&fm=avif \d+w/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('does not download the founder portrait on a phone, where it is not shown', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(asked.some((url) => url.includes('/media/site/hero-background.jpg?'))).toBe(true);
    expect(asked.some((url) => url.includes('/media/site/landing-founder.jpg'))).toBe(false);
    await page.close();
  });

  it('on a phone, loads the code of sections 3 to 10 only when they come near the screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(scripts.some((path) => path.includes('HomeMore'))).toBe(false);
    // The server's HTML is all there already.
    expect(await page.locator('#impact h2').innerText()).toBe('Impact Metrics');

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator('#impact').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((path) => path.includes('HomeMore'))).toBe(true);
    await page.waitForLoadState('networkidle');
    // Taken over: its links move on the client, without loading a new page.
    await page.getByRole('link', { name: 'Explore Our Impact Stories' }).click();
    await page.waitForURL(`${server.url}/impact`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.close();
  });

  for (const anchor of ['impact', 'contact']) {
    it(`brings #${anchor} into view below the header on a fresh load`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.addInitScript(() =>
        document.addEventListener('ia:hydrated', () => Object.assign(window, { iaHydrated: true })),
      );
      await page.goto(`${server.url}/#${anchor}`);
      // Still there once the page is taken over and its pictures have loaded.
      await page.waitForFunction(() => 'iaHydrated' in window);
      await page.waitForLoadState('networkidle');
      const { top, header, scrolled } = await page.evaluate((id) => {
        const box = document.getElementById(id)!.getBoundingClientRect();
        return {
          top: box.top,
          header: document.querySelector('header')!.getBoundingClientRect().bottom,
          scrolled: window.scrollY,
        };
      }, anchor);
      expect(scrolled).toBeGreaterThan(1000);
      expect(top).toBeGreaterThanOrEqual(header - 1);
      expect(top).toBeLessThan(header + 40);
      await page.close();
    });
  }

  it('falls back to the second impact picture, then to the general one', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.route(/\/media\/site\/impact(-alternative)?\.jpg\?/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${server.url}/#impact`);
    const image = page.locator('#impact img');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).currentSrc), {
        timeout: 10_000,
      })
      .toMatch(/\/media\/site\/hero-background\.jpg\?/);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    await page.close();
  });

  it('closes the mobile menu with Escape and gives the focus back to its button', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe('the videos', () => {
  it('ask nothing of a third party until played, then load the privacy-enhanced player', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const outside = thirdPartyRequests(page, server.url);
    // No network beyond this machine: the player's address is answered here.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await scrollThrough(page);
    const play = page.getByRole('button', { name: /^Play video: .*Driving Change$/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    await play.click();
    const frame = page.locator('iframe[src*="youtube-nocookie.com"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Xk5MeZ1bU4w?autoplay=1&rel=0',
    );
    expect(await frame.getAttribute('title')).toMatch(/Driving Change/);
    await expect.poll(() => outside.length).toBeGreaterThan(0);
    expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await page.close();
  });

  it('on Our History: two facades with their titles, each playing on its own', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const outside = thirdPartyRequests(page, server.url);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );
    await page.goto(`${server.url}/our-history`, { waitUntil: 'networkidle' });
    await scrollThrough(page);
    const buttons = page.getByRole('button', { name: /^Play video: / });
    expect(await buttons.count()).toBe(2);
    expect(outside).toEqual([]);
    await buttons.nth(1).click();
    await page.locator('iframe').waitFor();
    expect(await page.locator('iframe').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Play video: / }).count()).toBe(1);
    await page.close();
  });
});

describe('portraits', () => {
  it('fall back to the initials avatar when a portrait does not load', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.route(/\/media\/site\/portrait-1\.jpg/, (route) => route.abort());
    await page.goto(`${server.url}/how-we-work`);
    await page.getByRole('button', { name: 'Meet the Governing Council' }).click();
    const first = page.locator('li').filter({ hasText: 'Oluwakemi Adebayo' }).first();
    await expect.poll(() => first.locator('img').count(), { timeout: 10_000 }).toBe(0);
    expect(await first.locator('svg').count()).toBeGreaterThan(0);
    const second = page.locator('li').filter({ hasText: 'Emeka Chukwuma' }).first();
    await expect
      .poll(() => second.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.close();
  });
});

describe('the impact explorer', () => {
  const cardTitles = async (page: Page) => {
    await page.locator('[data-part="list"]:not([aria-busy])').waitFor();
    return page
      .locator('[data-part="card-title"]')
      .evaluateAll((titles) => titles.map((t) => t.textContent));
  };
  const current = (page: Page) =>
    page.locator('[data-part="pagination"] [aria-current="page"]').innerText();

  it('keeps its state in the address: reload, Back and a shared link restore it', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/success-stories') asked.push(url);
    });
    await page.addInitScript(() =>
      document.addEventListener('ia:hydrated', () => Object.assign(window, { iaHydrated: true })),
    );

    // A shared link, rendered by the server in that state and taken over without a request.
    await page.goto(`${server.url}/impact?sector=Health&sort=impact`);
    await page.waitForFunction(() => 'iaHydrated' in window);
    expect(await page.getByLabel('Sector').inputValue()).toBe('Health');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('impact');
    const health = await cardTitles(page);
    expect(health.length).toBeGreaterThan(0);
    const categories = await page.locator('[data-part="badge"]').allInnerTexts();
    expect(categories.every((text) => text.includes('Health'))).toBe(true);
    expect(asked).toEqual([]);

    // A change asks the API for that page, and goes into the address.
    await page.getByLabel('Sector').selectOption('');
    await page.waitForURL(`${server.url}/impact?sort=impact`);
    await expect
      .poll(() => asked.map((url) => Object.fromEntries(url.searchParams)))
      .toContainEqual({ sort: 'impact', page: '1', pageSize: '6' });
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(`${server.url}/impact?sort=impact&page=2`);
    await expect.poll(() => current(page)).toBe('2');
    // The previous page stays shown (aria-busy) until the new one has come.
    await page.locator('[data-part="list"]:not([aria-busy])').waitFor();
    const secondPage = await cardTitles(page);
    expect(
      asked.some(
        (url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'impact',
      ),
    ).toBe(true);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL(`${server.url}/impact?sort=impact&view=list&page=2`);

    // Reload: the same page, drawn by the server.
    await page.reload();
    await page.waitForFunction(() => 'iaHydrated' in window);
    expect(await current(page)).toBe('2');
    expect(await cardTitles(page)).toEqual(secondPage);
    expect(await page.locator('[data-part="list"]').getAttribute('data-view')).toBe('list');

    // Back: the grid view, then page 1, then the Health filter.
    await page.goBack();
    await page.waitForURL(`${server.url}/impact?sort=impact&page=2`);
    await expect
      .poll(() => page.locator('[data-part="list"]').getAttribute('data-view'))
      .toBe('grid');
    await page.goBack();
    await page.waitForURL(`${server.url}/impact?sort=impact`);
    await expect.poll(() => current(page)).toBe('1');
    await page.goBack();
    await page.waitForURL(`${server.url}/impact?sector=Health&sort=impact`);
    await expect.poll(() => page.getByLabel('Sector').inputValue()).toBe('Health');
    await expect.poll(() => cardTitles(page)).toEqual(health);

    // Typing a search replaces the entry instead of adding one per key.
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Search stories').pressSequentially('clinic');
    await page.waitForURL(`${server.url}/impact?q=clinic&sector=Health&sort=impact`);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.close();
  });
});
