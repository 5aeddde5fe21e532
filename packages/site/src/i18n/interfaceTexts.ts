import type { InterfaceTextEntry } from '@ia/shared';
import { DICTIONARIES, widgetInterfaceTexts } from '@ia/widgets';
import { SITE_COPY } from './allCopy';

/** Where visitors read the site's texts, by the first part of their key (said for staff). */
const PLACES: Record<string, string> = {
  nav: 'Header and menus',
  hero: 'Home page: the top banner',
  cta: 'Buttons',
  lang: 'Language menu',
  common: 'Loading and error messages',
  notFound: 'Page not found (404)',
  footer: 'Footer',
  home: 'Home page',
  about: 'About Us',
  programmes: 'Programmes',
  portfolio: 'Portfolio',
  howWeWork: 'How We Work',
  embed: 'Page for partners who embed our widgets',
};

const SHARED_PLACES: Record<string, string> = {
  search: 'Site search',
  pager: 'Page numbers under lists',
  video: 'Videos',
  author: "An author's page",
  figure: 'Figures',
  sector: 'Several pages: sector names',
};

function placeOf(key: string): string {
  const [first = '', second = ''] = key.split('.');
  if (first === 'shared') return SHARED_PLACES[second] ?? 'Several pages';
  return PLACES[first] ?? 'Several pages';
}

/**
 * Every text of the interface visitors read, shipped in `language`: the site's header, footer,
 * 404 and page copy (its dictionaries) and the widgets' messages, read from the modules
 * themselves. The server lists them for staff, who may reword each.
 */
export function interfaceTextCatalogue(language: string): InterfaceTextEntry[] {
  const sources: Array<Readonly<Record<string, Readonly<Record<string, string>> | undefined>>> = [
    DICTIONARIES,
    ...Object.values(SITE_COPY),
  ];
  const site = sources.flatMap((source) => {
    const english = source.en ?? {};
    const own = source[language] ?? {};
    return Object.entries(english).map(([key, text]) => ({
      key,
      where: placeOf(key),
      english: text,
      shipped: own[key] ?? text,
    }));
  });
  return [...site, ...widgetInterfaceTexts(language)];
}
