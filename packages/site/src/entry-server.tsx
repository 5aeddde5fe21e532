/**
 * The site's render entry for the server (built by `vite build --ssr` into dist/server): the
 * server asks it for a page's whole HTML document. The data a page shows is asked for in the
 * render itself, through the same widget hooks the browser uses, answered in process by the
 * server's own API, and handed to the browser with the page so hydration asks for nothing.
 */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  localizedPath,
  splitLanguagePath,
  type LanguageCode,
  type Manifest,
  type RendererOptions,
  type RenderRequest,
  type RenderResult,
  type SiteRenderer,
} from '@ia/shared';
import { organisation } from '@ia/shared';
import {
  categoryName,
  createApiClient,
  createQueryClient,
  insightsFeedMessages,
  newsletterMessages,
  richTextMessages,
  translation,
} from '@ia/widgets';
import type { Query, QueryClient } from '@tanstack/react-query';
import ky from 'ky';
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './App';
import type { HeadCollector, PageHeadInput } from './head/PageHead';
import { articlePath, authorPath, storyCanonicalPath, storyCardPath } from './paths';
import { INDEXABLE_PATHS, matchRoute, type RouteMatch } from './routes';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './siteConfig';
import { renderDocument, scriptJson, type PreviewImage } from './ssr/document';
import { CARD_HEIGHT_SCRIPT, RESTORE_LANGUAGE_SCRIPT } from './ssr/inlineScripts';
import { registerAllWidgetLocales } from '@ia/widgets';
import { copyFor } from './i18n';
import { interfaceTextCatalogue } from './i18n/interfaceTexts';
import { SITE_DICTIONARIES } from './i18n/dictionaries';
import { dehydratePage } from './ssr/state';
import { mergeTextChildren } from './textNodes';
import { globalQuery } from './model/useContent';

mergeTextChildren();
// The server renders every language: the widgets' texts that travel apart are all here at once.
registerAllWidgetLocales();

export type { SiteRenderEntry } from '@ia/shared';

/** Renders of one page at most: the second one has the data the first one asked for. */
const MAX_PASSES = 3;

/** Picture formats every link preview reads. */
const PREVIEW_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The site's own picture for link previews of pages without one (made by scripts/images). */
const SITE_CARD = { path: '/social-card.png', width: 1200, height: 630, type: 'image/png' };

/** The browser entry's file and every module it (and the page's chunk) imports at once. */
function scriptsFor(manifest: Manifest, pageModule: string | undefined) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The browser build has no entry: run `npm run build`.');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  if (pageModule) visit(pageModule);
  files.delete(entry[1].file);
  return { entry: `/${entry[1].file}`, preload: [...files].map((file) => `/${file}`) };
}

/** Queries asked for by the last render and not answered yet (not those switched off). */
const waiting = (queryClient: QueryClient): Query[] =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' })
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);

/**
 * The page of a path without its language: a redirect for an address that has a better form
 * (`/en/about` → `/about`, `/fr` → `/fr/`, `/about/` → `/about`), else the route or undefined.
 */
function resolve(pathname: string, search: string) {
  const english = /^\/en(\/.*)?$/.exec(pathname);
  if (english) return { redirect: `${english[1] ?? '/'}${search}` };
  const { language, path } = splitLanguagePath(pathname);
  if (language !== DEFAULT_LANGUAGE && pathname === `/${language}`) {
    return { redirect: `/${language}/${search}` };
  }
  if (path.length > 1 && path.endsWith('/')) {
    const trimmed = path.replace(/\/+$/, '') || '/';
    if (matchRoute(trimmed)) return { redirect: `${localizedPath(language, trimmed)}${search}` };
  }
  return { language, path, match: matchRoute(path) };
}

/** Story pages: each shows the story of its slug (see routes.tsx). */
const STORY_ROUTES = new Set(['/success-stories/:slug', '/impact/:slug', '/success-story/:slug']);
const ARTICLE_ROUTE = '/insights/:slug';
const AUTHOR_ROUTE = '/insights/authors/:slug';

