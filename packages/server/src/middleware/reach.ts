import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { clientAddress } from '../services/client-address.js';
import type { Reach } from '../services/reach.js';

/**
 * Counts each answer as it is sent (services/reach.ts): `middleware`, outermost in Koa, sees the
 * final status of every answer Koa makes (pages from their cache or rendered, story cards,
 * feeds, the API); `replayed` counts the public reads answered before Koa (http-cache.ts).
 * Nothing is set on the answer.
 */
/**
 * An API read that no rule counts (services/reach-classify.ts: only a search, or a read from
 * another site's origin, counts on the API), left before anything is worked out: the API's
 * cached answers are the cheapest the server makes, and counting must not slow them.
 */
const neverCounted = (path: string, origin: string | undefined): boolean =>
  path.startsWith('/api/') && path !== '/api/search' && !origin;

export function reachCounting(reach: Reach, proxy: { trust: boolean; hops: number }) {
  const middleware: Middleware = async (ctx, next) => {
    await next();
    if (neverCounted(ctx.path, ctx.get('origin'))) return;
    reach.count({
      method: ctx.method,
      path: ctx.path,
      query: ctx.querystring,
      status: ctx.status,
      html: ctx.response.type === 'text/html',
      headers: ctx.headers,
      address: () => clientAddress(ctx.ip, ctx.req.socket.remoteAddress),
      ownHost: ctx.host,
    });
  };

  /** A GET answered 200 from the replayed answers, before Koa. */
  const replayed = (req: IncomingMessage): void => {
    const url = req.url ?? '/';
    const at = url.indexOf('?');
    if (neverCounted(at < 0 ? url : url.slice(0, at), req.headers.origin)) return;
    const host = proxy.trust ? req.headers['x-forwarded-host'] : undefined;
    reach.count({
      method: 'GET',
      path: at < 0 ? url : url.slice(0, at),
      query: at < 0 ? '' : url.slice(at + 1),
      status: 200,
      html: false,
      headers: req.headers,
      address: () => {
        let forwarded = '';
        if (proxy.trust) {
          const list = String(req.headers['x-forwarded-for'] ?? '')
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean);
          forwarded = list.slice(-proxy.hops)[0] ?? '';
        }
        return clientAddress(forwarded, req.socket.remoteAddress);
      },
      ownHost: String((Array.isArray(host) ? host[0] : host) ?? req.headers.host ?? ''),
    });
  };

  return { middleware, replayed };
}
