import type { Context } from 'koa';

/**
 * How long a redirect may be reused. Those the server makes from the request's own address (a
 * language prefix, a trailing slash) and from content (a slug that moved) are revalidated each
 * time: a shared cache keeps none for an hour, so a redirect made by mistake is gone at once.
 */
export const REDIRECT_CACHE = 'no-cache';

/**
 * Characters a browser drops from an address before reading it (tab, line feeds) or reads as a
 * slash (`\`), and the escapes of those it decodes before deciding where the path starts.
 */
const LOOSE = /[\t\n\r]/g;
/** A path that starts with slashes, backslashes or their escapes, in any mix. */
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * The address of a redirect the server makes, always a path on this site. Whatever a target was
 * built from (an address a visitor typed, a slug), a browser reading the result stays here:
 * `//evil.example`, `/\evil.example`, `/%2F/evil.example`, `//@evil.example` and an absolute
 * `https://evil.example` all become a path (`/evil.example`, `/@evil.example`,
 * `/https:/evil.example`), and nothing is left that a browser would take for a scheme or a host.
 */
export function localTarget(target: string): string {
  const cleaned = target.replace(LOOSE, '');
  // An absolute address (`https:`, `javascript:`) or a relative one becomes a path too.
  const rest = cleaned.replace(LEADING_SEPARATORS, '');
  return `/${rest}`;
}

/**
 * Answers a redirect to a path on this site (see localTarget): 301 by default, revalidated
 * before reuse unless `cacheControl` says otherwise. The one way the server redirects.
 */
export function redirectWithin(
  ctx: Context,
  target: string,
  options: { status?: 301 | 302 | 303 | 307 | 308; cacheControl?: string } = {},
): void {
  ctx.status = options.status ?? 301;
  ctx.set('Cache-Control', options.cacheControl ?? REDIRECT_CACHE);
  ctx.redirect(localTarget(target));
}
