import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileStat } from '../files.js';
import type { Storage, StoredInfo } from './types.js';
import { assertStorageKey, contentTypeOf, tempFolderHost } from './keys.js';

/** Files left in the temp folder longer than this (a crash mid-upload) are removed at start. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Files on the local disk under `root` (DATA_DIR/media for originals, DATA_DIR/cache/media for
 * variants). Every write goes to a temporary name beside the target and is renamed, so a reader
 * never sees half a file. The disk keeps no content type: it follows from the key's extension,
 * which the callers always choose from the real format. The ETag (weak, size and mtime) is the
 * one the static files have.
 */
export function createLocalStorage(options: { root: string }): Storage {
  const { root } = options;
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  const partialOf = (target: string) =>
    `${target}.${process.pid}.${randomBytes(6).toString('hex')}.part`;

  async function info(key: string, file: string): Promise<StoredInfo | undefined> {
    const found = await fileStat(file);
    if (!found) return undefined;
    return {
      size: found.size,
      contentType: contentTypeOf(key),
      etag: `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
      lastModified: found.mtime,
    };
  }

  return {
    driver: 'local',

    async put(key, body, _options) {
      const target = fileOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = partialOf(target);
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
        else await pipeline(body as Readable, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },

    async putFile(key, file, _options) {
      const target = fileOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(file, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy to a temporary name beside the target, then rename.
        const partial = partialOf(target);
        try {
          await copyFile(file, partial);
          await rename(partial, target);
        } finally {
          await rm(partial, { force: true });
        }
        await rm(file, { force: true });
      }
    },

    async get(key) {
      const file = fileOf(key);
      const found = await info(key, file);
      if (!found) return undefined;
      const body = createReadStream(file);
      // Opening fails asynchronously: wait for it, so a file removed meanwhile counts as none.
      const opened = await new Promise<boolean>((resolve) => {
        const onError = () => resolve(false);
        body.once('error', onError);
        body.once('open', () => {
          body.off('error', onError);
          resolve(true);
        });
      });
      return opened ? { ...found, body } : undefined;
    },

    stat: (key) => info(key, fileOf(key)),

    async exists(key) {
      return (await fileStat(fileOf(key))) !== undefined;
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async ping() {},
  };
}

/** Whether a process of this host is running with `pid`. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start, what earlier processes left in the uploads temp folder (`root`, see keys.ts):
 * the folder of this host and pid (a former process with this pid: a container restarted, or a
 * kill -9, and the pid came back) and those of processes of this host that no longer run are
 * removed whole; in anything else (another host's process, which may be receiving right now)
 * only files older than an hour go. Answers how many files were removed; never throws.
 */
export async function removeStaleTempFiles(root: string, now = Date.now()): Promise<number> {
  let removed = 0;
  let entries: Dirent[];
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return 0;
  }
  const ownHost = `${tempFolderHost()}-`;
  for (const entry of entries) {
    const path = join(root, entry.name);
    try {
      if (entry.isDirectory()) {
        const pid = entry.name.startsWith(ownHost) ? Number(entry.name.slice(ownHost.length)) : NaN;
        if (Number.isInteger(pid) && (pid === process.pid || !running(pid))) {
          removed += (await readdir(path, { recursive: true })).length;
          await rm(path, { recursive: true, force: true });
        } else {
          removed += await removeOldFiles(path, now);
        }
      } else if (entry.isFile() && now - (await stat(path)).mtimeMs > STALE_TEMP_MS) {
        await rm(path, { force: true });
        removed += 1;
      }
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}

async function removeOldFiles(dir: string, now: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
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
