import {
  COLLECTIONS,
  GLOBALS,
  LANGUAGE_CODES,
  SOCIAL_NETWORKS,
  TRANSLATION_LANGUAGES,
  type ContentDef,
  type Fields,
} from '@ia/shared';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../packages/widgets/src/i18n/languages';
import { repoRoot, startServer, type RunningServer } from './harness';
import { firstContent, publicRoutes, sitemapFiles } from './routes';
import { decodeEntities, visibleTexts, wordsOf } from './visibleWords';

/**
 * Issue 31's measure: on every public page in each language but English, at most 5 % of the
 * words visitors read are English, names of people, places and organisations aside; and each
 * language's feed has a title of its own. Plain fetches of the built server's HTML, no browser.
 *
 * A word is English when the page marks its text English (`lang="en"`, the site's marker of an
 * untranslated text), or when it is a word of the English pages that the language's own texts
 * never use. A language's own texts are what was written in it: the interface texts shipped in it
 * (the site's and widgets' message modules, where they differ from the English) and the content
 * the public API answers in it (not the fields it says fell back to English).
 *
 * Names, counted neither way, come from the content: the model's name fields (people, ventures
 * and their founders, partners, who said a quote), the organisation's name (the site's), the
 * languages' own names, and the capitalised words that translators kept as they are in two
 * languages or more (places and people a story names, programmes).
 *
 * Pages: every address of the English sitemaps and the spec's static routes (the 404s too), in
 * each language; the internal design-reference pages (noindex, English by design: the site's
 * i18n README) are left out.
 */

const LIMIT = 0.05;
const LANGS = TRANSLATION_LANGUAGES;

/** The model's fields that name someone or something (never translated). */
const NAME_FIELDS: Readonly<Record<string, readonly string[]>> = {
  people: ['name'],
  ventures: ['name', 'founderName'],
  partners: ['name'],
  // A quote's "Who said it", in a page's blocks.
  pages: ['name'],
};

/** Keys of API answers that never hold a visitor's text. */
const NOT_TEXT = new Set(['lang', 'fallback', 'id', 'slug', 'type', 'href', 'src', 'url']);

