import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Dictionary, TranslationKey } from './dictionaries';
import {
  applyLanguageToDocument,
  initialLanguageOf,
  languageDirection,
  readStoredLanguage,
  storeLanguage,
  type Direction,
} from './language';
import { isSupportedLanguage } from './languages';
import { lookup } from './lookup';
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
  /** Staff's own wordings in the current language, by key (they come before the copy). */
  overrides: Readonly<Record<string, string>>;
}

const NO_OVERRIDES: Readonly<Record<string, string>> = {};

const TranslationContext = createContext<TranslationContextValue | null>(null);

export interface TranslationContextProviderProps {
  /** The language of the first render (on a server too). Defaults to 'en'. */
  initialLanguage?: string;
  /**
   * The language, when the host decides it (the site takes it from the page's address). The
   * provider then restores nothing by itself: a choice is saved and handed to
   * `onLanguageChange`, and the host passes the new `language`.
   */
  language?: string;
  /** With `language`: called with each supported choice. */
  onLanguageChange?: (code: string) => void;
  /** Restore the stored language on mount and save each choice (default true). */
  persist?: boolean;
  /** Keep `<html lang dir>` in step with the language (default true). */
  applyToDocument?: boolean;
  /** The copy by language (the widgets' own is `DICTIONARIES`; a site adds its own keys). */
  dictionaries: Readonly<Record<string, Dictionary>>;
  /** Staff's own wordings in the current language, by key (`GET /api/interface-texts`). */
  overrides?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * The language state and copy of a site (spec section 4), with the copy it is given: a site
 * that sends a page's copy with the page passes only what that page needs. See
 * `TranslationProvider` for the one with the widgets' own dictionaries.
 *
 * The site's language state (spec section 4): starts in English (or `initialLanguage`), restores
 * a stored supported language after mounting, and on each change saves it and sets the
 * document's language and direction. With `language` the host owns the state instead. Renders on
 * a server: storage and `document` are only read in effects.
 */
export function TranslationContextProvider({
  initialLanguage,
  language: hostLanguage,
  onLanguageChange,
  persist = true,
  applyToDocument = true,
  dictionaries,
  overrides = NO_OVERRIDES,
  children,
}: TranslationContextProviderProps) {
  const controlled = hostLanguage !== undefined;
  const [own, setOwn] = useState(() => initialLanguageOf(initialLanguage));
  const language = controlled ? initialLanguageOf(hostLanguage) : own;

  useEffect(() => {
    if (!persist || controlled) return;
    const stored = readStoredLanguage();
    if (stored) setOwn(stored);
  }, [persist, controlled]);

  useEffect(() => {
    if (applyToDocument) applyLanguageToDocument(language);
  }, [applyToDocument, language]);

  const setLanguage = useCallback(
    (code: string) => {
      if (!isSupportedLanguage(code)) return;
      if (persist) storeLanguage(code);
      if (controlled) onLanguageChange?.(code);
      else setOwn(code);
    },
    [persist, controlled, onLanguageChange],
  );

  const value = useMemo<TranslationContextValue>(
    () => ({
      language,
      setLanguage,
      dir: languageDirection(language),
      t: (key, vars) => format(overrides[key] || lookup(language, key, dictionaries), vars),
      overrides,
    }),
    [language, setLanguage, dictionaries, overrides],
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
