import type { DemoStoryTranslation, DemoTranslations } from './types.js';

/** Translations of demo stories, by slug, then language. */
const TRANSLATIONS: DemoTranslations<DemoStoryTranslation> = {};

export default TRANSLATIONS;
