import type { AdminUser, AuditEvent } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { accessOf, refusalsFor } from './access';
import {
  auditDetails,
  auditEventLabel,
  formError,
  groupedSecret,
  recoveryCodesFile,
  reviewLabel,
  userStatusText,
} from './words';

const user = (change: Partial<AdminUser>): AdminUser => ({
  id: 2,
  email: 'edna@example.org',
  name: 'Edna',
  role: 'editor',
  status: 'active',
  language: 'en',
  twoFactorEnabled: false,
  receivesContactMessages: false,
  lastSignInAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  invitationExpiresAt: null,
  ...change,
});

const event = (name: string, details: Record<string, unknown>): AuditEvent => ({
  id: 1,
  at: '2026-11-01T10:00:00.000Z',
  event: name,
  actorId: 1,
  actorEmail: 'director@example.org',
  targetId: 2,
  targetEmail: 'edna@example.org',
  address: '127.0.0.1',
  details,
});

describe('what the staff screens say', () => {
  it('an account’s status, an expired invitation included', () => {
    const now = Date.parse('2026-11-05T10:00:00.000Z');
    expect(userStatusText(user({}), now)).toBe('Active');
    expect(userStatusText(user({ status: 'deactivated' }), now)).toBe('Deactivated');
    expect(
      userStatusText(
        user({ status: 'invited', invitationExpiresAt: '2026-11-08T10:00:00.000Z' }),
        now,
      ),
    ).toBe('Invited');
    expect(
      userStatusText(
        user({ status: 'invited', invitationExpiresAt: '2026-11-04T10:00:00.000Z' }),
        now,
      ),
    ).toBe('Invitation expired');
  });

  it('the audit log’s events and their details in words', () => {
    expect(auditEventLabel('role_changed')).toBe('Role changed');
    expect(auditEventLabel('something_new')).toBe('something new');
    expect(auditDetails(event('role_changed', { from: 'contributor', to: 'editor' }))).toBe(
      'Contributor → Editor',
    );
    expect(
      auditDetails(event('sign_in', { browser: 'Firefox 128 on Windows', twoFactor: 'totp' })),
    ).toBe('Firefox 128 on Windows, with a code');
    expect(auditDetails(event('sign_in', { twoFactor: 'recovery_code' }))).toBe(
      'with a recovery code',
    );
    expect(auditDetails(event('sessions_ended', { ended: 3, allButCurrent: true }))).toBe(
      '3 other sessions ended',
    );
    expect(auditDetails(event('setting_changed', { requireTwoFactor: true }))).toBe(
      'Two-factor sign-in required for everyone',
    );
  });

  it('a failed request as a form shows it', () => {
    expect(
      formError(
        new ApiError('Please correct the highlighted fields', 422, 'validation_failed', {
          email: 'Enter a valid email address',
        }),
      ),
    ).toEqual({
      message: 'Please correct the highlighted fields',
      fields: { email: 'Enter a valid email address' },
    });
    expect(formError(new ApiError('boom', 500)).message).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(formError(new TypeError('Failed to fetch')).message).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('the two-factor key in groups, the recovery codes as a file, a review in words', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(recoveryCodesFile(['aaaa-bbbb', 'cccc-dddd'], 'edna@example.org')).toBe(
      'Recovery codes for edna@example.org\nEach code signs you in once when your phone is not at hand. Keep them somewhere safe.\n\naaaa-bbbb\ncccc-dddd\n',
    );
    expect(reviewLabel(null)).toBeNull();
    expect(reviewLabel({ state: 'returned', note: 'More', at: '', by: null })).toBe(
      'Sent back for changes',
    );
  });
});

describe('what the editor offers each role', () => {
  it('a contributor’s own draft: edit, delete and submit, not publish', () => {
    const refusals = refusalsFor({ id: 7, role: 'contributor' }, { authorId: 7, status: 'draft' });
    expect(Object.keys(refusals).sort()).toEqual(['publish', 'reorder', 'review', 'unpublish']);
    expect(refusals.publish).toBe(
      'Only editors and administrators publish: submit it for review, and an editor publishes it',
    );
  });

  it('a contributor on published work: read only, with the reason', () => {
    const refusals = refusalsFor(
      { id: 7, role: 'contributor' },
      { authorId: 7, status: 'published' },
    );
    expect(refusals.edit).toBe(
      'This is published: only editors and administrators change published content',
    );
    expect(refusals.read).toBeUndefined();
  });

  it('a new item is its author’s own draft; an editor may do everything to anyone’s but submit it', () => {
    expect(refusalsFor({ id: 7, role: 'contributor' }, undefined).edit).toBeUndefined();
    // (Submitting for review is the author's step: an editor publishes instead.)
    expect(refusalsFor({ id: 3, role: 'editor' }, { authorId: 7, status: 'draft' })).toEqual({
      submit: 'Only the author of a draft submits it for review',
    });
    expect(accessOf({ id: 3 }, { authorId: null, status: 'published' })).toEqual({
      userId: 3,
      authorId: null,
      published: true,
    });
  });
});
