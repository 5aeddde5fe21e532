import { TOTAL_COUNT_HEADER } from '@ia/shared';
import type { Middleware } from 'koa';

export interface CorsRule {
  /** Path prefix the rule covers, e.g. `/api/success-stories`. */
  prefix: string;
  /** Methods a cross-origin page may use there (besides OPTIONS). */
  methods: readonly string[];
}

const ALLOWED_REQUEST_HEADERS = ['Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'];
const EXPOSED_HEADERS = [TOTAL_COUNT_HEADER, 'X-Request-Id', 'Retry-After', 'ETag'];

/**
 * Open CORS for what partner pages use: public reads, the contact form, media and the embed
 * script and its chunks (loaded as modules, which are fetched in CORS mode). Any origin, never
 * credentials: `Access-Control-Allow-Origin: *`, and only for the methods of the rule (so a rule
 * that opens reads of a path never opens writes to it). Preflights for a covered method answer
 * 204 with the methods of the rule and the request headers a JSON request needs; others get no
 * CORS headers, so the browser refuses. Static files the static middleware marks with
 * `ctx.state.cors` are covered as well.
 */
export function cors(rules: readonly CorsRule[]): Middleware {
  const ruleFor = (path: string) =>
    rules.find((rule) => path === rule.prefix || path.startsWith(`${rule.prefix}/`));

  return async (ctx, next) => {
    const rule = ruleFor(ctx.path);
    const requested = ctx.get('Access-Control-Request-Method').toUpperCase();
    if (rule && ctx.method === 'OPTIONS' && rule.methods.includes(requested)) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Methods', [...rule.methods, 'OPTIONS'].join(', '));
      ctx.set('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', '));
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    try {
      await next();
    } finally {
      if ((rule && rule.methods.includes(ctx.method)) || ctx.state.cors === true) {
        ctx.set('Access-Control-Allow-Origin', '*');
        ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    }
  };
}
