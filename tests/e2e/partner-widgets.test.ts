import { join } from 'node:path';
import {
  richTextPlainText,
  type Article,
  type ArticleSummary,
  type SuccessStory,
  type SuccessStorySummary,
} from '@ia/shared';
import knex from 'knex';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  partnerPage,
  startPartnerSite,
  startServer,
  watchErrors,
  type RunningServer,
} from './harness';

/**
 * Issue: a partner page on another origin, with only the script tag and the elements, shows
 * each public widget working; host CSS changes no widget.
 */
let server: RunningServer;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;
let browser: Browser;
let stories: SuccessStorySummary[];
let galleryStory: SuccessStory;
let article: Article;

const HOSTILE_CSS = '* { color: red !important; font-size: 40px !important; }';

const getJson = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${server.url}${path}`)).json()) as T;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  stories = await getJson<SuccessStorySummary[]>('/api/success-stories?pageSize=100');
  const details = await Promise.all(
    stories.map((s) => getJson<SuccessStory>(`/api/success-stories/${s.slug}`)),
  );
  galleryStory = details.find((story) => story.galleryImages.length >= 3)!;
  const [newest] = await getJson<ArticleSummary[]>('/api/articles');
  article = await getJson<Article>(`/api/articles/${newest!.slug}`);
  const api = server.url;
  const all = `
    <ia-impact-explorer api-base="${api}"></ia-impact-explorer>
    <ia-story-detail api-base="${api}" slug="${galleryStory.slug}" variant="success-story"></ia-story-detail>
    <ia-insights-feed api-base="${api}" limit="3" contact-email="news@example.org"></ia-insights-feed>
    <ia-contact-form api-base="${api}" contact-email="hello@example.org"></ia-contact-form>
    <ia-language-switcher api-base="${api}" variant="full"></ia-language-switcher>`;
  partner = await startPartnerSite({
    '/explorer': partnerPage(api, `<ia-impact-explorer api-base="${api}"></ia-impact-explorer>`),
    '/detail': partnerPage(
      api,
      `<ia-story-detail api-base="${api}" slug="${galleryStory.slug}" variant="success-story"></ia-story-detail>`,
    ),
    '/feed': partnerPage(
      api,
      `<ia-insights-feed api-base="${api}" limit="3" contact-email="news@example.org"></ia-insights-feed>`,
    ),
    '/contact': partnerPage(
      api,
      `<ia-contact-form api-base="${api}" contact-email="hello@example.org"></ia-contact-form>`,
    ),
    '/article': partnerPage(
      api,
      `<ia-article-detail api-base="${api}" slug="${article.slug}"></ia-article-detail>`,
    ),
    '/language': partnerPage(
      api,
      `<ia-language-switcher api-base="${api}" variant="full"></ia-language-switcher>`,
    ),
    '/all': partnerPage(api, all),
    '/all-hostile': partnerPage(api, all, HOSTILE_CSS),
  });
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await server?.stop();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${partner.url}${path}`);
  return { page, errors };
}

/** Card titles shown in the explorer (playwright's locators pierce open shadow roots). */
const explorerTitles = (explorer: Locator) =>
  explorer.locator('[part~="item"] h3, [part~="item"] h4').allTextContents();

