import type { Page } from 'playwright-core';
import Parser from 'rss-parser';
import { sitemapText } from './routes';
import { describe, expect, it } from 'vitest';
import { staffSite, watchErrors, watchHydration, unexpectedErrors } from './harness';
import { addLibraryImage, addQuote, addVideo, linkSelection } from './richTextEditor';

/**
 * An article with formatting written as staff write it: in the admin's rich-text editor, in
 * English and in French, with a heading (a Markdown shortcut), a list, links to a page of the
 * site and elsewhere, a picture from the library, a video and a quote; published, then read on
 * the public page in each language (each block the right element, taken over without a change
 * or a shift, nothing from YouTube before play), and in the feed as HTML.
 */

const site = staffSite('writer@example.org', 'a long writer password');

interface BodyTexts {
  intro: string;
  linkWords: string;
  siteWords: string;
  heading: string;
  items: [string, string];
  alt: string;
  videoTitle: string;
  quote: string;
  attribution: string;
}

const ENGLISH: BodyTexts = {
  intro: 'Alumni told us what worked. Read ',
  linkWords: 'the full report',
  siteWords: 'how we work',
  heading: 'Lessons from the field',
  items: ['Find an owner inside government', 'Measure one thing that matters'],
  alt: 'Alumni around a table with their project plans',
  videoTitle: 'Our story in three minutes',
  quote: 'Reform is a team sport.',
  attribution: 'A programme alumna',
};

const FRENCH: BodyTexts = {
  intro: 'Les anciens nous ont dit ce qui a marché. Lisez ',
  linkWords: 'le rapport complet',
  siteWords: 'notre méthode',
  heading: 'Leçons du terrain',
  items: ['Trouver un responsable au sein de l’État', 'Mesurer une chose qui compte'],
  alt: 'Des anciens autour d’une table avec leurs plans de projet',
  videoTitle: 'Notre histoire en trois minutes',
  quote: 'La réforme est un sport d’équipe.',
  attribution: 'Une ancienne du programme',
};

const headline = 'Five Habits of Reforms That Last';
const frenchHeadline = 'Cinq habitudes des réformes qui durent';
const slug = 'five-habits-of-reforms-that-last';

/** Selects the words just typed and links them (Ctrl+K, the link dialog). */
async function linkLast(page: Page, words: string, href: string) {
  // Accented letters are typed as text input, which the editor reads a moment later.
  await page.waitForTimeout(200);
  for (let i = 0; i < words.length; i += 1) {
    await page.keyboard.press('Shift+ArrowLeft');
    await page.waitForTimeout(10);
  }
  await linkSelection(page, words, href);
}

/** Writes a body in the editor of `lang` with the keyboard, the toolbar and the blocks' forms. */
async function writeBody(page: Page, lang: string, texts: BodyTexts) {
  await page.locator(`#field-${lang}-body`).click();
  await page.keyboard.type(texts.intro);
  await page.keyboard.type(texts.linkWords);
  await linkLast(page, texts.linkWords, 'https://example.org/report');
  await page.keyboard.type(' and ');
  await page.keyboard.type(texts.siteWords);
  await linkLast(page, texts.siteWords, '/how-we-work');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  // Markdown shortcuts: a heading, then a list.
  await page.keyboard.type(`## ${texts.heading}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`- ${texts.items[0]}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A picture from the library, its alt text in this language.
  await addLibraryImage(page, lang, texts.alt);
  // A video: its address and title in its own form.
  await addVideo(page, lang, texts.videoTitle);
  // A quote after it, with who said it.
  await addQuote(page, lang, texts.quote, texts.attribution);
}

/** What the public page shows of the body, read in the page. */
async function bodyOf(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('[data-part~="body"]')!;
    const link = (selector: string) => {
      const a = body.querySelector<HTMLAnchorElement>(selector);
      return (
        a && { href: a.getAttribute('href'), target: a.target, rel: a.rel, text: a.textContent }
      );
    };
    const image = body.querySelector<HTMLImageElement>('figure[data-part~="image"] img')!;
    return {
      headings: [...body.querySelectorAll('h2, h3, h4')].map(
        (h) => `${h.tagName} ${h.textContent}`,
      ),
      items: [...body.querySelectorAll('ul > li')].map((li) => li.textContent),
      external: link('a[target="_blank"]'),
      internal: link('a:not([target])'),
      quote: body.querySelector('figure blockquote')?.textContent,
      attribution: body.querySelector('figure blockquote + figcaption')?.textContent,
      image: image && {
        alt: image.alt,
        srcset: image.getAttribute('srcset'),
        width: image.getAttribute('width'),
      },
      play: body.querySelector('[data-part~="video"] button')?.textContent,
      iframes: body.querySelectorAll('iframe').length,
      dir: document.documentElement.dir,
    };
  });
}

