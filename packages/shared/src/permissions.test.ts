import { describe, expect, it } from 'vitest';
import {
  canCreateContent,
  canDeleteContent,
  canEditContent,
  canManageSettings,
  canEditInterfaceTexts,
  canSeeReach,
  canSendNewsletter,
  canManageSubscribers,
  newsletterSendRefusal,
  canManageStaff,
  canPublish,
  canReadMessages,
  canReview,
  canSubmitForReview,
  canUploadImages,
  contentRefusal,
  globalRefusal,
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
      manageImages: true,
      reorder: true,
      manageStaff: true,
      manageSettings: true,
      editInterfaceTexts: true,
      seeReach: true,
      sendNewsletter: true,
      manageSubscribers: true,
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
    expect(canEditInterfaceTexts('editor')).toBe(true);
    expect(canSeeReach('editor')).toBe(true);
    expect(canSeeReach('contributor')).toBe(false);
    expect(canSendNewsletter('editor')).toBe(true);
    expect(canSendNewsletter('contributor')).toBe(false);
    expect(newsletterSendRefusal('contributor')).toMatch(/editors and administrators/);
    expect(newsletterSendRefusal('editor')).toBeUndefined();
    expect(canManageSubscribers('editor')).toBe(true);
    expect(canManageSubscribers('contributor')).toBe(false);
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
    expect(canEditInterfaceTexts('contributor')).toBe(false);
  });

  it('says why a role may not act on content, in the words the 403 and the admin use', () => {
    expect(contentRefusal('contributor', 'read', theirs)).toBe(
      'This draft is someone else’s: contributors see published content and their own drafts',
    );
    expect(contentRefusal('contributor', 'read', legacy)).toBeUndefined();
    expect(contentRefusal('contributor', 'edit', minePublished)).toBe(
      'This is published: only editors and administrators change published content',
    );
    expect(contentRefusal('contributor', 'delete', theirs)).toBe(
      'This draft is someone else’s: contributors delete only their own drafts',
    );
    expect(contentRefusal('contributor', 'edit', mine)).toBeUndefined();
    expect(contentRefusal('contributor', 'publish')).toMatch(/^Only editors and administrators/);
    expect(contentRefusal('contributor', 'submit', mine)).toBeUndefined();
    expect(contentRefusal('contributor', 'submit', minePublished)).toBe(
      'This is published already: there is nothing to review',
    );
    expect(contentRefusal('contributor', 'review')).toBe(
      'Only editors and administrators review drafts',
    );
    for (const action of ['read', 'edit', 'delete', 'publish', 'unpublish', 'review'] as const) {
      expect(contentRefusal('editor', action, theirs)).toBeUndefined();
    }
  });

  it('site settings for administrators, the pages’ texts for editors too', () => {
    const settings = { section: 'Site settings' };
    const page = { section: 'Pages' };
    expect(globalRefusal('administrator', settings)).toBeUndefined();
    expect(globalRefusal('editor', settings)).toBe('Only administrators change the site settings');
    expect(globalRefusal('editor', page)).toBeUndefined();
    expect(globalRefusal('contributor', page)).toBe(
      'Only editors and administrators change the texts of the pages',
    );
  });
});
