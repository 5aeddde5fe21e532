/**
 * Every widget as a custom element. `defineAll()` defines them all at once (a host page that
 * wants them eagerly); the partner embed (`src/embed/loader.ts`) defines each lazily instead.
 */
import { define as defineArticleDetail } from './ArticleDetail/element';
import { define as defineContactForm } from './ContactForm/element';
import { define as defineImageUploader } from './ImageUploader/element';
import { define as defineImpactExplorer } from './ImpactExplorer/element';
import { define as defineInsightsFeed } from './InsightsFeed/element';
import { define as defineLanguageSwitcher } from './LanguageSwitcher/element';
import { define as defineStoryDetail } from './StoryDetail/element';
import { define as defineStoryGrid } from './StoryGrid/element';

export {
  defineArticleDetail,
  defineContactForm,
  defineImageUploader,
  defineImpactExplorer,
  defineInsightsFeed,
  defineLanguageSwitcher,
  defineStoryDetail,
  defineStoryGrid,
};

export function defineAll(): void {
  defineStoryGrid();
  defineStoryDetail();
  defineImpactExplorer();
  defineInsightsFeed();
  defineArticleDetail();
  defineContactForm();
  defineLanguageSwitcher();
  defineImageUploader();
}
