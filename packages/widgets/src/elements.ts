/**
 * Every widget as a custom element. `defineAll()` defines them all at once (a host page that
 * wants them eagerly); the partner embed (`src/embed/loader.ts`) defines each lazily instead.
 */
import type { DefineOptions } from './core/defineWidget';
import { define as defineArticleDetail } from './ArticleDetail/element';
import { define as defineContactForm } from './ContactForm/element';
import { define as defineImageUploader } from './ImageUploader/element';
import { define as defineImpactExplorer } from './ImpactExplorer/element';
import { define as defineInsightsFeed } from './InsightsFeed/element';
import { define as defineLanguageSwitcher } from './LanguageSwitcher/element';
import { define as defineNewsletterSignup } from './NewsletterSignup/element';
import { define as defineStoryDetail } from './StoryDetail/element';
import { define as defineStoryGrid } from './StoryGrid/element';

export {
  defineArticleDetail,
  defineContactForm,
  defineImageUploader,
  defineImpactExplorer,
  defineInsightsFeed,
  defineLanguageSwitcher,
  defineNewsletterSignup,
  defineStoryDetail,
  defineStoryGrid,
};

export type { DefineOptions };

/** Defines every element (with the page's CSP nonce for styles, when given). */
export function defineAll(options: DefineOptions = {}): void {
  defineStoryGrid(options);
  defineStoryDetail(options);
  defineImpactExplorer(options);
  defineInsightsFeed(options);
  defineArticleDetail(options);
  defineContactForm(options);
  defineNewsletterSignup(options);
  defineLanguageSwitcher(options);
  defineImageUploader(options);
}
