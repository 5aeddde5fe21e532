import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import type { Storage } from '../storage/index.js';
import { writeBackup, writingPassphrase } from './backup.js';

/** Names of the scheduled backups: `ia-backup-20261125T163349Z.backup`, sortable by time. */
const SCHEDULED = /^ia-backup-\d{8}T\d{6}Z\.backup$/;

export const scheduledName = (at: Date): string =>
  `ia-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup`;

/** The scheduled backups in `dir`, oldest first. */
export async function scheduledBackups(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface BackupSchedule {
  /** Stops the schedule; waits for a backup being written to finish. */
  close(): Promise<void>;
}

/**
 * Backups on a schedule (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): one every `everyMs`, counted
 * from the newest one in `dir` (a server restarted every night still makes its daily backup; one
 * overdue at start is made ten minutes after it, once the server has settled), the oldest removed past `keep`. A backup that
 * fails (a full disk, the database down) is said in the log and tried again at the next turn.
 */
export function startBackupSchedule(options: {
  db: Db;
  storage: Storage;
  dir: string;
  everyMs: number;
  keep: number;
  logger: Logger;
  sqliteFile?: string;
  /** BACKUP_PASSPHRASE: the backups are encrypted with it; required in production. */
  passphrase?: string;
  production?: boolean;
  /** Wait before a backup that is overdue at start (default ten minutes). */
  overdueDelayMs?: number;
  now?: () => Date;
}): BackupSchedule {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const schedule = (ms: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        schedule(options.everyMs);
      });
    }, ms);
    timer.unref();
  };

  async function runOnce(): Promise<void> {
    const file = join(options.dir, scheduledName(now()));
    try {
      await mkdir(options.dir, { recursive: true });
      const summary = await writeBackup({
        db: options.db,
        storage: options.storage,
        file,
        sqliteFile: options.sqliteFile,
        passphrase: writingPassphrase(options.passphrase, options.production === true),
      });
      options.logger.info('backup written', { file, ...summary });
      const all = await scheduledBackups(options.dir);
      for (const old of all.slice(0, Math.max(0, all.length - options.keep))) {
        await rm(join(options.dir, old), { force: true });
      }
    } catch (error) {
      options.logger.error('scheduled backup failed: it is tried again at the next turn', {
        file,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  void (async () => {
    const existing = await scheduledBackups(options.dir).catch(() => []);
    const newest = existing.at(-1);
    const last = newest
      ? (await stat(join(options.dir, newest)).catch(() => undefined))?.mtime
      : undefined;
    const due = last ? last.getTime() + options.everyMs - now().getTime() : 0;
    schedule(Math.max(due, options.overdueDelayMs ?? 10 * 60_000));
  })();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
