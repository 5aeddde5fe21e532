import { isUniqueViolation } from './query-helpers.js';

/**
 * What the publishing service (services/content-editing.ts) needs of a kind's repository:
 * stories and articles each implement it over their own tables. Every write names the version it
 * was based on and answers false when the row has moved on (or is gone): the version check.
 */
export interface EditableMeta {
  at: string;
  by: string | null;
  /** A derived sort key the kind keeps (a story's impact as a number). */
  sortValue?: number;
}

export interface EditableListItem {
  id: number;
  slug: string;
  title: string;
  category: string;
  published: boolean;
  /** Published and, for a story, consent not ended. */
  public: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  consentEndsAt: string | null;
  image: string | null;
}

export interface EditableRecord<D> {
  id: number;
  published: boolean;
  public: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  /** The English document with its slug (translations are kept apart and added by the service). */
  document: D & { slug: string };
}

/**
 * Another item took the slug between the check and the write: two saves or creations with one
 * new address at the same moment both found it free, and the unique index let one of them in.
 */
export class SlugTakenError extends Error {
  constructor() {
    super('The slug is taken');
    this.name = 'SlugTakenError';
  }
}

/** Runs a write that sets a slug: the unique index's refusal becomes SlugTakenError. */
export async function writingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'slug')) throw new SlugTakenError();
    throw error;
  }
}

/** Insert and update throw SlugTakenError when the slug is another item's (see above). */
export interface EditableStore<D> {
  list(at: string): Promise<EditableListItem[]>;
  read(id: number, at: string): Promise<EditableRecord<D> | undefined>;
  idOfSlug(slug: string): Promise<number | undefined>;
  insert(document: D & { slug: string }, meta: EditableMeta): Promise<number>;
  update(
    id: number,
    expectedVersion: number,
    change: { document?: D & { slug: string }; published?: boolean; meta: EditableMeta },
  ): Promise<boolean>;
  remove(id: number, expectedVersion: number): Promise<boolean>;
}
