import { localizedPath } from '@ia/shared';
import { LANGUAGES } from '@ia/widgets';
import { sampleArticles } from '@ia/widgets/InsightsFeed/articleMocks.ts';
import { sampleStories } from '@ia/widgets/mocks/stories.ts';
const VENTURES = await seededItems<{ name: string; founderName: string }>('ventures');
const seededNames = async (collection: string) =>
  (await seededItems<{ name: string }>(collection)).map((item) => item.name);
import { DEFAULT_SITE_CONFIG } from '../siteConfig';
import {
  bodyOf,
  headingsOf,
  renderSitePage,
  seededItems,
  textOf,
  titleOf,
} from '../test/renderSitePage';

// The whole page (head, header, page, footer) as the server renders it at the language's address.
const render = async (path: string, language: string) =>
  (await renderSitePage(localizedPath(language, path))).html;
const text = (html: string) => textOf(bodyOf(html));
const headings = headingsOf;
const title = titleOf;

import { describe, expect, it } from 'vitest';

/** Names that stay as they are in every language. */
const NAMES = new Set([
  ...VENTURES.map((venture) => venture.name),
  ...(await seededNames('people')),
  ...(await seededNames('partners')),
  ...VENTURES.map((venture) => venture.founderName),
]);

/** Stories and articles come from the API in the language they were written in. */
const CONTENT = new Set([
  ...sampleStories.map((story) => story.title),
  ...sampleArticles.map((article) => article.headline),
]);

const LATIN_WORD = /[\p{Script=Latin}][\p{Script=Latin}'’-]*/gu;

const PAGES = [
  '/',
  '/about',
  '/programs',
  '/portfolio',
  '/collaborative-partners',
  '/our-history',
  '/how-we-work',
  '/contact',
  '/success-stories',
  '/impact',
  '/insights',
  '/embed',
  '/privacy',
  '/terms',
];

describe.each(['ar', 'fr', 'sw'])('the site in %s', (language) => {
  it.each(PAGES)('%s has translated headings and title, none left in English', async (path) => {
    const [english, translated] = await Promise.all([render(path, 'en'), render(path, language)]);
    const englishHeadings = headings(english);
    const translatedHeadings = headings(translated);
    expect(translatedHeadings.length).toBeGreaterThan(0);
    expect(translatedHeadings).toHaveLength(englishHeadings.length);
    const left = translatedHeadings.filter(
      (heading) =>
        englishHeadings.includes(heading) && !NAMES.has(heading) && !CONTENT.has(heading),
    );
    expect(left).toEqual([]);
    if (language === 'ar') {
      for (const heading of translatedHeadings.filter((h) => !NAMES.has(h) && !CONTENT.has(h))) {
        expect(heading).toMatch(/[\u0600-\u06ff]/);
      }
    }
    expect(title(translated)).not.toBe('');
    expect(title(translated)).not.toBe(title(english));
  });
});

describe('the site in Arabic', () => {
  // Latin words an Arabic page may show: names and initials, the site's name, its address,
  // social networks, programme brand (IA) and the languages in their own names.
  const allowed = new Set(
    [
      ...NAMES,
      DEFAULT_SITE_CONFIG.siteName,
      'office@example.test',
      'Facebook Instagram Twitter IA',
      '@initiativeafrica',
      // The video player's host, named where the page says what playing loads.
      'youtube-nocookie.com',
      // Stories and articles come from the API in the language they were written in.
      ...sampleStories.flatMap((story) => [
        story.title,
        story.summary,
        story.category,
        story.impact,
      ]),
      ...sampleArticles.flatMap((article) => [article.headline, article.excerpt, article.category]),
      ...LANGUAGES.map((option) => `${option.nativeName} ${option.code.toUpperCase()}`),
    ].flatMap((words) => words.match(LATIN_WORD) ?? []),
  );
  const isInitials = (word: string) => /^\p{Lu}{1,2}$/u.test(word);

  it.each(PAGES.filter((path) => path !== '/embed'))(
    '%s shows no English words outside names',
    async (path) => {
      const words = new Set(text(await render(path, 'ar')).match(LATIN_WORD));
      expect([...words].filter((word) => !allowed.has(word) && !isInitials(word))).toEqual([]);
    },
  );

  it.each([...PAGES, '/insights', '/search?q=water'])(
    '%s lays every English text out left to right (lang="en" carries dir="ltr")',
    async (path) => {
      const html = await render(path, 'ar');
      const english = bodyOf(html).match(/<[a-z][^>]*\slang="en(?:-[A-Za-z]+)?"[^>]*>/g) ?? [];
      expect(english.filter((tag) => !/\sdir="ltr"/.test(tag))).toEqual([]);
    },
  );
});

describe('the languages added: Hausa, Yoruba, Igbo, Portuguese and Amharic', () => {
  it.each([
    ['ha', 'Tsallaka zuwa abin da ke ciki', 'Tushe', 'Manufarmu'],
    ['yo', 'Fò lọ sí àkóónú', 'Orísun', 'Iṣẹ́ Àpínfúnni Wa'],
    ['ig', "Gaa n'ọdịnaya", 'Isi mmalite', 'Ebumnuche Anyị'],
    ['pt', 'Saltar para o conteúdo', 'Fonte', 'A Nossa Missão'],
    ['am', 'ወደ ይዘቱ እለፍ', 'ምንጭ', 'ተልእኳችን'],
  ])('%s: the interface texts are in the language', async (language, skip, source, mission) => {
    const page = text(await render('/about', language));
    for (const words of [skip, source, mission]) expect(page).toContain(words);
    expect(page).not.toMatch(/Skip to content|\bSource\b|Our Mission/);
  });
});
