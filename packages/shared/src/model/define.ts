import { SETTINGS_SECTION } from '../permissions.js';
import type { Fields, PublicDocument, StoredDocument } from './fields.js';

/**
 * Collections (many items: stories, programmes, people…) and globals (one record: the
 * organisation's details, a page's texts), declared once. Payload's collections and globals,
 * Keystone's lists and Wagtail's snippets and settings are the models: the declaration is data,
 * and the database storage, admin API, admin form, validation and typed reads follow from it.
 */

/** The admin menu's sections, in order. */
export const ADMIN_SECTIONS = ['Publishing', 'Organisation', 'Pages', SETTINGS_SECTION] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

type IsAny<T> = 0 extends 1 & T ? true : false;

interface Common<F extends Fields> {
  /** The address segment: `/api/admin/{name}`, `/api/content/{name}`; lower-case, hyphens. */
  name: string;
  /** One item in words for staff ("Programme"). */
  label: string;
  /** What it is and where it shows, for the admin. */
  description: string;
  section: AdminSection;
  /** The fields, in the order the editor shows them (the wide form: any fields). */
  fields: IsAny<F> extends true ? Fields : F;
  /**
   * The public page that shows it, for the preview (`/programs`; `{slug}` is the item's
   * address); none for content the site does not show on a page of its own.
   */
  previewPath?: string;
}

// The wide form (no argument) takes any declaration: its field names are then plain strings.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CollectionDef<F extends Fields = any> extends Common<F> {
  kind: 'collection';
  /** Several items in words ("Programmes"). */
  plural: string;
  /** The field that names an item in lists, history and messages. */
  titleField: keyof F & string;
  /** The field whose picture stands for an item in lists. */
  imageField?: keyof F & string;
  /** Fields shown as columns of the admin list besides the title. */
  listFields?: readonly (keyof F & string)[];
  /** Items have an address of their own (`/insights/{slug}`), made from the title field. */
  slugs: boolean;
  /**
   * Addresses items may not take (a page at the top of the site may not take `/impact`): a save
   * with one is a 422 naming the address, and an address made from the title skips them.
   */
  reservedSlugs?: readonly string[];
  /** Staff put the items in order (else newest change first in the admin). */
  orderable: boolean;
  /**
   * A translation, once there is one, must give every required text (stories and articles:
   * the item is then fully in that language); otherwise each missing text falls back to English.
   */
  completeTranslations: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GlobalDef<F extends Fields = any> extends Common<F> {
  kind: 'global';
  /** A page's field that is its title in search results (`title` where not said). */
  titleField?: keyof F & string;
}

export type ContentDef = CollectionDef | GlobalDef;

// The name is kept as its literal type (`'home-page'`), so a read by name alone is checked
// against the declaration (the site's `named`).
export function defineCollection<const F extends Fields, const N extends string = string>(
  def: Omit<CollectionDef<F>, 'kind' | 'slugs' | 'orderable' | 'completeTranslations'> &
    Partial<Pick<CollectionDef<F>, 'slugs' | 'orderable' | 'completeTranslations'>> & { name: N },
): CollectionDef<F> & { name: N } {
  return {
    kind: 'collection',
    slugs: false,
    orderable: false,
    completeTranslations: false,
    ...def,
  };
}

export function defineGlobal<const F extends Fields, const N extends string = string>(
  def: Omit<GlobalDef<F>, 'kind'> & { name: N },
): GlobalDef<F> & { name: N } {
  return { kind: 'global', ...def };
}

/** A stored item's document: the English fields, its slug where items have one. */
export type DocumentOf<D extends ContentDef> = StoredDocument<D['fields']>;

/** An item or global as the public API answers it in a language. */
export type PublicOf<D extends ContentDef> = PublicDocument<D['fields']> & {
  /** The language of the texts: the one asked for, or `en` where the item is not written in it. */
  lang: string;
  /** Fields that had no text in the language asked and are in English. */
  fallback?: string[];
} & (D extends CollectionDef ? { id: number; slug?: string } : object);

/** Translations beside the English document, as the admin API sends them. */
export type Translations = Record<string, Record<string, unknown>>;
