import type { Config } from '../config.js';
import { createLocalStorage } from './local.js';

/**
 * Where uploaded files are kept. Keys are paths under the media folder
 * (`uploads/2025/06/3f2a….png`); the site serves each at `urlOf(key)` (`/media/<key>`), where
 * the media route can also resize it. The local driver is the default; `s3` is validated by the
 * configuration but not implemented yet (the server refuses to start with it).
 */
export interface Storage {
  /** Folder for files being received, on the same disk as the stored files (cheap moves). */
  readonly tempDir: string;
  /** Moves a complete file from `tempDir` into storage at `key`. */
  putFile(key: string, file: string): Promise<void>;
  /** Removes the file at `key`, if there is one. */
  remove(key: string): Promise<void>;
  /** Whether a file is stored at `key`. */
  exists(key: string): Promise<boolean>;
  /** The root-relative address the stored file is served at. */
  urlOf(key: string): string;
}

export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  if (config.storage.driver !== 'local') {
    throw new Error(`STORAGE_DRIVER=${config.storage.driver} is not implemented yet`);
  }
  return createLocalStorage({ dataDir: config.dataDir });
}
