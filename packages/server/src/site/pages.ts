import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { ERROR_CODES, NEWSLETTER_QUERY, type SiteRenderer } from '@ia/shared';
import type { Context, Middleware } from 'koa';
import { RETRY_AFTER_SECONDS, unavailableDependency } from '../dependencies.js';
import type { Logger } from '../logger.js';
import { redirectWithin } from '../middleware/redirect.js';
import { cacheBudgets, createByteCache } from '../services/byte-cache.js';

/**
 * How long a rendered page is answered from memory. A change made through this process clears
 * the pages at once (`invalidate`); one made elsewhere shows within this time.
 */
export const PAGE_CACHE_TTL_MS = 5_000;
/**
 * The query parameters the site's pages read (the impact explorer's state: q, sector, sort,
 * view, page; the contact page's venture; the newsletter pages' outcome, fields to correct,
 * token and key). Only these make a page address distinct: any other (tracking tags, random
 * strings) is left out of the render and of the cache key, so a new query string cannot force a
 * new render.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = [
  'q',
  'sector',
  'sort',
  'view',
  'page',
  'venture',
  NEWSLETTER_QUERY.result,
  NEWSLETTER_QUERY.errors,
  NEWSLETTER_QUERY.token,
  NEWSLETTER_QUERY.key,
];

/**
 * Parameters that make a page one person's (a newsletter confirmation token, a subscriber's
 * key): such a page is rendered for each request, never kept nor shared, and sent `no-store`.
 */
export const PERSONAL_QUERY_PARAMETERS: readonly string[] = [
  NEWSLETTER_QUERY.token,
  NEWSLETTER_QUERY.key,
];
/** Renders at once; more wait in line (RENDER_QUEUE, RENDER_WAIT_MS), then are refused with 503. */
export const RENDER_CONCURRENCY = 4;
/** Renders that may wait for a free slot; past that a page is refused at once. */
export const RENDER_QUEUE = 16;
/** How long a render may wait for a slot before it is refused. */
export const RENDER_WAIT_MS = 3000;

interface CachedPage {
  status: number;
  /** Where the address moved (a 301), or the document. */
  location?: string;
  body?: Buffer;
  etag?: string;
  language?: string;
  scriptHashes: string[];
  framable: boolean;
  expires: number;
}

export interface PagesOptions {
  loadRenderer: () => Promise<SiteRenderer | undefined>;
  /** The site's address pages are rendered for (config.siteUrl): never the request's Host. */
  siteUrl: string;
  logger: Logger;
  ttlMs?: number;
  now?: () => number;
  /** Renders at once and waiting (defaults above). */
  renderConcurrency?: number;
  renderQueue?: number;
  /** Bytes the rendered pages kept may take (byte-cache.ts; least recently sent dropped first). */
  budget?: number;
}

/**
 * The search part of a page address as a page sees it: only PAGE_QUERY_PARAMETERS, the first
 * value of each, in a fixed order (`?page=2&q=x` and `?q=x&page=2&utm_source=y` are one page).
 */
export function pageSearch(querystring: string): string {
  const given = new URLSearchParams(querystring);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
}

/** A render that found no free slot in time (RENDER_CONCURRENCY). */
class RenderBusyError extends Error {
  constructor() {
    super('too many pages being rendered');
    this.name = 'RenderBusyError';
  }
}

/**
 * At most `concurrency` renders at once; up to `queue` more wait their turn for `waitMs`, and the
 * rest are refused (RenderBusyError) rather than slowing every page down.
 */
function renderSlots(concurrency: number, queue: number, waitMs: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queue) throw new RenderBusyError();
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(new RenderBusyError());
        }, waitMs);
        waiting.push(turn);
      });
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** What a render in progress heard from the API it asked (see noteApiAnswer). */
const renderWatch = new AsyncLocalStorage<{ unavailable: boolean }>();

/**
 * Called with the status of each API answer a page render asked for (app.ts wraps the
 * renderer's in-process API with it): a 503 means a dependency is down, and the page drawn from
 * it would show an error where the content should be, so it is neither kept nor sent.
 */
