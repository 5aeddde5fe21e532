/**
 * Every element the embed can define: tag → the module that defines it, and the height to
 * reserve until it is defined. The loader imports a module only when its element is on the page
 * and near the viewport; each import becomes its own chunk next to the loader, sharing the
 * runtime chunks (UI library, Emotion, query cache).
 *
 * The heights repeat `ui/reserve.ts` (which the widgets' loading states use) so the loader does
 * not need a second request for them; a unit test keeps the two equal.
 */
export interface ElementModule {
  define(options?: { nonce?: string }): CustomElementConstructor;
}

export interface RegistryEntry {
  load: () => Promise<ElementModule>;
  minHeight: string;
}

export const ELEMENT_REGISTRY: Record<string, RegistryEntry> = {
  'ia-story-grid': { load: () => import('../StoryGrid/element'), minHeight: '320px' },
  'ia-story-detail': { load: () => import('../StoryDetail/element'), minHeight: '480px' },
  'ia-impact-explorer': { load: () => import('../ImpactExplorer/element'), minHeight: '560px' },
  'ia-insights-feed': { load: () => import('../InsightsFeed/element'), minHeight: '480px' },
  'ia-article-detail': { load: () => import('../ArticleDetail/element'), minHeight: '480px' },
  'ia-contact-form': { load: () => import('../ContactForm/element'), minHeight: '440px' },
  'ia-newsletter-signup': {
    load: () => import('../NewsletterSignup/element'),
    minHeight: '420px',
  },
  'ia-language-switcher': { load: () => import('../LanguageSwitcher/element'), minHeight: '44px' },
  'ia-image-uploader': { load: () => import('../ImageUploader/element'), minHeight: '320px' },
};

export const ELEMENT_TAGS = Object.keys(ELEMENT_REGISTRY);
