import {
  OUTBOX_COUNTS_HEADER,
  OUTBOX_HELD_HEADER,
  OUTBOX_HOLDS,
  OUTBOX_SENDING_HEADER,
  type OutboxHold,
  TOTAL_COUNT_HEADER,
  type AdminUser,
  type AuditEvent,
  type CollectionDef,
  type OutboxEmail,
  type OutboxStatus,
  type ReviewEntry,
  type Role,
  type SecuritySettings,
  type StaffSession,
  type StaffSessionInfo,
  type TokenStatus,
  type TwoFactorRequired,
  type TwoFactorSetup,
} from '@ia/shared';
import type { EditableItem } from './admin';
import { get, send } from './http';

/**
 * The staff accounts' calls (packages/shared staff.ts lists the endpoints), as plain functions
 * over http.ts: signing in with its second step, the first account, e-mailed links, one's own
 * password, two-factor sign-in and devices; staff, the audit log and the outbox for
 * administrators; the review of drafts.
 */

// ----- signing in -----------------------------------------------------------------------------

/** The password step: signed in, or `{ twoFactorRequired: true }` when a code comes next. */
export const signIn = (credentials: { email: string; password: string }) =>
  send<StaffSession | TwoFactorRequired>('post', '/api/auth/login', credentials);

export const isTwoFactorRequired = (
  answer: StaffSession | TwoFactorRequired,
): answer is TwoFactorRequired => 'twoFactorRequired' in answer && answer.twoFactorRequired;

/** The second step: a code of the authenticator app or a recovery code. */
export const signInWithCode = (code: string) =>
  send<StaffSession>('post', '/api/auth/login/two-factor', { code });

export interface SetupState {
  adminExists: boolean;
  /** Whether this browser may create the first account without a setup token. */
  setupAllowed: boolean;
}

export const fetchSetupState = async () => (await get<SetupState>('/api/auth/setup')).data;

export const createFirstAdministrator = (body: {
  email: string;
  name: string;
  password: string;
  setupToken?: string;
}) => send<StaffSession>('post', '/api/auth/setup', body);

// ----- e-mailed links ---------------------------------------------------------------------------

/** What a link's token is for, while it works (a 400 says plainly why it does not). */
export const checkToken = (token: string) =>
  send<TokenStatus>('post', '/api/auth/tokens/check', { token });

export const acceptInvitation = (body: { token: string; name: string; password: string }) =>
  send<StaffSession>('post', '/api/auth/invitations/accept', body);

export const requestPasswordReset = (email: string) =>
  send<{ message: string }>('post', '/api/auth/password-reset', { email });

export const confirmPasswordReset = (body: { token: string; password: string }) =>
  send<void>('post', '/api/auth/password-reset/confirm', body);

// ----- one's own account ------------------------------------------------------------------------

export const updateOwnSettings = (change: {
  name?: string;
  language?: string;
  receivesContactMessages?: boolean;
}) => send<StaffSession>('patch', '/api/auth/me', change);

export const changePassword = (body: { currentPassword: string; password: string }) =>
  send<void>('post', '/api/auth/password', body);

export const fetchSessions = async () => (await get<StaffSessionInfo[]>('/api/auth/sessions')).data;

export const endSession = (id: string) =>
  send<void>('delete', `/api/auth/sessions/${encodeURIComponent(id)}`);

export const endOtherSessions = () => send<{ ended: number }>('delete', '/api/auth/sessions');

export const beginTwoFactor = (password: string) =>
  send<TwoFactorSetup>('post', '/api/auth/two-factor/setup', { password });

export const confirmTwoFactor = (code: string) =>
  send<{ recoveryCodes: string[] }>('post', '/api/auth/two-factor/confirm', { code });

export const renewRecoveryCodes = (password: string) =>
  send<{ recoveryCodes: string[] }>('post', '/api/auth/two-factor/recovery-codes', { password });

export const disableTwoFactor = (password: string) =>
  send<void>('post', '/api/auth/two-factor/disable', { password });

// ----- staff (administrators) -------------------------------------------------------------------

export const fetchUsers = async () => (await get<AdminUser[]>('/api/admin/users')).data;

export const inviteUser = (body: { email: string; role: Role; language?: string }) =>
  send<AdminUser>('post', '/api/admin/users', body);

export const changeUser = (id: number, change: { role?: Role; active?: boolean }) =>
  send<AdminUser>('patch', `/api/admin/users/${id}`, change);

export const resendInvitation = (id: number) =>
  send<AdminUser>('post', `/api/admin/users/${id}/invitation`);

export const revokeInvitation = (id: number) =>
  send<void>('delete', `/api/admin/users/${id}/invitation`);

export const resetUserTwoFactor = (id: number) =>
  send<AdminUser>('delete', `/api/admin/users/${id}/two-factor`);

export const fetchSecuritySettings = async () =>
  (await get<SecuritySettings>('/api/admin/settings/security')).data;

export const saveSecuritySettings = (settings: SecuritySettings) =>
  send<SecuritySettings>('put', '/api/admin/settings/security', settings);

export interface AuditPage {
  items: AuditEvent[];
  total: number;
}

export async function fetchAuditLog(query: {
  page: number;
  pageSize: number;
  event?: string;
}): Promise<AuditPage> {
  const { data, headers } = await get<AuditEvent[]>('/api/admin/audit-log', query);
  return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

export interface EmailPage {
  items: OutboxEmail[];
  total: number;
  counts: Record<OutboxStatus, number> | null;
  /** False when the server has no mail server to send through (SMTP_URL not set). */
  sending: boolean;
  /** The server's setting e-mails wait for in the outbox, when they are not sent. */
  held: OutboxHold | null;
}

const outboxHoldOf = (value: string | null): OutboxHold | null =>
  OUTBOX_HOLDS.find((hold) => hold === value) ?? null;

export async function fetchEmails(query: {
  page: number;
  pageSize: number;
  status?: OutboxStatus;
}): Promise<EmailPage> {
  const { data, headers } = await get<OutboxEmail[]>('/api/admin/emails', query);
  let counts: EmailPage['counts'] = null;
  try {
    counts = JSON.parse(headers.get(OUTBOX_COUNTS_HEADER) ?? '') as EmailPage['counts'];
  } catch {
    counts = null;
  }
  return {
    items: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length),
    counts,
    sending: headers.get(OUTBOX_SENDING_HEADER) !== 'false',
    held: outboxHoldOf(headers.get(OUTBOX_HELD_HEADER)),
  };
}

export const retryEmail = (id: number) =>
  send<OutboxEmail>('post', `/api/admin/emails/${id}/retry`);

// ----- review -----------------------------------------------------------------------------------

export const fetchReviews = async () => (await get<ReviewEntry[]>('/api/admin/review')).data;

export const submitForReview = (def: CollectionDef, id: number, version: number) =>
  send<EditableItem>('post', `/api/admin/${def.name}/${id}/submit`, { version });

export const returnToAuthor = (def: CollectionDef, id: number, version: number, note: string) =>
  send<EditableItem>('post', `/api/admin/${def.name}/${id}/return`, { version, note });