describe('public widgets on a partner page of another origin', () => {
  it('impact explorer: searches, filters by sector and pages like the spec', async () => {
    const { page, errors } = await open('/explorer');
    const explorer = page.locator('ia-impact-explorer');
    await explorer.getByText(`${stories.length} Success Stories`).waitFor({ timeout: 20_000 });
    expect(await explorer.locator('[part~="item"]').count()).toBe(Math.min(6, stories.length));

    const target = stories[stories.length - 1]!;
    await explorer.getByLabel('Search stories').fill(target.title.toLowerCase());
    await expect.poll(() => explorerTitles(explorer)).toEqual([target.title]);

    await explorer.getByLabel('Search stories').fill('');
    await explorer.getByLabel('Sector').selectOption('Health');
    const health = stories.filter((story) => story.category === 'Health').map((s) => s.title);
    expect(health.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await explorerTitles(explorer)).sort())
      .toEqual(health.slice(0, 6).sort());

    await explorer.getByLabel('Search stories').fill('zzzz no such story');
    await explorer.getByText('No success stories found matching your criteria.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('story detail: the gallery moves with the arrow keys, wrapping both ways', async () => {
    const { page, errors } = await open('/detail');
    const detail = page.locator('ia-story-detail');
    const caption = (n: number) =>
      n === 0
        ? `${galleryStory.title} - Primary Image`
        : `${galleryStory.title} - Gallery Image ${n}`;
    const total = new Set(
      [galleryStory.primaryImage, ...galleryStory.galleryImages].filter(Boolean),
    ).size;
    const counter = detail.locator('[part~="gallery-counter"]');
    await counter.waitFor({ timeout: 20_000 });
    expect(await counter.textContent()).toBe(`1 / ${total}`);
    await detail.locator('[part~="gallery-viewport"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`2 / ${total}`);
    expect(await detail.getByText(caption(1), { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    await detail.getByText('Full Story').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('insights feed: lists the newest articles with their dates and links', async () => {
    const articles = await getJson<ArticleSummary[]>('/api/articles');
    const { page, errors } = await open('/feed');
    const feed = page.locator('ia-insights-feed');
    for (const article of articles.slice(0, 3)) {
      await feed.getByText(article.headline, { exact: true }).waitFor({ timeout: 20_000 });
    }
    expect(await feed.locator(`a[href$="/insights/${articles[0]!.slug}"]`).count()).toBeGreaterThan(
      0,
    );
    expect(await feed.getByText(articles[3]!.headline, { exact: true }).count()).toBe(0);
    await feed.getByText('Subscribe to our newsletter →').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('article detail: shows one article with its body as text and a way back', async () => {
    const { page, errors } = await open('/article');
    const detail = page.locator('ia-article-detail');
    await detail
      .getByRole('heading', { level: 1, name: article.headline })
      .waitFor({ timeout: 20_000 });
    const firstParagraph = richTextPlainText(article.body).split('\n\n')[0]!;
    await detail.getByText(firstParagraph.slice(0, 60)).first().waitFor();
    expect(await detail.getByRole('link', { name: /Back to Insights/ }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact form: shows the rules, then sends a message that the server stores', async () => {
    const { page, errors } = await open('/contact');
    const form = page.locator('ia-contact-form');
    const send = form.getByRole('button', { name: /send/i });
    await send.waitFor({ timeout: 20_000 });
    await send.click();
    await form.getByText('Name must be at least 2 characters').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Message must be at least 10 characters').waitFor();

    const message = `Partner page message ${Date.now()}\nSecond line <b>kept as text</b>`;
    await form.getByLabel(/^Full Name/).fill('Amina Bello');
    await form.getByLabel(/^Email Address/).fill('amina@example.org');
    await form.getByLabel(/^Message/).fill(message);
    await send.click();
    await form.getByText('Message sent successfully!').waitFor({ timeout: 15_000 });

    const db = knex({
      client: 'sqlite3',
      connection: { filename: join(server.dataDir, 'ia.sqlite') },
      useNullAsDefault: true,
    });
    try {
      const rows = await db('contact_messages').where({ email: 'amina@example.org' });
      expect(rows).toHaveLength(1);
      expect(rows[0].name).toBe('Amina Bello');
      expect(rows[0].message).toBe(message);
    } finally {
      await db.destroy();
    }
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('language switcher: a choice closes the menu and tells the page', async () => {
    const { page, errors } = await open('/language');
    await page.evaluate(() => {
      document.addEventListener('ia-language-change', (event) => {
        (window as unknown as { chosen: unknown }).chosen = (event as CustomEvent).detail;
      });
    });
    const switcher = page.locator('ia-language-switcher');
    await switcher.getByRole('button').first().click({ timeout: 20_000 });
    await switcher
      .getByRole('menuitemradio', { name: /Français/ })
      .or(switcher.getByRole('option', { name: /Français/ }))
      .first()
      .click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { chosen?: { code: string } }).chosen?.code),
      )
      .toBe('fr');
    expect(await switcher.getByRole('menuitemradio').or(switcher.getByRole('option')).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('host CSS that paints everything red and 40px changes no widget', async () => {
    const measure = async (path: string) => {
      const { page, errors } = await open(path);
      // Widgets load as they come near the viewport: bring each one into view.
      for (const tag of [
        'ia-impact-explorer',
        'ia-story-detail',
        'ia-insights-feed',
        'ia-contact-form',
        'ia-language-switcher',
      ]) {
        await page.locator(tag).scrollIntoViewIfNeeded();
        await page.waitForTimeout(100);
      }
      await page.locator('ia-impact-explorer [part~="item"]').first().waitFor({ timeout: 20_000 });
      await page.locator('ia-story-detail [part~="gallery-counter"]').waitFor({ timeout: 20_000 });
      await page
        .locator('ia-insights-feed a[href*="/insights/"]')
        .first()
        .waitFor({ timeout: 20_000 });
      await page.locator('ia-contact-form button').first().waitFor({ timeout: 20_000 });
      await page.locator('ia-language-switcher button').first().waitFor({ timeout: 20_000 });
      const styles = await page.evaluate(() =>
        [
          'ia-impact-explorer',
          'ia-story-detail',
          'ia-insights-feed',
          'ia-contact-form',
          'ia-language-switcher',
        ].map((tag) => {
          const root = document.querySelector(tag)!.shadowRoot!;
          return [...root.querySelectorAll('h1, h2, h3, p, a, button, label, span')]
            .slice(0, 12)
            .map((el) => {
              const s = getComputedStyle(el);
              return `${tag} ${el.tagName} ${s.color} ${s.fontSize}`;
            });
        }),
      );
      await page.close();
      return { styles: styles.flat(), errors };
    };
    const plain = await measure('/all');
    const hostile = await measure('/all-hostile');
    expect(plain.errors).toEqual([]);
    expect(hostile.errors).toEqual([]);
    expect(plain.styles.length).toBeGreaterThan(20);
    expect(hostile.styles).toEqual(plain.styles);
    expect(hostile.styles.some((line) => line.includes('rgb(255, 0, 0)'))).toBe(false);
  });
});
