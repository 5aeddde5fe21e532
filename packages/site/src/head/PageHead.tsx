import { createContext, useContext, useEffect } from 'react';
import { useSiteConfig } from '../SiteConfigContext';

/** An image a page is shared with (link previews): an API image reference and its text. */
export interface HeadImage {
  /** `/media/…` (resized by the server) or an absolute address. */
  src: string;
  alt: string;
}

/**
 * What a page says about itself in the document's head. The server writes the whole head from
 * it (title, description, canonical and language alternates, Open Graph and Twitter cards,
 * JSON-LD); in the browser a page change updates the title and the description.
 */
export interface PageHeadInput {
  /** The page's own title, without the site's name. */
  title: string;
  /** One or two sentences in the page's language. */
  description?: string;
  /** The picture of a link preview; the site's own card otherwise. */
  image?: HeadImage;
  /**
   * `article` for a story or an article (JSON-LD Article, og:type article); `page` for a page
   * staff made (JSON-LD WebPage, og:type website).
   */
  type?: 'website' | 'article' | 'page';
  /** ISO dates of an article. */
  published?: string;
  modified?: string;
  /** Who wrote it (structured data); the organisation when none. */
  authors?: ReadonlyArray<{ name: string; jobTitle?: string }>;
  /** Further pictures it shows (`/media/…`), after `image`, for structured data. */
  images?: readonly string[];
  /** The article's section (its category). */
  section?: string;
  /**
   * Where the page sits, from the home page down, for a detail page's BreadcrumbList: names in
   * the page's language, paths without the language prefix. The page itself comes last.
   */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }>;
  /**
   * The path (without language) that search engines should treat as this page's address when
   * the same content has several: a story's three addresses name one.
   */
  canonicalPath?: string;
  /**
   * The languages the page's content is written in (a story or article), English first; absent:
   * every site language. Only these are listed as alternates, and a page in another language
   * (English texts in a French frame) names the English one as canonical.
   */
  languages?: readonly string[];
  /** The HTTP status of the page: 404 for the not-found page or an unknown story. */
  status?: 200 | 404;
  /** Kept out of search engines. */
  noIndex?: boolean;
  /**
   * A feed of the page's own beside the insights feed (its autodiscovery link): its title in the
   * page's language and its path without the language prefix (`/newsletter/feed.xml`).
   */
  feed?: { title: string; path: string };
  /** The page is a story that other sites may embed (oEmbed discovery link). */
  oembed?: boolean;
  /** The page's largest picture above the fold, preloaded (its AVIF srcset and sizes). */
  preloadImage?: { srcset: string; sizes: string };
}

/** Where the server collects the head of the page it renders (the last page to say wins). */
export interface HeadCollector {
  head?: PageHeadInput;
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadCollectorProvider = HeadContext.Provider;

/** "About Us | Site name"; the site's name alone when the page is called the same. */
export const documentTitle = (title: string, siteName: string): string =>
  title === siteName ? title : `${title} | ${siteName}`;

/** Declares the page's head: collected on the server, applied on a page change in the browser. */
export function usePageHead(head: PageHeadInput): void {
  const collector = useContext(HeadContext);
  const { siteName } = useSiteConfig();
  if (collector) collector.head = head;
  const title = documentTitle(head.title, siteName);
  const description = head.description;
  useEffect(() => {
    if (document.title !== title) document.title = title;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta && description !== undefined && meta.content !== description) {
      meta.content = description;
    }
  }, [title, description]);
}

/** `usePageHead` as an element, for pages that read better that way. Renders nothing. */
export function PageHead(props: PageHeadInput): null {
  usePageHead(props);
  return null;
}
