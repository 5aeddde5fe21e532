import { LANGUAGE_CODES, type RichTextDocument, type RichTextNode } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ARTICLES, DEMO_AUTHORS } from './articles.js';
import { DEMO_STORIES } from './stories.js';
import { DEMO_ARTICLE_TRANSLATIONS, DEMO_STORY_TRANSLATIONS } from './translations.js';

const LANGUAGES = ['fr', 'ar', 'sw'] as const;
const paragraphs = (text: string) => text.split('\n\n').length;
const leadingNumber = (text: string) => /^[\d,]+/.exec(text)?.[0];

/** A rich-text document's nodes but text, in reading order (paragraphs, headings, pictures…). */
const blocks = (doc: RichTextDocument): string[] =>
  walk(doc).flatMap((node) => (node.type === 'text' ? [] : [node.type]));
/** Where its pictures, video, links and calls to action lead. */
const targets = (doc: RichTextDocument): unknown[] =>
  walk(doc).flatMap((node) => [
    ...['src', 'poster', 'youtubeId', 'href'].map((attr) => node.attrs?.[attr]).filter(Boolean),
    ...(node.marks ?? []).map((mark) => mark.attrs?.href).filter(Boolean),
  ]);
/** The words a reader sees in a body, by where they are: a plain-text body, or each block's line and
 * each attribute read (alt, caption…) of a document. */
const texts = (body: string | RichTextDocument): Record<string, string> =>
  typeof body === 'string'
    ? { body }
    : Object.fromEntries(
        walk(body).flatMap((node, n) => [
          ...(node.content?.some((child) => child.type === 'text')
            ? [[`body node ${n}`, node.content.map((child) => child.text ?? '').join('')]]
            : []),
          ...['alt', 'caption', 'label', 'source', 'attribution', 'title', 'value']
            .filter((attr) => node.attrs?.[attr] !== undefined)
            .map((attr) => [`body node ${n} ${attr}`, String(node.attrs![attr])]),
        ]),
      );
function walk(node: RichTextDocument | RichTextNode): RichTextNode[] {
  const children = (node.content ?? []) as RichTextNode[];
  return [...(node.type === 'doc' ? [] : [node as RichTextNode]), ...children.flatMap(walk)];
}

describe('demo translations', () => {
  it('translate at least three stories and two articles into French, Arabic and Swahili', () => {
    const complete = (table: Record<string, Partial<Record<string, unknown>>>) =>
      Object.values(table).filter((item) => LANGUAGES.every((lang) => item[lang])).length;
    expect(complete(DEMO_STORY_TRANSLATIONS)).toBeGreaterThanOrEqual(3);
    expect(complete(DEMO_ARTICLE_TRANSLATIONS)).toBeGreaterThanOrEqual(2);
  });

  it('translate every demo article and its authors into every language of the site but English', () => {
    const others = LANGUAGE_CODES.filter((lang) => lang !== 'en');
    for (const article of DEMO_ARTICLES) {
      expect(
        Object.keys(DEMO_ARTICLE_TRANSLATIONS[article.slug] ?? {}).sort(),
        article.slug,
      ).toEqual([...others].sort());
    }
    for (const author of DEMO_AUTHORS) {
      expect(Object.keys(author.translations).sort(), author.name).toEqual([...others].sort());
      for (const [lang, translation] of Object.entries(author.translations)) {
        expect(translation.role, `${author.name} ${lang}`).not.toBe(author.role);
        expect(translation.bio, `${author.name} ${lang}`).not.toBe(author.bio);
      }
    }
  });

  it('match their stories: every field written, paragraphs and impact figures kept', () => {
    for (const [slug, byLanguage] of Object.entries(DEMO_STORY_TRANSLATIONS)) {
      const story = DEMO_STORIES.find((s) => s.slug === slug);
      expect(story, slug).toBeDefined();
      for (const [lang, translation] of Object.entries(byLanguage)) {
        for (const [field, text] of Object.entries(translation)) {
          expect(text.trim(), `${slug} ${lang} ${field}`).toBe(text);
          expect(text.length, `${slug} ${lang} ${field}`).toBeGreaterThan(0);
        }
        expect(paragraphs(translation.narrative), `${slug} ${lang}`).toBe(
          paragraphs(story!.narrative),
        );
        expect(leadingNumber(translation.impact), `${slug} ${lang}`).toBe(
          leadingNumber(story!.impact),
        );
        expect(translation.title).not.toBe(story!.title);
        if (lang === 'ar') expect(translation.title).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });

  it('match their articles: every field written, paragraphs (or a document’s nodes and targets) kept', () => {
    for (const [slug, byLanguage] of Object.entries(DEMO_ARTICLE_TRANSLATIONS)) {
      const article = DEMO_ARTICLES.find((a) => a.slug === slug);
      expect(article, slug).toBeDefined();
      for (const [lang, translation] of Object.entries(byLanguage)) {
        const { body, ...fields } = translation;
        for (const [field, text] of Object.entries({ ...fields, ...texts(body) })) {
          expect(text.trim(), `${slug} ${lang} ${field}`).toBe(text);
          expect(text.length, `${slug} ${lang} ${field}`).toBeGreaterThan(0);
        }
        if (typeof article!.body === 'string') {
          expect(typeof body, `${slug} ${lang}`).toBe('string');
          expect(paragraphs(body as string), `${slug} ${lang}`).toBe(paragraphs(article!.body));
        } else {
          expect(typeof body, `${slug} ${lang}`).toBe('object');
          const doc = body as RichTextDocument;
          expect(blocks(doc), `${slug} ${lang}`).toEqual(blocks(article!.body));
          expect(targets(doc), `${slug} ${lang}`).toEqual(targets(article!.body));
        }
        if (lang === 'ar') expect(translation.headline).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });
});
