import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Stat that answers undefined for anything but an existing regular file. */
export async function fileStat(file: string): Promise<Stats | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The write probe's size: enough that a disk with no room left says so. */
const PROBE_BYTES = 64 * 1024;

/**
 * Writes a small file in `dir`, makes sure it reached the disk and removes it: rejects with the
 * file system's error (ENOSPC on a full disk, EACCES, EROFS) when the server could not store
 * anything there. Readiness checks DATA_DIR with it (the SQLite file, local media, uploads).
 */
export async function probeWrite(dir: string): Promise<void> {
  const file = join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  const handle = await open(file, 'wx');
  try {
    await handle.write(Buffer.alloc(PROBE_BYTES));
    await handle.sync();
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
}
