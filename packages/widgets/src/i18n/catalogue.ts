import type { InterfaceTextEntry } from '@ia/shared';
import { articleDetailMessages } from '../ArticleDetail/messages';
import { contactFormMessages } from '../ContactForm/messages';
import { impactExplorerMessages } from '../ImpactExplorer/messages';
import { insightsFeedMessages } from '../InsightsFeed/messages';
import { languageSwitcherMessages } from '../LanguageSwitcher/messages';
import { newsletterMessages } from '../NewsletterSignup/messages';
import { storyDetailMessages } from '../StoryDetail/messages';
import { storyGridMessages } from '../StoryGrid/messages';
import { toasterMessages } from '../Toaster/messages';
import { richTextMessages } from '../ui/richTextMessages';
import { messagesModule, translator, type Messages } from './messages';

/** The widgets' messages visitors read (each made with `defineMessages`). */
export const WIDGET_MESSAGES: readonly Messages<string>[] = [
  storyGridMessages,
  storyDetailMessages,
  impactExplorerMessages,
  insightsFeedMessages,
  articleDetailMessages,
  contactFormMessages,
  newsletterMessages,
  languageSwitcherMessages,
  toasterMessages,
  richTextMessages,
] as Messages<string>[];

/**
 * The widgets' texts as interface texts in `language`: `{id}.{key}`, where they show, the
 * shipped English and the shipped wording in `language` (English where it has none). Read from
 * the message modules themselves, so the list is never a second copy.
 */
export function widgetInterfaceTexts(language: string): InterfaceTextEntry[] {
  return WIDGET_MESSAGES.flatMap((messages) => {
    const module = messagesModule(messages);
    if (!module) return [];
    const shipped = translator(messages, language);
    return Object.entries(messages.en).map(([key, english]) => ({
      key: `${module.id}.${key}`,
      where: module.where,
      english,
      shipped: shipped(key),
    }));
  });
}