export function noteApiAnswer(status: number): void {
  const watch = renderWatch.getStore();
  if (watch && status === 503) watch.unavailable = true;
}

/** A render that heard a 503 from the API (a dependency down). */
class RenderUnavailableError extends Error {
  constructor() {
    super('a dependency of the page did not answer');
    this.name = 'RenderUnavailableError';
  }
}

/** 'sha256-…' of an inline script, as a Content-Security-Policy source names it. */
const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The address a page is rendered for: its path and query, with leading slashes (and the
 * backslashes URL parsers take for them) made one. `//host/x` is a path to the server, but a
 * renderer reading it with `new URL(url, base)` would take `host` for another site: a host name
 * it cannot parse (`//%E2%80%8B`) made the page a 500, and `//about` showed the home page.
 */
const renderedUrl = (url: string): string => url.replace(/^[/\\]+/, '/');

/**
 * Every page of the site, rendered on the server in the language of its address (see the site's
 * entry-server.tsx), for any path the API, media and static files did not answer, whatever the
 * Accept header. An unknown path is a 404 with the site's 404 page.
 *
 * A rendered page is kept per address (origin, path and the query parameters pages read, see
 * pageSearch: a page is never answered in another language) for PAGE_CACHE_TTL_MS and answered
 * with a strong ETag; the browser revalidates it each time (no-cache) and gets a 304 while it is
 * the same. Concurrent first requests for one address share one render; at most
 * RENDER_CONCURRENCY renders run at once, a few more wait, and the rest get the page as last
 * rendered or a 503 with Retry-After.
 */
