import type { Page } from 'playwright-core';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { staffSite, watchErrors } from './harness';
import { addLibraryImage, addQuote, addVideo, linkSelection } from './richTextEditor';
import { sitemapText } from './routes';

/**
 * The done-when: staff write an article with every block the editor has, in English
 * and in Arabic (right to left), schedule it for two minutes later, and then, with nobody
 * acting, find it on Insights, on its own page (each block the right element, the picture with
 * its alt text and srcset, the video a facade), on the Arabic page, in the feed and the sitemap.
 */

const site = staffSite('scheduler@example.org', 'a long scheduler password');

interface Texts {
  external: string;
  internal: string;
  bold: string;
  italic: string;
  h2: string;
  h3: string;
  h4: string;
  bullets: [string, string];
  steps: [string, string];
  alt: string;
  caption: string;
  videoTitle: string;
  figure: string;
  counts: string;
  source: string;
  button: string;
  quote: string;
  attribution: string;
}

const ENGLISH: Texts = {
  external: 'the full report',
  internal: 'how we work',
  bold: 'twelve weeks',
  italic: 'in the field',
  h2: 'What we learned',
  h3: 'Owners inside government',
  h4: 'A note on costs',
  bullets: ['Find an owner', 'Measure one thing'],
  steps: ['Map the problem', 'Cost the project'],
  alt: 'Alumni around a table with their plans',
  caption: 'The 2025 cohort in Lagos',
  videoTitle: 'Our story in three minutes',
  figure: '12,000',
  counts: 'students reached',
  source: 'Programme records, 2025',
  button: 'Apply now',
  quote: 'Reform is a team sport.',
  attribution: 'A programme alumna',
};

const ARABIC: Texts = {
  external: 'التقرير الكامل',
  internal: 'طريقة عملنا',
  bold: 'اثنا عشر أسبوعا',
  italic: 'في الميدان',
  h2: 'ما تعلمناه',
  h3: 'مسؤولون داخل الحكومة',
  h4: 'ملاحظة عن التكاليف',
  bullets: ['ابحث عن مسؤول', 'قس شيئا واحدا'],
  steps: ['ارسم المشكلة', 'احسب تكلفة المشروع'],
  alt: 'خريجون حول طاولة مع خططهم',
  caption: 'دفعة 2025 في لاغوس',
  videoTitle: 'قصتنا في ثلاث دقائق',
  figure: '12,000',
  counts: 'طالب وصلنا إليهم',
  source: 'سجلات البرنامج، 2025',
  button: 'قدّم الآن',
  quote: 'الإصلاح عمل جماعي.',
  attribution: 'خريجة من البرنامج',
};

const headline = 'Every Block of an Insight, Scheduled';
const arabicHeadline = 'كل عناصر المقال، مجدولة';
const slug = 'every-block-of-an-insight-scheduled';

/** Links the words just typed, alone at the start of their paragraph (Ctrl+K, the dialog). */
async function linkParagraph(page: Page, words: string, href: string) {
  await page.waitForTimeout(200);
  await page.keyboard.press('Shift+Home');
  await linkSelection(page, words, href);
}

/** Writes every kind of block in the body of `lang`. */
async function writeBody(page: Page, lang: string, texts: Texts) {
  const editor = page.locator(`#field-${lang}-body`);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting of body' });
  await editor.click();
  await page.keyboard.type(texts.external);
  await linkParagraph(page, texts.external, 'https://example.org/report');
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.internal);
  await linkParagraph(page, texts.internal, '/how-we-work');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(texts.bold);
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' · ');
  await page.keyboard.press('Control+i');
  await page.keyboard.type(texts.italic);
  await page.keyboard.press('Control+i');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`## ${texts.h2}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`### ${texts.h3}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`#### ${texts.h4}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`- ${texts.bullets[0]}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.bullets[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`1. ${texts.steps[0]}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.steps[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The blocks with forms of their own, one after another.
  await addLibraryImage(page, lang, texts.alt, texts.caption);
  await addVideo(page, lang, texts.videoTitle);
  await toolbar.getByRole('button', { name: 'Highlighted figure' }).click();
  await editor.getByLabel('Figure (e.g. 12,000)').fill(texts.figure);
  await editor.getByLabel('What it counts').fill(texts.counts);
  await editor.getByLabel('Source').fill(texts.source);
  await toolbar.getByRole('button', { name: 'Button to a page' }).click();
  await editor.getByLabel('Words on the button').fill(texts.button);
  await editor.getByLabel('Page it leads to (starting with /, e.g. /contact)').fill('/contact');
  await toolbar.getByRole('button', { name: 'Divider' }).click();
  await addQuote(page, lang, texts.quote, texts.attribution);
}

