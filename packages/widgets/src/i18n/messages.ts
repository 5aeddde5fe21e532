import { useWidgetSettings } from '../core/WidgetContext';
import { useInterfaceTexts, type InterfaceTexts } from './interfaceTexts';

/**
 * Each widget keeps its own copy beside it: `{ en: {...}, fr: {...}, ar: {...}, sw: {...} }`.
 * English is complete; any other language may leave keys out and falls back to English.
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
  const primary = lang.split('-')[0]!.toLowerCase();
  const own: Partial<Record<K, string>> = messages[lang] ?? messages[primary] ?? {};
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
  const primary = lang.split('-')[0]!.toLowerCase();
  const own = messages[lang]?.[key] !== undefined ? lang : primary;
  const text = messages[own]?.[key];
  return text !== undefined ? { text, lang: own } : { text: messages.en[key], lang: 'en' };
}

/** The message function for the widget's current language, with staff's wordings. */
export function useMessages<K extends string>(messages: Messages<K>) {
  const { lang, api } = useWidgetSettings();
  return translator(messages, lang, useInterfaceTexts(api, lang));
}
