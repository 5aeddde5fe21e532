import { richTextFromPlainText } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { atomFeed, atomAuthors, entryContentHtml } from './feed.js';

const OPTIONS = {
  sitePath: (path: string) => `https://example.org/fr${path}`,
  sourceLabel: 'Source',
  imageUrl: (src: string) => `https://example.org${src}`,
};
const articleBodyHtml = (text: string) =>
  entryContentHtml(richTextFromPlainText(text), 'excerpt', OPTIONS);

describe('an entry’s content as HTML', () => {
  it('makes paragraphs of a body, its line breaks kept', () => {
    expect(articleBodyHtml('First line\nsecond line\n\n\nNext paragraph\r\n\r\nLast')).toBe(
      '<p>First line<br>second line</p>\n<p>Next paragraph</p>\n<p>Last</p>',
    );
  });

  it('escapes everything the text holds', () => {
    expect(articleBodyHtml('<script>alert("x")</script> & more')).toBe(
      '<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; more</p>',
    );
  });

  it('is the excerpt without a body', () => {
    expect(entryContentHtml(null, 'Only <this>', OPTIONS)).toBe('<p>Only &lt;this&gt;</p>');
  });
});

describe('an Atom feed', () => {
  const feed = atomFeed({
    language: 'fr',
    self: 'https://example.org/fr/feed.xml',
    alternate: 'https://example.org/fr/insights',
    title: { text: 'Analyses et actualités | Site', lang: 'fr' },
    subtitle: { text: 'Stories & research', lang: 'en' },
    updated: '2025-01-14T09:00:00.000Z',
    entries: [
      {
        href: 'https://example.org/fr/insights/a',
        lang: 'fr',
        title: 'Un titre',
        summary: 'Résumé',
        contentHtml: articleBodyHtml('Corps <b>'),
        published: '2025-01-14T09:00:00.000Z',
        updated: '2025-01-14T09:00:00.000Z',
        category: { term: 'Health', label: 'Santé' },
        authors: ['Site'],
      },
      {
        href: 'https://example.org/insights/b',
        lang: 'en',
        title: 'A title',
        summary: 'Summary',
        contentHtml: articleBodyHtml('Body'),
        published: '2024-01-14T09:00:00.000Z',
        updated: '2024-01-14T09:00:00.000Z',
        category: { term: 'Health', label: 'Health' },
        authors: ['Site', 'A. Writer'],
      },
    ],
  });

  it('marks what is not in the feed’s language, and nothing else', () => {
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">');
    expect(feed).toContain('<title>Analyses et actualités | Site</title>');
    expect(feed).toContain('<subtitle xml:lang="en">Stories &amp; research</subtitle>');
    expect(feed).toContain('<entry><id>https://example.org/fr/insights/a</id>');
    expect(feed).toContain('<entry xml:lang="en"><id>https://example.org/insights/b</id>');
  });

  it('gives each entry its full content as HTML, its authors and its category', () => {
    expect(feed).toContain(
      '<content type="html">&lt;p&gt;Corps &amp;lt;b&amp;gt;&lt;/p&gt;</content>',
    );
    expect(feed).toContain('<category term="Health" label="Santé"/>');
    expect(feed).toContain(
      '<author><name>Site</name></author><author><name>A. Writer</name></author>',
    );
    expect(atomAuthors([])).toBe('');
  });
});
