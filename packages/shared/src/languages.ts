/**
 * The nine languages of the product (spec section 9) and where each lives in a page address:
 * English at the root (`/impact`), every other language under its code (`/fr/impact`,
 * `/ar/success-stories/SLUG`). The server, the site and the widgets' default links all use
 * these functions, so an address is made the same way everywhere.
 */
export const LANGUAGE_CODES = ['en', 'fr', 'ar', 'sw', 'ha', 'yo', 'ig', 'pt', 'am'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];

export const isLanguageCode = (code: unknown): code is LanguageCode =>
  typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);

/** The path prefix of a language: '' for English, '/fr' for French. */
export const languagePrefix = (language: string): string =>
  isLanguageCode(language) && language !== DEFAULT_LANGUAGE ? `/${language}` : '';

/**
 * The address of `path` (root-relative, without a language: `/impact`, `/`) in `language`:
 * `/impact` in English, `/fr/impact` in French, `/fr/` for the French home page. A query and a
 * fragment stay as they are.
 */
export function localizedPath(language: string, path: string): string {
  return `${languagePrefix(language)}${path}`;
}

/**
 * The language of a page address and the path without it: `/fr/impact` → fr, `/impact`;
 * `/fr` and `/fr/` → fr, `/`; `/impact` → en, `/impact`. `/en/…` is not an English prefix (English
 * has none), so it comes back as an ordinary path.
 */
export function splitLanguagePath(pathname: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== DEFAULT_LANGUAGE && isLanguageCode(code)) {
    return { language: code, path: pathname.slice(code.length + 1) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}
