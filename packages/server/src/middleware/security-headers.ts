import type { Context, Middleware } from 'koa';
import { setHeader } from './headers.js';

/** What a handler may say of its HTML answer's Content-Security-Policy (`ctx.state.csp`). */
export interface CspState {
  /** 'sha256-…' sources of the page's inline scripts (site/pages.ts computes them). */
  scriptHashes?: string[];
  /** Who may frame the page; `*` for a page made for other sites (a story card). */
  frameAncestors?: string;
}

/** Where the site's home page loads its videos' players from, after a click. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The policy of the site's pages. Scripts: the site's own files and the inline scripts the
 * server rendered, by hash (no 'unsafe-inline': an injected script does not run). Styles:
 * inline too, because Emotion writes each component's CSS into <style> elements, on the server
 * and in the browser (style injection cannot run code). Images: the site, data: and blob:
 * (the uploader's previews) and https (a story may show a picture from another site). Frames:
 * the video player only. Requests: the site's own API (uploads are PUT to the site too).
 */
export function pagePolicy(csp: CspState | undefined): string {
  const scripts = ["'self'", ...(csp?.scriptHashes ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${VIDEO_PLAYER_ORIGIN}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${csp?.frameAncestors ?? "'self'"}`,
  ].join('; ');
}

/** The policy of answers that are not HTML: they may do nothing a document could. */
const NOT_A_DOCUMENT = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000';
const PERMISSIONS = 'camera=(), microphone=(), geolocation=()';
const HTML = /^text\/html\s*(;|$)/i;

/**
 * Headers every answer carries. HTML gets the page policy above (a page that sets
 * `ctx.state.csp` adds its script hashes or names its framers; Storybook has a listener of its own); other
 * answers (JSON, scripts, images) forbid everything a document could do, which costs them
 * nothing. HSTS when the public address is https, or the request came over https (behind a
 * trusted proxy, as its X-Forwarded-Proto says).
 *
 * Not koa-helmet: helmet writes its headers before the handler runs, and a page's policy names
 * the hashes of the inline scripts its rendering produced, known only after it; its defaults
 * (Cross-Origin-Resource-Policy same-origin, X-Frame-Options on every answer, HSTS over http)
 * would each have to be undone for the partner-facing answers. It also costs more, by an amount
 * that moves from run to run: in bench/middleware.mjs (a Koa handler sending the 5.4 KB story
 * list; CPU of the server process per request, medians of the rounds) koa-helmet added 2.5 and
 * 10.3 µs to a request over the handler alone in two runs, and 12.4 µs in a run of 15 rounds of
 * 2 s (BENCH_DURATION=2 BENCH_ROUNDS=15); this middleware 1.9, 3.4 and nothing measurable (whole
 * requests: 24.8, 30.4 and 30.8 µs with it, 30.8, 30.2 and 41.8 with koa-helmet, 30.1, 22.6 and
 * 32.3 with neither). On a JSON answer it sets three headers, koa-helmet twelve.
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  // A page's policy is built once per CspState object it sets (rendered pages keep theirs).
  const policies = new WeakMap<CspState, string>();
  const policyOf = (csp: CspState | undefined) => {
    if (!csp) return pagePolicy(undefined);
    let policy = policies.get(csp);
    if (policy === undefined) policies.set(csp, (policy = pagePolicy(csp)));
    return policy;
  };
  const defaultPolicy = pagePolicy(undefined);
  return async (ctx: Context, next) => {
    try {
      await next();
    } finally {
      const { response } = ctx;
      setHeader(ctx, 'X-Content-Type-Options', 'nosniff');
      setHeader(ctx, 'Referrer-Policy', 'strict-origin-when-cross-origin');
      if (options.https || ctx.secure) setHeader(ctx, 'Strict-Transport-Security', HSTS);
      // The Content-Type as set, not parsed into a media type for every answer.
      if (HTML.test(response.get('Content-Type'))) {
        const csp = ctx.state.csp as CspState | undefined;
        if (csp?.frameAncestors !== '*') setHeader(ctx, 'X-Frame-Options', 'SAMEORIGIN');
        setHeader(ctx, 'Content-Security-Policy', csp ? policyOf(csp) : defaultPolicy);
        setHeader(ctx, 'Permissions-Policy', PERMISSIONS);
      } else if (!response.get('Content-Security-Policy')) {
        setHeader(ctx, 'Content-Security-Policy', NOT_A_DOCUMENT);
      }
    }
  };
}
