import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  loginRequestSchema,
  permissionsOf,
  setupSchema,
  STAFF_LINKS,
  twoFactorCodeSchema,
  type StaffSession,
  type StaffSessionInfo,
} from '@ia/shared';
import * as v from 'valibot';
import type { Repositories } from '../db/repositories/index.js';
import type { AccountTokenRepository } from '../db/repositories/account-tokens.js';
import type { StoredSession } from '../db/repositories/sessions.js';
import type { StoredUser, UserRepository } from '../db/repositories/users.js';
import { ApiError, badRequest, validationFailed } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Mail } from './mail.js';
import { recordAudit, type AuditEventName, type AuditEntry } from './audit.js';
import { hashPassword, verifyPassword } from './password.js';
import { passwordProblem } from './password-policy.js';
import type { RateLimiter } from './rate-limit.js';
import { matchTotp } from './totp.js';
import { describeBrowser } from './user-agent.js';
import { clientKey } from './client-address.js';

/** How long a session lasts from sign-in (not sliding). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the code of a two-factor sign-in may take after the password. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one two-factor sign-in may take before the password is asked again. */
export const TWO_FACTOR_CHALLENGE_FAILURES = 5;
/**
 * Wrong two-factor codes one account may take from anywhere (every address and sign-in
 * together): at the limit its pending sign-ins end, the password is asked again, no code of it
 * is checked until the window moves on, and its owner is e-mailed (whoever typed them knows the
 * password).
 */
export const TWO_FACTOR_ACCOUNT_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } as const;
/** A session's last activity is written at most this often. */
export const SESSION_ACTIVITY_RESOLUTION_MS = 60_000;
/** How long the setup token printed at a start without any account works. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-in attempts: at most 10 per client address and 5 per account from one address in 15
 * minutes, counted in the store every server process shares (services/rate-limit.ts). The
 * two-factor step counts against the same limits. An account is never locked from everywhere
 * (anyone could lock the admin out by guessing from elsewhere); instead, past
 * ACCOUNT_SLOWDOWN_AFTER recent failures for it from any address, each further one slows its
 * next attempts down (ACCOUNT_SLOWDOWN_MS each, up to ACCOUNT_SLOWDOWN_MAX_MS).
 */
export const LOGIN_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: 15 * 60 * 1000 },
  perEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
} as const;
export const ACCOUNT_SLOWDOWN_AFTER = 5;
/**
 * Secrets of one account checked at once by this process, from anywhere: more sent in parallel
 * are refused (429, Retry-After 1) before any is checked, so parallel guesses cannot outrun the
 * limits and the slowdown (each check waits for the one before it to be counted).
 */
export const SIGN_IN_CONCURRENCY_PER_ACCOUNT = 2;
export const ACCOUNT_SLOWDOWN_MS = 200;
export const ACCOUNT_SLOWDOWN_MAX_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const WRONG_CREDENTIALS = 'The email or password is not correct';
export const WRONG_CODE = 'The code is not correct';
export const TOO_MANY_CODES =
  'Too many wrong codes for this account: enter your email address and password again. Its owner has been told by e-mail.';

/** Cookie tokens: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');

/** The database key of a token: SHA-256, so stored rows are no usable cookies or links. */
export const sessionIdOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
export const tokenHashOf = sessionIdOf;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Who sent a request: for the sessions list, the audit log and the limits. */
export interface RequestInfo {
  address: string;
  userAgent: string | null;
}

/** The signed-in account of a request (`ctx.state.admin`). */
export interface SignedIn {
  userId: number;
  email: string;
  user: StoredUser;
  /** The session's database id (hash of its token) and public handle. */
  sessionId: string;
  sessionHandle: string;
  /** Two-factor sign-in is required for everyone and this account has not set it up. */
  twoFactorSetupRequired: boolean;
}

/** The answer of a password step: signed in, or a code is awaited. */
export type LoginResult =
  | { kind: 'session'; session: StaffSession; token: string; expiresAt: Date }
  | { kind: 'twoFactor'; challengeToken: string; expiresAt: Date };

/** The fields of a valibot failure, by dotted path. */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
  return fields;
}

/** A JSON object body parsed with `schema`: 400 when not an object, 422 with the fields. */
export function parseBody<T extends v.GenericSchema>(
  schema: T,
  body: unknown,
  message: string,
): v.InferOutput<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object');
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw validationFailed(message, fieldsOf(parsed.issues));
  return parsed.output;
}

