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
}

export type ImageRepository = ReturnType<typeof createImageRepository>;

/** Records of the image files stored under media/ (generated demo images, later uploads). */
export function createImageRepository(db: Knex) {
  return {
    async insertMany(images: NewImage[]): Promise<void> {
      if (images.length === 0) return;
      await db('images').insert(
        images.map((image) => ({
          path: image.path,
          content_type: image.contentType,
          width: image.width,
          height: image.height,
          byte_size: image.byteSize,
          alt: image.alt,
          created_at: image.createdAt,
        })),
      );
    },

    async findByPath(path: string): Promise<StoredImage | undefined> {
      const row = (await db('images').where('path', path).first()) as Row | undefined;
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
      };
    },

    async count(): Promise<number> {
      const [row] = (await db('images').count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },
  };
}
