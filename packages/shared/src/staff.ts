import * as v from 'valibot';
import { LANGUAGE_CODES, type LanguageCode } from './languages.js';
import { ROLES, type Permissions, type Role } from './permissions.js';

/**
 * Staff accounts (issue 19): roles, invitations, passwords, two-factor sign-in, sessions, the
 * e-mail outbox and the audit log. The server validates requests with these schemas; the admin
 * validates answers with the same ones.
 *
 *   GET    /api/admin/users                      AdminUser[] (administrators)
 *   POST   /api/admin/users                      { email, role, language? } → 201 AdminUser, invitation e-mailed
 *   PATCH  /api/admin/users/{id}                 { role?, active? } → AdminUser
 *   POST   /api/admin/users/{id}/invitation      a new invitation (the earlier link stops working) → 201 AdminUser
 *   DELETE /api/admin/users/{id}/invitation      revokes a pending invitation (and the account never used) → 204
 *   GET    /api/admin/audit-log?page&pageSize    AuditEvent[] newest first, X-Total-Count (administrators)
 *   GET    /api/admin/emails?status&page&pageSize   OutboxEmail[] newest first, X-Total-Count,
 *                                                X-Email-Counts, X-Email-Sending (administrators)
 *   POST   /api/admin/emails/{id}/retry          a failed e-mail goes back in the queue → OutboxEmail
 *   GET    /api/admin/settings/security          SecuritySettings (administrators)
 *   PUT    /api/admin/settings/security          SecuritySettings → SecuritySettings
 *
 *   POST   /api/auth/login                       { email, password } → { email, … } + cookie, or { twoFactorRequired: true }
 *   POST   /api/auth/login/two-factor            { code } (a TOTP code or a recovery code) → StaffSession + cookie
 *   GET    /api/auth/me                          StaffSession
 *   PATCH  /api/auth/me                          { name?, language?, receivesContactMessages? } → StaffSession
 *   POST   /api/auth/invitations/accept          { token, name, password } → StaffSession + cookie
 *   POST   /api/auth/password-reset              { email } → 202 whatever the address
 *   POST   /api/auth/password-reset/confirm      { token, password } → 204 (every session of the account ends)
 *   POST   /api/auth/tokens/check                { token } → TokenStatus (what an e-mailed link is for, before its form)
 *   POST   /api/auth/password                    { currentPassword, password } → 204 (other sessions end)
 *   GET    /api/auth/sessions                    StaffSessionInfo[]
 *   DELETE /api/auth/sessions                    every session but this one → { ended }
 *   DELETE /api/auth/sessions/{id}               204
 *   POST   /api/auth/two-factor/setup            { password } → TwoFactorSetup (a secret, not yet on)
 *   POST   /api/auth/two-factor/confirm          { code } → { recoveryCodes } (two-factor on)
 *   POST   /api/auth/two-factor/recovery-codes   { password } → { recoveryCodes } (the earlier ones stop working)
 *   POST   /api/auth/two-factor/disable          { password } → 204
 *   GET    /api/auth/setup                       { adminExists, setupAllowed }
 *   POST   /api/auth/setup                       { email, name, password, setupToken? } → 201 StaffSession + cookie
 *
 * E-mailed links carry their token as a `token` query parameter, on the pages in STAFF_LINKS.
 */

/** Shortest password of a staff account (and of ADMIN_PASSWORD). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted (a passphrase fits; a megabyte of text is refused before hashing). */
export const PASSWORD_MAX_LENGTH = 1024;

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** How many single-use recovery codes two-factor sign-in comes with. */
export const RECOVERY_CODE_COUNT = 10;

/** The admin pages the e-mailed links open (with `?token=…`). */
export const STAFF_LINKS = {
  acceptInvitation: '/admin/accept-invitation',
  resetPassword: '/admin/reset-password',
  signIn: '/admin/login',
  messages: '/admin/messages',
  review: '/admin/review',
} as const;

/** The admin page of one item of a collection (the link of a review e-mail). */
export const staffItemPath = (collection: string, id: number): string =>
  `/admin/${collection}/${id}`;

