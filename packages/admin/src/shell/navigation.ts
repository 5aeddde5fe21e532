import { ADMIN_SECTIONS, COLLECTIONS, GLOBALS, type AdminSection } from '@ia/shared';

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

/**
 * The menu: the dashboard, then every collection and global of the content model in its section
 * (so a new declaration appears here by itself), then the library, messages and translations.
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
    { label: 'Overview', entries: [{ label: 'Dashboard', href: '/' }] },
    ...ADMIN_SECTIONS.map((section) => ({ label: section, entries: bySection(section) })).filter(
      (group) => group.entries.length > 0,
    ),
    {
      label: 'Library and inbox',
      entries: [
        { label: 'Images', href: '/images' },
        { label: 'Image Manager', href: '/image-manager' },
        { label: 'Messages', href: '/messages' },
        { label: 'Translations', href: '/translations' },
      ],
    },
  ];
}
