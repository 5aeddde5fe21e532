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

/** The folder uploads are received in, under DATA_DIR whatever the driver. */
export const uploadTempDir = (dataDir: string): string => join(dataDir, 'tmp', 'uploads');

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
