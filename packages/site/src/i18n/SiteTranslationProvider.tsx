import {
  TranslationContextProvider,
  type Dictionary,
  type TranslationContextProviderProps,
} from '@ia/widgets';

export type SiteDictionaries = Readonly<Record<string, Dictionary>>;

/**
 * The widgets' language state with the site's global copy (see dictionaries.ts). A page sent
 * by the server brings only its language's copy (and English, the fallback); the rest loads
 * when the visitor chooses another language.
 */
export function SiteTranslationProvider(props: TranslationContextProviderProps) {
  return <TranslationContextProvider {...props} />;
}

/** The copy a page in `language` needs: that language's and English, the fallback. */
export function copyFor(dictionaries: SiteDictionaries, language: string): SiteDictionaries {
  return Object.fromEntries(
    [...new Set(['en', language])]
      .filter((code) => dictionaries[code] !== undefined)
      .map((code) => [code, dictionaries[code]!]),
  );
}

/** Every language's global copy, loaded when first needed (its own chunk). */
export const loadAllDictionaries = async (): Promise<SiteDictionaries> =>
  (await import('./dictionaries')).SITE_DICTIONARIES;
