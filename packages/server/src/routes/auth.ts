import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { ERROR_CODES } from '@ia/shared';
import {
  requestInfo,
  requireSignedIn,
  sameSiteOnly,
  secureCookies,
  sessionCookieHeader,
  sessionToken,
  type AdminGuardOptions,
} from '../middleware/admin.js';
import { ApiError, notFound } from '../errors.js';
import {
  SESSION_TTL_MS,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  type AuthService,
  type SignedIn,
} from '../services/auth.js';
import type { PasswordService } from '../services/passwords.js';
import type { StaffService } from '../services/staff.js';
import type { TwoFactorService } from '../services/two-factor.js';
import type { Logger } from '../logger.js';
import { requireJson, jsonBodyParser } from './json.js';
import { normalizeAddress } from '../services/client-address.js';

const loginBody = jsonBodyParser(8 * 1024);

const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/** The cookie of a sign-in whose password was right and whose code is awaited. */
export const TWO_FACTOR_COOKIE = 'ia_two_factor';
const TWO_FACTOR_COOKIE_PATH = '/api/auth/login';

function twoFactorCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${TWO_FACTOR_COOKIE}=${value}`,
    `Path=${TWO_FACTOR_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ];
  if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Loopback addresses: 127.0.0.0/8 and ::1, also written as IPv4 in IPv6. */
export const isLoopbackAddress = (address: string): boolean => {
  // Not an address (a forged forwarded value) is never this machine.
  const normalized = normalizeAddress(address) ?? '';
  return /^127(\.\d{1,3}){3}$/.test(normalized) || normalized === '::1';
};

/**
 * Whether a request comes from the machine the server runs on: its client address is a
 * loopback one and no proxy we do not trust says it forwarded the request (a reverse proxy on
 * the same machine would make every visitor look local). With TRUST_PROXY the client address is
 * the one the proxy reports.
 */
export function isFromThisMachine(ctx: Context, trustProxy: boolean): boolean {
  const forwarded =
    ctx.get('X-Forwarded-For') !== '' || ctx.get('Forwarded') !== '' || ctx.get('X-Real-IP') !== '';
  if (!trustProxy && forwarded) return false;
  return isLoopbackAddress(ctx.ip);
}

/**
 * Sign-in for staff and one's own account:
 *
 *   POST   /api/auth/login, /api/auth/login/two-factor, /api/auth/logout; GET/PATCH /api/auth/me
 *   GET    /api/auth/setup, POST /api/auth/setup (the first administrator)
 *   POST   /api/auth/invitations/accept, /api/auth/password-reset[/confirm], /api/auth/tokens/check
 *   POST   /api/auth/password
 *   GET    /api/auth/sessions, DELETE /api/auth/sessions[/{id}]
 *   POST   /api/auth/two-factor/{setup,confirm,recovery-codes,disable}
 *
 * (packages/shared staff.ts lists the bodies and answers.) Requests that change something refuse
 * cross-site requests; sessions are set and ended with the session cookie.
 */