/** A new password checked against the rules (422 on `field` with the reason). */
export function checkNewPassword(
  password: string,
  context: { email?: string; siteName?: string },
  field = 'password',
): void {
  const problem = passwordProblem(password, context);
  if (problem) throw validationFailed(problem, { [field]: problem });
}

const REQUIRE_TWO_FACTOR = 'requireTwoFactor';

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Staff sign-in and sessions: sign-in with a limit on failures, the two-factor step, sessions
 * kept in the database under the hash of their token (listed, ended one by one or all but the
 * current one), the first administrator made through the setup endpoint, and the audit of it all.
 */
export function createAuthService(deps: {
  repositories: Repositories;
  addressLimiter: RateLimiter;
  emailLimiter: RateLimiter;
  /** Wrong two-factor codes per account (TWO_FACTOR_ACCOUNT_LIMIT). */
  codeLimiter: RateLimiter;
  mail: Mail;
  /** The site's address e-mailed links are made from (config.siteUrl). */
  siteUrl: string;
  siteName: string;
  now?: () => Date;
}) {
  const { repositories, addressLimiter, emailLimiter, codeLimiter, mail, siteUrl, siteName } = deps;
  const codeLimit = codeLimiter.limit;
  const { users, sessions, twoFactor } = repositories;
  const now = deps.now ?? (() => new Date());
  // An unknown e-mail address is checked against this hash, so it takes as long as a known one.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  const audit = (event: AuditEventName, entry: AuditEntry) =>
    recordAudit(repositories, now(), event, entry);

  async function requireTwoFactorForAll(): Promise<boolean> {
    return (await repositories.securitySettings.get(REQUIRE_TWO_FACTOR)) === true;
  }

  /**
   * One attempt at a secret of an account (a password, a code), counted before it is checked:
   * at most LOGIN_RATE_LIMITS per address and per account from an address, slowed down past
   * ACCOUNT_SLOWDOWN_AFTER recent failures. `check` answers whether it was right; a right one
   * gives its slots back, a wrong one counts as a failure of the account.
   */
  async function attempt(
    email: string,
    address: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const running = checking.get(email) ?? 0;
    if (running >= SIGN_IN_CONCURRENCY_PER_ACCOUNT) {
      throw new ApiError(
        429,
        ERROR_CODES.tooManyRequests,
        'Another sign-in to this account is being checked. Please try again in a moment.',
        { headers: { 'Retry-After': '1' } },
      );
    }
    checking.set(email, running + 1);
    try {
      return await attemptCounted(email, address, check);
    } finally {
      const left = (checking.get(email) ?? 1) - 1;
      if (left > 0) checking.set(email, left);
      else checking.delete(email);
    }
  }

  /** Sign-ins of each account being checked now (SIGN_IN_CONCURRENCY_PER_ACCOUNT). */
  const checking = new Map<string, number>();

  async function attemptCounted(
    email: string,
    address: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    // A client is its address, or its IPv6 /64, however it is written (client-address.ts).
    const client = clientKey(address);
    const addressKey = `address:${client}`;
    // Per account from this client: another client's guesses never block this one.
    const accountKey = `email:${email}|${client}`;
    const failuresKey = `failures:${email}`;

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
    const right = await check();
    if (!right) {
      await emailLimiter.hit(failuresKey);
      return false;
    }
    await addressLimiter.release(addressKey);
    await emailLimiter.release(accountKey);
    return true;
  }

  /** Whether `password` is the account's (an account without a usable one never matches). */
  async function passwordMatches(user: StoredUser | undefined, password: string) {
    const usable = user !== undefined && user.active && user.passwordHash !== '';
    const valid = await verifyPassword(password, usable ? user.passwordHash : await dummy());
    return usable && valid;
  }

  async function staffSession(user: StoredUser): Promise<StaffSession> {
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      language: user.language,
      receivesContactMessages: user.receivesContactMessages,
      twoFactorEnabled: user.totpSecret !== null,
      twoFactorSetupRequired: user.totpSecret === null && (await requireTwoFactorForAll()),
      permissions: permissionsOf(user.role),
    };
  }

  /** A new session of `user`, its last sign-in noted and audited. */
  async function createSession(
    user: StoredUser,
    request: RequestInfo,
    details: Record<string, unknown> = {},
  ): Promise<{ token: string; expiresAt: Date; session: StaffSession }> {
    const at = now();
    const token = newToken();
    const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
    await sessions.deleteExpired(at.toISOString());
    await repositories.transaction(async (r) => {
      await r.sessions.insert({
        id: sessionIdOf(token),
        handle: randomBytes(12).toString('hex'),
        userId: user.id,
        createdAt: at.toISOString(),
        expiresAt: expiresAt.toISOString(),
        address: request.address,
        userAgent: request.userAgent?.slice(0, 512) ?? null,
      });
      await r.users.update(user.id, { lastSignInAt: at.toISOString() });
      await recordAudit(r, at, 'sign_in', {
        actor: user,
        target: user,
        address: request.address,
        details: { browser: describeBrowser(request.userAgent), ...details },
      });
    });
    return { token, expiresAt, session: await staffSession(user) };
  }

  /**
   * The account's wrong codes reached its limit: every pending sign-in of it ends and its owner
   * is e-mailed, once (of requests reaching the limit together, the one that ended them).
   */
  async function endPendingSignIns(user: StoredUser, request: RequestInfo): Promise<void> {
    const at = now();
    const ended = await repositories.transaction(async (r) => {
      const count = await r.twoFactor.deleteChallengesOf(user.id);
      if (count === 0) return 0;
      await mail.twoFactorLocked(r, {
        to: user,
        failures: codeLimit,
        link: `${siteUrl}${STAFF_LINKS.signIn}`,
      });
      await recordAudit(r, at, 'two_factor_failed', {
        target: user,
        address: request.address,
        details: { accountFailures: codeLimit, pendingSignInsEnded: count },
      });
      return count;
    });
    if (ended > 0) mail.wake();
  }

  /** A recovery code as typed: lower case, without spaces or hyphens. */
  const recoveryCodeHash = (code: string) =>
    createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

  return {
    createSession,
    staffSession,
    attempt,
    passwordMatches,
    requireTwoFactorForAll,
    recoveryCodeHash,

    async adminExists(): Promise<boolean> {
      return (await users.count()) > 0;
    },

    /** Checks the e-mail and password: a session, or (with two-factor) a code to ask for. */
    async login(body: unknown, request: RequestInfo): Promise<LoginResult> {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('The body must be a JSON object with email and password');
      }
      const parsed = v.safeParse(loginRequestSchema, body);
      if (!parsed.success) {
        throw validationFailed('Enter your email address and password', fieldsOf(parsed.issues));
      }
      const email = normalizeEmail(parsed.output.email);
      const user = await users.findByEmail(email);
      const right = await attempt(email, request.address, () =>
        passwordMatches(user, parsed.output.password),
      );
      if (!right || !user) {
        await audit('sign_in_failed', {
          target: user ? user : { id: null, email },
          address: request.address,
          details: { step: 'password', browser: describeBrowser(request.userAgent) },
        });
        throw new ApiError(401, ERROR_CODES.unauthorized, WRONG_CREDENTIALS);
      }
      if (user.totpSecret) {
        const at = now();
        const challengeToken = newToken();
        const expiresAt = new Date(at.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS);
        await twoFactor.deleteExpiredChallenges(at.toISOString());
        await twoFactor.insertChallenge({
          id: sessionIdOf(challengeToken),
          userId: user.id,
          createdAt: at.toISOString(),
          expiresAt: expiresAt.toISOString(),
        });
        return { kind: 'twoFactor', challengeToken, expiresAt };
      }
      return { kind: 'session', ...(await createSession(user, request)) };
    },

    /**
     * The second step: a code of the authenticator app or an unused recovery code, for the
     * sign-in whose password was right (its cookie). Counted against the sign-in limits.
     */
    async completeTwoFactor(
      challengeToken: string | undefined,
      body: unknown,
      request: RequestInfo,
    ): Promise<{ token: string; expiresAt: Date; session: StaffSession }> {
      const { code } = parseBody(twoFactorCodeSchema, body, 'Enter the code');
      const expired = () =>
        new ApiError(
          401,
          ERROR_CODES.unauthorized,
          'This sign-in has expired: enter your email address and password again',
        );
      if (challengeToken === undefined || !TOKEN.test(challengeToken)) throw expired();
      const challengeId = sessionIdOf(challengeToken);
      const challenge = await twoFactor.findChallenge(challengeId, now().toISOString());
      if (!challenge) throw expired();
      const user = await users.findById(challenge.userId);
      if (!user || !user.active || !user.totpSecret) throw expired();
      const accountKey = `account:${user.id}`;
      const accountLimit = await codeLimiter.take(accountKey);
      if (!accountLimit.allowed) {
        // Past the account's limit no code is checked: the password is asked again.
        await twoFactor.deleteChallengesOf(user.id);
        throw new ApiError(401, ERROR_CODES.unauthorized, TOO_MANY_CODES);
      }

      const used: { method: 'totp' | 'recovery_code' } = { method: 'totp' };
      const right = await attempt(user.email, request.address, async () => {
        const at = now();
        const step = matchTotp(user.totpSecret!, code, at.getTime());
        if (step !== undefined) return users.takeTotpStep(user.id, step);
        used.method = 'recovery_code';
        return twoFactor.useRecoveryCode(user.id, recoveryCodeHash(code), at.toISOString());
      }).catch(async (error: unknown) => {
        // Not checked (another limit refused it): no wrong code of the account.
        await codeLimiter.release(accountKey);
        throw error;
      });
      if (!right) {
        // The slot taken above stays: it counts this wrong code for the account.
        if ((await codeLimiter.count(accountKey)) >= codeLimit) {
          await endPendingSignIns(user, request);
          throw new ApiError(401, ERROR_CODES.unauthorized, TOO_MANY_CODES);
        }
        const failures = await twoFactor.addChallengeFailure(challengeId);
        if (failures >= TWO_FACTOR_CHALLENGE_FAILURES) await twoFactor.deleteChallenge(challengeId);
        await audit('two_factor_failed', {
          target: user,
          address: request.address,
          details: { failures },
        });
        throw new ApiError(
          401,
          ERROR_CODES.unauthorized,
          failures >= TWO_FACTOR_CHALLENGE_FAILURES
            ? `${WRONG_CODE}. Enter your email address and password again.`
            : WRONG_CODE,
        );
      }
      // A right code is no failure of the account.
      await codeLimiter.release(accountKey);
      // Single use: of two requests with one challenge, one signs in.
      if (!(await twoFactor.deleteChallenge(challengeId))) throw expired();
      if (used.method === 'recovery_code') {
        await audit('recovery_code_used', {
          actor: user,
          target: user,
          address: request.address,
          details: { left: await twoFactor.unusedRecoveryCodes(user.id) },
        });
      }
      return createSession(user, request, { twoFactor: used.method });
    },

    /**
     * The account of a session token, while the session lasts and the account is active; its
     * last activity is noted (at most once a minute).
     */
    async authenticate(token: string | undefined): Promise<SignedIn | undefined> {
      if (token === undefined || !TOKEN.test(token)) return undefined;
      const at = now();
      const found = await sessions.findActive(sessionIdOf(token), at.toISOString());
      if (!found) return undefined;
      const { session, user } = found;
      if (at.getTime() - Date.parse(session.lastActiveAt) >= SESSION_ACTIVITY_RESOLUTION_MS) {
        await sessions.touch(session.id, at.toISOString());
      }
      return {
        userId: user.id,
        email: user.email,
        user,
        sessionId: session.id,
        sessionHandle: session.handle,
        twoFactorSetupRequired: user.totpSecret === null && (await requireTwoFactorForAll()),
      };
    },

    /** Ends the session of the token on the server (nothing to do without one). */
    async logout(token: string | undefined, request: RequestInfo): Promise<void> {
      if (token === undefined || !TOKEN.test(token)) return;
      const found = await sessions.findActive(sessionIdOf(token), now().toISOString());
      await sessions.delete(sessionIdOf(token));
      if (found) {
        await audit('sign_out', {
          actor: found.user,
          target: found.user,
          address: request.address,
        });
      }
    },

    /** The signed-in devices of the account, the most recently active first. */
    async listSessions(signedIn: SignedIn): Promise<StaffSessionInfo[]> {
      const list = await sessions.listForUser(signedIn.userId, now().toISOString());
      return list.map((session: StoredSession) => ({
        id: session.handle,
        browser: describeBrowser(session.userAgent),
        address: session.address,
        createdAt: session.createdAt,
        lastActiveAt: session.lastActiveAt,
        expiresAt: session.expiresAt,
        current: session.id === signedIn.sessionId,
      }));
    },

    /** Ends one session of the account; false when it has no such session. */
    async endSession(signedIn: SignedIn, handle: string, request: RequestInfo): Promise<boolean> {
      if (!/^[0-9a-f]{24}$/.test(handle)) return false;
      const ended = await sessions.deleteByHandle(signedIn.userId, handle);
      if (ended) {
        await audit('sessions_ended', {
          actor: signedIn.user,
          target: signedIn.user,
          address: request.address,
          details: { ended: 1, current: handle === signedIn.sessionHandle },
        });
      }
      return ended;
    },

    /** Ends every session of the account but this one; answers how many. */
    async endOtherSessions(signedIn: SignedIn, request: RequestInfo): Promise<number> {
      const ended = await sessions.deleteForUser(signedIn.userId, signedIn.sessionId);
      await audit('sessions_ended', {
        actor: signedIn.user,
        target: signedIn.user,
        address: request.address,
        details: { ended, allButCurrent: true },
      });
      return ended;
    },

    /**
     * The first administrator, while there is no account at all: only from the machine itself
     * or with a setup token the server printed in its log (never an open sign-up).
     */
    async setup(
      body: unknown,
      request: RequestInfo & { fromThisMachine: boolean },
    ): Promise<{ token: string; expiresAt: Date; session: StaffSession }> {
      const input = parseBody(setupSchema, body, 'Please correct the highlighted fields');
      if ((await users.count()) > 0) {
        throw new ApiError(409, ERROR_CODES.conflict, 'An account exists already: sign in');
      }
      if (!request.fromThisMachine) {
        const token = input.setupToken
          ? await repositories.accountTokens.findByHash(tokenHashOf(input.setupToken.trim()))
          : undefined;
        const valid =
          token?.purpose === 'setup' &&
          token.usedAt === null &&
          Date.parse(token.expiresAt) > now().getTime();
        if (!valid) {
          throw new ApiError(
            403,
            ERROR_CODES.forbidden,
            'The first account can only be created on the server itself, or with the setup token the server printed in its log',
          );
        }
      }
      checkNewPassword(input.password, { email: input.email, siteName });
      const at = now();
      const passwordHash = await hashPassword(input.password);
      const user = await repositories.transaction(async (r) => {
        await r.users.lockStaffChanges();
        if ((await r.users.count()) > 0) {
          throw new ApiError(409, ERROR_CODES.conflict, 'An account exists already: sign in');
        }
        const created = await r.users.insert({
          email: input.email,
          passwordHash,
          createdAt: at.toISOString(),
          ...FIRST_ADMINISTRATOR,
          name: input.name,
        });
        await r.accountTokens.deleteByPurpose('setup');
        await recordAudit(r, at, 'setup_completed', {
          actor: created,
          target: created,
          address: request.address,
          details: { fromThisMachine: request.fromThisMachine },
        });
        return created;
      });
      return createSession(user, request);
    },
  };
}

