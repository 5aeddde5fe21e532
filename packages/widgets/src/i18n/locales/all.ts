import type { ArticleDetailMessageKey } from '../../ArticleDetail/messages';
import type { ContactFormMessageKey } from '../../ContactForm/messages';
import type { ImpactExplorerMessageKey } from '../../ImpactExplorer/messages';
import type { InsightsFeedMessageKey } from '../../InsightsFeed/messages';
import type { LanguageSwitcherMessageKey } from '../../LanguageSwitcher/messages';
import type { NewsletterMessageKey } from '../../NewsletterSignup/messages';
import type { StoryDetailMessageKey } from '../../StoryDetail/messages';
import type { StoryGridMessageKey } from '../../StoryGrid/messages';
import type { ToasterMessageKey } from '../../Toaster/messages';
import type { RichTextMessageKey } from '../../ui/richTextMessages';
import type { CategoryKey } from '../categories';
import { am } from './am';
import { ha } from './ha';
import { ig } from './ig';
import { registerWidgetLocale, type SplitLanguage } from './load';
import { pt } from './pt';
import { yo } from './yo';

/** One language's widget texts: every key of every module's English (the compiler checks). */
export interface WidgetLocale {
  storyGrid: Record<StoryGridMessageKey, string>;
  storyDetail: Record<StoryDetailMessageKey, string>;
  impactExplorer: Record<ImpactExplorerMessageKey, string>;
  insightsFeed: Record<InsightsFeedMessageKey, string>;
  articleDetail: Record<ArticleDetailMessageKey, string>;
  contactForm: Record<ContactFormMessageKey, string>;
  newsletter: Record<NewsletterMessageKey, string>;
  languageSwitcher: Record<LanguageSwitcherMessageKey, string>;
  toaster: Record<ToasterMessageKey, string>;
  richText: Record<RichTextMessageKey, string>;
  categories: Record<CategoryKey, string>;
  /**
   * Month names where dates are written by hand (formatDate.ts): `|`-separated, January first;
   * `comma` is ',' when a comma follows the day and month; `and` joins the last of a list.
   */
  dates?: { long: string; short: string; comma: string; and: string };
}

/** Every language that travels apart, complete: a missing or misspelt key does not compile. */
export const WIDGET_LOCALES: Readonly<Record<SplitLanguage, WidgetLocale>> = {
  ha,
  yo,
  ig,
  pt,
  am,
};

/**
 * Makes every language's widget texts available at once: for a server, which renders any
 * language and lists the shipped wordings for staff.
 */
export function registerAllWidgetLocales(): void {
  for (const [lang, texts] of Object.entries(WIDGET_LOCALES)) {
    registerWidgetLocale(lang, texts as unknown as Record<string, Record<string, string>>);
  }
}
