import { join } from 'node:path';
import type { Middleware } from 'koa';
import { fileStat } from '../files.js';
import { redirectWithin } from '../middleware/redirect.js';
import { IMMUTABLE, type SendFile } from '../middleware/send-file.js';
import { HASHED_NAME, relativePath } from '../middleware/static-files.js';

const PREFIX = '/admin/';

/**
 * The staff application (packages/admin, ADMIN_DIR) at /admin/: its hashed files cached for a
 * year, and for every other address under /admin/ its one page (the application's router shows
 * the screen), never cached, never indexed. `/admin` moves to `/admin/`. Before it is built the
 * address says how to build it.
 */
export function adminApp(options: { adminDir: string; sendFile: SendFile }): Middleware {
  const { adminDir, sendFile } = options;
  const index = join(adminDir, 'index.html');
  return async (ctx, next) => {
    if (ctx.path !== '/admin' && !ctx.path.startsWith(PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/admin') {
      redirectWithin(ctx, '/admin/');
      return;
    }
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const rel = relativePath(ctx.path.slice(PREFIX.length - 1));
    if (rel !== undefined && rel.startsWith('assets/')) {
      const file = join(adminDir, rel);
      const info = await fileStat(file);
      if (info) {
        await sendFile(ctx, file, info, HASHED_NAME.test(rel) ? IMMUTABLE : 'no-cache');
        return;
      }
      return next();
    }
    const info = await fileStat(index);
    if (!info) {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The staff application is not built yet: run `npm run build`.\n';
      return;
    }
    await sendFile(ctx, index, info, 'no-cache');
  };
}
