import {
  type AdminUser,
  type AuditEvent,
  type AuditEventName,
  type OutboxEmail,
  type ReviewState,
  type Role,
} from '@ia/shared';
import { ApiError } from '../api/http';

/**
 * What the staff screens say, as plain functions: roles and what each may do, an account's
 * status, the audit log's events and the outbox's e-mails in words, and a failed request's
 * message for a form.
 */

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  contributor: 'Contributor',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  administrator: 'Everything, including staff accounts, the site settings and the e-mail outbox.',
  editor:
    'Creates, edits, publishes and deletes every kind of content; reads and answers messages.',
  contributor:
    'Writes and edits their own drafts and submits them for review; cannot publish or see messages.',
};

/** An account's status as the staff list shows it. */
export function userStatusText(user: AdminUser, now = Date.now()): string {
  if (user.status === 'deactivated') return 'Deactivated';
  if (user.status === 'invited') {
    if (user.invitationExpiresAt && Date.parse(user.invitationExpiresAt) <= now) {
      return 'Invitation expired';
    }
    return 'Invited';
  }
  return 'Active';
}

export const AUDIT_EVENT_LABELS: Record<AuditEventName, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  two_factor_failed: 'Wrong two-factor code',
  sign_out: 'Signed out',
  sessions_ended: 'Sessions ended',
  setup_completed: 'First account created',
  invitation_sent: 'Invitation sent',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  role_changed: 'Role changed',
  account_deactivated: 'Account deactivated',
  account_reactivated: 'Account active again',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset asked for',
  password_reset: 'Password reset',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  recovery_codes_created: 'New recovery codes',
  recovery_code_used: 'Recovery code used',
  setting_changed: 'Security setting changed',
  newsletter_sent: 'Newsletter sent',
  newsletter_scheduled: 'Newsletter scheduled',
  newsletter_subscriber_erased: 'Newsletter subscriber erased',
  newsletter_subscribers_imported: 'Newsletter subscribers imported',
};

export const auditEventLabel = (event: string): string =>
  AUDIT_EVENT_LABELS[event as AuditEventName] ?? event.replace(/_/g, ' ');

const roleWord = (value: unknown) =>
  typeof value === 'string' && value in ROLE_LABELS ? ROLE_LABELS[value as Role] : String(value);

/** The details of an event worth reading, in a line ("Editor → Administrator", "2 ended"). */
export function auditDetails(event: AuditEvent): string {
  const d = event.details;
  switch (event.event) {
    case 'role_changed':
      return `${roleWord(d.from)} → ${roleWord(d.to)}`;
    case 'invitation_sent':
    case 'invitation_accepted':
      return [d.role ? `as ${roleWord(d.role)}` : '', d.again ? '(sent again)' : '']
        .filter(Boolean)
        .join(' ');
    case 'sessions_ended':
      return d.allButCurrent ? `${String(d.ended)} other sessions ended` : 'one session ended';
    case 'account_deactivated':
      return typeof d.sessionsEnded === 'number' ? `${d.sessionsEnded} sessions ended` : '';
    case 'two_factor_disabled':
      return d.byAdministrator ? 'by an administrator' : '';
    case 'setting_changed':
      return typeof d.requireTwoFactor === 'boolean'
        ? `Two-factor sign-in ${d.requireTwoFactor ? 'required' : 'no longer required'} for everyone`
        : '';
    case 'sign_in':
    case 'sign_in_failed':
      return [
        typeof d.browser === 'string' ? d.browser : '',
        d.twoFactor === 'recovery_code' ? 'with a recovery code' : d.twoFactor ? 'with a code' : '',
      ]
        .filter(Boolean)
        .join(', ');
    default:
      return '';
  }
}

export const OUTBOX_STATUS_LABELS: Record<OutboxEmail['status'], string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Failed',
};

export const EMAIL_KIND_LABELS: Record<string, string> = {
  invitation: 'Invitation',
  password_reset: 'Password reset',
  contact_message: 'Contact message',
  review_request: 'Review request',
  review_returned: 'Sent back for changes',
  item_published: 'Published',
};

export const emailKindLabel = (kind: string) => EMAIL_KIND_LABELS[kind] ?? kind;

/** Where a draft is in review, in words ("Waiting for review", "Sent back for changes"). */
export const reviewLabel = (review: ReviewState | null | undefined): string | null =>
  !review ? null : review.state === 'submitted' ? 'Waiting for review' : 'Sent back for changes';

/** A failed request as a form shows it: a message on top, and one per field it names. */
export function formError(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return {
        message: error.message || 'Too many attempts. Please wait a few minutes and try again.',
        fields: {},
      };
    }
    if (error.status >= 500) {
      return {
        message: 'Something went wrong on our side. Please try again in a moment.',
        fields: {},
      };
    }
    return { message: error.message, fields: error.fields ?? {} };
  }
  return {
    message: 'Could not reach the server. Check your connection and try again.',
    fields: {},
  };
}

/** A base32 secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The recovery codes as a text file to keep. */
export function recoveryCodesFile(codes: readonly string[], account: string): string {
  return [
    `Recovery codes for ${account}`,
    'Each code signs you in once when your phone is not at hand. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** A failed save of a library item's details: `Not saved: …` above its fields. */
export function notSavedError(error: unknown): { message: string; fields: Record<string, string> } {
  const failure = formError(error);
  return { ...failure, message: `Not saved: ${failure.message}` };
}
