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

/** Read an item: published ones and one's own drafts; editors and administrators every item. */
export const canReadContent = (role: Role, item: ContentItemAccess): boolean =>
  item.published || canSeeOthersContent(role) || item.authorId === item.userId;

/** Change the order in which the site shows a collection's items (what the public sees). */
export const canReorderContent = (role: Role): boolean => hasRole(role, 'editor');

/** Change an image of the library (alt text, name, focal point) or delete it: it shows on public pages. */
export const canManageImages = (role: Role): boolean => hasRole(role, 'editor');

/** The admin section whose globals are the site's settings (administrators only). */
export const SETTINGS_SECTION = 'Site settings';

/**
 * Change a global (one record, live as soon as it is saved): the site settings (the `Site
 * settings` section of the admin) for administrators, the texts of the pages for editors and
 * administrators.
 */
export const canEditGlobal = (role: Role, global: { section: string }): boolean =>
  global.section === SETTINGS_SECTION ? canManageSettings(role) : hasRole(role, 'editor');

/** What staff do to an item of content (each checked by `contentRefusal`). */
export type ContentAction =
  'read' | 'edit' | 'delete' | 'publish' | 'unpublish' | 'submit' | 'review' | 'reorder';

/**
 * Why `role` may not do `action` (to `item`), in the words staff read: the message of the
 * server's 403 and the explanation beside what the admin disables. Undefined when it may.
 */
export function contentRefusal(
  role: Role,
  action: ContentAction,
  item?: ContentItemAccess,
): string | undefined {
  const own = item !== undefined && item.authorId === item.userId;
  switch (action) {
    case 'read':
      return !item || canReadContent(role, item)
        ? undefined
        : 'This draft is someone else’s: contributors see published content and their own drafts';
    case 'edit':
    case 'delete':
      if (!item || canEditContent(role, item)) return undefined;
      if (item.published) {
        return action === 'edit'
          ? 'This is published: only editors and administrators change published content'
          : 'This is published: only editors and administrators delete published content';
      }
      return action === 'edit'
        ? 'This draft is someone else’s: contributors change only their own drafts'
        : 'This draft is someone else’s: contributors delete only their own drafts';
    case 'publish':
      return canPublish(role)
        ? undefined
        : 'Only editors and administrators publish: submit it for review, and an editor publishes it';
    case 'unpublish':
      return canPublish(role)
        ? undefined
        : 'Only editors and administrators take content off the site';
    case 'submit':
      if (!item || canSubmitForReview(role, item)) return undefined;
      if (item.published) return 'This is published already: there is nothing to review';
      return own ? undefined : 'Only the author of a draft submits it for review';
    case 'review':
      return canReview(role) ? undefined : 'Only editors and administrators review drafts';
    case 'reorder':
      return canReorderContent(role)
        ? undefined
        : 'Only editors and administrators change the order the site shows';
  }
}

/** Why `role` may not change `global`, or undefined when it may. */
export function globalRefusal(role: Role, global: { section: string }): string | undefined {
  if (canEditGlobal(role, global)) return undefined;
  return global.section === SETTINGS_SECTION
    ? 'Only administrators change the site settings'
    : 'Only editors and administrators change the texts of the pages';
}

/** Why `role` may not change or delete images of the library, or undefined when it may. */
export const imageRefusal = (role: Role): string | undefined =>
  canManageImages(role)
    ? undefined
    : 'Only editors and administrators change or delete images of the library: every page that shows one changes with it';

/** Read, mark, export and answer contact messages; receive them by e-mail. */
export const canReadMessages = (role: Role): boolean => hasRole(role, 'editor');

/** Upload images and pick from the uploads (every role writes content with pictures). */
export const canUploadImages = (_role: Role): boolean => true;

/** Invite, change and deactivate staff accounts; read the audit log and the e-mail outbox. */
export const canManageStaff = (role: Role): boolean => hasRole(role, 'administrator');

/** Change the site's settings (security settings such as requiring two-factor sign-in too). */
export const canManageSettings = (role: Role): boolean => hasRole(role, 'administrator');

/** Every rule above for one role, as the admin shows or hides what it offers. */
/**
 * Reword the texts of the interface visitors read (buttons, labels, the 404 page…): editors and
 * administrators, as they show on every page at once.
 */
export const canEditInterfaceTexts = (role: Role): boolean => hasRole(role, 'editor');

/** See the Reach screen (what the site's answers counted): editors and administrators. */
export const canSeeReach = (role: Role): boolean => hasRole(role, 'editor');

/**
 * Send or schedule a newsletter issue to every subscriber: editors and administrators (every
 * role drafts issues and sends itself a test).
 */
export const canSendNewsletter = (role: Role): boolean => hasRole(role, 'editor');

/**
 * Export the newsletter's subscribers as CSV and erase one on request: editors and
 * administrators (every role reads the list).
 */
export const canManageSubscribers = (role: Role): boolean => hasRole(role, 'editor');

/** Why `role` may not send a newsletter issue, or undefined when it may. */
export const newsletterSendRefusal = (role: Role): string | undefined =>
  canSendNewsletter(role)
    ? undefined
    : 'Only editors and administrators send the newsletter: you can write the issue and send yourself a test, and an editor sends it';

export function permissionsOf(role: Role) {
  return {
    publish: canPublish(role),
    review: canReview(role),
    seeOthersContent: canSeeOthersContent(role),
    readMessages: canReadMessages(role),
    uploadImages: canUploadImages(role),
    manageImages: canManageImages(role),
    reorder: canReorderContent(role),
    manageStaff: canManageStaff(role),
    manageSettings: canManageSettings(role),
    editInterfaceTexts: canEditInterfaceTexts(role),
    seeReach: canSeeReach(role),
    sendNewsletter: canSendNewsletter(role),
    manageSubscribers: canManageSubscribers(role),
  };
}
export type Permissions = ReturnType<typeof permissionsOf>;
