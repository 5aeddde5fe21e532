import { ABOUT_COPY } from './about';
import { EMBED_COPY } from './embed';
import { HOME_COPY } from './home';
import { HOW_WE_WORK_COPY } from './howWeWork';
import { PORTFOLIO_COPY } from './portfolio';
import { PROGRAMMES_COPY } from './programmes';
import { SHARED_COPY } from './shared';

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
  howWeWork: HOW_WE_WORK_COPY,
  embed: EMBED_COPY,
} as const;
