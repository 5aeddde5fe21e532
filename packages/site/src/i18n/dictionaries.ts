import { DICTIONARIES, type Dictionary, type TranslationKey } from '@ia/widgets';
import { ABOUT_COPY } from './about';
import { CONTACT_COPY } from './contact';
import type { SiteCopy } from './defineCopy';
import { EMBED_COPY } from './embed';
import { HISTORY_COPY } from './history';
import { HOME_COPY } from './home';
import { HOW_WE_WORK_COPY } from './howWeWork';
import { SITE_LANGUAGES } from './languages';
import { PARTNERS_COPY } from './partners';
import { PORTFOLIO_COPY } from './portfolio';
import { PRIVACY_COPY } from './privacy';
import { PROGRAMMES_COPY } from './programmes';
import { SHARED_COPY } from './shared';
import { STORIES_COPY } from './stories';
import { TERMS_COPY } from './terms';

/** The copy of every page of the site, one module per page or area. */
export const SITE_COPY = {
  shared: SHARED_COPY,
  home: HOME_COPY,
  about: ABOUT_COPY,
  programmes: PROGRAMMES_COPY,
  portfolio: PORTFOLIO_COPY,
  partners: PARTNERS_COPY,
  history: HISTORY_COPY,
  howWeWork: HOW_WE_WORK_COPY,
  contact: CONTACT_COPY,
  stories: STORIES_COPY,
  embed: EMBED_COPY,
  privacy: PRIVACY_COPY,
  terms: TERMS_COPY,
} as const;

type CopyKey<C> = C extends SiteCopy<infer K> ? K : never;

/** Every key the site may translate: the widgets' keys and the keys of the site's pages. */
export type SiteKey = TranslationKey | CopyKey<(typeof SITE_COPY)[keyof typeof SITE_COPY]>;

/**
 * What the site gives its `TranslationProvider`: the widgets' dictionaries with the pages' copy
 * added in en, fr, ar and sw. Hausa, Yoruba, Igbo, Portuguese and Amharic keep only their seven
 * keys (spec section 9) and fall back to English for everything else.
 */
export const SITE_DICTIONARIES: Readonly<Record<string, Dictionary>> = {
  ...DICTIONARIES,
  ...Object.fromEntries(
    SITE_LANGUAGES.map((language) => [
      language,
      Object.assign(
        {},
        DICTIONARIES[language],
        ...Object.values(SITE_COPY).map((copy) => copy[language]),
      ) as Dictionary,
    ]),
  ),
};
