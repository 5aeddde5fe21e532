import type Router from '@koa/router';
import { koaBody } from 'koa-body';
import {
  sameSiteOnly,
  secureCookies,
  sessionCookieHeader,
  sessionToken,
  type AdminGuardOptions,
} from '../middleware/admin.js';
import { ApiError } from '../errors.js';
import { ERROR_CODES } from '@ia/shared';
import type { Middleware } from 'koa';
import { SESSION_TTL_MS, type AuthService } from '../services/auth.js';
import { requireJson } from './json.js';

const loginBody = koaBody({
  json: true,
  jsonStrict: true,
  jsonLimit: 8 * 1024,
  urlencoded: false,
  text: false,
  multipart: false,
});

const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * Sign-in for staff: POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me, and
 * GET /api/auth/setup (public: whether an admin account exists, so the sign-in page can say how
 * to create one). Login and logout refuse cross-site requests.
 */
export function authRoutes(router: Router, auth: AuthService, options: AdminGuardOptions): void {
  const sameSite = sameSiteOnly(options);

  router.post('/api/auth/login', noStore, sameSite, requireJson, loginBody, async (ctx) => {
    const session = await auth.login(ctx.request.body, ctx.ip);
    ctx.append(
      'Set-Cookie',
      sessionCookieHeader(session.token, {
        maxAgeSeconds: SESSION_TTL_MS / 1000,
        secure: secureCookies(ctx, options.publicBaseUrl),
      }),
    );
    ctx.body = { email: session.email };
  });

  router.post('/api/auth/logout', noStore, sameSite, async (ctx) => {
    await auth.logout(sessionToken(ctx));
    ctx.append(
      'Set-Cookie',
      sessionCookieHeader('', {
        maxAgeSeconds: 0,
        secure: secureCookies(ctx, options.publicBaseUrl),
      }),
    );
    ctx.status = 204;
  });

  router.get('/api/auth/me', noStore, async (ctx) => {
    const admin = await auth.authenticate(sessionToken(ctx));
    if (!admin) throw new ApiError(401, ERROR_CODES.unauthorized, 'Not signed in');
    ctx.body = { email: admin.email };
  });

  router.get('/api/auth/setup', noStore, async (ctx) => {
    ctx.body = { adminExists: await auth.adminExists() };
  });
}
