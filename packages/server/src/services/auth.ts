import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, loginRequestSchema, type AdminSession } from '@ia/shared';
import * as v from 'valibot';
import type { SessionRepository } from '../db/repositories/sessions.js';
import type { UserRepository } from '../db/repositories/users.js';
import { ApiError, badRequest, validationFailed } from '../errors.js';
import type { Logger } from '../logger.js';
import { hashPassword, verifyPassword } from './password.js';
import type { RateLimiter } from './rate-limit.js';

/** How long a session lasts from sign-in (not sliding). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sign-in attempts: at most 10 per client address and 5 per account from one address in 15
 * minutes, counted in the store every server process shares (services/rate-limit.ts). An
 * account is never locked from everywhere (anyone could lock the admin out by guessing from
 * elsewhere); instead, past ACCOUNT_SLOWDOWN_AFTER recent failures for it from any address,
 * each further one slows its next attempts down (ACCOUNT_SLOWDOWN_MS each, up to
 * ACCOUNT_SLOWDOWN_MAX_MS).
 */
export const LOGIN_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: 15 * 60 * 1000 },
  perEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
} as const;
export const ACCOUNT_SLOWDOWN_AFTER = 5;
export const ACCOUNT_SLOWDOWN_MS = 200;
export const ACCOUNT_SLOWDOWN_MAX_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const WRONG_CREDENTIALS = 'The email or password is not correct';

/** Session tokens: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The database key of a session: SHA-256 of its token, so stored rows are no usable cookies. */
export const sessionIdOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export interface SignedIn {
  userId: number;
  email: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Admin accounts and sessions: the first admin from the configuration, sign-in with a limit on
 * failures, sessions kept in the database under the hash of their token.
 */
export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionRepository;
  addressLimiter: RateLimiter;
  emailLimiter: RateLimiter;
  now?: () => Date;
}) {
  const { users, sessions, addressLimiter, emailLimiter, now = () => new Date() } = deps;
  // An unknown e-mail address is checked against this hash, so it takes as long as a known one.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  return {
    async adminExists(): Promise<boolean> {
      return (await users.count()) > 0;
    },

    /** Checks the e-mail and password; a new session token on success. */
    async login(
      body: unknown,
      clientAddress: string,
    ): Promise<AdminSession & { token: string; expiresAt: Date }> {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('The body must be a JSON object with email and password');
      }
      const parsed = v.safeParse(loginRequestSchema, body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
        throw validationFailed('Enter your email address and password', fields);
      }
      const email = normalizeEmail(parsed.output.email);
      const addressKey = `address:${clientAddress}`;
      // Per account from this address: another address's guesses never block this one.
      const accountKey = `email:${email}|${clientAddress}`;
      const failuresKey = `failures:${email}`;

      // Slots are taken before the password hash is computed, so guesses sent in parallel
      // are counted as they arrive; a successful sign-in gives its slots back.
      const byAddress = await addressLimiter.take(addressKey);
      const byAccount = byAddress.allowed ? await emailLimiter.take(accountKey) : byAddress;
      if (!byAddress.allowed || !byAccount.allowed) {
        if (byAddress.allowed) await addressLimiter.release(addressKey);
        const wait = byAddress.allowed
          ? (byAccount as { retryAfterSeconds: number }).retryAfterSeconds
          : byAddress.retryAfterSeconds;
        const minutes = Math.ceil(wait / 60);
        throw new ApiError(
          429,
          ERROR_CODES.tooManyRequests,
          `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          { headers: { 'Retry-After': String(wait) } },
        );
      }

      const extraFailures = (await emailLimiter.count(failuresKey)) - ACCOUNT_SLOWDOWN_AFTER;
      if (extraFailures >= 0) {
        await sleep(Math.min((extraFailures + 1) * ACCOUNT_SLOWDOWN_MS, ACCOUNT_SLOWDOWN_MAX_MS));
      }
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(
        parsed.output.password,
        user?.passwordHash ?? (await dummy()),
      );
      if (!user || !valid) {
        await emailLimiter.hit(failuresKey);
        throw new ApiError(401, ERROR_CODES.unauthorized, WRONG_CREDENTIALS);
      }
      await addressLimiter.release(addressKey);
      await emailLimiter.release(accountKey);

      const at = now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
      await sessions.deleteExpired(at.toISOString());
      await sessions.insert({
        id: sessionIdOf(token),
        userId: user.id,
        createdAt: at.toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
      return { email: user.email, token, expiresAt };
    },

    /** The admin a session token belongs to, while the session lasts. */
    async authenticate(token: string | undefined): Promise<SignedIn | undefined> {
      if (token === undefined || !TOKEN.test(token)) return undefined;
      return sessions.findActive(sessionIdOf(token), now().toISOString());
    },

    async logout(token: string | undefined): Promise<void> {
      if (token === undefined || !TOKEN.test(token)) return;
      await sessions.delete(sessionIdOf(token));
    },
  };
}

/**
 * At start: creates the first admin from ADMIN_EMAIL + ADMIN_PASSWORD when there is no admin at
 * all (with one already there nothing changes, whatever the variables say), and says in the log
 * what happened, never the password. True when it created the account.
 */
export async function setUpFirstAdmin(deps: {
  users: UserRepository;
  admin: { email: string; password: string } | undefined;
  logger: Logger;
  now?: () => Date;
}): Promise<boolean> {
  const { users, admin, logger, now = () => new Date() } = deps;
  const exists = (await users.count()) > 0;
  if (exists) {
    if (admin) logger.info('an admin account exists: ADMIN_EMAIL and ADMIN_PASSWORD are not used');
    return false;
  }
  if (!admin) {
    logger.warn(
      'no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters) and restart to create one',
    );
    return false;
  }
  const email = normalizeEmail(admin.email);
  await users.insert({
    email,
    passwordHash: await hashPassword(admin.password),
    createdAt: now().toISOString(),
  });
  logger.info('admin account created', { email });
  return true;
}
