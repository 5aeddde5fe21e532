import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';
import { libraryPage, readInChunks } from './query-helpers.js';

export interface NewImage {
  /** Path under media/, e.g. `stories/lagos-reading-corners-1.jpg`. */
  path: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  alt: string | null;
  /** The alt text in languages other than English (`fr`: …), where staff wrote it. */
  altTranslations?: Record<string, string>;
  createdAt: string;
  /** The uploader's file name, as information only (uploads; undefined for demo images). */
  originalName?: string | null;
  focalX?: number;
  focalY?: number;
}

export interface StoredImage extends NewImage {
  id: number;
  /** Where the picture's subject is, 0 to 1 from the left and the top. */
  focalX: number;
  focalY: number;
}

interface Row {
  id: number;
  path: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  alt: string | null;
  alt_translations?: string | null;
  created_at: unknown;
  original_name: string | null;
  focal_x?: unknown;
  focal_y?: unknown;
}

/** The stored JSON of alt texts by language: only non-empty texts (a damaged value is none). */
function parseTranslations(value: string | null | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return {};
  }
}

const toImage = (row: Row): StoredImage => ({
  id: Number(row.id),
  path: row.path,
  contentType: row.content_type,
  width: Number(row.width),
  height: Number(row.height),
  byteSize: Number(row.byte_size),
  alt: row.alt,
  altTranslations: parseTranslations(row.alt_translations),
  createdAt: toIso(row.created_at),
  originalName: row.original_name ?? null,
  focalX: row.focal_x === undefined || row.focal_x === null ? 0.5 : Number(row.focal_x),
  focalY: row.focal_y === undefined || row.focal_y === null ? 0.5 : Number(row.focal_y),
});

const toRow = (image: NewImage) => ({
  path: image.path,
  content_type: image.contentType,
  width: image.width,
  height: image.height,
  byte_size: image.byteSize,
  alt: image.alt,
  ...(image.altTranslations === undefined
    ? {}
    : { alt_translations: JSON.stringify(image.altTranslations) }),
  created_at: image.createdAt,
  ...(image.originalName === undefined ? {} : { original_name: image.originalName }),
  ...(image.focalX === undefined ? {} : { focal_x: image.focalX }),
  ...(image.focalY === undefined ? {} : { focal_y: image.focalY }),
});

export type ImageRepository = ReturnType<typeof createImageRepository>;

/** Records of the image files stored under media/ (generated demo images and uploads). */
export function createImageRepository(db: Knex) {
  return {
    async insertMany(images: NewImage[]): Promise<void> {
      if (images.length === 0) return;
      await db('images').insert(images.map(toRow));
    },

    /**
     * Records an image whose file is about to be stored, unless one is already recorded at its
     * path: true when this call recorded it. The unique path makes this the one winner of
     * concurrent uploads to the same address. The image is not listed nor found by path until
     * `markStored`.
     */
    async insertIfAbsent(image: NewImage): Promise<boolean> {
      const rows = (await db('images')
        .insert({ ...toRow(image), stored: false })
        .onConflict('path')
        .ignore()
        .returning('id')) as { id: number }[];
      return rows.length > 0;
    },

    /** The image's file is stored: from now on it is listed and found. */
    async markStored(path: string): Promise<void> {
      await db('images').where('path', path).update({ stored: true });
    },

    /** Whether anything is recorded at `path`, its file stored or not (a used upload address). */
    async isRecorded(path: string): Promise<boolean> {
      return (await db('images').where('path', path).first('id')) !== undefined;
    },

    /** Paths of images recorded before `before` (ISO time) whose file was never marked stored. */
    async listUnstoredBefore(before: string): Promise<string[]> {
      const rows = (await db('images')
        .where('stored', false)
        .where('created_at', '<', before)
        .select('path')) as { path: string }[];
      return rows.map((row) => row.path);
    },

    async deleteByPath(path: string): Promise<void> {
      await db('images').where('path', path).delete();
    },

    async findByPath(path: string): Promise<StoredImage | undefined> {
      const row = (await db('images').where({ path, stored: true }).first()) as Row | undefined;
      return row ? toImage(row) : undefined;
    },

    async findById(id: number): Promise<StoredImage | undefined> {
      const row = (await db('images').where({ id, stored: true }).first()) as Row | undefined;
      return row ? toImage(row) : undefined;
    },

    /** The stored images of `paths` (a page's pictures), by path. */
    async findByPaths(paths: readonly string[]): Promise<Map<string, StoredImage>> {
      const found = new Map<string, StoredImage>();
      const unique = [...new Set(paths)];
      const rows = await readInChunks(unique, (chunk) =>
        db('images').where('stored', true).whereIn('path', chunk).select<Row[]>('*'),
      );
      for (const row of rows) found.set(row.path, toImage(row));
      return found;
    },

    /** The library: newest first, searched in name, alt text and path, one page at a time. */
    async search(options: {
      q?: string;
      limit: number;
      offset: number;
    }): Promise<{ items: StoredImage[]; total: number }> {
      const { rows, total } = await libraryPage<Row>(
        db,
        'images',
        ['original_name', 'alt', 'alt_translations', 'path'],
        options,
      );
      return { items: rows.map(toImage), total };
    },

    /** Changes what staff may change of an image; false when there is none. */
    async change(
      id: number,
      change: {
        alt?: string | null;
        altTranslations?: Record<string, string>;
        originalName?: string | null;
        focalX?: number;
        focalY?: number;
      },
    ): Promise<boolean> {
      const set: Record<string, unknown> = {};
      if (change.alt !== undefined) set.alt = change.alt;
      if (change.altTranslations !== undefined) {
        const written = Object.entries(change.altTranslations).filter(([, text]) => text !== '');
        set.alt_translations =
          written.length > 0 ? JSON.stringify(Object.fromEntries(written)) : null;
      }
      if (change.originalName !== undefined) set.original_name = change.originalName;
      if (change.focalX !== undefined) set.focal_x = change.focalX;
      if (change.focalY !== undefined) set.focal_y = change.focalY;
      if (Object.keys(set).length === 0)
        return (await db('images').where('id', id).first('id')) !== undefined;
      return (await db('images').where('id', id).update(set)) === 1;
    },

    /** The newest images first, at most `limit`. */
    async listNewest(limit: number): Promise<StoredImage[]> {
      const rows = (await db('images')
        .where('stored', true)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('*')) as Row[];
      return rows.map(toImage);
    },

    async count(): Promise<number> {
      const [row] = (await db('images').count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },
  };
}
