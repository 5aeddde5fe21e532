import { TOTAL_COUNT_HEADER } from '@ia/shared';
import type { Middleware } from 'koa';
import { setHeader } from './headers.js';

export interface CorsRule {
  /** Path prefix the rule covers, e.g. `/api/success-stories`. */
  prefix: string;
  /** Methods a cross-origin page may use there (besides OPTIONS). */
  methods: readonly string[];
}

const ALLOWED_REQUEST_HEADERS = ['Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'].join(
  ', ',
);
const EXPOSED_HEADERS = [TOTAL_COUNT_HEADER, 'X-Request-Id', 'Retry-After', 'ETag'].join(', ');

/**
 * Open CORS for what partner pages use: public reads, the contact form, media and the embed
 * script and its chunks (loaded as modules, which are fetched in CORS mode). Any origin, never
 * credentials: `Access-Control-Allow-Origin: *`, and only for the methods of the rule (so a rule
 * that opens reads of a path never opens writes to it). Preflights for a covered method answer
 * 204 with the methods of the rule and the request headers a JSON request needs; others get no
 * CORS headers, so the browser refuses. Static files the static middleware marks with
 * `ctx.state.cors` are covered as well (whether a path is an embed file is only known once the
 * file was looked up), with Cross-Origin-Resource-Policy: cross-origin.
 *
 * Not @koa/cors: it applies one policy to every path, answers a preflight for any method with
 * the same list, decides before the handler runs (so not for the static files found later) and
 * adds Vary: Origin to every answer; per-prefix, per-method rules would be a wrapper choosing
 * among several instances, plus the static-file case and the resource policy done here anyway.
 * Its cost is no reason either way: in bench/middleware.mjs a cross-origin GET of the 5.4 KB
 * story list took 22.8 and 27.5 µs of CPU with this middleware, 34.3 and 28.7 with @koa/cors
 * (given the same methods and headers) and 30.1 and 22.6 with neither, in two runs; a preflight
 * 19.8 and 24.0 µs against 21.2 and 23.7. The differences are within the noise of the bench.
 */
export function cors(rules: readonly CorsRule[]): Middleware {
  const prepared = rules.map((rule) => ({
    prefix: rule.prefix,
    below: `${rule.prefix}/`,
    methods: rule.methods,
    allowMethods: [...rule.methods, 'OPTIONS'].join(', '),
  }));
  const ruleFor = (path: string) =>
    prepared.find((rule) => path === rule.prefix || path.startsWith(rule.below));

  return async (ctx, next) => {
    const rule = ruleFor(ctx.path);
    if (
      rule &&
      ctx.method === 'OPTIONS' &&
      rule.methods.includes(ctx.get('Access-Control-Request-Method').toUpperCase())
    ) {
      setHeader(ctx, 'Access-Control-Allow-Origin', '*');
      setHeader(ctx, 'Access-Control-Allow-Methods', rule.allowMethods);
      setHeader(ctx, 'Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
      setHeader(ctx, 'Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    try {
      await next();
    } finally {
      if ((rule && rule.methods.includes(ctx.method)) || ctx.state.cors === true) {
        setHeader(ctx, 'Access-Control-Allow-Origin', '*');
        setHeader(ctx, 'Access-Control-Expose-Headers', EXPOSED_HEADERS);
        setHeader(ctx, 'Cross-Origin-Resource-Policy', 'cross-origin');
      }
    }
  };
}
