import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DICTIONARIES, translate, type Dictionary, type TranslationKey } from './dictionaries';
import {
  applyLanguageToDocument,
  initialLanguageOf,
  languageDirection,
  readStoredLanguage,
  storeLanguage,
  type Direction,
} from './language';
import { isSupportedLanguage } from './languages';
import { format } from './messages';

export interface TranslationContextValue {
  /** The current language code (one of `LANGUAGES`). */
  language: string;
  /** Changes the language; unsupported codes are ignored. Saves it and updates `<html>`. */
  setLanguage: (code: string) => void;
  /** The copy for `key`: the current language, else English, else the key itself. */
  t: (key: TranslationKey | (string & {}), vars?: Record<string, string | number>) => string;
  /** 'rtl' for Arabic, 'ltr' otherwise. */
  dir: Direction;
}

const TranslationContext = createContext<TranslationContextValue | null>(null);

export interface TranslationProviderProps {
  /** The language of the first render (on a server too). Defaults to 'en'. */
  initialLanguage?: string;
  /** Restore the stored language on mount and save each choice (default true). */
  persist?: boolean;
  /** Keep `<html lang dir>` in step with the language (default true). */
  applyToDocument?: boolean;
  /** Replaces the built-in dictionaries (tests, or a site with more copy). */
  dictionaries?: Readonly<Record<string, Dictionary>>;
  children: ReactNode;
}

/**
 * The site's language state (spec section 4): starts in English (or `initialLanguage`), restores
 * a stored supported language after mounting, and on each change saves it and sets the
 * document's language and direction. Renders on a server: storage and `document` are only read
 * in effects.
 */
export function TranslationProvider({
  initialLanguage,
  persist = true,
  applyToDocument = true,
  dictionaries = DICTIONARIES,
  children,
}: TranslationProviderProps) {
  const [language, setLanguageState] = useState(() => initialLanguageOf(initialLanguage));

  useEffect(() => {
    if (!persist) return;
    const stored = readStoredLanguage();
    if (stored) setLanguageState(stored);
  }, [persist]);

  useEffect(() => {
    if (applyToDocument) applyLanguageToDocument(language);
  }, [applyToDocument, language]);

  const setLanguage = useCallback(
    (code: string) => {
      if (!isSupportedLanguage(code)) return;
      setLanguageState(code);
      if (persist) storeLanguage(code);
    },
    [persist],
  );

  const value = useMemo<TranslationContextValue>(
    () => ({
      language,
      setLanguage,
      dir: languageDirection(language),
      t: (key, vars) => format(translate(language, key, dictionaries), vars),
    }),
    [language, setLanguage, dictionaries],
  );

  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The site's translation state. Throws when used outside a `TranslationProvider`. */
export function useTranslation(): TranslationContextValue {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation must be used within TranslationProvider');
  return value;
}

/** The translation state, or null outside a provider (for widgets that also work alone). */
export function useOptionalTranslation(): TranslationContextValue | null {
  return useContext(TranslationContext);
}