export function authRoutes(
  router: Router,
  deps: {
    auth: AuthService;
    passwords: PasswordService;
    staff: StaffService;
    twoFactor: TwoFactorService;
    guard: AdminGuardOptions;
    trustProxy: boolean;
    logger: Logger;
  },
): void {
  const { auth, passwords, staff, twoFactor, guard: options } = deps;
  const sameSite = sameSiteOnly(options);
  const signedIn = requireSignedIn(auth, options);
  const json = [sameSite, requireJson, loginBody];
  const me = (ctx: Context) => ctx.state.admin as SignedIn;

  const setSession = (ctx: Context, token: string) =>
    ctx.append(
      'Set-Cookie',
      sessionCookieHeader(token, {
        maxAgeSeconds: SESSION_TTL_MS / 1000,
        secure: secureCookies(ctx, options.publicBaseUrl),
      }),
    );
  const clearSession = (ctx: Context) =>
    ctx.append(
      'Set-Cookie',
      sessionCookieHeader('', {
        maxAgeSeconds: 0,
        secure: secureCookies(ctx, options.publicBaseUrl),
      }),
    );

  router.post('/api/auth/login', noStore, ...json, async (ctx) => {
    const result = await auth.login(ctx.request.body, requestInfo(ctx));
    const secure = secureCookies(ctx, options.publicBaseUrl);
    if (result.kind === 'twoFactor') {
      ctx.append(
        'Set-Cookie',
        twoFactorCookieHeader(result.challengeToken, TWO_FACTOR_CHALLENGE_TTL_MS / 1000, secure),
      );
      ctx.body = { twoFactorRequired: true };
      return;
    }
    setSession(ctx, result.token);
    ctx.body = result.session;
  });

  router.post('/api/auth/login/two-factor', noStore, ...json, async (ctx) => {
    const secure = secureCookies(ctx, options.publicBaseUrl);
    const challenge = ctx.cookies.get(TWO_FACTOR_COOKIE) || undefined;
    const result = await auth.completeTwoFactor(challenge, ctx.request.body, requestInfo(ctx));
    ctx.append('Set-Cookie', twoFactorCookieHeader('', 0, secure));
    setSession(ctx, result.token);
    ctx.body = result.session;
  });

  router.post('/api/auth/logout', noStore, sameSite, async (ctx) => {
    await auth.logout(sessionToken(ctx), requestInfo(ctx));
    clearSession(ctx);
    ctx.status = 204;
  });

  router.get('/api/auth/me', noStore, async (ctx) => {
    const admin = await auth.authenticate(sessionToken(ctx));
    if (!admin) throw new ApiError(401, ERROR_CODES.unauthorized, 'Not signed in');
    ctx.body = await auth.staffSession(admin.user);
  });

  router.patch('/api/auth/me', signedIn, requireJson, loginBody, async (ctx) => {
    ctx.body = await staff.updateOwn(me(ctx), ctx.request.body);
  });

  router.get('/api/auth/setup', noStore, async (ctx) => {
    const adminExists = await auth.adminExists();
    ctx.body = {
      adminExists,
      setupAllowed: !adminExists && isFromThisMachine(ctx, deps.trustProxy),
    };
  });

  router.post('/api/auth/setup', noStore, ...json, async (ctx) => {
    const result = await auth.setup(ctx.request.body, {
      ...requestInfo(ctx),
      fromThisMachine: isFromThisMachine(ctx, deps.trustProxy),
    });
    setSession(ctx, result.token);
    ctx.status = 201;
    ctx.body = result.session;
  });

  router.post('/api/auth/invitations/accept', noStore, ...json, async (ctx) => {
    const result = await staff.acceptInvitation(ctx.request.body, requestInfo(ctx));
    setSession(ctx, result.token);
    ctx.body = result.session;
  });

  router.post('/api/auth/password-reset', noStore, ...json, async (ctx) => {
    const { sending } = await passwords.requestReset(
      ctx.request.body,
      requestInfo(ctx),
      options.siteUrl,
    );
    // Answered before the e-mail is written: the time taken says nothing about the address.
    sending.catch((error: unknown) =>
      deps.logger.error('a password reset e-mail could not be written', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    ctx.status = 202;
    ctx.body = {
      message:
        'If an account uses this address, an e-mail with a link to choose a new password is on its way. The link works for one hour.',
    };
  });

  router.post('/api/auth/password-reset/confirm', noStore, ...json, async (ctx) => {
    await passwords.confirmReset(ctx.request.body, requestInfo(ctx));
    clearSession(ctx);
    ctx.status = 204;
  });

  router.post('/api/auth/tokens/check', noStore, ...json, async (ctx) => {
    ctx.body = await passwords.checkToken(ctx.request.body);
  });

  router.post('/api/auth/password', signedIn, requireJson, loginBody, async (ctx) => {
    await passwords.change(me(ctx), ctx.request.body, requestInfo(ctx));
    ctx.status = 204;
  });

  router.get('/api/auth/sessions', signedIn, async (ctx) => {
    ctx.body = await auth.listSessions(me(ctx));
  });

  router.delete('/api/auth/sessions', signedIn, async (ctx) => {
    ctx.body = { ended: await auth.endOtherSessions(me(ctx), requestInfo(ctx)) };
  });

  router.delete('/api/auth/sessions/:id', signedIn, async (ctx) => {
    const handle = ctx.params.id ?? '';
    if (!(await auth.endSession(me(ctx), handle, requestInfo(ctx)))) {
      throw notFound('No such session: it may have ended already');
    }
    if (handle === me(ctx).sessionHandle) clearSession(ctx);
    ctx.status = 204;
  });

  router.post('/api/auth/two-factor/setup', signedIn, requireJson, loginBody, async (ctx) => {
    ctx.body = await twoFactor.begin(me(ctx), ctx.request.body, requestInfo(ctx));
  });

  router.post('/api/auth/two-factor/confirm', signedIn, requireJson, loginBody, async (ctx) => {
    ctx.body = await twoFactor.confirm(me(ctx), ctx.request.body, requestInfo(ctx));
  });

  router.post(
    '/api/auth/two-factor/recovery-codes',
    signedIn,
    requireJson,
    loginBody,
    async (ctx) => {
      ctx.body = await twoFactor.renewRecoveryCodes(me(ctx), ctx.request.body, requestInfo(ctx));
    },
  );

  router.post('/api/auth/two-factor/disable', signedIn, requireJson, loginBody, async (ctx) => {
    await twoFactor.disable(me(ctx), ctx.request.body, requestInfo(ctx));
    ctx.status = 204;
  });
}
