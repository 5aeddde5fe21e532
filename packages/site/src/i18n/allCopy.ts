import { ABOUT_COPY } from './about';
import { EMBED_COPY } from './embed';
import { HOME_COPY } from './home';
import { HOW_WE_WORK_COPY } from './howWeWork';
import { PARTNERS_COPY } from './partners';
import { PORTFOLIO_COPY } from './portfolio';
import { PRIVACY_COPY } from './privacy';
import { PROGRAMMES_COPY } from './programmes';
import { SHARED_COPY } from './shared';
import { TERMS_COPY } from './terms';

/**
 * The copy of every page of the site, one module per page or area: for tests and tools that look
 * at all of it. The site itself never imports this (pages import their own copy).
 */
export const SITE_COPY = {
  shared: SHARED_COPY,
  home: HOME_COPY,
  about: ABOUT_COPY,
  programmes: PROGRAMMES_COPY,
  portfolio: PORTFOLIO_COPY,
  partners: PARTNERS_COPY,
  howWeWork: HOW_WE_WORK_COPY,
  embed: EMBED_COPY,
  privacy: PRIVACY_COPY,
  terms: TERMS_COPY,
} as const;
