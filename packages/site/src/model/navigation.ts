import { contentPagePath, type navigation, type PublicOf, type PublicReference } from '@ia/shared';
import { articlePath, storyCanonicalPath } from '../paths';
import { named, rowFieldLang, useGlobal } from './useContent';

/** The menus, read by name (the layout is on every page: its script stays small). */
export const navigationGlobal = named<typeof navigation>('navigation');

/** A link of a menu as the site draws it. */
export interface MenuLink {
  /** A path of the site (without its language) or, when `external`, an https address. */
  href: string;
  label: string;
  /** The language of the label (English where the read's language has none). */
  lang: string;
  external: boolean;
  /** A menu of links under this name (the header's only): then `href` is empty. */
  children?: MenuLink[];
}

type Read = PublicOf<typeof navigation>;
type HeaderRow = Read['header'][number];
type Row = Exclude<HeaderRow, { type: 'menu' }>;

const slugOf = (target: unknown): string | undefined => {
  const slug = (target as PublicReference | null)?.slug;
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
};

/**
 * The address of a menu's link, or undefined when it points at nothing visitors can see (a
 * page, article or story unpublished or removed: the public read has no item there).
 */
function hrefOf(row: Row): { href: string; external: boolean } | undefined {
  switch (row.type) {
    case 'sitePage':
      return typeof row.target === 'string' && row.target.startsWith('/')
        ? { href: row.target, external: false }
        : undefined;
    case 'page': {
      const slug = slugOf(row.target);
      return slug ? { href: contentPagePath(slug), external: false } : undefined;
    }
    case 'article': {
      const slug = slugOf(row.target);
      return slug ? { href: articlePath(slug), external: false } : undefined;
    }
    case 'story': {
      const slug = slugOf(row.target);
      return slug ? { href: storyCanonicalPath(slug), external: false } : undefined;
    }
    case 'address':
      return typeof row.target === 'string' && row.target.startsWith('https://')
        ? { href: row.target, external: true }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * The links of a menu visitors can follow, in staff's order; the others are left out, and so is
 * a menu of links left without any.
 */
export function menuLinks(
  read: { lang: string },
  rows: readonly (Row | HeaderRow)[] | undefined,
): MenuLink[] {
  const out: MenuLink[] = [];
  for (const row of rows ?? []) {
    const label = typeof row.label === 'string' ? row.label.trim() : '';
    if (label === '') continue;
    const lang = rowFieldLang(read, row, 'label');
    if (row.type === 'menu') {
      const children = menuLinks(read, row.links);
      if (children.length > 0) out.push({ href: '', label, lang, external: false, children });
      continue;
    }
    const target = hrefOf(row);
    if (target) out.push({ ...target, label, lang });
  }
  return out;
}

/** A column of the footer: its heading (maybe none) and its links. */
export interface MenuColumn {
  heading: string;
  headingLang: string;
  links: MenuLink[];
}

/** The header's links and the footer's columns (empty while the menus load). */
export function useMenus(): { header: MenuLink[]; footer: MenuColumn[] } {
  const read = useGlobal(navigationGlobal).data;
  if (!read) return { header: [], footer: [] };
  return {
    header: menuLinks(read, read.header),
    footer: (read.footer ?? [])
      .map((column) => ({
        heading: (column.heading ?? '').trim(),
        headingLang: rowFieldLang(read, column, 'heading'),
        links: menuLinks(read, column.links),
      }))
      .filter((column) => column.links.length > 0),
  };
}
