import {
  ADMIN_SECTIONS,
  COLLECTIONS,
  GLOBALS,
  type AdminSection,
  type Permissions,
} from '@ia/shared';

/** One entry of the staff application's menu. */
export interface MenuEntry {
  label: string;
  href: string;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/** Where a collection's items and a global are edited. */
export const collectionHref = (name: string) => `/${name}`;
export const itemHref = (name: string, id: number | 'new') => `/${name}/${id}`;
export const globalHref = (name: string) => `/globals/${name}`;

/** Screens only some roles use, by address, with what their role must allow (else hidden). */
const NEEDS: Record<string, keyof Permissions> = {
  '/messages': 'readMessages',
  '/users': 'manageStaff',
  '/emails': 'manageStaff',
  '/audit-log': 'manageStaff',
  '/interface-texts': 'editInterfaceTexts',
  '/reach': 'seeReach',
};

/** The menu of the signed-in role: entries of screens it cannot use are left out. */
export function menuFor(permissions: Permissions | undefined): MenuGroup[] {
  return menu()
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => {
        const needs = NEEDS[entry.href];
        return !needs || permissions?.[needs] === true;
      }),
    }))
    .filter((group) => group.entries.length > 0);
}

/**
 * The menu: the dashboard, then every collection and global of the content model in its section
 * (so a new declaration appears here by itself), then the newsletter (every role drafts issues and
 * reads the subscribers, as the server allows), the library, messages and translations,
 * the staff accounts, and one's own account.
 */
export function menu(): MenuGroup[] {
  const bySection = (section: AdminSection): MenuEntry[] => [
    ...COLLECTIONS.filter((def) => def.section === section).map((def) => ({
      label: def.plural,
      href: collectionHref(def.name),
    })),
    ...GLOBALS.filter((def) => def.section === section).map((def) => ({
      label: def.label,
      href: globalHref(def.name),
    })),
  ];
  return [
    {
      label: 'Overview',
      entries: [
        { label: 'Dashboard', href: '/' },
        { label: 'Review', href: '/review' },
        { label: 'Reach', href: '/reach' },
      ],
    },
    ...ADMIN_SECTIONS.map((section) => ({ label: section, entries: bySection(section) })).filter(
      (group) => group.entries.length > 0,
    ),
    {
      label: 'Newsletter',
      entries: [
        { label: 'Issues', href: '/newsletter' },
        { label: 'Subscribers', href: '/newsletter/subscribers' },
      ],
    },
    {
      label: 'Library and inbox',
      entries: [
        { label: 'Images', href: '/images' },
        { label: 'Image Manager', href: '/image-manager' },
        { label: 'Documents', href: '/documents' },
        { label: 'Messages', href: '/messages' },
        { label: 'Translations', href: '/translations' },
        { label: 'Interface texts', href: '/interface-texts' },
      ],
    },
    {
      label: 'Staff',
      entries: [
        { label: 'Staff accounts', href: '/users' },
        { label: 'E-mails', href: '/emails' },
        { label: 'Audit log', href: '/audit-log' },
      ],
    },
    { label: 'You', entries: [{ label: 'Your account', href: '/account' }] },
  ];
}
