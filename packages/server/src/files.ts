import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';

/** Stat that answers undefined for anything but an existing regular file. */
export async function fileStat(file: string): Promise<Stats | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}