/** What the public page shows of the body. */
async function bodyOf(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('[data-part~="body"]')!;
    const texts = (selector: string) =>
      [...body.querySelectorAll(selector)].map((el) => el.textContent?.trim());
    const image = body.querySelector<HTMLImageElement>('figure[data-part~="image"] img');
    return {
      headings: [...body.querySelectorAll('h2, h3, h4')].map(
        (h) => `${h.tagName} ${h.textContent}`,
      ),
      bold: texts('strong'),
      italic: texts('p em'),
      bullets: texts('ul > li'),
      steps: texts('ol > li'),
      external: body.querySelector('a[href="https://example.org/report"]')?.getAttribute('rel'),
      internal: body.querySelector('a[href$="/how-we-work"]')?.getAttribute('href'),
      quote: body.querySelector('figure blockquote')?.textContent,
      attribution: body.querySelector('figure blockquote + figcaption')?.textContent,
      image: image && {
        alt: image.alt,
        srcset: image.getAttribute('srcset') ?? '',
        caption: image.closest('figure')?.querySelector('figcaption')?.textContent,
      },
      play: body.querySelector('[data-part~="video"] button')?.textContent,
      iframes: body.querySelectorAll('iframe').length,
      dividers: body.querySelectorAll('hr').length,
      button: body.querySelector('a[href$="/contact"]')?.textContent,
      text: body.textContent ?? '',
      dir: document.documentElement.dir,
    };
  });
}

