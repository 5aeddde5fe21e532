import type { LanguageCode } from './languages.js';
import type { RichTextMessages } from './model/richtext-render.js';
import type { InterfaceTextEntry } from './interface-texts.js';

/**
 * The contract between the server and the site's render entry (`packages/site/dist/server/
 * render.js`, built from `src/entry-server.tsx`): the server imports the entry and asks it for
 * pages; the entry asks the server's API for the data a page shows, in process.
 */

/** What the server answers for a GET of its API made while a page renders. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One chunk of Vite's build manifest (`.vite/manifest.json` of the browser build). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface SiteSettings {
  siteName: string;
}

export interface RendererOptions {
  /** The browser build's manifest: the entry script and each page's modules to preload. */
  manifest: Manifest;
  site: SiteSettings;
  /** Answers a GET of the site's API (`/api/success-stories?page=1`) in process. */
  fetchApi: (pathAndQuery: string) => Promise<ApiAnswer>;
  /** Width, height and type of a `/media/…` image, for link previews. */
  imageInfo?: (
    src: string,
  ) => Promise<{ width: number; height: number; contentType: string } | undefined>;
}

export interface RenderRequest {
  /** Path and query, as received: `/fr/impact?page=2`. */
  url: string;
  /** `https://example.org`: canonical and preview addresses are absolute. */
  origin: string;
}

export type RenderResult =
  | { type: 'redirect'; location: string }
  | {
      type: 'page';
      status: number;
      html: string;
      language: LanguageCode;
      /** Inline scripts of the page: the Content-Security-Policy allows their hashes. */
      inlineScripts: string[];
      /** A page made to be framed by other sites (a story card). */
      framable: boolean;
    };

/** Addresses of the site's pages (paths without a language prefix). */
export interface SitePages {
  /** Pages without parameters that search engines should list. */
  indexable: readonly string[];
  /** The one indexed address of a story. */
  story: (slug: string) => string;
  article: (slug: string) => string;
  /** An author's page: their articles. */
  author: (slug: string) => string;
  /** The framable card of a story (oEmbed). */
  storyCard: (slug: string) => string;
  /** The story slug of a story page's path (any of its three addresses), else undefined. */
  storySlugOf: (path: string) => string | undefined;
  /** The article slug of an article page's path, else undefined. */
  articleSlugOf: (path: string) => string | undefined;
  /** The author slug of an author's page path, else undefined. */
  authorSlugOf: (path: string) => string | undefined;
}

/** A text and the language it is really in (English where a language lacks it). */
export interface TextIn {
  text: string;
  lang: string;
}

export interface SiteRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /**
   * The title and subtitle of the insights feed in a language (or English, marked), and the
   * words its entries' rich text shows (a highlighted figure's “Source”).
   */
  feedTexts(language: LanguageCode): {
    title: TextIn;
    subtitle: TextIn;
    richText: RichTextMessages;
    /** The newsletter archive's feed (`/newsletter/feed.xml`): its title and subtitle. */
    newsletter: { title: TextIn; subtitle: TextIn };
  };
  /** A stored category's name in a language (or English, marked). */
  categoryName(category: string, language: string): TextIn;
  /**
   * Every text of the interface visitors read, shipped in `language` (interface-texts.ts),
   * read from the site's and the widgets' message modules.
   */
  interfaceTexts(language: string): InterfaceTextEntry[];
  pages: SitePages;
}

/** What the render entry module exports. */
export interface SiteRenderEntry {
  createRenderer(options: RendererOptions): SiteRenderer;
}
