import { describe, expect, it } from 'vitest';
import {
  canCreateContent,
  canDeleteContent,
  canEditContent,
  canManageSettings,
  canManageStaff,
  canPublish,
  canReadMessages,
  canReview,
  canSubmitForReview,
  canUploadImages,
  hasRole,
  isRole,
  permissionsOf,
  ROLES,
} from './permissions.js';

const mine = { userId: 7, authorId: 7, published: false };
const minePublished = { userId: 7, authorId: 7, published: true };
const theirs = { userId: 7, authorId: 8, published: false };
const legacy = { userId: 7, authorId: null, published: true };

describe('staff permissions', () => {
  it('ranks the roles: administrator ⊇ editor ⊇ contributor', () => {
    expect(hasRole('administrator', 'editor')).toBe(true);
    expect(hasRole('editor', 'editor')).toBe(true);
    expect(hasRole('contributor', 'editor')).toBe(false);
    expect(hasRole('editor', 'administrator')).toBe(false);
    expect(ROLES.every((role) => hasRole(role, 'contributor'))).toBe(true);
    expect(isRole('editor')).toBe(true);
    expect(isRole('owner')).toBe(false);
  });

  it('administrator: everything, staff and settings included', () => {
    expect(permissionsOf('administrator')).toEqual({
      publish: true,
      review: true,
      seeOthersContent: true,
      readMessages: true,
      uploadImages: true,
      manageStaff: true,
      manageSettings: true,
    });
    for (const item of [mine, theirs, legacy]) {
      expect(canEditContent('administrator', item)).toBe(true);
      expect(canDeleteContent('administrator', item)).toBe(true);
    }
  });

  it('editor: every kind of content and the messages, not staff or settings', () => {
    expect(canPublish('editor')).toBe(true);
    expect(canReview('editor')).toBe(true);
    expect(canReadMessages('editor')).toBe(true);
    expect(canEditContent('editor', theirs)).toBe(true);
    expect(canDeleteContent('editor', legacy)).toBe(true);
    expect(canManageStaff('editor')).toBe(false);
    expect(canManageSettings('editor')).toBe(false);
  });

  it('contributor: own drafts only, no publishing, no messages, no staff', () => {
    expect(canCreateContent('contributor')).toBe(true);
    expect(canUploadImages('contributor')).toBe(true);
    expect(canEditContent('contributor', mine)).toBe(true);
    expect(canDeleteContent('contributor', mine)).toBe(true);
    expect(canSubmitForReview('contributor', mine)).toBe(true);
    expect(canEditContent('contributor', minePublished)).toBe(false);
    expect(canEditContent('contributor', theirs)).toBe(false);
    expect(canDeleteContent('contributor', theirs)).toBe(false);
    expect(canEditContent('contributor', legacy)).toBe(false);
    expect(canSubmitForReview('contributor', theirs)).toBe(false);
    expect(canPublish('contributor')).toBe(false);
    expect(canReview('contributor')).toBe(false);
    expect(canReadMessages('contributor')).toBe(false);
    expect(canManageStaff('contributor')).toBe(false);
    expect(canManageSettings('contributor')).toBe(false);
  });
});
