import {
  acceptInvitationSchema,
  canReadMessages,
  ERROR_CODES,
  INVITATION_TTL_MS,
  inviteUserSchema,
  OUTBOX_STATUSES,
  ownSettingsSchema,
  securitySettingsSchema,
  STAFF_LINKS,
  userChangeSchema,
  type AdminUser,
  type OutboxEmail,
  type OutboxStatus,
  type SecuritySettings,
  type StaffSession,
} from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import type { StoredOutboxEmail } from '../db/repositories/outbox.js';
import type { StoredUser } from '../db/repositories/users.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import { pageOf, recordAudit } from './audit.js';
import {
  checkNewPassword,
  newToken,
  parseBody,
  tokenHashOf,
  type AuthService,
  type RequestInfo,
  type SignedIn,
} from './auth.js';
import { idOf } from './ids.js';
import type { RawQuery } from './list-query.js';
import type { Mail } from './mail.js';
import { hashPassword } from './password.js';
import { linkWithToken, usableToken } from './passwords.js';

const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

export const LAST_ADMINISTRATOR =
  'At least one administrator must remain: make someone else an administrator first';

const invited = (user: StoredUser) => user.passwordHash === '';

const outboxEmail = (email: StoredOutboxEmail): OutboxEmail => ({
  id: email.id,
  messageId: email.messageId,
  kind: email.kind,
  to: email.to,
  subject: email.subject,
  status: email.status,
  attempts: email.attempts,
  lastError: email.lastError,
  createdAt: email.createdAt,
  nextAttemptAt: email.status === 'pending' ? new Date(email.nextAttemptAt).toISOString() : null,
  sentAt: email.sentAt,
});

export type StaffService = ReturnType<typeof createStaffService>;

/**
 * Staff accounts as administrators manage them (the list, invitations, roles, deactivation,
 * settings, the audit log and the outbox), the acceptance of an invitation, and one's own
 * settings. "At least one administrator remains" is checked inside the transaction of every
 * change that could break it, with staff changes serialised (users.lockStaffChanges).
 */
