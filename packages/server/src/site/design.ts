import { join } from 'node:path';
import Koa, { type Context, type Middleware } from 'koa';
import { ERROR_CODES } from '@ia/shared';
import { fileStat } from '../files.js';
import { redirectWithin } from '../middleware/redirect.js';
import { IMMUTABLE, REVALIDATE, type SendFile } from '../middleware/send-file.js';
import { HASHED_NAME, relativePath } from '../middleware/static-files.js';

const PREFIX = '/design/';
/**
 * Storybook's policy: it runs inline scripts of its own and `eval`, and its mock service worker
 * fetches on the page's behalf. Only ever sent by the design listener, on an origin of its own:
 * a script there is another origin to the site and its admin API (whose cross-site checks
 * compare the Origin exactly, port included), so a staff member's session is of no use to it.
 */
export const DESIGN_POLICY =
  "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; frame-ancestors 'self'";

/**
 * The built Storybook at /design/ (DESIGN_DIR, `npm run build` makes it), so designers and
 * staff review every widget in every state from the running server, with no development setup.
 * `/design` moves to `/design/` (Storybook's files are addressed relative to its page); the
 * content-hashed files under sb-assets/ are cached for a year, the rest revalidated. Before
 * Storybook is built the address says how to build it.
 */
export function designFiles(options: { designDir: string; sendFile: SendFile }): Middleware {
  const { designDir, sendFile } = options;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/design' || ctx.path === '/') {
      redirectWithin(ctx, `${PREFIX}${ctx.search}`);
      return;
    }
    if (!ctx.path.startsWith(PREFIX)) return next();
    const rel = relativePath(ctx.path.slice(PREFIX.length - 1));
    if (rel === undefined) return next();
    const file = join(designDir, rel === '' ? 'index.html' : rel);
    const info = await fileStat(file);
    if (info) {
      ctx.set('Content-Security-Policy', DESIGN_POLICY);
      await sendFile(ctx, file, info, HASHED_NAME.test(rel) ? IMMUTABLE : REVALIDATE);
      return;
    }
    if (!(await fileStat(join(designDir, 'index.html')))) {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Retry-After', '60');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The design system (Storybook) is not built yet: run `npm run build`.\n';
      return;
    }
    return next();
  };
}

/**
 * The design listener's application (main.ts listens with it on DESIGN_PORT): Storybook's files
 * and nothing else, under its own policy; anything else is a 404.
 */
export function createDesignApp(options: { designDir: string; sendFile: SendFile }): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Robots-Tag', 'noindex');
    try {
      await next();
    } catch {
      ctx.status = 500;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Something went wrong.\n';
      return;
    }
    // Nothing answered (a 304 has no body, and is an answer).
    if (ctx.status === 404 && (ctx.body === undefined || ctx.body === null)) {
      ctx.status = 404;
      ctx.set('Content-Security-Policy', "default-src 'none'");
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found.\n';
    }
  });
  app.use(designFiles(options));
  return app;
}

/**
 * On the site: /design/… is never served here (its policy would apply to the site's origin),
 * but redirected to the design listener, at `origin` (DESIGN_ORIGIN, or the design port on the
 * host the request came to). Without a design listener (DESIGN_PORT=off) it is a 404.
 */
export function designRedirect(origin: ((ctx: Context) => string) | undefined): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/design' && !ctx.path.startsWith(PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/design') {
      redirectWithin(ctx, `${PREFIX}${ctx.search}`);
      return;
    }
    if (!origin) {
      ctx.status = 404;
      ctx.body = {
        error: {
          code: ERROR_CODES.notFound,
          message: 'Storybook is not served by this server (DESIGN_PORT=off)',
        },
      };
      return;
    }
    // The one redirect to another origin: the design listener's, from the configuration or the
    // validated host of the request (middleware/request-origin.ts), never from the path.
    ctx.status = 302;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${origin(ctx)}${ctx.path}${ctx.search}`);
  };
}
