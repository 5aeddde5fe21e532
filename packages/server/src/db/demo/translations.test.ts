import { describe, expect, it } from 'vitest';
import { DEMO_ARTICLES } from './articles.js';
import { DEMO_STORIES } from './stories.js';
import { DEMO_ARTICLE_TRANSLATIONS, DEMO_STORY_TRANSLATIONS } from './translations.js';

const LANGUAGES = ['fr', 'ar', 'sw'] as const;
const paragraphs = (text: string) => text.split('\n\n').length;
const leadingNumber = (text: string) => /^[\d,]+/.exec(text)?.[0];

describe('demo translations', () => {
  it('translate at least three stories and two articles into French, Arabic and Swahili', () => {
    const complete = (table: Record<string, Partial<Record<string, unknown>>>) =>
      Object.values(table).filter((item) => LANGUAGES.every((lang) => item[lang])).length;
    expect(complete(DEMO_STORY_TRANSLATIONS)).toBeGreaterThanOrEqual(3);
    expect(complete(DEMO_ARTICLE_TRANSLATIONS)).toBeGreaterThanOrEqual(2);
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

  it('match their articles: every field written, paragraphs kept', () => {
    for (const [slug, byLanguage] of Object.entries(DEMO_ARTICLE_TRANSLATIONS)) {
      const article = DEMO_ARTICLES.find((a) => a.slug === slug);
      expect(article, slug).toBeDefined();
      for (const [lang, translation] of Object.entries(byLanguage)) {
        for (const [field, text] of Object.entries(translation)) {
          expect(text.trim(), `${slug} ${lang} ${field}`).toBe(text);
          expect(text.length, `${slug} ${lang} ${field}`).toBeGreaterThan(0);
        }
        if (typeof article!.body === 'string') {
          expect(paragraphs(translation.body), `${slug} ${lang}`).toBe(paragraphs(article!.body));
        }
        if (lang === 'ar') expect(translation.headline).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });
});