describe('rich text from the editor to the public page and the feed', () => {
  it('writes, translates, publishes and shows an article with formatting', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await site.signIn(page);

    await page
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Insight articles', exact: true })
      .click();
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('heading', { name: 'New article', level: 1 }).waitFor();
    await page.getByLabel('Headline').fill(headline);
    await page.getByLabel('Excerpt').fill('Alumni projects that lasted had five habits in common.');
    await page.getByLabel(/^Category/).fill('Insights');
    const author = await page.locator('option', { hasText: 'Amara Okonkwo' }).getAttribute('value');
    await page.getByLabel('Add a person').selectOption(author!);
    await writeBody(page, 'en', ENGLISH);

    // The toolbar is one tab stop; the arrow keys move along it, and it says what is on.
    const toolbar = page.getByRole('toolbar', { name: 'Formatting of body' });
    await page.locator('#field-en-body h2').click();
    await expect
      .poll(() =>
        toolbar.getByRole('button', { name: 'H2, heading 2' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.keyboard.press('Alt+F10');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    // Back to the button used last (the video's); Home goes to the first.
    expect(await focused()).toBe('YouTube video');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('Bold');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Italic');
    expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1);
    await expect
      .poll(() => page.locator('#field-en-body-count').textContent())
      .toMatch(/^\d+ words · /);

    // French: its own body, right beside the English.
    await page.getByRole('button', { name: /^French/ }).click();
    await page.getByLabel('Headline').fill(frenchHeadline);
    await page.getByLabel('Excerpt').fill('Les projets qui ont duré avaient cinq habitudes.');
    await writeBody(page, 'fr', FRENCH);
    expect(await page.locator('#field-fr-body').getAttribute('lang')).toBe('fr');

    await page.getByRole('button', { name: 'Save and publish' }).click();
    // A new article is saved (it gets its address) and published at once.
    await page.waitForURL(/\/admin\/articles\/\d+$/);
    await page.getByRole('status').getByText('Published', { exact: true }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();

    // The public page in English, as the server sent it and once taken over.
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(watchHydration);
    const visitor = await context.newPage();
    const visitorErrors = watchErrors(visitor);
    const youtube: string[] = [];
    visitor.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await visitor.goto(`${site.server.url}/insights/${slug}`);
    await visitor.waitForFunction(() => (window as { __hydration?: unknown }).__hydration);
    await visitor.waitForTimeout(300);
    const english = await bodyOf(visitor);
    expect(english).toMatchObject({
      headings: [`H2 ${ENGLISH.heading}`],
      items: ENGLISH.items,
      external: {
        href: 'https://example.org/report',
        target: '_blank',
        rel: 'noopener noreferrer',
        text: `${ENGLISH.linkWords}↗ (opens in a new tab)`,
      },
      internal: { href: '/how-we-work', text: ENGLISH.siteWords },
      quote: ENGLISH.quote,
      attribution: `— ${ENGLISH.attribution}`,
      image: { alt: ENGLISH.alt },
      play: `Play video: ${ENGLISH.videoTitle}`,
      iframes: 0,
    });
    expect(english.image.srcset).toContain('?w=640');
    expect(Number(english.image.width)).toBeGreaterThan(0);
    expect(await visitor.getByText('By Amara Okonkwo').count()).toBe(1);
    const taken = await visitor.evaluate(() => {
      const state = window as unknown as {
        __hydration: { changes: string[] };
        __shifts: { value: number }[];
      };
      return {
        changes: state.__hydration.changes,
        cls: state.__shifts.reduce((sum, shift) => sum + shift.value, 0),
      };
    });
    expect(taken).toEqual({ changes: [], cls: 0 });
    expect(youtube).toEqual([]);
    // Pressing play loads the privacy-enhanced player in place.
    await visitor.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await visitor.getByRole('button', { name: `Play video: ${ENGLISH.videoTitle}` }).click();
    expect(
      await visitor.locator(`iframe[title="${ENGLISH.videoTitle}"]`).getAttribute('src'),
    ).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Xk5MeZ1bU4w\?/);
    expect(visitorErrors).toEqual([]);

    // The French page: the French body, links to the French pages.
    await visitor.goto(`${site.server.url}/fr/insights/${slug}`);
    expect(await bodyOf(visitor)).toMatchObject({
      headings: [`H2 ${FRENCH.heading}`],
      items: FRENCH.items,
      external: {
        href: 'https://example.org/report',
        text: `${FRENCH.linkWords}↗ (s’ouvre dans un nouvel onglet)`,
      },
      internal: { href: '/fr/how-we-work', text: FRENCH.siteWords },
      quote: FRENCH.quote,
      attribution: `— ${FRENCH.attribution}`,
      image: { alt: FRENCH.alt },
      play: `Lire la vidéo : ${FRENCH.videoTitle}`,
    });
    expect(await visitor.locator('h1').textContent()).toBe(frenchHeadline);
    await context.close();

    // The feeds carry the rendered body as HTML, with the author.
    const parser = new Parser({ customFields: { item: ['author'] } });
    for (const [path, texts] of [
      ['/feed.xml', ENGLISH],
      ['/fr/feed.xml', FRENCH],
    ] as const) {
      const feed = await parser.parseString(
        await (await fetch(`${site.server.url}${path}`)).text(),
      );
      const entry = feed.items.find((item) => item.link?.endsWith(`/insights/${slug}`));
      expect(entry, path).toBeDefined();
      const html = entry!.content!;
      expect(html).toContain(`<h2>${texts.heading}</h2>`);
      expect(html).toContain(`<ul><li><p>${texts.items[0]}</p></li>`);
      expect(html).toContain(
        `<a href="https://example.org/report" rel="noopener noreferrer">${texts.linkWords}</a>`,
      );
      expect(html).toContain(`<figure><blockquote><p>${texts.quote}</p></blockquote>`);
      expect(html).toMatch(
        new RegExp(`<img src="${site.server.url}/media/[^"]+" alt="${texts.alt}"`),
      );
      expect(html).toContain('https://www.youtube.com/watch?v=Xk5MeZ1bU4w');
      expect(html).not.toMatch(/<iframe|<script/);
      expect(JSON.stringify(entry)).toContain('Amara Okonkwo');
    }
    expect(await sitemapText(site.server.url)).toContain(`/fr/insights/${slug}`);
  });
});
