import type { Context, Middleware } from 'koa';

/** What a handler may say of its HTML answer's Content-Security-Policy (`ctx.state.csp`). */
export interface CspState {
  /** 'sha256-…' sources of the page's inline scripts (site/pages.ts computes them). */
  scriptHashes?: string[];
  /** Who may frame the page; `*` for a page made for other sites (a story card). */
  frameAncestors?: string;
  /** A whole policy of its own (Storybook at /design/ runs inline scripts of its own). */
  policy?: string;
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
  if (csp?.policy) return csp.policy;
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

/**
 * Headers every answer carries. HTML gets the page policy above (a page that sets
 * `ctx.state.csp` adds its script hashes, names its framers or brings its own policy); other
 * answers (JSON, scripts, images) forbid everything a document could do, which costs them
 * nothing. HSTS when the public address is https, or the request came over https (behind a
 * trusted proxy, as its X-Forwarded-Proto says).
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  return async (ctx: Context, next) => {
    try {
      await next();
    } finally {
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (options.https || ctx.secure) {
        ctx.set('Strict-Transport-Security', 'max-age=31536000');
      }
      if (ctx.response.is('html')) {
        const csp = ctx.state.csp as CspState | undefined;
        if (csp?.frameAncestors !== '*') ctx.set('X-Frame-Options', 'SAMEORIGIN');
        ctx.set('Content-Security-Policy', pagePolicy(csp));
        ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
      } else if (!ctx.response.get('Content-Security-Policy')) {
        ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      }
    }
  };
}