export function sitePages(options: PagesOptions) {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = createByteCache<CachedPage>({ budget: options.budget ?? cacheBudgets().pages });
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  const hashes = new Map<string, string>();
  let generation = 0;
  const slot = renderSlots(
    options.renderConcurrency ?? RENDER_CONCURRENCY,
    options.renderQueue ?? RENDER_QUEUE,
    RENDER_WAIT_MS,
  );

  /** A page's HTML, plus its address moved to, ETag and script hashes. */
  const sizeOf = (page: CachedPage) =>
    (page.body?.length ?? 0) +
    (page.location?.length ?? 0) +
    (page.etag?.length ?? 0) +
    page.scriptHashes.length * 8;
  const hashOf = (script: string) => {
    let hash = hashes.get(script);
    if (!hash) hashes.set(script, (hash = scriptHash(script)));
    return hash;
  };

  async function render(
    key: string,
    ctx: Context,
    url: string,
    keep = true,
  ): Promise<CachedPage | undefined> {
    const renderer = await options.loadRenderer();
    if (!renderer) return undefined;
    const started = generation;
    const watch = { unavailable: false };
    const result = await slot(() =>
      renderWatch.run(watch, () => renderer.render({ url, origin: options.siteUrl })),
    );
    if (watch.unavailable) throw new RenderUnavailableError();
    const page: CachedPage =
      result.type === 'redirect'
        ? { status: 301, location: result.location, scriptHashes: [], framable: false, expires: 0 }
        : {
            status: result.status,
            body: Buffer.from(result.html),
            etag: `"${createHash('sha1').update(result.html).digest('base64url')}"`,
            language: result.language,
            scriptHashes: result.inlineScripts.map(hashOf),
            framable: result.framable,
            expires: 0,
          };
    page.expires = now() + ttlMs;
    // A page rendered while the content changed may show the old content: not kept.
    if (keep && started === generation) cache.set(key, page, sizeOf(page));
    return page;
  }

  function send(ctx: Context, page: CachedPage, personal = false) {
    if (page.location !== undefined) {
      redirectWithin(ctx, page.location);
      return;
    }
    ctx.state.csp = {
      scriptHashes: page.scriptHashes,
      ...(page.framable ? { frameAncestors: '*' } : {}),
    };
    ctx.status = page.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Language', page.language ?? 'en');
    if (personal) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = page.body;
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', page.etag!);
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = page.body;
  }

  /** A page of one person's (PERSONAL_QUERY_PARAMETERS): rendered now, never kept. */
  async function personalPage(ctx: Context, url: string) {
    let page: CachedPage | undefined;
    try {
      page = await render(url, ctx, url, false);
    } catch (error) {
      if (error instanceof RenderBusyError) busyPage(ctx);
      else if (error instanceof RenderUnavailableError || unavailableDependency(error)) {
        unavailablePage(ctx);
      } else {
        options.logger.error('page render failed', {
          path: ctx.path,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        errorPage(ctx);
      }
      return;
    }
    if (!page) notBuiltPage(ctx);
    else send(ctx, page, true);
  }

  const middleware: Middleware = async (ctx) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      ctx.status = 405;
      ctx.body = {
        error: { code: ERROR_CODES.methodNotAllowed, message: `${ctx.path} is a page: GET it` },
      };
      return;
    }
    const url = `${renderedUrl(ctx.path)}${pageSearch(ctx.querystring)}`;
    const given = new URLSearchParams(ctx.querystring);
    if (PERSONAL_QUERY_PARAMETERS.some((name) => given.has(name))) {
      await personalPage(ctx, url);
      return;
    }
    const key = url;
    let page = cache.get(key);
    /** The page as last rendered, sent again while a dependency is down. */
    const stale = page;
    if (!page || page.expires <= now()) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(key, ctx, url).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      try {
        page = await pending;
      } catch (error) {
        if (error instanceof RenderBusyError) {
          if (stale) send(ctx, stale);
          else busyPage(ctx);
          return;
        }
        if (error instanceof RenderUnavailableError || unavailableDependency(error)) {
          options.logger.warn('page rendered from its cache: a dependency is down', {
            path: ctx.path,
            cached: stale !== undefined,
          });
          if (stale) send(ctx, stale);
          else unavailablePage(ctx);
          return;
        }
        options.logger.error('page render failed', {
          path: ctx.path,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        errorPage(ctx);
        return;
      }
    }
    if (!page) {
      notBuiltPage(ctx);
      return;
    }
    send(ctx, page);
  };

  return {
    middleware,
    /** Bytes the rendered pages kept take now (within the budget). */
    bytes: () => cache.bytes,
    /** Forgets every rendered page (content changed). */
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}

/**
 * A plain HTML page of the server's own, for when the site's page cannot be given: never kept,
 * with `Retry-After` (seconds) when trying again later will help.
 */
function plainPage(
  ctx: Context,
  status: number,
  retryAfter: string | undefined,
  title: string,
  heading: string,
  text: string,
) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  if (retryAfter !== undefined) ctx.set('Retry-After', retryAfter);
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${heading}</h1>
<p>${text}</p>
</body>
</html>
`;
}

/** A page that could not be rendered (a bug, logged): HTML, as every page address answers. */
function errorPage(ctx: Context) {
  plainPage(
    ctx,
    500,
    undefined,
    'Something went wrong',
    'Something went wrong',
    `This page could not be shown just now. Please try again in a moment, or go to the
<a href="/">home page</a>.`,
  );
}

/** A page not rendered because too many are being rendered: try again in a moment. */
function busyPage(ctx: Context) {
  plainPage(
    ctx,
    503,
    '1',
    'Busy',
    'Busy, back in a moment',
    'Too many pages are being prepared just now. Please reload this page in a moment.',
  );
}

/** A page whose content could not be read (the database down) and that has no copy in memory. */
function unavailablePage(ctx: Context) {
  plainPage(
    ctx,
    503,
    String(RETRY_AFTER_SECONDS.database),
    'Back in a moment',
    'Back in a moment',
    `This page cannot be shown just now. Please try again in a few moments, or go to the
<a href="/">home page</a>.`,
  );
}

function notBuiltPage(ctx: Context) {
  plainPage(
    ctx,
    503,
    '30',
    'Site not built yet',
    'The site is not built yet',
    `The server is running and the API answers, but there is no built site to show.
Run <code>npm run build</code> in the project folder (or <code>npm start</code>, which builds
what is missing), then reload this page.`,
  );
}
