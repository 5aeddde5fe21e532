import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileStat } from '../files.js';
import { mediaPath } from '../services/media.js';
import type { Storage } from './index.js';

/** Files left in the temp folder longer than this (a crash mid-upload) are removed at start. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Files on the local disk: stored under DATA_DIR/media/<key>, received under DATA_DIR/tmp/uploads.
 * Keys are checked with the media route's own rule, so a stored file can always be served and a
 * key can never point outside the folder.
 */
export function createLocalStorage(options: { dataDir: string }): Storage {
  const root = join(options.dataDir, 'media');
  const tempDir = join(options.dataDir, 'tmp', 'uploads');
  const fileOf = (key: string) => {
    if (mediaPath(key) !== key) throw new Error(`Invalid storage key "${key}"`);
    return join(root, key);
  };

  return {
    tempDir,

    async putFile(key, file) {
      const target = fileOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(file, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy to a temporary name beside the target, then rename.
        const partial = `${target}.${process.pid}.part`;
        try {
          await copyFile(file, partial);
          await rename(partial, target);
        } finally {
          await rm(partial, { force: true });
        }
        await rm(file, { force: true });
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async exists(key) {
      return (await fileStat(fileOf(key))) !== undefined;
    },

    urlOf: (key) => `/media/${key}`,
  };
}

/** Removes files older than an hour from a temp folder (left by a crash); never throws. */
export async function removeStaleTempFiles(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = join(dir, name);
    try {
      const info = await stat(file);
      if (info.isFile() && now - info.mtimeMs > STALE_TEMP_MS) {
        await rm(file, { force: true });
        removed += 1;
      }
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}
