import { DEFAULT_LANGUAGE, isRtl, isSupportedLanguage } from './languages';

/**
 * The product's language setting (spec sections 4 and 7): kept in local storage under this key,
 * used only if it is one of the supported codes.
 *
 * Every function here touches `localStorage` or `document` only when it is called, never when
 * the module loads, so the module is safe to import while rendering on a server.
 */
export const LANGUAGE_STORAGE_KEY = 'ia-language';

export type Direction = 'ltr' | 'rtl';

/** 'rtl' for Arabic, 'ltr' for every other language. */
export const languageDirection = (code: string): Direction => (isRtl(code) ? 'rtl' : 'ltr');

/** The browser's local storage, or undefined on a server or where storage is blocked. */
function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // e.g. storage disabled for the site
  }
}

/** The stored language if it is a supported code, otherwise undefined. */
export function readStoredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = defaultStorage(),
  key: string = LANGUAGE_STORAGE_KEY,
): string | undefined {
  try {
    const stored = storage?.getItem(key);
    return isSupportedLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a supported language; ignores unsupported codes and unavailable storage. */
export function storeLanguage(
  code: string,
  storage: Pick<Storage, 'setItem'> | undefined = defaultStorage(),
  key: string = LANGUAGE_STORAGE_KEY,
): void {
  if (!isSupportedLanguage(code)) return;
  try {
    storage?.setItem(key, code);
  } catch {
    // quota exceeded or storage blocked: the choice still applies to this page
  }
}

/** Sets `lang` and `dir` on the document's root element (`<html>`). */
export function applyLanguageToDocument(
  code: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  if (!doc) return;
  doc.documentElement.lang = code;
  doc.documentElement.dir = languageDirection(code);
}

/** The language to start with: a supported `preferred` code, else English. */
export const initialLanguageOf = (preferred?: string | null): string =>
  isSupportedLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
