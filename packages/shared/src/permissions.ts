/**
 * Staff roles and what each may do, as plain functions: the server enforces them on every admin
 * route, and the admin asks the same functions what to show, so a rule lives here once.
 *
 * - administrator: everything, including staff accounts and site settings;
 * - editor: creates, edits, publishes and deletes every kind of content, reads and answers
 *   contact messages;
 * - contributor: writes and edits their own drafts and submits them for review; cannot publish,
 *   delete others' work or see messages.
 */
export const ROLES = ['administrator', 'editor', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Each role includes what the roles below it may do. */
const RANK: Record<Role, number> = { contributor: 1, editor: 2, administrator: 3 };

/** Whether `role` is `minimum` or above it (an administrator is at least an editor). */
export const hasRole = (role: Role, minimum: Role): boolean => RANK[role] >= RANK[minimum];

/** Who wants to act on an item of content, and whose item it is. */
export interface ContentItemAccess {
  /** The account asking. */
  userId: number;
  /** The account that created the item; null for items made before accounts had authors. */
  authorId: number | null;
  /** Whether the item is public now (a contributor never changes a published item). */
  published: boolean;
}

/** Publish and unpublish content. */
export const canPublish = (role: Role): boolean => hasRole(role, 'editor');

/** Create a new draft (every role: a contributor's draft is their own). */
export const canCreateContent = (_role: Role): boolean => true;

/** Edit an item: editors and administrators every item, a contributor their own drafts only. */
export function canEditContent(role: Role, item: ContentItemAccess): boolean {
  if (hasRole(role, 'editor')) return true;
  return item.authorId === item.userId && !item.published;
}

/** Delete an item: editors and administrators every item, a contributor their own drafts only. */
export function canDeleteContent(role: Role, item: ContentItemAccess): boolean {
  return canEditContent(role, item);
}

/** See and edit items other people wrote (the full content lists). */
export const canSeeOthersContent = (role: Role): boolean => hasRole(role, 'editor');

/** Submit a draft for review: its author, when they cannot publish it themselves. */
export const canSubmitForReview = (role: Role, item: ContentItemAccess): boolean =>
  item.authorId === item.userId && !item.published;

/** Publish a draft sent for review, or send it back to its author with a note. */
export const canReview = (role: Role): boolean => hasRole(role, 'editor');

/** Read, mark, export and answer contact messages; receive them by e-mail. */
export const canReadMessages = (role: Role): boolean => hasRole(role, 'editor');

/** Upload images and pick from the uploads (every role writes content with pictures). */
export const canUploadImages = (_role: Role): boolean => true;

/** Invite, change and deactivate staff accounts; read the audit log and the e-mail outbox. */
export const canManageStaff = (role: Role): boolean => hasRole(role, 'administrator');

/** Change the site's settings (security settings such as requiring two-factor sign-in too). */
export const canManageSettings = (role: Role): boolean => hasRole(role, 'administrator');

/** Every rule above for one role, as the admin shows or hides what it offers. */
export function permissionsOf(role: Role) {
  return {
    publish: canPublish(role),
    review: canReview(role),
    seeOthersContent: canSeeOthersContent(role),
    readMessages: canReadMessages(role),
    uploadImages: canUploadImages(role),
    manageStaff: canManageStaff(role),
    manageSettings: canManageSettings(role),
  };
}
export type Permissions = ReturnType<typeof permissionsOf>;