export function createRenderer(options: RendererOptions): SiteRenderer {
  const siteConfig: SiteConfig = { ...DEFAULT_SITE_CONFIG, ...options.site };
  const feedTexts = Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const title = translation(insightsFeedMessages, code, 'title');
      const archive = translation(newsletterMessages, code, 'archiveTitle');
      return [
        code,
        {
          title: { text: `${title.text} | ${siteConfig.siteName}`, lang: title.lang },
          subtitle: translation(insightsFeedMessages, code, 'intro'),
          richText: {
            newTab: translation(richTextMessages, code, 'newTab').text,
            source: translation(richTextMessages, code, 'source').text,
          },
          newsletter: {
            title: { text: `${archive.text} | ${siteConfig.siteName}`, lang: archive.lang },
            subtitle: translation(newsletterMessages, code, 'archiveIntro'),
          },
        },
      ];
    }),
  ) as Record<LanguageCode, ReturnType<SiteRenderer['feedTexts']>>;

  /** Answers the site's API in process, as `fetch` would over the network. */
  const inProcessFetch = async (input: Request | URL | string): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await options.fetchApi(`${url.pathname}${url.search}`);
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
  const http = ky.create({ fetch: inProcessFetch as typeof fetch });

  async function previewImage(origin: string, head: PageHeadInput): Promise<PreviewImage> {
    const src = head.image?.src;
    if (src?.startsWith('/media/') && options.imageInfo) {
      const info = await options.imageInfo(src).catch(() => undefined);
      if (info) {
        // The server makes widths up to 1280: a preview asks for that (or the original). Link
        // preview scrapers read JPEG, PNG and GIF; another format is asked for as a JPEG.
        const width = Math.min(info.width, 1280);
        const readable = PREVIEW_TYPES.includes(info.contentType);
        const query = readable ? (info.width > 1280 ? '?w=1280' : '') : `?w=1280&fm=jpeg`;
        return {
          url: `${origin}${src}${query}`,
          width,
          height: Math.round((info.height * width) / info.width),
          type: readable ? info.contentType : 'image/jpeg',
          alt: head.image!.alt,
        };
      }
    }
    return {
      url: `${origin}${SITE_CARD.path}`,
      width: SITE_CARD.width,
      height: SITE_CARD.height,
      type: SITE_CARD.type,
      alt: siteConfig.siteName,
    };
  }

  async function renderApp(url: string, origin: string, match: RouteMatch | undefined) {
    await match?.route.page.preload?.();
    const queryClient = createQueryClient();
    const api = createApiClient('', http, 'http://site.invalid');
    const collector: HeadCollector = {};
    let html = '';
    let styles = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const cache = createCache({ key: 'css' });
      const emotion = createEmotionServer(cache);
      const location = memoryLocation({ path: url, static: true });
      html = renderToString(
        (
          <App
            queryClient={queryClient}
            siteConfig={{ ...siteConfig, origin }}
            copy={SITE_DICTIONARIES}
            emotionCache={cache}
            api={api}
            head={collector}
            location={location}
          />
        ) as unknown as VNode,
      );
      const pending = waiting(queryClient);
      if (pending.length === 0 || pass === MAX_PASSES - 1) {
        styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
        break;
      }
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    }
    return { html, styles, queryClient, api, head: collector.head };
  }

  return {
    /** The whole document of the page at `url`, or where that address has moved. */
    async render(request: RenderRequest): Promise<RenderResult> {
      const parsed = new URL(request.url, 'http://site.invalid');
      const resolved = resolve(parsed.pathname, parsed.search);
      if ('redirect' in resolved) return { type: 'redirect', location: resolved.redirect! };
      const { language, path, match } = resolved;
      const kind = match?.route.kind ?? 'page';

      const rendered = await renderApp(`${parsed.pathname}${parsed.search}`, request.origin, match);
      const head: PageHeadInput = rendered.head ?? { title: siteConfig.siteName, noIndex: true };
      const inlineScripts =
        kind === 'card'
          ? [CARD_HEIGHT_SCRIPT]
          : language === DEFAULT_LANGUAGE && kind === 'page'
            ? [RESTORE_LANGUAGE_SCRIPT]
            : [];
      const details = rendered.queryClient.getQueryData(
        globalQuery(rendered.api, organisation, language).queryKey,
      );
      const html = renderDocument({
        language,
        path,
        origin: request.origin,
        siteConfig,
        organisation: details,
        head,
        image: await previewImage(request.origin, head),
        feedTitle: feedTexts[language].title.text,
        styles: rendered.styles,
        body: rendered.html,
        state:
          kind === 'card'
            ? undefined
            : scriptJson(dehydratePage(rendered.queryClient, copyFor(SITE_DICTIONARIES, language))),
        scripts:
          kind === 'card' ? undefined : scriptsFor(options.manifest, match?.route.page.module),
        inlineScripts,
        baseTarget: kind === 'card' ? '_blank' : undefined,
      });
      return {
        type: 'page',
        status: head.status ?? (match ? 200 : 404),
        html,
        language,
        inlineScripts,
        framable: kind === 'card',
      };
    },

    feedTexts: (language: LanguageCode) => feedTexts[language],

    categoryName: (category: string, language: string) => categoryName(category, language),

    interfaceTexts: (language: string) => interfaceTextCatalogue(language),

    pages: {
      indexable: INDEXABLE_PATHS,
      story: storyCanonicalPath,
      article: articlePath,
      author: authorPath,
      storyCard: storyCardPath,
      storySlugOf(path: string) {
        const match = matchRoute(path);
        return match && STORY_ROUTES.has(match.route.path) ? match.params.slug : undefined;
      },
      articleSlugOf(path: string) {
        const match = matchRoute(path);
        return match && match.route.path === ARTICLE_ROUTE ? match.params.slug : undefined;
      },
      authorSlugOf(path: string) {
        const match = matchRoute(path);
        return match && match.route.path === AUTHOR_ROUTE ? match.params.slug : undefined;
      },
    },
  };
}
