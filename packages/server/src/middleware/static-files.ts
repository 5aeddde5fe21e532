import { join } from 'node:path';
import { ERROR_CODES } from '@ia/shared';
import type { Context, Middleware } from 'koa';
import { fileStat } from '../files.js';
import { IMMUTABLE, REVALIDATE, type SendFile } from './send-file.js';

export interface StaticFilesOptions {
  /** The browser build of the site: hashed files under assets/, favicon, pictures. */
  siteDir: string;
  /** The partner embed bundle: embed.js and the chunks it loads. */
  embedDir: string;
  sendFile: SendFile;
}

/** A bundler's content-hashed file name, e.g. `element-CV1mImKk.js` (and its `.map`). */
export const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|svg|png|jpe?g|webp)(\.map)?$/;

/** Unhashed files of the site (favicon, robots.txt, public images) may be reused for an hour. */
const SHORT = 'public, max-age=3600';

/**
 * Serves the front end's files, after every API route had its chance (pages are rendered by
 * site/pages.ts, after this):
 *
 * - files of the site at their path (`/assets/…` is hashed: cached for a year, immutable);
 * - files of the embed folder at their path relative to it (`/embed.js`, `/chunks/x.js`, …) and
 *   also under `/embed/…` (`/embed/embed.js`, `/embed/chunks/x.js`), so relative imports work
 *   from either address; a site file wins on a clash. embed.js (and any file at the root of the
 *   embed folder) is `no-cache` with an ETag; content-hashed files in its subfolders (Vite's
 *   `embed-chunks/element-CV1mImKk.js`) are cached for a year, immutable. Embed files are
 *   CORS-open (partner pages load them as modules);
 * - when the embed is not built, a 503 for its addresses that says to run `npm run build`.
 */
export function staticFiles(options: StaticFilesOptions): Middleware {
  const { siteDir, embedDir, sendFile } = options;

  const tryFile = async (ctx: Context, dir: string, rel: string, cacheControl: string) => {
    if (rel === '') return false;
    const file = join(dir, rel);
    const info = await fileStat(file);
    if (!info) return false;
    await sendFile(ctx, file, info, cacheControl);
    return true;
  };

  const embedCaching = (rel: string) =>
    rel.includes('/') && HASHED_NAME.test(rel) ? IMMUTABLE : REVALIDATE;
  const siteCaching = (rel: string) => (rel.startsWith('assets/') ? IMMUTABLE : SHORT);

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const rel = relativePath(ctx.path);
    if (rel === undefined) return next();

    if (rel.startsWith('embed/')) {
      const inner = rel.slice('embed/'.length);
      if (await tryFile(ctx, embedDir, inner, embedCaching(inner))) {
        ctx.state.cors = true;
        return;
      }
    }
    if (await tryFile(ctx, siteDir, rel, siteCaching(rel))) {
      if (rel.startsWith('assets/')) ctx.state.cors = true;
      return;
    }
    if (await tryFile(ctx, embedDir, rel, embedCaching(rel))) {
      ctx.state.cors = true;
      return;
    }

    const isEmbedPath = rel === 'embed.js' || rel.startsWith('embed/');
    if (isEmbedPath && !(await fileStat(join(embedDir, 'embed.js')))) {
      notBuilt(ctx, 'The partner embed is not built yet: run `npm run build`, then reload.');
      return;
    }
    return next();
  };
}

/**
 * The decoded path without its leading slash, or undefined when it could reach outside the
 * folder or name a hidden file (`..`, `.git`, backslashes, NUL, bad percent-encoding).
 */
export function relativePath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return undefined;
  const segments = decoded.slice(1).split('/');
  if (segments.some((s, i) => s.startsWith('.') || (s === '' && i < segments.length - 1))) {
    return undefined;
  }
  return segments.join('/');
}

function notBuilt(ctx: Context, message: string) {
  ctx.status = 503;
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Retry-After', '30');
  ctx.body = { error: { code: ERROR_CODES.unavailable, message } };
}