/**
 * The first account, however it is made: an administrator, who gets the contact messages by
 * e-mail until they turn it off (so a new site's messages reach someone from the first one).
 */
const FIRST_ADMINISTRATOR = { role: 'administrator', receivesContactMessages: true } as const;

/**
 * At start: creates the first administrator from ADMIN_EMAIL + ADMIN_PASSWORD when there is no
 * account at all (with one already there nothing changes, whatever the variables say), and says
 * in the log what happened, never the password. Without the variables and without an account, a
 * setup token is made and printed: with it (or from the machine itself) the setup endpoint
 * creates the first administrator. True when it created the account.
 */
export async function setUpFirstAdmin(deps: {
  users: UserRepository;
  accountTokens?: AccountTokenRepository;
  admin: { email: string; password: string } | undefined;
  logger: Logger;
  now?: () => Date;
}): Promise<boolean> {
  const { users, admin, logger, now = () => new Date() } = deps;
  const exists = (await users.count()) > 0;
  if (exists) {
    if (admin) logger.info('an account exists: ADMIN_EMAIL and ADMIN_PASSWORD are not used');
    return false;
  }
  if (!admin) {
    let token: string | undefined;
    if (deps.accountTokens) {
      token = newToken();
      const at = now();
      await deps.accountTokens.insert({
        purpose: 'setup',
        userId: null,
        tokenHash: tokenHashOf(token),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SETUP_TOKEN_TTL_MS).toISOString(),
      });
    }
    logger.warn(
      'no account yet: open /admin/setup in a browser on this machine to create the first administrator' +
        (token ? ', or from elsewhere with the setup token below (valid 24 hours)' : '') +
        '; or set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters) and restart',
      token ? { setupToken: token } : {},
    );
    return false;
  }
  const email = normalizeEmail(admin.email);
  await users.insert({
    email,
    passwordHash: await hashPassword(admin.password),
    createdAt: now().toISOString(),
    ...FIRST_ADMINISTRATOR,
  });
  logger.info('administrator account created', { email });
  return true;
}
