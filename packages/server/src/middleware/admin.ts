import { ERROR_CODES, hasRole, type Role } from '@ia/shared';
import type { Context, Middleware } from 'koa';
import { ApiError, forbidden } from '../errors.js';
import type { AuthService, SignedIn } from '../services/auth.js';
import { requestOrigin } from './request-origin.js';
import { clientAddress } from '../services/client-address.js';

/** The session cookie: an opaque random token (the database keeps only its hash). */
export const SESSION_COOKIE = 'ia_session';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AdminGuardOptions {
  /** PUBLIC_BASE_URL (without trailing slash), if set: the site's own origin. */
  publicBaseUrl: string | undefined;
  /**
   * The site's address (config.siteUrl): every link written into an e-mail or a page is made
   * from it, never from the request.
   */
  siteUrl: string;
}

/**
 * Why a request looks cross-site, or undefined when it does not. A browser says where a request
 * comes from with `Sec-Fetch-Site` and (on every POST/PUT/DELETE) `Origin`; a request whose
 * `Origin` is not the site's own origin, or that the browser calls cross-site, is refused.
 * Requests without either header (curl, scripts) are not from a web page and pass; they still
 * need a valid session.
 */
export function crossSiteReason(
  headers: { origin?: string; secFetchSite?: string; referer?: string },
  expectedOrigin: string,
): string | undefined {
  if (headers.secFetchSite?.toLowerCase() === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  // Without Origin (an old browser, a form some proxies strip it from), the Referer says it.
  const origin = headers.origin?.trim() || headers.referer?.trim();
  if (origin === undefined || origin === '') return undefined;
  if (origin === 'null') return 'Origin: null';
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    return `Origin: ${origin.slice(0, 100)}`;
  }
  return given === new URL(expectedOrigin).origin ? undefined : `Origin: ${given}`;
}

/** The site's own origin: PUBLIC_BASE_URL when set, else the origin the request was sent to. */
export const ownOrigin = (ctx: Context, publicBaseUrl: string | undefined): string =>
  publicBaseUrl ? new URL(publicBaseUrl).origin : requestOrigin(ctx);

/**
 * Absolute base for an address answered to the one who asked and used by them at once (a signed
 * upload address): PUBLIC_BASE_URL, else the origin their request came to. Never for a link
 * written into an e-mail, a feed or a page, which someone else opens: those use `siteUrl`.
 */
export const publicBase = (ctx: Context, publicBaseUrl: string | undefined): string =>
  publicBaseUrl ?? requestOrigin(ctx);

/** Whether cookies must be `Secure`: the request came over HTTPS, or the public address is. */
export const secureCookies = (ctx: Context, publicBaseUrl: string | undefined): boolean =>
  ctx.secure || (publicBaseUrl?.startsWith('https:') ?? false);

/** A `Set-Cookie` value for the session cookie; `maxAgeSeconds` 0 clears it. */
export function sessionCookieHeader(
  value: string,
  options: { maxAgeSeconds: number; secure: boolean },
): string {
  const parts = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
  ];
  if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export const sessionToken = (ctx: Context): string | undefined =>
  ctx.cookies.get(SESSION_COOKIE) || undefined;

/**
 * Refuses a request sent from another site with 403: a state-changing one (POST, PUT, PATCH,
 * DELETE) always, judged by Sec-Fetch-Site, Origin or else Referer; with `reads`, a GET too
 * (by Sec-Fetch-Site and Origin: the admin's data is not for other sites' scripts). Used by the
 * sign-in endpoints and, with `reads`, through `requireAdmin` by every admin endpoint.
 */
export function sameSiteOnly(options: AdminGuardOptions & { reads?: boolean }): Middleware {
  return async (ctx, next) => {
    const unsafe = UNSAFE_METHODS.has(ctx.method);
    if (unsafe || options.reads) {
      const reason = crossSiteReason(
        {
          origin: ctx.get('Origin') || undefined,
          secFetchSite: ctx.get('Sec-Fetch-Site') || undefined,
          referer: unsafe ? ctx.get('Referer') || undefined : undefined,
        },
        ownOrigin(ctx, options.publicBaseUrl),
      );
      if (reason !== undefined) {
        throw forbidden('Cross-site requests to the admin API are not allowed');
      }
    }
    await next();
  };
}

/** What a request's client is, for the services (audit log, sessions list, limits). */
export const requestInfo = (ctx: Context) => ({
  address: clientAddress(ctx.ip, ctx.req.socket.remoteAddress),
  userAgent: ctx.get('User-Agent').slice(0, 512) || null,
});

/**
 * Endpoints of one's own account: 401 `unauthorized` without a valid session (of an active
 * account), then 403 `forbidden` for any cross-site request. The signed-in account is in
 * `ctx.state.admin` (`SignedIn`). Answers are never stored by caches. Lets an account through
 * that still has to set up two-factor sign-in (it does so with these endpoints).
 */
export function requireSignedIn(auth: AuthService, options: AdminGuardOptions): Middleware {
  const sameSite = sameSiteOnly({ ...options, reads: true });
  return async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    const admin: SignedIn | undefined = await auth.authenticate(sessionToken(ctx));
    if (!admin) throw new ApiError(401, ERROR_CODES.unauthorized, 'Please sign in');
    ctx.state.admin = admin;
    await sameSite(ctx, next);
  };
}

const ROLE_WORDS: Record<Role, string> = {
  administrator: 'an administrator',
  editor: 'an editor or an administrator',
  contributor: 'a staff member',
};

/**
 * Admin endpoints for `minimum` and the roles above it (an administrator may do what an editor
 * may): as `requireSignedIn`, then 403 `forbidden` for another role, and for an account that
 * must set up two-factor sign-in first (an administrator requires it).
 */
export function requireRole(
  auth: AuthService,
  options: AdminGuardOptions,
  minimum: Role,
): Middleware {
  const signedIn = requireSignedIn(auth, options);
  return (ctx, next) =>
    signedIn(ctx, async () => {
      const admin = ctx.state.admin as SignedIn;
      if (admin.twoFactorSetupRequired) {
        throw forbidden('Set up two-factor sign-in first: it is required for every account');
      }
      if (!hasRole(admin.user.role, minimum)) {
        throw forbidden(`Only ${ROLE_WORDS[minimum]} can do this`);
      }
      await next();
    });
}

/**
 * Admin endpoints open to every staff role: `requireRole(…, 'contributor')`. Routes that only
 * some roles may use take `requireRole` with that role, or `staffGuards(…).requireRole`.
 */
export function requireAdmin(auth: AuthService, options: AdminGuardOptions): Middleware {
  return requireRole(auth, options, 'contributor');
}

/**
 * The guards of one router, made once: `requireRole('editor')`, `signedIn`, `staff` (every
 * role). For rules that depend on more than the role (whose item it is), a route checks the
 * permission functions of @ia/shared with `ctx.state.admin.user.role` and throws `forbidden`.
 */
export function staffGuards(auth: AuthService, options: AdminGuardOptions) {
  const byRole = new Map<Role, Middleware>();
  return {
    signedIn: requireSignedIn(auth, options),
    staff: requireAdmin(auth, options),
    requireRole(minimum: Role): Middleware {
      let guard = byRole.get(minimum);
      if (!guard) {
        guard = requireRole(auth, options, minimum);
        byRole.set(minimum, guard);
      }
      return guard;
    },
  };
}
