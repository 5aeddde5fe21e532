import type { DemoArticleTranslation, DemoTranslations } from './types.js';

/** Translations of demo articles, by slug, then language. */
const TRANSLATIONS: DemoTranslations<DemoArticleTranslation> = {};

export default TRANSLATIONS;