export function createStaffService(deps: {
  repositories: Repositories;
  auth: AuthService;
  mail: Mail;
  siteName: string;
  now?: () => Date;
}) {
  const { repositories, auth, mail, siteName } = deps;
  const now = deps.now ?? (() => new Date());

  async function adminUser(user: StoredUser): Promise<AdminUser> {
    const invitation = invited(user)
      ? await repositories.accountTokens.latestFor(user.id, 'invitation')
      : undefined;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      status: !user.active ? 'deactivated' : invited(user) ? 'invited' : 'active',
      language: user.language,
      twoFactorEnabled: user.totpSecret !== null,
      receivesContactMessages: user.receivesContactMessages,
      lastSignInAt: user.lastSignInAt,
      createdAt: user.createdAt,
      invitationExpiresAt: invitation && !invitation.usedAt ? invitation.expiresAt : null,
    };
  }

  async function userOf(rawId: string | undefined): Promise<StoredUser> {
    const id = idOf(rawId);
    const user = id === undefined ? undefined : await repositories.users.findById(id);
    if (!user) throw notFound('No such account');
    return user;
  }

  /** A new invitation link for `user`, written with the e-mail (in the transaction `r`). */
  async function sendInvitation(
    r: Parameters<Parameters<Repositories['transaction']>[0]>[0],
    user: StoredUser,
    inviter: StoredUser,
    baseUrl: string,
    at: Date,
  ): Promise<void> {
    const token = newToken();
    await r.accountTokens.deleteFor(user.id, 'invitation');
    await r.accountTokens.insert({
      purpose: 'invitation',
      userId: user.id,
      tokenHash: tokenHashOf(token),
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + INVITATION_TTL_MS).toISOString(),
      createdBy: inviter.id,
    });
    await mail.invitation(r, {
      to: user,
      inviter,
      link: linkWithToken(baseUrl, STAFF_LINKS.acceptInvitation, token),
    });
  }

  return {
    /** `GET /api/admin/users`: every account, with role, status and last sign-in. */
    async list(): Promise<AdminUser[]> {
      return Promise.all((await repositories.users.list()).map(adminUser));
    },

    /** `POST /api/admin/users`: a new account with a role, and its invitation e-mailed. */
    async invite(
      actor: SignedIn,
      body: unknown,
      request: RequestInfo,
      baseUrl: string,
    ): Promise<AdminUser> {
      const input = parseBody(inviteUserSchema, body, 'Please correct the highlighted fields');
      if (await repositories.users.findByEmail(input.email)) {
        throw conflict('An account with this email address exists already');
      }
      const at = now();
      const user = await repositories.transaction(async (r) => {
        const created = await r.users.insert({
          email: input.email,
          passwordHash: '',
          createdAt: at.toISOString(),
          role: input.role,
          language: input.language ?? actor.user.language,
          invitedBy: actor.userId,
        });
        await sendInvitation(r, created, actor.user, baseUrl, at);
        await recordAudit(r, at, 'invitation_sent', {
          actor: actor.user,
          target: created,
          address: request.address,
          details: { role: input.role },
        });
        return created;
      });
      mail.wake();
      return adminUser(user);
    },

    /** `POST /api/admin/users/{id}/invitation`: a new link (the earlier one stops working). */
    async resendInvitation(
      actor: SignedIn,
      rawId: string | undefined,
      request: RequestInfo,
      baseUrl: string,
    ): Promise<AdminUser> {
      const user = await userOf(rawId);
      if (!invited(user)) throw conflict('This account has accepted its invitation already');
      if (!user.active) throw conflict('This account is deactivated: activate it first');
      const at = now();
      await repositories.transaction(async (r) => {
        await sendInvitation(r, user, actor.user, baseUrl, at);
        await recordAudit(r, at, 'invitation_sent', {
          actor: actor.user,
          target: user,
          address: request.address,
          details: { role: user.role, again: true },
        });
      });
      mail.wake();
      return adminUser(user);
    },

    /**
     * `DELETE /api/admin/users/{id}/invitation`: the link stops working, and the account, never
     * used, goes with it.
     */
    async revokeInvitation(
      actor: SignedIn,
      rawId: string | undefined,
      request: RequestInfo,
    ): Promise<void> {
      const user = await userOf(rawId);
      if (!invited(user)) throw conflict('This account has accepted its invitation already');
      await repositories.transaction(async (r) => {
        await r.users.delete(user.id);
        await recordAudit(r, now(), 'invitation_revoked', {
          actor: actor.user,
          target: user,
          address: request.address,
        });
      });
    },

    /**
     * `PATCH /api/admin/users/{id}` `{ role?, active? }`: another role, or the account
     * deactivated (its sessions end at once; its content stays) or active again. At least one
     * active administrator always remains (409).
     */
    async change(
      actor: SignedIn,
      rawId: string | undefined,
      body: unknown,
      request: RequestInfo,
    ): Promise<AdminUser> {
      const input = parseBody(userChangeSchema, body, 'Send role and/or active');
      const target = await userOf(rawId);
      const at = now();
      const changed = await repositories.transaction(async (r) => {
        await r.users.lockStaffChanges();
        const before = await r.users.findById(target.id);
        if (!before) throw notFound('No such account');
        await r.users.update(before.id, { role: input.role, active: input.active });
        if ((await r.users.countActive(['administrator'])) === 0) {
          throw conflict(LAST_ADMINISTRATOR);
        }
        if (input.role !== undefined && input.role !== before.role) {
          await recordAudit(r, at, 'role_changed', {
            actor: actor.user,
            target: before,
            address: request.address,
            details: { from: before.role, to: input.role },
          });
        }
        if (input.active === false && before.active) {
          const ended = await r.sessions.deleteForUser(before.id);
          await recordAudit(r, at, 'account_deactivated', {
            actor: actor.user,
            target: before,
            address: request.address,
            details: { sessionsEnded: ended },
          });
        }
        if (input.active === true && !before.active) {
          await recordAudit(r, at, 'account_reactivated', {
            actor: actor.user,
            target: before,
            address: request.address,
          });
        }
        return (await r.users.findById(before.id))!;
      });
      return adminUser(changed);
    },

    /**
     * `DELETE /api/admin/users/{id}/two-factor`: an administrator turns off two-factor sign-in
     * of an account that lost its authenticator and its recovery codes.
     */
    async resetTwoFactor(
      actor: SignedIn,
      rawId: string | undefined,
      request: RequestInfo,
    ): Promise<AdminUser> {
      const target = await userOf(rawId);
      const at = now();
      await repositories.transaction(async (r) => {
        await r.users.update(target.id, {
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: null,
        });
        await r.twoFactor.replaceRecoveryCodes(target.id, null, at.toISOString());
        await recordAudit(r, at, 'two_factor_disabled', {
          actor: actor.user,
          target,
          address: request.address,
          details: { byAdministrator: true },
        });
      });
      return adminUser((await repositories.users.findById(target.id))!);
    },

    /**
     * `POST /api/auth/invitations/accept` `{ token, name, password }`: the invited person names
     * themselves and chooses a password; the link is used up and they are signed in.
     */
    async acceptInvitation(
      body: unknown,
      request: RequestInfo,
    ): Promise<{ token: string; expiresAt: Date; session: StaffSession }> {
      const input = parseBody(
        acceptInvitationSchema,
        body,
        'Please correct the highlighted fields',
      );
      const found = await usableToken(repositories, input.token, ['invitation'], now());
      const user =
        found.userId === null ? undefined : await repositories.users.findById(found.userId);
      if (!user || !user.active || !invited(user)) {
        throw badRequest('This invitation is no longer valid. Ask an administrator for a new one.');
      }
      checkNewPassword(input.password, { email: user.email, siteName });
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await repositories.transaction(async (r) => {
        if (!(await r.accountTokens.markUsed(found.id, at.toISOString()))) {
          throw badRequest(
            'This link has already been used. Ask for a new one if you still need it.',
          );
        }
        await r.users.update(user.id, { passwordHash, name: input.name });
        await recordAudit(r, at, 'invitation_accepted', {
          actor: user,
          target: user,
          address: request.address,
          details: { role: user.role },
        });
      });
      const accepted = (await repositories.users.findById(user.id))!;
      return auth.createSession(accepted, request);
    },

    /** `PATCH /api/auth/me`: one's own name, e-mail language and contact-message e-mails. */
    async updateOwn(signedIn: SignedIn, body: unknown): Promise<StaffSession> {
      const input = parseBody(ownSettingsSchema, body, 'Please correct the highlighted fields');
      if (input.receivesContactMessages === true && !canReadMessages(signedIn.user.role)) {
        throw forbidden('Only editors and administrators receive contact messages');
      }
      await repositories.users.update(signedIn.userId, {
        name: input.name,
        language: input.language,
        receivesContactMessages: input.receivesContactMessages,
      });
      return auth.staffSession((await repositories.users.findById(signedIn.userId))!);
    },

    async securitySettings(): Promise<SecuritySettings> {
      return { requireTwoFactor: await auth.requireTwoFactorForAll() };
    },

    /** `PUT /api/admin/settings/security`. */
    async changeSecuritySettings(
      actor: SignedIn,
      body: unknown,
      request: RequestInfo,
    ): Promise<SecuritySettings> {
      const input = parseBody(securitySettingsSchema, body, 'Send requireTwoFactor');
      const at = now();
      await repositories.transaction(async (r) => {
        await r.securitySettings.set('requireTwoFactor', input.requireTwoFactor, at.toISOString());
        await recordAudit(r, at, 'setting_changed', {
          actor: actor.user,
          address: request.address,
          details: { requireTwoFactor: input.requireTwoFactor },
        });
      });
      return input;
    },

    /** `GET /api/admin/emails`: the outbox, newest first; `status` pending, sent or failed. */
    async emails(
      raw: RawQuery,
    ): Promise<{ items: OutboxEmail[]; total: number; counts: Record<OutboxStatus, number> }> {
      const { status, ...paging } = raw;
      if (
        status !== undefined &&
        status !== '' &&
        (typeof status !== 'string' || !(OUTBOX_STATUSES as readonly string[]).includes(status))
      ) {
        throw badRequest(`status must be one of ${OUTBOX_STATUSES.join(', ')}`);
      }
      for (const key of Object.keys(paging)) {
        if (key !== 'page' && key !== 'pageSize') {
          throw badRequest('Unknown query parameter; allowed: status, page, pageSize');
        }
      }
      const [found, counts] = await Promise.all([
        repositories.outbox.list({
          status: (status || undefined) as OutboxStatus | undefined,
          page: pageOf(paging),
        }),
        repositories.outbox.counts(),
      ]);
      return { items: found.items.map(outboxEmail), total: found.total, counts };
    },

    /** `POST /api/admin/emails/{id}/retry`: a failed e-mail back in the queue. */
    async retryEmail(rawId: string | undefined): Promise<OutboxEmail> {
      const id = idOf(rawId);
      const email =
        id === undefined ? undefined : await repositories.outbox.retry(id, now().getTime());
      if (!email) throw notFound('No such e-mail');
      mail.wake();
      return outboxEmail(email);
    },
  };
}
