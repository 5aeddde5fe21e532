import { hostname } from 'node:os';
import { join } from 'node:path';

/** Path segments of a key: plain names only, so a key can never leave its folder or bucket prefix. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return (
    segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s) && !s.includes('..'))
  );
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key "${key}"`);
}

/** Where uploads are received before they are checked, under DATA_DIR whatever the driver. */
export const uploadTempRoot = (dataDir: string): string => join(dataDir, 'tmp', 'uploads');

/**
 * The folder of one server process in uploadTempRoot: `<host>-<pid>`. Several processes may
 * share DATA_DIR; a process knows from the name that a folder is its own, or one that a killed
 * process of its host left (see removeStaleTempFiles).
 */
export const processTempFolder = (host = hostname(), pid = process.pid): string =>
  `${tempFolderHost(host)}-${pid}`;

/** The host part of a process folder's name. */
export const tempFolderHost = (host = hostname()): string => host.replace(/[^A-Za-z0-9.-]/g, '_');

/** The folder this process receives uploads in. */
export const uploadTempDir = (dataDir: string): string =>
  join(uploadTempRoot(dataDir), processTempFolder());

/** Content types by extension, for a store that keeps none (the local disk). */
const TYPE_OF_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (
    (dot >= 0 && TYPE_OF_EXTENSION[key.slice(dot).toLowerCase()]) || 'application/octet-stream'
  );
}
