import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../siteConfig';
import { renderHead, type DocumentInput } from './document';

const input = (language: DocumentInput['language'], languages?: string[]): DocumentInput => ({
  language,
  path: '/insights/open-budgets',
  origin: 'https://example.org',
  siteConfig: DEFAULT_SITE_CONFIG,
  head: {
    title: 'Open budgets in Lagos',
    type: 'article',
    published: '2026-10-01',
    ...(languages ? { languages: languages as DocumentInput['language'][] } : {}),
  },
  image: { url: 'https://example.org/card.png', width: 1200, height: 630, alt: 'Card' },
  feedTitle: 'Feed',
  styles: '',
  body: '',
  scripts: undefined,
  inlineScripts: [],
});

const meta = (head: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(head)?.[1];
const canonical = (head: string) => /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
const article = (head: string) =>
  (
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!) as {
      '@graph': Array<{ '@type': string; inLanguage?: string }>;
    }
  )['@graph'].find((node) => node['@type'] === 'Article');

describe('the head of an item shown in English at another language’s address', () => {
  it('names English everywhere: canonical, og:url, og:locale and inLanguage agree', () => {
    const head = renderHead(input('fr', ['en']));
    expect(canonical(head)).toBe('https://example.org/insights/open-budgets');
    expect(meta(head, 'og:url')).toBe('https://example.org/insights/open-budgets');
    expect(meta(head, 'og:locale')).toBe('en_GB');
    expect(head).not.toContain('og:locale:alternate');
    expect(article(head)?.inLanguage).toBe('en');
  });

  it('names the page’s language when the item has it', () => {
    const head = renderHead(input('fr', ['en', 'fr']));
    expect(canonical(head)).toBe('https://example.org/fr/insights/open-budgets');
    expect(meta(head, 'og:url')).toBe('https://example.org/fr/insights/open-budgets');
    expect(meta(head, 'og:locale')).toBe('fr_FR');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_GB">');
    expect(article(head)?.inLanguage).toBe('fr');
  });
});
