import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, parseConfig, type Env } from '../config.js';
import { createDb } from '../db/knex.js';
import { createStorage } from '../storage/index.js';
import { BackupError, restoreBackup, writeBackup } from './backup.js';

const USAGE = `Usage:
  npm run backup -- FILE    write the whole site (database rows, images) to FILE
  npm run restore -- FILE   bring FILE back into an empty installation

Both use the server's settings (DATA_DIR, DATABASE_URL, STORAGE_DRIVER and S3_*), so a backup
of a site on SQLite restores onto Postgres (or S3) by running restore with those set. With
BACKUP_PASSPHRASE set, the backup is encrypted with it, and restore opens one with it.`;

/**
 * `backup FILE` and `restore FILE` from the command line (npm run backup / restore): answers the
 * exit code, saying what was done or what is wrong on one line.
 */
export async function runBackupCommand(
  args: string[],
  env: Env = process.env,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const [command, file] = args;
  if ((command !== 'backup' && command !== 'restore') || !file || args.length > 2) {
    print(USAGE);
    return 2;
  }
  let config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
  // A DATA_DIR without the site's database is a mistyped folder: nothing is created there.
  if (
    command === 'backup' &&
    config.database.client === 'sqlite' &&
    !existsSync(config.database.filename)
  ) {
    print(
      `${config.dataDir} holds no site (there is no ${config.database.filename}): check DATA_DIR (or DATABASE_URL); nothing was backed up`,
    );
    return 1;
  }
  const db = createDb(config.database);
  const storage = createStorage(config);
  const target = resolve(file);
  const passphrase = config.backupPassphrase;
  try {
    if (command === 'backup') {
      const summary = await writeBackup({
        db,
        storage: storage.originals,
        file: target,
        sqliteFile: config.database.client === 'sqlite' ? config.database.filename : undefined,
        passphrase,
      });
      print(
        `Backed up ${summary.rows} rows of ${summary.tables} tables and ${summary.media} images to ${target}${passphrase ? ', encrypted with BACKUP_PASSPHRASE' : ''}`,
      );
      if (!passphrase) {
        print(
          'It is not encrypted (BACKUP_PASSPHRASE is not set): it holds password hashes and two-factor secrets, keep it where only administrators can read it',
        );
      }
      if (summary.missingMedia.length > 0) {
        print(
          `Images the database names that were already missing: ${summary.missingMedia.join(', ')}`,
        );
      }
    } else {
      const summary = await restoreBackup({
        db,
        storage: storage.originals,
        file: target,
        passphrase,
      });
      print(
        `Restored ${summary.rows} rows of ${summary.tables} tables and ${summary.media} images from ${target}`,
      );
    }
    return 0;
  } catch (error) {
    print(
      error instanceof BackupError
        ? error.message
        : `${command} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await db.destroy();
    storage.close();
  }
}
