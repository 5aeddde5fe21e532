import {
  contentRefusal,
  type ContentAction,
  type ContentItemAccess,
  type StaffSession,
} from '@ia/shared';

/** An item as the permission rules see it, for the signed-in account. */
export const accessOf = (
  session: Pick<StaffSession, 'id'>,
  item: { authorId?: number | null; status: string },
): ContentItemAccess => ({
  userId: session.id,
  authorId: item.authorId ?? null,
  published: item.status === 'published',
});

/**
 * Why the signed-in account may not do each action to an item (undefined where it may): the
 * same words as the server's 403, shown beside what the editor disables. A new item (not saved
 * yet) is the author's own draft.
 */
export function refusalsFor(
  session: Pick<StaffSession, 'id' | 'role'>,
  item: { authorId?: number | null; status: string } | undefined,
): Partial<Record<ContentAction, string>> {
  const access = item
    ? accessOf(session, item)
    : { userId: session.id, authorId: session.id, published: false };
  const actions: ContentAction[] = [
    'read',
    'edit',
    'delete',
    'publish',
    'unpublish',
    'submit',
    'review',
    'reorder',
  ];
  return Object.fromEntries(
    actions
      .map((action) => [action, contentRefusal(session.role, action, access)] as const)
      .filter(([, refusal]) => refusal !== undefined),
  );
}
