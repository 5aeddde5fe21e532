import { useWidgetSettings } from '../core/WidgetContext';
import { useInterfaceTexts, type InterfaceTexts } from './interfaceTexts';
import { localeMessages, useWidgetLocale } from './locales/load';

/**
 * Each widget keeps its own copy beside it: `{ en: {...}, fr: {...}, ar: {...}, sw: {...} }`.
 * English is complete; any other language may leave keys out and falls back to English. Hausa,
 * Yoruba, Igbo, Portuguese and Amharic travel apart, one chunk per language (`locales/`).
 */
export type Messages<K extends string> = { en: Record<K, string> } & Partial<
  Record<string, Partial<Record<K, string>>>
>;

/** A module of messages staff may reword: its key prefix and where visitors read its texts. */
export interface MessagesModule {
  id: string;
  where: string;
}

const MODULES = new WeakMap<object, MessagesModule>();

/**
 * A widget's messages, registered as interface texts staff may reword: each key is
 * `{id}.{key}` (`storyGrid.readMore`) and `where` says where visitors read them.
 */
export function defineMessages<K extends string>(
  id: string,
  where: string,
  messages: Messages<K>,
): Messages<K> {
  MODULES.set(messages, { id, where });
  return messages;
}

/** The id and place of messages made with `defineMessages`. */
export const messagesModule = (messages: object): MessagesModule | undefined =>
  MODULES.get(messages);

/** The messages' own texts in `lang` (exactly) or its primary language, beside them or apart. */
function ownTexts<K extends string>(
  messages: Messages<K>,
  lang: string,
): { texts: Partial<Record<K, string>>; lang: string } | undefined {
  const primary = lang.split('-')[0]!.toLowerCase();
  if (messages[lang]) return { texts: messages[lang], lang };
  if (messages[primary]) return { texts: messages[primary], lang: primary };
  const id = MODULES.get(messages)?.id;
  const apart = id ? localeMessages(primary, id) : undefined;
  return apart ? { texts: apart as Partial<Record<K, string>>, lang: primary } : undefined;
}

/** Replaces `{name}` placeholders. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in vars ? String(vars[key]) : whole,
  );
}

/**
 * The message function for `lang` ('fr-CA' reads 'fr'), falling back to English; staff's own
 * wordings in that language (`overrides`, by `{id}.{key}`) come first.
 */
export function translator<K extends string>(
  messages: Messages<K>,
  lang: string,
  overrides?: InterfaceTexts,
) {
  const own: Partial<Record<K, string>> = ownTexts(messages, lang)?.texts ?? {};
  const id = overrides && MODULES.get(messages)?.id;
  return (key: K, vars?: Record<string, string | number>): string =>
    format((id && overrides[`${id}.${key}`]) || (own[key] ?? messages.en[key] ?? key), vars);
}

/**
 * A message and the language it is really in: `lang` when the messages have it, else English
 * (so a page, a feed or a head can mark English among another language's texts).
 */
export function translation<K extends string>(
  messages: Messages<K>,
  lang: string,
  key: K,
): { text: string; lang: string } {
  const own = ownTexts(messages, lang);
  const text = own?.texts[key];
  return text !== undefined ? { text, lang: own!.lang } : { text: messages.en[key], lang: 'en' };
}

/** The message function for the widget's current language, with staff's wordings. */
export function useMessages<K extends string>(messages: Messages<K>) {
  const { lang, api } = useWidgetSettings();
  useWidgetLocale(lang);
  return translator(messages, lang, useInterfaceTexts(api, lang));
}
