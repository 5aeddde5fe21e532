import { useEffect, useState } from 'react';

/**
 * The widgets' texts in Hausa, Yoruba, Igbo, Portuguese and Amharic travel apart, one chunk per
 * language (`./ha.ts`…), so a page or a partner's embed downloads only the language it shows:
 * English, French, Arabic and Swahili stay beside each widget (`Widget/messages.ts`). A chunk
 * is one object by module id (`storyGrid`, `categories`…), each with every key of the module's
 * English (checked by the compiler in `all.ts`).
 */
export const SPLIT_LANGUAGES = ['ha', 'yo', 'ig', 'pt', 'am'] as const;
export type SplitLanguage = (typeof SPLIT_LANGUAGES)[number];

/** One language's widget texts: by module id, by key. */
export type LocaleTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

const LOADED = new Map<string, LocaleTexts>();
const PENDING = new Map<string, Promise<void>>();

const primaryOf = (lang: string) => lang.split('-')[0]!.toLowerCase();
const isSplit = (code: string): code is SplitLanguage =>
  (SPLIT_LANGUAGES as readonly string[]).includes(code);

/** Makes a language's texts available at once (a server registers every language). */
export function registerWidgetLocale(lang: string, texts: LocaleTexts): void {
  LOADED.set(primaryOf(lang), texts);
}

/** The texts of module `id` in `lang` when that language travels apart and has loaded. */
export const localeMessages = (
  lang: string,
  id: string,
): Readonly<Record<string, string>> | undefined => LOADED.get(primaryOf(lang))?.[id];

/** True when `lang`'s texts are there to read (always for the languages kept beside the widgets). */
export const widgetLocaleReady = (lang: string): boolean => {
  const primary = primaryOf(lang);
  return !isSplit(primary) || LOADED.has(primary);
};

/** Loads `lang`'s chunk once (nothing to do for en, fr, ar, sw or an unknown language). */
export function loadWidgetLocale(lang: string): Promise<void> {
  const primary = primaryOf(lang);
  if (widgetLocaleReady(primary) || !isSplit(primary)) return Promise.resolve();
  let pending = PENDING.get(primary);
  if (!pending) {
    pending = import('./loaders')
      .then(({ LOADERS }) => LOADERS[primary]() as Promise<{ default: LocaleTexts }>)
      .then(
        (module) => registerWidgetLocale(primary, module.default),
        (error: unknown) => {
          PENDING.delete(primary); // asked again at the next render
          throw error;
        },
      );
    PENDING.set(primary, pending);
  }
  return pending;
}

/**
 * Loads the widget's language when it travels apart and renders again once it is there (English
 * shows meanwhile; a page the site renders on its server has it before hydrating).
 */
export function useWidgetLocale(lang: string): void {
  // The language last loaded: set when a load ends, so the widget renders again even when an
  // earlier language needed no load (a flag already true would not).
  const [, setLoaded] = useState<string>();
  useEffect(() => {
    if (widgetLocaleReady(lang)) return;
    let live = true;
    loadWidgetLocale(lang).then(
      () => live && setLoaded(lang),
      () => undefined, // no connection: English stays
    );
    return () => {
      live = false;
    };
  }, [lang]);
}
