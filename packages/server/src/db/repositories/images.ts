import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';

export interface NewImage {
  /** Path under media/, e.g. `stories/lagos-reading-corners-1.jpg`. */
  path: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  alt: string | null;
  createdAt: string;
  /** The uploader's file name, as information only (uploads; undefined for demo images). */
  originalName?: string | null;
}

export interface StoredImage extends NewImage {
  id: number;
}

interface Row {
  id: number;
  path: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  alt: string | null;
  created_at: unknown;
  original_name: string | null;
}

const toRow = (image: NewImage) => ({
  path: image.path,
  content_type: image.contentType,
  width: image.width,
  height: image.height,
  byte_size: image.byteSize,
  alt: image.alt,
  created_at: image.createdAt,
  ...(image.originalName === undefined ? {} : { original_name: image.originalName }),
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
      if (!row) return undefined;
      return {
        id: Number(row.id),
        path: row.path,
        contentType: row.content_type,
        width: Number(row.width),
        height: Number(row.height),
        byteSize: Number(row.byte_size),
        alt: row.alt,
        createdAt: toIso(row.created_at),
        originalName: row.original_name ?? null,
      };
    },

    /** The newest images first, at most `limit`. */
    async listNewest(limit: number): Promise<StoredImage[]> {
      const rows = (await db('images')
        .where('stored', true)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('*')) as Row[];
      return rows.map((row) => ({
        id: Number(row.id),
        path: row.path,
        contentType: row.content_type,
        width: Number(row.width),
        height: Number(row.height),
        byteSize: Number(row.byte_size),
        alt: row.alt,
        createdAt: toIso(row.created_at),
        originalName: row.original_name,
      }));
    },

    async count(): Promise<number> {
      const [row] = (await db('images').count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },
  };
}
