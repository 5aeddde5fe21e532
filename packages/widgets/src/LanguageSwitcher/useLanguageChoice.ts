import { useCallback, useEffect, useState } from 'react';
import {
  applyLanguageToDocument,
  initialLanguageOf,
  readStoredLanguage,
  storeLanguage,
} from '../i18n/language';
import { isSupportedLanguage } from '../i18n/languages';
import { useOptionalTranslation } from '../i18n/TranslationContext';

export interface LanguageChoiceOptions {
  /** The language to show; follows changes of this value. */
  value?: string;
  /** Set `<html lang dir>` on each choice (standalone only; the provider does it otherwise). */
  applyToDocument: boolean;
}

/**
 * The current language and how to change it. Inside a `TranslationProvider` (the site) the
 * provider's state is used, so the switcher and the page's copy are one state. Alone (an
 * element on a partner page) it keeps its own: `value`, else the stored language, else 'en';
 * each choice is saved and, when asked, applied to the document.
 */
export function useLanguageChoice({ value, applyToDocument }: LanguageChoiceOptions) {
  const shared = useOptionalTranslation();
  const [own, setOwn] = useState(() => initialLanguageOf(value));
  const hasValue = isSupportedLanguage(value);

  useEffect(() => {
    if (hasValue) setOwn(value);
  }, [hasValue, value]);

  useEffect(() => {
    if (shared || hasValue) return;
    const stored = readStoredLanguage();
    if (stored) setOwn(stored);
    // Only once, on mount: later choices are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!shared && applyToDocument) applyLanguageToDocument(own);
  }, [shared, applyToDocument, own]);

  const language = shared?.language ?? own;
  const setShared = shared?.setLanguage;
  const choose = useCallback(
    (code: string) => {
      if (!isSupportedLanguage(code)) return;
      if (setShared) {
        setShared(code);
      } else {
        setOwn(code);
        storeLanguage(code);
      }
    },
    [setShared],
  );
  return { language, choose };
}