/** The query parameter of an e-mailed link that carries its token. */
export const TOKEN_PARAM = 'token';

/** Languages a staff member can get e-mails in (the site's languages). */
export const STAFF_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

const email = (message = 'Enter a valid email address') =>
  v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.email(message), v.maxLength(254, message));

/** A new password: only the length is checked here; the server also refuses common ones. */
export const newPasswordSchema = v.pipe(
  v.string('Choose a password'),
  v.minLength(
    PASSWORD_MIN_LENGTH,
    `Use at least ${PASSWORD_MIN_LENGTH} characters (a few words make a good password)`,
  ),
  v.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
);

/** A staff member's name, as they give it. */
export const staffNameSchema = v.pipe(
  v.string('Enter your name'),
  v.trim(),
  v.minLength(1, 'Enter your name'),
  v.maxLength(100, 'Use at most 100 characters'),
  v.check(
    (text) => !/[\p{Cc}\p{Cf}]/u.test(text),
    'The name must not contain invisible characters',
  ),
);

const token = v.pipe(
  v.string('The link is not complete'),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not complete; open it from the e-mail again'),
);

const language = v.picklist(LANGUAGE_CODES, `language must be one of ${LANGUAGE_CODES.join(', ')}`);
const role = v.picklist(ROLES, `role must be one of ${ROLES.join(', ')}`);

/** `POST /api/admin/users`: invite a colleague. */
export const inviteUserSchema = v.strictObject(
  { email: email(), role, language: v.optional(language) },
  'Send email and role (and language, optionally), nothing else',
);
export type InviteUser = v.InferInput<typeof inviteUserSchema>;

/** `PATCH /api/admin/users/{id}`: another role, or the account deactivated or active again. */
export const userChangeSchema = v.pipe(
  v.strictObject(
    {
      role: v.optional(role),
      active: v.optional(v.boolean('active must be true or false')),
    },
    'Send role and/or active, nothing else',
  ),
  v.check(
    (change) => change.role !== undefined || change.active !== undefined,
    'Send role and/or active',
  ),
);
export type UserChange = v.InferInput<typeof userChangeSchema>;

/** `POST /api/auth/invitations/accept`. */
export const acceptInvitationSchema = v.strictObject(
  { token, name: staffNameSchema, password: newPasswordSchema },
  'Send token, name and password',
);

/** `POST /api/auth/password-reset`. */
export const passwordResetRequestSchema = v.strictObject({ email: email() }, 'Send email');

/** `POST /api/auth/password-reset/confirm`. */
export const passwordResetConfirmSchema = v.strictObject(
  { token, password: newPasswordSchema },
  'Send token and password',
);

/** `POST /api/auth/tokens/check`. */
export const tokenCheckSchema = v.strictObject({ token }, 'Send token');

/** `POST /api/auth/password`: change your own. */
export const passwordChangeSchema = v.strictObject(
  {
    currentPassword: v.pipe(
      v.string('Enter your current password'),
      v.minLength(1, 'Enter your current password'),
      v.maxLength(PASSWORD_MAX_LENGTH, 'Enter your current password'),
    ),
    password: newPasswordSchema,
  },
  'Send currentPassword and password',
);

/** A password confirming a sensitive change (two-factor setup, recovery codes, turning it off). */
export const passwordConfirmSchema = v.strictObject(
  {
    password: v.pipe(
      v.string('Enter your password'),
      v.minLength(1, 'Enter your password'),
      v.maxLength(PASSWORD_MAX_LENGTH, 'Enter your password'),
    ),
  },
  'Send password',
);

/** `POST /api/auth/login/two-factor` and `/api/auth/two-factor/confirm`: a code. */
export const twoFactorCodeSchema = v.strictObject(
  {
    code: v.pipe(
      v.string('Enter the code'),
      v.trim(),
      v.minLength(1, 'Enter the code'),
      v.maxLength(40, 'Enter the 6-digit code or a recovery code'),
    ),
  },
  'Send code',
);

