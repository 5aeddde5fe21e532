import type { CollectionDef, ContentDef, GlobalDef } from '../model/define.js';
import { focusAreas, figures, organisation, people } from './organisation.js';
import { aboutPage } from './pages/about.js';
import { articles, stories } from './publishing.js';

export * from './organisation.js';
export * from './publishing.js';
export { aboutPage };

/**
 * Every collection and global of the site, in the admin menu's order within each section. A
 * new kind of content is declared in this folder and listed here; nothing else needs to know.
 */
export const COLLECTIONS: readonly CollectionDef[] = [
  stories,
  articles,
  figures,
  people,
  focusAreas,
] as unknown as readonly CollectionDef[];

export const GLOBALS: readonly GlobalDef[] = [
  organisation,
  aboutPage,
] as unknown as readonly GlobalDef[];

/** Admin paths that are not collections (a collection may not take one of these names). */
export const RESERVED_ADMIN_NAMES = [
  'schema',
  'globals',
  'images',
  'consents',
  'contact-messages',
  'users',
  'audit-log',
  'outbox',
  'backup',
  'translation-status',
  'preview',
  'session',
  'review',
  'settings',
  'emails',
  'account',
] as const;

const byName = new Map<string, ContentDef>(
  [...COLLECTIONS, ...GLOBALS].map((def) => [`${def.kind}:${def.name}`, def]),
);

export const collectionNamed = (name: string): CollectionDef | undefined =>
  byName.get(`collection:${name}`) as CollectionDef | undefined;

export const globalNamed = (name: string): GlobalDef | undefined =>
  byName.get(`global:${name}`) as GlobalDef | undefined;
