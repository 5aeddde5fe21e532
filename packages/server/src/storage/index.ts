import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { uploadTempDir } from './keys.js';
import { createLocalStorage } from './local.js';
import { createS3Client, createS3Storage } from './s3.js';

export { StorageUnavailableError } from './errors.js';
export {
  assertStorageKey,
  contentTypeOf,
  isStorageKey,
  uploadTempDir,
  uploadTempRoot,
} from './keys.js';

/**
 * Where media files are kept: one interface, two drivers chosen by STORAGE_DRIVER.
 *
 * - `local`: files under DATA_DIR (`media/<key>`, variants under `cache/media/<key>`);
 * - `s3`: objects in S3_BUCKET (`<key>`, variants under `variants/<key>`).
 *
 * Keys are the same for both drivers: relative paths of plain segments such as
 * `stories/lagos-1.jpg` or `uploads/2026/11/3f2a….png` (see `isStorageKey`). Everything above
 * this module (media route, uploads, demo content, readiness) only uses this interface.
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

/** The stores of one configuration, sharing one S3 client when the driver is s3. */
export interface MediaStorage {
  readonly driver: 'local' | 's3';
  /** Originals: uploads and demo images, at their key. */
  originals: Storage;
  /** Resized copies made by the media service, at `w<width>/<key>`. */
  variants: Storage;
  /** Where uploads are received before they are checked: always on the local disk. */
  readonly tempDir: string;
  /** Closes the connections of the S3 client (nothing for the local disk). */
  close(): void;
}

/** Prefix of the resized variants in the bucket (originals are at their key). */
export const S3_VARIANTS_PREFIX = 'variants/';

export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): MediaStorage {
  const tempDir = uploadTempDir(config.dataDir);
  if (config.storage.driver === 's3') {
    const client = createS3Client(config.storage);
    const { bucket } = config.storage;
    return {
      driver: 's3',
      originals: createS3Storage({ client, bucket }),
      variants: createS3Storage({ client, bucket, prefix: S3_VARIANTS_PREFIX }),
      tempDir,
      close: () => client.destroy(),
    };
  }
  return {
    driver: 'local',
    originals: createLocalStorage({ root: join(config.dataDir, 'media') }),
    variants: createLocalStorage({ root: join(config.dataDir, 'cache', 'media') }),
    tempDir,
    close: () => undefined,
  };
}