/** `PATCH /api/auth/me`: your own settings. */
export const ownSettingsSchema = v.pipe(
  v.strictObject(
    {
      name: v.optional(staffNameSchema),
      language: v.optional(language),
      receivesContactMessages: v.optional(
        v.boolean('receivesContactMessages must be true or false'),
      ),
    },
    'Send name, language and/or receivesContactMessages, nothing else',
  ),
  v.check(
    (change) => Object.values(change).some((value) => value !== undefined),
    'Send name, language and/or receivesContactMessages',
  ),
);

/** `POST /api/auth/setup`: the first administrator, when there is no account at all. */
export const setupSchema = v.strictObject(
  {
    email: email(),
    name: staffNameSchema,
    password: newPasswordSchema,
    setupToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
  },
  'Send email, name and password (and setupToken when not on the server itself)',
);

/**
 * The staff application's forms check what they send with the schemas above, before sending:
 * a form adds only what the request does not carry (a new password typed twice, a setup token
 * the form asks for).
 */

/**
 * The same new password once more: the form's `repeat` field says when the two differ (checked
 * as soon as the new password itself is fine, whatever the other fields say).
 */
const repeated = <T extends { password: string; repeat: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = (dataset.value ?? {}) as Record<string, unknown>;
    const passwordIssue = dataset.issues?.some((issue) => issue.path?.[0]?.key === 'password');
    if (passwordIssue || typeof input.repeat !== 'string' || input.password === input.repeat) {
      return;
    }
    addIssue({
      message: 'The two passwords are not the same',
      path: [{ type: 'object', origin: 'value', input, key: 'repeat', value: input.repeat }],
    });
  });

/** The invitation's form: a name and the password, twice (the token is the link's). */
export const acceptInvitationFormSchema = v.pipe(
  v.object({
    name: acceptInvitationSchema.entries.name,
    password: acceptInvitationSchema.entries.password,
    repeat: v.string(),
  }),
  repeated(),
);

/** The password reset's form: the new password, twice. */
export const passwordResetFormSchema = v.pipe(
  v.object({ password: passwordResetConfirmSchema.entries.password, repeat: v.string() }),
  repeated(),
);

/** Changing one's own password: the current one, and the new one twice. */
export const passwordChangeFormSchema = v.pipe(
  v.object({ ...passwordChangeSchema.entries, repeat: v.string() }),
  repeated(),
);

/** Another role for an account (`PATCH /api/admin/users/{id}` with `role`). */
export const roleChangeFormSchema = v.object({ role });

/** One's own details: the name given, the language of e-mails, contact messages or not. */
export const ownSettingsFormSchema = v.object({
  name: staffNameSchema,
  language,
  receivesContactMessages: v.boolean(),
});

/** Turning on two-factor sign-in: the 6-digit code the app shows (spaces are ignored). */
export const twoFactorConfirmFormSchema = v.object({
  code: v.pipe(
    twoFactorCodeSchema.entries.code,
    v.transform((code) => code.replace(/\s/g, '')),
    v.regex(/^\d{6}$/, 'Enter the 6-digit code the app shows'),
  ),
});

/**
 * The first administrator's form: the request's fields, the password twice, and the setup
 * token required when the browser is not on the server itself.
 */
export const setupFormSchema = (needsToken: boolean) =>
  v.pipe(
    v.object({
      email: setupSchema.entries.email,
      name: setupSchema.entries.name,
      password: setupSchema.entries.password,
      repeat: v.string(),
      setupToken: needsToken
        ? v.pipe(
            v.string(),
            v.trim(),
            v.minLength(1, 'Enter the setup token from the server’s log'),
            v.maxLength(200, 'The setup token is longer than the server’s'),
          )
        : v.pipe(v.string(), v.trim()),
    }),
    repeated(),
  );

/** `PUT /api/admin/settings/security`. */
export const securitySettingsSchema = v.strictObject(
  { requireTwoFactor: v.boolean('requireTwoFactor must be true or false') },
  'Send requireTwoFactor',
);
export type SecuritySettings = v.InferOutput<typeof securitySettingsSchema>;

