import { DICTIONARIES, type Dictionary, type TranslationKey } from '@ia/widgets';
import type { SiteCopy } from './defineCopy';
import { HOME_COPY } from './home';
import { SITE_LANGUAGES } from './languages';
import { SHARED_COPY } from './shared';

/**
 * The copy every page may use (header, footer, shared phrases) and the home page's, which is the
 * first view. Every other page passes its own copy to `useSiteTranslation(COPY)`, so a page's
 * languages travel in that page's chunk and not in the first download.
 */
export const GLOBAL_COPY = { shared: SHARED_COPY, home: HOME_COPY } as const;

export type CopyKey<C> = C extends SiteCopy<infer K> ? K : never;

/** Keys any component may translate: the widgets' keys and the global copy's. */
export type SiteKey = TranslationKey | CopyKey<(typeof GLOBAL_COPY)[keyof typeof GLOBAL_COPY]>;

/**
 * What the site gives its `TranslationProvider`: the widgets' dictionaries with the global copy
 * added, in each of the nine languages.
 */
export const SITE_DICTIONARIES: Readonly<Record<string, Dictionary>> = {
  ...DICTIONARIES,
  ...Object.fromEntries(
    SITE_LANGUAGES.map((language) => [
      language,
      Object.assign(
        {},
        DICTIONARIES[language],
        ...Object.values(GLOBAL_COPY).map((copy) => copy[language]),
      ) as Dictionary,
    ]),
  ),
};