/** Field names the model declares only as something other than a translatable text. */
function nonTextKeys(): Set<string> {
  const text = new Set<string>();
  const other = new Set<string>();
  const walk = (fields: Fields) => {
    for (const [name, field] of Object.entries(fields)) {
      if (field.type === 'group') walk(field.fields);
      if (field.type === 'blocks')
        for (const kind of Object.values(field.blocks)) walk(kind.fields);
      const textual = ['text', 'longText', 'richText'].includes(field.type);
      if (textual && field.translatable !== false) text.add(name);
      else if (!['group', 'blocks', 'reference', 'image', 'images', 'video'].includes(field.type))
        other.add(name);
    }
  };
  for (const def of [...COLLECTIONS, ...GLOBALS]) walk(def.fields);
  return new Set([...other].filter((name) => !text.has(name)));
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

const looksLikeAddress = (text: string) =>
  /^(\/|https?:|mailto:|tel:|#)/.test(text) || /^\S+@\S+$/.test(text) || /^\d{4}-\d\d/.test(text);

/**
 * Every text of a public API answer with the language it is in (the answer's `lang`, English for
 * the fields its `fallback` names) and where it is (`field.path`).
 */
function textsOfAnswer(
  value: unknown,
  skip: ReadonlySet<string>,
  visit: (text: string, lang: string, path: string[]) => void,
  lang = 'en',
  path: string[] = [],
): void {
  if (typeof value === 'string') {
    if (!looksLikeAddress(value)) visit(value, lang, path);
  } else if (Array.isArray(value)) {
    for (const item of value) textsOfAnswer(item, skip, visit, lang, path);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = typeof record.lang === 'string' ? record.lang : lang;
    const fallback = Array.isArray(record.fallback) ? (record.fallback as string[]) : [];
    for (const [key, inner] of Object.entries(record)) {
      if (NOT_TEXT.has(key) || skip.has(key)) continue;
      // A rich text's own structure (content, text, attrs, marks) is not a field of the model.
      const structure = ['content', 'text', 'attrs', 'marks'].includes(key);
      const next = structure ? path : [...path, key];
      textsOfAnswer(inner, skip, visit, fallback.includes(key) ? 'en' : own, next);
    }
  }
}

interface Page {
  lang: string;
  path: string;
  status: number;
  html: string;
}

interface PageCount {
  lang: string;
  path: string;
  words: number;
  english: string[];
  /** English words by where their text comes from. */
  sources: Map<string, number>;
}

async function inTurn<T, R>(items: readonly T[], work: (item: T) => Promise<R>, lanes = 4) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

describe('English on the pages of the other languages', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is at most 5 % of the words of any page, names aside, and every feed has its own title', async () => {
    const url = server.url;
    const prefixed = new RegExp(`^/(${LANGUAGE_CODES.filter((c) => c !== 'en').join('|')})(/|$)`);

    // The routes: the English sitemaps' addresses and the static routes, each in every language.
    const { files } = await sitemapFiles(url);
    const paths = new Set(
      files
        .flatMap((file) => [...file.text.matchAll(/<loc>([^<]+)<\/loc>/g)])
        .map((match) => new URL(match[1]!).pathname)
        .filter((path) => !prefixed.test(path)),
    );
    const { story, article } = await firstContent(url);
    for (const route of publicRoutes(story, article)) paths.add(route.path);
    const fetchPage = async (lang: string, path: string): Promise<Page> => {
      const address = lang === 'en' ? path : `/${lang}${path === '/' ? '/' : path}`;
      const response = await fetch(`${url}${address}`);
      return { lang, path, status: response.status, html: await response.text() };
    };
    const englishPages = (await inTurn([...paths], (path) => fetchPage('en', path))).filter(
      (page) => !(page.status === 200 && /<meta name="robots" content="noindex"/.test(page.html)),
    );
    const routes = englishPages.map((page) => page.path);
    expect(routes.length).toBeGreaterThan(20);
    const pages = await inTurn(
      LANGS.flatMap((lang) => routes.map((path) => [lang, path] as const)),
      ([lang, path]) => fetchPage(lang, path),
    );

    // What the English pages say, and where each English text comes from.
    const englishVocabulary = new Set(
      englishPages.flatMap((page) => visibleTexts(page.html).flatMap((t) => wordsOf(t.text))),
    );
    const sourceOf = new Map<string, string>();
    const renderer = (await import(
      pathToFileURL(join(repoRoot, 'packages/site/dist/server/render.js')).href
    )) as {
      createRenderer(options: unknown): {
        interfaceTexts(lang: string): { key: string; english: string; shipped: string }[];
      };
    };
    const catalogue = renderer.createRenderer({
      site: {},
      fetchApi: async () => ({ status: 404, body: null }),
      imageInfo: async () => undefined,
    });
    for (const entry of catalogue.interfaceTexts('en')) {
      sourceOf.set(normalized(entry.english), `interface text ${entry.key}`);
    }

    // Each language's own words, and the names.
    const own = new Map<string, Set<string>>(LANGS.map((lang) => [lang, new Set<string>()]));
    for (const lang of LANGS) {
      for (const entry of catalogue.interfaceTexts(lang)) {
        if (entry.shipped !== entry.english)
          for (const word of wordsOf(entry.shipped)) own.get(lang)!.add(word);
      }
    }
    const names = new Set<string>();
    const siteName = /<meta property="og:site_name" content="([^"]*)"/.exec(
      englishPages.find((page) => page.path === '/')!.html,
    )?.[1];
    for (const word of wordsOf(decodeEntities(siteName ?? ''))) names.add(word);
    for (const language of LANGUAGES)
      for (const word of wordsOf(language.nativeName)) names.add(word);
    // The social networks the footer links to: brands, never translated (the model says so).
    for (const network of SOCIAL_NETWORKS) for (const word of wordsOf(network)) names.add(word);
    const keptIn = new Map<string, Set<string>>();
    const skip = nonTextKeys();
    const readAll = async (def: ContentDef, lang: string): Promise<unknown[]> => {
      const address =
        def.kind === 'global'
          ? `/api/globals/${def.name}?lang=${lang}`
          : `/api/content/${def.name}?lang=${lang}&pageSize=100`;
      const response = await fetch(`${url}${address}`);
      if (!response.ok) return [];
      const body = (await response.json()) as unknown;
      return Array.isArray(body) ? body : [body];
    };
    const defs: ContentDef[] = [...GLOBALS, ...COLLECTIONS];
    for (const def of defs) {
      for (const doc of await readAll(def, 'en')) {
        textsOfAnswer(doc, skip, (text, _lang, path) => {
          sourceOf.set(normalized(text), `${def.name}.${path.join('.')}`);
        });
        textsOfAnswer(doc, new Set(), (text, _lang, path) => {
          if (NAME_FIELDS[def.name]?.includes(path.at(-1) ?? ''))
            for (const word of wordsOf(text)) names.add(word);
        });
      }
      for (const lang of LANGS) {
        for (const doc of await readAll(def, lang)) {
          textsOfAnswer(doc, skip, (text, textLang) => {
            if (textLang !== lang) return;
            for (const word of wordsOf(text)) own.get(lang)!.add(word);
            for (const kept of text.match(/\p{Lu}[\p{L}\p{M}]+/gu) ?? []) {
              const seen = keptIn.get(kept) ?? new Set<string>();
              seen.add(lang);
              keptIn.set(kept, seen);
            }
          });
        }
      }
    }
    for (const [word, languages] of keptIn) {
      if (languages.size >= 2 && englishVocabulary.has(word.toLowerCase()))
        names.add(word.toLowerCase());
    }

    // Each page counted (and the English texts not found in the content or interface texts).
    const unplaced = new Map<string, number>();
    const misMarked = new Map<string, number>();
    const placed = new Map<string, string | undefined>();
    /** Where a text of a page comes from: a text of the content or interface, or a part of one. */
    const sourceFor = (text: string): string | undefined => {
      if (sourceOf.has(text)) return sourceOf.get(text);
      if (!placed.has(text)) {
        let found: string | undefined;
        if (text.length >= 12) {
          for (const [whole, source] of sourceOf) {
            if (whole.includes(text) || (whole.length >= 12 && text.includes(whole))) {
              found = source;
              break;
            }
          }
        }
        placed.set(text, found);
      }
      return placed.get(text);
    };
    const counts: PageCount[] = pages.map((page) => {
      const count: PageCount = {
        lang: page.lang,
        path: page.path,
        words: 0,
        english: [],
        sources: new Map(),
      };
      for (const { text, lang } of visibleTexts(page.html)) {
        for (const word of wordsOf(text)) {
          if (names.has(word)) continue;
          count.words += 1;
          const ownWord = own.get(page.lang)!.has(word);
          const englishWord = englishVocabulary.has(word);
          if (lang.startsWith('en') && ownWord && !englishWord) {
            // Marked English, yet a word of the page's language: the marker is wrong.
            const key = `/${page.lang}${page.path} "${text.slice(0, 80)}"`;
            misMarked.set(key, (misMarked.get(key) ?? 0) + 1);
            continue;
          }
          const english = lang.startsWith('en') || (englishWord && !ownWord);
          if (!english) continue;
          count.english.push(word);
          const found = sourceFor(text);
          const source = lang.startsWith('en')
            ? (found ?? 'marked English, source not found')
            : (found ?? 'not marked English (interface or markup)');
          count.sources.set(source, (count.sources.get(source) ?? 0) + 1);
          if (!found) {
            const key = `${lang.startsWith('en') ? 'en' : page.lang} "${text.slice(0, 90)}"`;
            unplaced.set(key, (unplaced.get(key) ?? 0) + 1);
          }
        }
      }
      return count;
    });
    const share = (count: PageCount) => (count.words ? count.english.length / count.words : 0);

    // The report: per language, the worst pages and where their English comes from.
    const lines: string[] = [];
    for (const lang of LANGS) {
      const mine = counts.filter((count) => count.lang === lang);
      const words = mine.reduce((sum, count) => sum + count.words, 0);
      const english = mine.reduce((sum, count) => sum + count.english.length, 0);
      const over = mine.filter((count) => share(count) > LIMIT).length;
      lines.push(
        `${lang}: ${((english / Math.max(words, 1)) * 100).toFixed(1)} % English (${english} of ${words} words) on ${mine.length} pages; ${over} over ${LIMIT * 100} %`,
      );
    }
    const bySource = new Map<string, number>();
    for (const count of counts)
      for (const [source, n] of count.sources)
        bySource.set(source, (bySource.get(source) ?? 0) + n);
    lines.push('English words by source (all eight languages):');
    for (const [source, n] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 40))
      lines.push(`  ${n}\t${source}`);
    lines.push(
      'English words of texts found in no content nor interface text (page language, text):',
    );
    for (const [text, n] of [...unplaced].sort((a, b) => b[1] - a[1]).slice(0, 40))
      lines.push(`  ${n}\t${text}`);
    lines.push('Texts marked English (lang="en") though written in the page\'s language:');
    const misMarkedTexts = new Map<string, number>();
    for (const [key, n] of misMarked) {
      const text = key.slice(key.indexOf(' ') + 1);
      misMarkedTexts.set(text, (misMarkedTexts.get(text) ?? 0) + n);
    }
    for (const [text, n] of [...misMarkedTexts].sort((a, b) => b[1] - a[1]).slice(0, 20))
      lines.push(`  ${n}\t${text}`);
    const failing = counts
      .filter((count) => share(count) > LIMIT)
      .sort((a, b) => share(b) - share(a));
    lines.push(
      `Pages over ${LIMIT * 100} % (${failing.length}): each language's five worst and three nearest the limit:`,
    );
    const worst = LANGS.flatMap((lang) => {
      const mine = failing.filter((count) => count.lang === lang);
      return [...new Set([...mine.slice(0, 5), ...mine.slice(-3)])];
    });
    for (const count of worst) {
      const frequent = new Map<string, number>();
      for (const word of count.english) frequent.set(word, (frequent.get(word) ?? 0) + 1);
      const top = [...frequent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([word, n]) => (n > 1 ? `${word}×${n}` : word));
      lines.push(
        `  /${count.lang}${count.path} ${(share(count) * 100).toFixed(0)} % (${count.english.length}/${count.words}): ${top.join(', ')}`,
      );
    }
    lines.push('Every page over the limit, by language (share of English, the least first):');
    for (const lang of LANGS) {
      const mine = failing.filter((count) => count.lang === lang).reverse();
      lines.push(
        `  ${lang}: ${mine.map((count) => `${count.path} ${(share(count) * 100).toFixed(0)} %`).join(', ')}`,
      );
    }
    const report = lines.join('\n');
    console.log(report);

    // Staff's review marks never reach a page.
    const traces = pages.filter((page) =>
      /needsReview|needs review|translation_reviews/i.test(page.html),
    );
    expect(traces.map((page) => `/${page.lang}${page.path}`)).toEqual([]);

    // Each language's feed has its own title (the organisation's name aside).
    const feedProblems: string[] = [];
    for (const lang of LANGS) {
      const feed = await (await fetch(`${url}/${lang}/feed.xml`)).text();
      const title = /<title( xml:lang="([^"]+)")?>([^<]*)<\/title>/.exec(feed);
      const words = wordsOf(decodeEntities(title?.[3] ?? '')).filter((word) => !names.has(word));
      const englishWords = words.filter(
        (word) =>
          title?.[2]?.startsWith('en') ||
          (englishVocabulary.has(word) && !own.get(lang)!.has(word)),
      );
      if (!title || words.length === 0 || englishWords.length > 0)
        feedProblems.push(
          `${lang}: "${title?.[3] ?? ''}"${title?.[2] ? ` (xml:lang ${title[2]})` : ''}`,
        );
    }

    expect(feedProblems, 'feeds whose title is in English').toEqual([]);
    expect(failing.length, `pages over ${LIMIT * 100} % English:\n${report}`).toBe(0);
  }, 600_000);
});