export type UserStatus = 'active' | 'invited' | 'deactivated';

/** A staff account as administrators see it in the staff list. */
export interface AdminUser {
  id: number;
  email: string;
  /** Null until the invitation is accepted. */
  name: string | null;
  role: Role;
  status: UserStatus;
  language: LanguageCode;
  twoFactorEnabled: boolean;
  receivesContactMessages: boolean;
  /** ISO 8601; null when never signed in. */
  lastSignInAt: string | null;
  createdAt: string;
  /** When the pending invitation's link stops working (status `invited` only). */
  invitationExpiresAt: string | null;
}

/** Who is signed in (`GET /api/auth/me`, and the answer of a completed sign-in). */
export interface StaffSession {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  language: LanguageCode;
  receivesContactMessages: boolean;
  twoFactorEnabled: boolean;
  /**
   * An administrator requires two-factor sign-in and this account has not set it up: until it
   * does, only its own account endpoints answer (the rest 403).
   */
  twoFactorSetupRequired: boolean;
  permissions: Permissions;
}

/** `POST /api/auth/login` for an account with two-factor sign-in: the code comes next. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
}

/** One signed-in device (`GET /api/auth/sessions`). */
export interface StaffSessionInfo {
  id: string;
  /** e.g. "Firefox 128 on Windows"; "Unknown browser" without a User-Agent. */
  browser: string;
  /** The client address it signed in from (as the proxy reported it with TRUST_PROXY). */
  address: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  /** The session of this request. */
  current: boolean;
}

/** `POST /api/auth/two-factor/setup`: what the authenticator app needs. */
export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** otpauth://totp/… (RFC 6238 parameters: SHA1, 6 digits, 30 s). */
  otpauthUrl: string;
  /** The same address as a QR code: data:image/svg+xml;base64,… */
  qrCode: string;
}

/** `POST /api/auth/tokens/check`: what a link is for, while it still works. */
export interface TokenStatus {
  purpose: 'invitation' | 'password_reset';
  email: string;
  expiresAt: string;
}

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Response header of the outbox list: how many e-mails are pending, sent and failed (JSON). */
export const OUTBOX_COUNTS_HEADER = 'X-Email-Counts';
/** Response header of the outbox list: `true` when the server sends e-mails (SMTP_URL set). */
export const OUTBOX_SENDING_HEADER = 'X-Email-Sending';
/**
 * Response header of the outbox list, when e-mails are kept and not sent: the setting of the
 * server they wait for (`OutboxHold`).
 */
export const OUTBOX_HELD_HEADER = 'X-Email-Held';
/**
 * Why e-mails are kept in the outbox: no mail server (SMTP_URL), or no address of the site for
 * their links (PUBLIC_BASE_URL; never the address a request came to).
 */
export const OUTBOX_HOLDS = ['SMTP_URL', 'PUBLIC_BASE_URL'] as const;
export type OutboxHold = (typeof OUTBOX_HOLDS)[number];

/** One e-mail in the outbox, as administrators see it (`GET /api/admin/emails`). */
export interface OutboxEmail {
  id: number;
  messageId: string;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When the next try is due (pending ones). */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** The security events the audit log keeps. */
export const AUDIT_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'two_factor_failed',
  'sign_out',
  'sessions_ended',
  'setup_completed',
  'invitation_sent',
  'invitation_revoked',
  'invitation_accepted',
  'role_changed',
  'account_deactivated',
  'account_reactivated',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_created',
  'recovery_code_used',
  'setting_changed',
  'newsletter_sent',
  'newsletter_scheduled',
  'newsletter_subscriber_erased',
  'newsletter_subscribers_imported',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/** One event of the audit log (`GET /api/admin/audit-log`). */
export interface AuditEvent {
  id: number;
  at: string;
  event: string;
  /** Who did it (null: someone not signed in, e.g. a failed sign-in). */
  actorId: number | null;
  actorEmail: string | null;
  /** Whose account it was about. */
  targetId: number | null;
  targetEmail: string | null;
  address: string | null;
  details: Record<string, unknown>;
}
