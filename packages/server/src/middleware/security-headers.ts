import type { Middleware } from 'koa';

/**
 * Headers every answer carries. HTML pages may be framed by the site itself only (a page that
 * sets `ctx.state.csp.frameAncestors` names its own framers); other answers
 * (JSON, scripts, images) forbid everything a document could do, which costs them nothing.
 * HSTS only when the public address is https.
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (options.https) ctx.set('Strict-Transport-Security', 'max-age=31536000');
      if (ctx.response.is('html')) {
        // A page made to be framed by other sites (a story card) says so in ctx.state.csp.
        const framable = (ctx.state.csp as { frameAncestors?: string } | undefined)?.frameAncestors;
        if (framable !== '*') ctx.set('X-Frame-Options', 'SAMEORIGIN');
        ctx.set('Content-Security-Policy', `frame-ancestors ${framable ?? "'self'"}`);
        ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
      } else if (!ctx.response.get('Content-Security-Policy')) {
        ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      }
    }
  };
}
