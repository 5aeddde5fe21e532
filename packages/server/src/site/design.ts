import { join } from 'node:path';
import type { Middleware } from 'koa';
import { fileStat } from '../files.js';
import { redirectWithin } from '../middleware/redirect.js';
import { IMMUTABLE, REVALIDATE, type SendFile } from '../middleware/send-file.js';
import { HASHED_NAME, relativePath } from '../middleware/static-files.js';

const PREFIX = '/design/';
const DESIGN_POLICY =
  "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; frame-ancestors 'self'";

/**
 * The built Storybook at /design/ (DESIGN_DIR, `npm run build` makes it), so designers and
 * staff review every widget in every state from the running site, with no development setup.
 * `/design` moves to `/design/` (Storybook's files are addressed relative to its page); the
 * content-hashed files under sb-assets/ are cached for a year, the rest revalidated. Before
 * Storybook is built the address says how to build it.
 */
export function designFiles(options: { designDir: string; sendFile: SendFile }): Middleware {
  const { designDir, sendFile } = options;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/design') {
      redirectWithin(ctx, `${PREFIX}${ctx.search}`);
      return;
    }
    if (!ctx.path.startsWith(PREFIX)) return next();
    const rel = relativePath(ctx.path.slice(PREFIX.length - 1));
    if (rel === undefined) return next();
    const file = join(designDir, rel === '' ? 'index.html' : rel);
    const info = await fileStat(file);
    if (info) {
      // Storybook runs inline scripts of its own and its mock service worker fetches on the
      // page's behalf: its files get a policy that allows them (same origin only).
      ctx.state.csp = { policy: DESIGN_POLICY };
      ctx.set('Content-Security-Policy', DESIGN_POLICY);
      await sendFile(ctx, file, info, HASHED_NAME.test(rel) ? IMMUTABLE : REVALIDATE);
      return;
    }
    if (!(await fileStat(join(designDir, 'index.html')))) {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The design system (Storybook) is not built yet: run `npm run build`.\n';
      return;
    }
    return next();
  };
}
