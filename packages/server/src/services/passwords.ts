import {
  ERROR_CODES,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  PASSWORD_RESET_TTL_MS,
  STAFF_LINKS,
  TOKEN_PARAM,
  tokenCheckSchema,
  type TokenStatus,
} from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import type { StoredAccountToken, TokenPurpose } from '../db/repositories/account-tokens.js';
import { ApiError, badRequest, validationFailed } from '../errors.js';
import { recordAudit } from './audit.js';
import {
  checkNewPassword,
  newToken,
  normalizeEmail,
  parseBody,
  tokenHashOf,
  type AuthService,
  type RequestInfo,
  type SignedIn,
} from './auth.js';
import type { Mail } from './mail.js';
import { hashPassword } from './password.js';
import type { RateLimiter } from './rate-limit.js';
import { clientKey } from './client-address.js';

/** At most this many reset e-mails per account per hour (more requests still answer 202). */
export const RESET_EMAILS_PER_HOUR = 3;

/** An e-mailed link with its token: `<base><page>?token=…`. */
export const linkWithToken = (base: string, page: string, token: string): string =>
  `${base}${page}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** Why a link cannot be used, said plainly. */
const LINK_PROBLEMS = {
  unknown: 'This link is not valid. Open it from the e-mail again, or ask for a new one.',
  used: 'This link has already been used. Ask for a new one if you still need it.',
  expired: {
    invitation:
      'This invitation has expired (invitations work for 7 days). Ask an administrator to send a new one.',
    password_reset:
      'This link has expired (password reset links work for one hour). Ask for a new one.',
  },
} as const;

/**
 * A token of an e-mailed link, still usable for `purpose`, or the plain reason it is not (400,
 * `bad_request`, the message for the person who clicked).
 */
export async function usableToken(
  repositories: Pick<Repositories, 'accountTokens'>,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<StoredAccountToken> {
  const found = await repositories.accountTokens.findByHash(tokenHashOf(token));
  if (!found || !purposes.includes(found.purpose) || found.purpose === 'setup') {
    throw badRequest(LINK_PROBLEMS.unknown);
  }
  if (found.usedAt !== null) throw badRequest(LINK_PROBLEMS.used);
  if (Date.parse(found.expiresAt) <= now.getTime()) {
    throw badRequest(LINK_PROBLEMS.expired[found.purpose]);
  }
  return found;
}

export type PasswordService = ReturnType<typeof createPasswordService>;

/**
 * Passwords of staff: changing one's own (the current one required; every other session ends)
 * and the forgotten-password e-mail (the same 202 whether or not the address has an account; a
 * single-use link valid one hour; using it ends every session of the account).
 */
export function createPasswordService(deps: {
  repositories: Repositories;
  auth: AuthService;
  mail: Mail;
  /** Reset requests per client address. */
  resetLimiter: RateLimiter;
  siteName: string;
  now?: () => Date;
}) {
  const { repositories, auth, mail, resetLimiter, siteName } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** `POST /api/auth/password`: the current password, then the new one; other sessions end. */
    async change(signedIn: SignedIn, body: unknown, request: RequestInfo): Promise<void> {
      const input = parseBody(passwordChangeSchema, body, 'Please correct the highlighted fields');
      const user = signedIn.user;
      const right = await auth.attempt(user.email, request.address, () =>
        auth.passwordMatches(user, input.currentPassword),
      );
      if (!right) {
        const message = 'The current password is not correct';
        throw validationFailed(message, { currentPassword: message });
      }
      checkNewPassword(input.password, { email: user.email, siteName });
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await repositories.transaction(async (r) => {
        await r.users.update(user.id, { passwordHash });
        const ended = await r.sessions.deleteForUser(user.id, signedIn.sessionId);
        await r.accountTokens.markAllUsed(user.id, 'password_reset', at.toISOString());
        await recordAudit(r, at, 'password_changed', {
          actor: user,
          target: user,
          address: request.address,
          details: { sessionsEnded: ended },
        });
      });
    },

    /**
     * `POST /api/auth/password-reset`: checks the request (422, 429) and answers at once; an
     * active account with this address then gets a link (`sending`, which the caller does not
     * wait for), so neither the answer nor the time it takes says whether the address has an
     * account.
     */
    async requestReset(
      body: unknown,
      request: RequestInfo,
      baseUrl: string,
    ): Promise<{ sending: Promise<void> }> {
      const input = parseBody(passwordResetRequestSchema, body, 'Enter a valid email address');
      const limit = await resetLimiter.take(clientKey(request.address));
      if (!limit.allowed) {
        throw new ApiError(
          429,
          ERROR_CODES.tooManyRequests,
          'Too many requests from your address; please try again later',
          { headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
        );
      }
      const send = async () => {
        const user = await repositories.users.findByEmail(normalizeEmail(input.email));
        if (!user || !user.active || user.passwordHash === '') return;
        const at = now();
        const token = newToken();
        const written = await repositories.transaction(async (r) => {
          // Counted and written in one step: requests arriving together never pass it all.
          const allowed = await r.accountTokens.insertWithinLimit(
            {
              purpose: 'password_reset',
              userId: user.id,
              tokenHash: tokenHashOf(token),
              createdAt: at.toISOString(),
              expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
            },
            {
              since: new Date(at.getTime() - 60 * 60 * 1000).toISOString(),
              most: RESET_EMAILS_PER_HOUR,
            },
          );
          if (!allowed) return false;
          await mail.passwordReset(r, {
            to: user,
            link: linkWithToken(baseUrl, STAFF_LINKS.resetPassword, token),
          });
          await recordAudit(r, at, 'password_reset_requested', {
            target: user,
            address: request.address,
          });
          return true;
        });
        if (written) mail.wake();
      };
      return { sending: send() };
    },

    /** `POST /api/auth/tokens/check`: what a link is for while it works, else why not. */
    async checkToken(body: unknown): Promise<TokenStatus> {
      const { token } = parseBody(tokenCheckSchema, body, 'The link is not complete');
      const found = await usableToken(repositories, token, ['invitation', 'password_reset'], now());
      const user =
        found.userId === null ? undefined : await repositories.users.findById(found.userId);
      if (!user || !user.active) throw badRequest(LINK_PROBLEMS.unknown);
      return {
        purpose: found.purpose as TokenStatus['purpose'],
        email: user.email,
        expiresAt: found.expiresAt,
      };
    },

    /**
     * `POST /api/auth/password-reset/confirm`: the new password from the e-mailed link; the link
     * is used up, and every session of the account ends.
     */
    async confirmReset(body: unknown, request: RequestInfo): Promise<void> {
      const input = parseBody(
        passwordResetConfirmSchema,
        body,
        'Please correct the highlighted fields',
      );
      const found = await usableToken(repositories, input.token, ['password_reset'], now());
      const user =
        found.userId === null ? undefined : await repositories.users.findById(found.userId);
      if (!user || !user.active || user.passwordHash === '')
        throw badRequest(LINK_PROBLEMS.unknown);
      checkNewPassword(input.password, { email: user.email, siteName });
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await repositories.transaction(async (r) => {
        if (!(await r.accountTokens.markUsed(found.id, at.toISOString()))) {
          throw badRequest(LINK_PROBLEMS.used);
        }
        await r.users.update(user.id, { passwordHash });
        // Every other reset link of the account is spent too, and every session ends.
        await r.accountTokens.markAllUsed(user.id, 'password_reset', at.toISOString());
        const ended = await r.sessions.deleteForUser(user.id);
        await recordAudit(r, at, 'password_reset', {
          actor: user,
          target: user,
          address: request.address,
          details: { sessionsEnded: ended },
        });
      });
    },
  };
}
