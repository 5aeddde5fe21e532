import type { LanguageCode, RichTextDocument } from '@ia/shared';

/** Every language of the site but English. */
export type DemoTranslationLanguage = Exclude<LanguageCode, 'en'>;

export interface DemoStoryTranslation {
  title: string;
  summary: string;
  impact: string;
  narrative: string;
}

export interface DemoArticleTranslation {
  headline: string;
  excerpt: string;
  /** Plain text (paragraphs between blank lines), or a rich-text document like the English one. */
  body: string | RichTextDocument;
}

/** A table of translations by slug, then language. */
export type DemoTranslations<T> = Record<string, Partial<Record<DemoTranslationLanguage, T>>>;
