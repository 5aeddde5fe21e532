import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES } from '@ia/shared';
import type { Context, Middleware } from 'koa';
import { fileStat } from '../files.js';
import { IMMUTABLE, REVALIDATE, type SendFile } from './send-file.js';

export interface StaticFilesOptions {
  /** The built site: index.html and hashed files under assets/. */
  siteDir: string;
  /** The partner embed bundle: embed.js and the chunks it loads. */
  embedDir: string;
  sendFile: SendFile;
  /**
   * `<meta name content>` pairs written into every page's head, so one build serves any
   * deployment's settings (the site reads `ia:site-name` and `ia:contact-email`).
   */
  pageMeta?: Record<string, string>;
}

/** A bundler's content-hashed file name, e.g. `element-CV1mImKk.js` (and its `.map`). */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|svg|png|jpe?g|webp)(\.map)?$/;

/** Unhashed files of the site (favicon, robots.txt, public images) may be reused for an hour. */
const SHORT = 'public, max-age=3600';

/**
 * Serves the front end, after every API route had its chance:
 *
 * - files of the site at their path (`/assets/…` is hashed: cached for a year, immutable);
 * - files of the embed folder at their path relative to it (`/embed.js`, `/chunks/x.js`, …) and
 *   also under `/embed/…` (`/embed/embed.js`, `/embed/chunks/x.js`), so relative imports work
 *   from either address; a site file wins on a clash. embed.js (and any file at the root of the
 *   embed folder) is `no-cache` with an ETag; content-hashed files in its subfolders (Vite's
 *   `embed-chunks/element-CV1mImKk.js`) are cached for a year, immutable. Embed files are
 *   CORS-open (partner pages load them as modules);
 * - `/` and any other GET that accepts HTML: the site's index.html with 200 (history fallback,
 *   the client shows its own 404 page), `no-cache` with an ETag;
 * - when a folder is not built, a 503 that says to run `npm run build`.
 */
export function staticFiles(options: StaticFilesOptions): Middleware {
  const { siteDir, embedDir, sendFile, pageMeta = {} } = options;
  let page = { key: '', html: '', etag: '' };

  /** index.html with this deployment's meta tags, rebuilt when the file changes. */
  const sendPage = async (ctx: Context, file: string, key: string) => {
    if (page.key !== key) {
      const html = withMeta(await readFile(file, 'utf8'), pageMeta);
      page = { key, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
    }
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', REVALIDATE);
    ctx.set('ETag', page.etag);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = page.html;
  };

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
  const siteCaching = (rel: string) =>
    rel.startsWith('assets/') ? IMMUTABLE : rel.endsWith('.html') ? REVALIDATE : SHORT;

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
    if (rel === 'index.html') return sendIndex();
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

    const wantsHtml = rel === '' || ctx.get('Accept').includes('text/html');
    if (!wantsHtml || rel.startsWith('assets/') || isEmbedPath) return next();

    return sendIndex();

    async function sendIndex() {
      const index = join(siteDir, 'index.html');
      const info = await fileStat(index);
      if (!info) {
        notBuiltPage(ctx);
        return;
      }
      await sendPage(ctx, index, `${info.size}:${info.mtimeMs}`);
    }
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Adds `<meta name content>` tags at the end of the page's head. */
export function withMeta(html: string, meta: Record<string, string>): string {
  const tags = Object.entries(meta)
    .map(
      ([name, content]) =>
        `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`,
    )
    .join('');
  return tags === '' ? html : html.replace('</head>', `${tags}</head>`);
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

function notBuiltPage(ctx: Context) {
  ctx.status = 503;
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Retry-After', '30');
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The site is not built yet</h1>
<p>The server is running and the API answers, but there is no built site to show.
Run <code>npm run build</code> in the project folder (or <code>npm start</code>, which builds
what is missing), then reload this page.</p>
</body>
</html>
`;
}
