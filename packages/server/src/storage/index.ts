import { join } from 'node:path';
import type { Config } from '../config.js';
import { uploadTempDir } from './keys.js';
import { createLocalStorage } from './local.js';
import { createS3Client, createS3Storage } from './s3.js';
import type { Storage } from './types.js';

export { StorageUnavailableError } from './errors.js';
export {
  assertStorageKey,
  contentTypeOf,
  isStorageKey,
  uploadTempDir,
  uploadTempRoot,
} from './keys.js';
export type { PutOptions, Storage, StoredBody, StoredInfo } from './types.js';

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
