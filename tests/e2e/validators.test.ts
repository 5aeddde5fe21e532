import { richTextPlainText, type Article } from '@ia/shared';
import { parseFeed } from '@rowanmanning/feed-parser';
import RssParser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';
import { nuCheckerErrors } from './nu';
import { firstContent, publicRoutes } from './routes';

/**
 * The site against the standard validators and real readers:
 *
 * - the W3C Nu HTML Checker (the `vnu-jar` package, on the system's Java 17) reads every public
 *   route in English and Arabic and the story card as the server sends them: no error;
 * - two feed parsers from npm that feed readers are built on (rss-parser, and
 *   @rowanmanning/feed-parser) read every language's Atom feed: each entry's full content,
 *   author, and an address in the feed's language or, for an article not translated into it,
 *   the English address with the entry marked English.
 *
 * About 30 s: one Java process checks all the pages at once.
 */

const LANGUAGES = ['en', 'fr', 'ar', 'sw', 'ha', 'yo', 'ig', 'pt', 'am'] as const;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

describe('the W3C Nu HTML Checker', () => {
  it('finds no error on any public route in English and Arabic, nor on the story card', async () => {
    const { story, article } = await firstContent(server.url);
    const paths = publicRoutes(story, article).flatMap((route) => [
      route.path,
      `/ar${route.path === '/' ? '/' : route.path}`,
    ]);
    paths.push(`/story-card/${story.slug}`, `/ar/story-card/${story.slug}`);
    const { errors, checked } = await nuCheckerErrors(server.url, paths, (response) =>
      expect(response.headers.get('content-type')).toMatch(/^text\/html/),
    );
    expect(errors).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(48);
  }, 180_000);
});

describe('the Atom feeds, read by two feed parsers', () => {
  for (const language of LANGUAGES) {
    it(`gives every entry of the ${language} feed its full content, author and address`, async () => {
      const path = language === 'en' ? '/feed.xml' : `/${language}/feed.xml`;
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const xml = await response.text();

      const api = await fetch(
        `${server.url}/api/articles${language === 'en' ? '' : `?lang=${language}`}`,
      ).then((r) => r.json() as Promise<{ slug: string; headline: string; lang: string }[]>);
      expect(api.length).toBeGreaterThan(0);

      // rss-parser: what many feed readers and site builders use.
      const rss = await new RssParser().parseString(xml);
      expect(rss.items).toHaveLength(api.length);
      // @rowanmanning/feed-parser: reads languages and authors as Atom defines them.
      const rowan = parseFeed(xml);
      expect(rowan.language).toBe(language);
      expect(rowan.items).toHaveLength(api.length);

      for (const [index, article] of api.entries()) {
        const prefix = article.lang === 'en' ? '' : `/${article.lang}`;
        const href = `${server.url}${prefix}/insights/${article.slug}`;
        // An article not in the feed's language: its English page, its entry marked English.
        expect(article.lang === language || article.lang === 'en').toBe(true);
        const body = await fetch(
          `${server.url}/api/articles/${article.slug}${article.lang === 'en' ? '' : `?lang=${article.lang}`}`,
        ).then((r) => r.json() as Promise<Article>);
        // The body's first paragraph and its last piece of text (between any marks).
        const firstParagraph = (richTextPlainText(body.body) || body.excerpt).split('\n\n')[0]!;
        const texts = JSON.stringify(body.body).match(/"text":"((?:[^"\\]|\\.)*)"/g) ?? [];
        const lastParagraph = texts.length
          ? (JSON.parse(`{${texts.at(-1)!}}`) as { text: string }).text
          : body.excerpt;
        const authors = body.authors.length
          ? body.authors.map((author) => author.name)
          : ['Initiative for Africa'];
        const escaped = (text: string) =>
          text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

        const rssItem = rss.items[index]!;
        expect(rssItem.title).toBe(article.headline);
        expect(rssItem.link).toBe(href);
        expect(rssItem.content).toContain(`<p>${escaped(firstParagraph).split('\n')[0]}`);
        expect(rssItem.content).toContain(escaped(lastParagraph).split('\n').pop());
        expect((rssItem as { author?: string }).author).toBe(authors[0]);

        const rowanItem = rowan.items[index]!;
        expect(rowanItem.title).toBe(article.headline);
        expect(rowanItem.url).toBe(href);
        expect(rowanItem.content).toContain(`<p>${escaped(firstParagraph).split('\n')[0]}`);
        expect(rowanItem.authors.map((author) => author.name)).toEqual(authors);
        const entryLang = xml.split('<entry')[index + 1]!.match(/^(?: xml:lang="([^"]+)")?>/)?.[1];
        expect(entryLang ?? language).toBe(article.lang);
      }

      // The feed's own title and subtitle: translated in each of the nine languages, so nothing
      // in them is marked as English.
      const title = /<title( xml:lang="en")?>([^<]*)<\/title>/.exec(xml)!;
      const subtitle = /<subtitle( xml:lang="en")?>([^<]*)<\/subtitle>/.exec(xml)!;
      expect(Boolean(title[1])).toBe(false);
      expect(rss.title).toBe(title[2]!.replace(/&amp;/g, '&'));
      expect(rowan.title).toBe(title[2]!.replace(/&amp;/g, '&'));
      if (language === 'fr') expect(rss.title).toMatch(/^Analyses et actualités \| /);
      if (language === 'ar') expect(rss.title).toMatch(/^رؤى وأخبار \| /);
      if (language === 'am') expect(rss.title).toMatch(/^ትንታኔዎችና ዜናዎች \| /);
      if (language === 'ha') expect(rss.title).toMatch(/^Nazari da Labarai \| /);
      expect(Boolean(subtitle[1])).toBe(false);
      expect(subtitle[2]!.length).toBeGreaterThan(20);
    });
  }
});
