import type { Readable } from 'node:stream';

/**
 * Where media files are kept: one interface, two drivers chosen by STORAGE_DRIVER.
 *
 * - `local`: files under DATA_DIR (`media/<key>`, variants under `cache/media/<key>`);
 * - `s3`: objects in S3_BUCKET (`<key>`, variants under `variants/<key>`).
 *
 * Keys are the same for both drivers: relative paths of plain segments such as
 * `stories/lagos-1.jpg` or `uploads/2026/11/3f2a….png` (see `isStorageKey`). Everything above
 * the storage module (media route, uploads, demo content, readiness) only uses this interface.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Stores `body` at `key`, replacing what was there. A reader never sees half an object.
   * `size` is required for a stream (S3 needs the length up front).
   */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** Moves a complete local file (a received upload) into storage at `key`; the file is gone after. */
  putFile(key: string, file: string, options: { contentType: string }): Promise<void>;
  /** The object's bytes as a stream with its metadata, or undefined when there is none. */
  get(key: string): Promise<StoredBody | undefined>;
  /** The object's metadata without its bytes, or undefined when there is none. */
  stat(key: string): Promise<StoredInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object at `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Resolves when the store answers (readiness): S3 HeadBucket, nothing to check on local disk. */
  ping(signal?: AbortSignal): Promise<void>;
}

export interface PutOptions {
  contentType: string;
  size?: number;
}

export interface StoredInfo {
  size: number;
  contentType: string;
  /** An HTTP entity tag for exactly these bytes (quoted, possibly weak), when the store has one. */
  etag: string | undefined;
  lastModified: Date;
}

export interface StoredBody extends StoredInfo {
  body: Readable;
}
