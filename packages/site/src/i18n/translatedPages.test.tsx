import { LANGUAGES } from '@ia/widgets';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { ADVISORY_MEMBERS, COUNCIL_MEMBERS } from '../content/governance';
import { COLLABORATIVE_PARTNERS } from '../content/partners';
import { VENTURES } from '../content/ventures';
import { DEFAULT_SITE_CONFIG } from '../siteConfig';

// The whole site (header, page, footer) rendered on a server in a given first language.
async function render(path: string, language: string) {
  const { prelude } = await prerenderToNodeStream(
    <App
      ssrPath={path}
      initialLanguage={language}
      siteConfig={{ ...DEFAULT_SITE_CONFIG, contactEmail: 'office@example.test' }}
    />,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const text = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const headings = (html: string) =>
  [...html.matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => text(match[2]!));

const title = (html: string) => text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');

/** Names that stay as they are in every language. */
const NAMES = new Set([
  ...VENTURES.map((venture) => venture.name),
  ...COUNCIL_MEMBERS.map((member) => member.name),
  ...ADVISORY_MEMBERS.map((member) => member.name),
  ...COLLABORATIVE_PARTNERS.map((partner) => partner.name),
  ...VENTURES.map((venture) => venture.founderName),
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
      (heading) => englishHeadings.includes(heading) && !NAMES.has(heading),
    );
    expect(left).toEqual([]);
    if (language === 'ar') {
      for (const heading of translatedHeadings.filter((h) => !NAMES.has(h))) {
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
});

describe('a partially translated language', () => {
  it('shows its own seven keys and English for the rest', async () => {
    const html = await render('/about', 'ha');
    expect(html).toContain('Game da Mu');
    expect(headings(html)[0]).toBe('About Us');
    expect(text(html)).toContain('Who We Are');
  });
});