describe('a scheduled article with every block', () => {
  it('appears by itself at its time on every page, the feed and the sitemap', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 1366, height: 900 },
      // The staff member is travelling: the schedule is still entered in Lagos time.
      timezoneId: 'Asia/Tokyo',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await site.signIn(page);
    await page.goto(`${site.server.url}/admin/articles/new`);
    await page.getByRole('heading', { name: 'New article', level: 1 }).waitFor();
    await page.getByLabel('Headline').fill(headline);
    await page.getByLabel('Excerpt').fill('Every block the editor has, written and scheduled.');
    await page.getByLabel(/^Category/).fill('Insights');
    await writeBody(page, 'en', ENGLISH);
    await page.getByRole('button', { name: /^Arabic/ }).click();
    await page.getByLabel('Headline').fill(arabicHeadline);
    await page.getByLabel('Excerpt').fill('كل عناصر المحرر، مكتوبة ومجدولة.');
    await writeBody(page, 'ar', ARABIC);
    expect(await page.locator('#field-ar-body').getAttribute('dir')).toBe('rtl');

    // Two minutes from now, to the minute, in Lagos time (the organisation's, UTC+1).
    const at = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    const lagos = new Date(at.getTime() + 60 * 60_000).toISOString().slice(0, 16);
    await page.getByRole('button', { name: /^English/ }).click();
    await page.getByLabel(/^Date shown/).fill(lagos);
    await page.getByText('Lagos time (WAT)').first().waitFor();
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.waitForURL(/\/admin\/articles\/\d+$/);
    const when = `${lagos.slice(11, 16)} \\(Lagos time, WAT\\)`;
    expect(await page.getByLabel(/^Date shown/).inputValue()).toBe(lagos);
    const scheduled = page.getByText(new RegExp(`^Scheduled for .*, ${when}$`)).first();
    // A new article is saved first (it gets its address), then published.
    const publish = page.getByRole('button', { name: /^(Save and publish|Publish)$/ });
    await scheduled.or(publish).first().waitFor();
    if (!(await scheduled.isVisible())) await publish.click();
    await scheduled.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/issue18-scheduled.png', fullPage: true });
      throw error;
    });
    await page.goto(`${site.server.url}/admin/articles`);
    await page
      .getByText(new RegExp(`^Scheduled for .*, ${when}$`))
      .first()
      .waitFor();
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();

    // Not public before its time.
    expect((await fetch(`${site.server.url}/insights/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${site.server.url}/insights`)).text()).not.toContain(headline);

    // Its time comes; nobody acts.
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 2000));
    expect(await (await fetch(`${site.server.url}/insights`)).text()).toContain(headline);

    const visitor = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const youtube: string[] = [];
    visitor.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await visitor.goto(`${site.server.url}/insights/${slug}`);
    const english = await bodyOf(visitor);
    expect(english).toMatchObject({
      headings: [`H2 ${ENGLISH.h2}`, `H3 ${ENGLISH.h3}`, `H4 ${ENGLISH.h4}`],
      bold: expect.arrayContaining([ENGLISH.bold]),
      italic: [ENGLISH.italic],
      bullets: ENGLISH.bullets,
      steps: ENGLISH.steps,
      external: 'noopener noreferrer',
      internal: '/how-we-work',
      quote: ENGLISH.quote,
      attribution: `— ${ENGLISH.attribution}`,
      image: { alt: ENGLISH.alt, caption: ENGLISH.caption },
      play: `Play video: ${ENGLISH.videoTitle}`,
      iframes: 0,
      dividers: 1,
      button: ENGLISH.button,
      dir: 'ltr',
    });
    expect(english.image!.srcset).toContain('?w=640');
    for (const part of [ENGLISH.figure, ENGLISH.counts, ENGLISH.source]) {
      expect(english.text).toContain(part);
    }
    expect(youtube).toEqual([]);

    await visitor.goto(`${site.server.url}/ar/insights/${slug}`);
    const arabic = await bodyOf(visitor);
    expect(arabic).toMatchObject({
      headings: [`H2 ${ARABIC.h2}`, `H3 ${ARABIC.h3}`, `H4 ${ARABIC.h4}`],
      bullets: ARABIC.bullets,
      steps: ARABIC.steps,
      internal: '/ar/how-we-work',
      quote: ARABIC.quote,
      image: { alt: ARABIC.alt, caption: ARABIC.caption },
      iframes: 0,
      dividers: 1,
      button: ARABIC.button,
      dir: 'rtl',
    });
    expect(await visitor.locator('h1').textContent()).toBe(arabicHeadline);
    await visitor.close();

    const parser = new Parser();
    for (const [path, texts] of [
      ['/feed.xml', ENGLISH],
      ['/ar/feed.xml', ARABIC],
    ] as const) {
      const feed = await parser.parseString(
        await (await fetch(`${site.server.url}${path}`)).text(),
      );
      const entry = feed.items.find((item) => item.link?.endsWith(`/insights/${slug}`));
      expect(entry, path).toBeDefined();
      const html = entry!.content!;
      expect(html).toContain(`<h2>${texts.h2}</h2>`);
      expect(html).toContain(`<h3>${texts.h3}</h3>`);
      expect(html).toContain(`<h4>${texts.h4}</h4>`);
      expect(html).toContain(`<strong>${texts.bold}</strong>`);
      expect(html).toContain(`<em>${texts.italic}</em>`);
      expect(html).toContain(`<ol><li><p>${texts.steps[0]}</p></li>`);
      expect(html).toContain('<hr');
      expect(html).toMatch(new RegExp(`<img src="[^"]+" alt="${texts.alt}"`));
      expect(html).not.toMatch(/<iframe|<script/);
    }
    const sitemap = await sitemapText(site.server.url);
    expect(sitemap).toContain(`/insights/${slug}</loc>`);
    expect(sitemap).toContain(`/ar/insights/${slug}</loc>`);
  }, 420_000);
});
