import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../src/backup/backup.js';
import { scheduledBackups, startBackupSchedule } from '../src/backup/schedule.js';
import { parseConfig } from '../src/config.js';
import { createDb } from '../src/db/knex.js';
import { silentLogger } from '../src/logger.js';
import { createStorage } from '../src/storage/index.js';
import { ADMIN_ENV } from './admin-helpers.js';
import { startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, inviteAndAccept, mailingEnv } from './staff-helpers.js';

/**
 * Administrators download a backup from the admin (GET /api/admin/backup): the file `npm run
 * restore` takes, refused to other roles; and the scheduled backups (BACKUP_EVERY, BACKUP_KEEP)
 * are written and the oldest removed.
 */
let server: TestServer;
let mail: MailServer;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ia-backup-download-'));
  mail = await startMailServer();
  server = await startTestServer({
    env: mailingEnv(mail),
  });
});
afterAll(async () => {
  await server?.close();
  await mail?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('GET /api/admin/backup', () => {
  it('gives administrators the whole site as one file that restores, and nobody else', async () => {
    expect((await fetch(`${server.url}/api/admin/backup`)).status).toBe(401);
    const admin = await adminCookie(server);
    const editor = await inviteAndAccept(server, mail, admin, {
      email: 'edna.editor@example.org',
      role: 'editor',
      name: 'Edna Editor',
      password: 'an editor password long enough',
    });
    expect(
      (await fetch(`${server.url}/api/admin/backup`, { headers: { Cookie: editor.cookie } }))
        .status,
    ).toBe(403);

    const response = await fetch(`${server.url}/api/admin/backup`, {
      headers: { Cookie: admin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ia-backup-\d{8}T\d{6}Z\.backup"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const file = join(folder, 'downloaded.backup');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    // Nothing left behind on the server.
    expect(
      (await readdir(join(server.dataDir, 'backups'))).filter((n) => n.startsWith('.')),
    ).toEqual([]);

    const config = parseConfig({ DATA_DIR: join(folder, 'restored'), DATABASE_URL: '' });
    const db = createDb(config.database);
    const storage = createStorage(config);
    try {
      const summary = await restoreBackup({ db, storage: storage.originals, file });
      const [{ n }] = (await server.db('images').count({ n: '*' })) as [{ n: number | string }];
      expect(summary.media).toBe(Number(n));
      const users = (await db('users').select('email')) as { email: string }[];
      expect(users.map((user) => user.email).sort()).toEqual(
        [ADMIN_ENV.ADMIN_EMAIL, 'edna.editor@example.org'].sort(),
      );
    } finally {
      await db.destroy();
      storage.close();
    }
  });
});

describe('scheduled backups', () => {
  it('are written every turn and only the newest BACKUP_KEEP are kept', async () => {
    const dir = join(folder, 'scheduled');
    let clock = Date.parse('2026-05-01T00:00:00.000Z');
    const schedule = startBackupSchedule({
      db: server.db,
      storage: server.storage.originals,
      dir,
      everyMs: 300,
      keep: 2,
      overdueDelayMs: 0,
      logger: silentLogger,
      sqliteFile: server.schema ? undefined : join(server.dataDir, 'ia.sqlite'),
      now: () => new Date((clock += 60_000)),
    });
    try {
      const started = Date.now();
      // Three turns at least: the first two files are there, then the oldest goes.
      while (Date.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (clock >= Date.parse('2026-05-01T00:04:00.000Z')) break;
      }
    } finally {
      await schedule.close();
    }
    const kept = await scheduledBackups(dir);
    expect(kept).toHaveLength(2);
    expect(kept.every((name) => /^ia-backup-20260501T00\d{4}Z\.backup$/.test(name))).toBe(true);
  });
});

describe('scheduled backups in production', () => {
  /** One turn of a schedule in production, what it logged and the files it left. */
  async function oneTurn(dir: string, passphrase: string | undefined) {
    const errors: string[] = [];
    const logger = {
      ...silentLogger,
      error: (_: string, fields?: Record<string, unknown>) => {
        errors.push(String(fields?.error));
      },
    };
    const schedule = startBackupSchedule({
      db: server.db,
      storage: server.storage.originals,
      dir,
      everyMs: 60_000,
      keep: 2,
      overdueDelayMs: 0,
      logger,
      sqliteFile: server.schema ? undefined : join(server.dataDir, 'ia.sqlite'),
      passphrase,
      production: true,
    });
    try {
      const started = Date.now();
      while (Date.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (errors.length > 0 || (await scheduledBackups(dir)).length > 0) break;
      }
    } finally {
      await schedule.close();
    }
    return { errors, files: await scheduledBackups(dir) };
  }

  it('are written only encrypted, with BACKUP_PASSPHRASE, and restore with it', async () => {
    const none = await oneTurn(join(folder, 'production-without'), undefined);
    expect(none.files).toEqual([]);
    expect(none.errors).toEqual([expect.stringMatching(/^BACKUP_PASSPHRASE is not set/)]);

    const dir = join(folder, 'production-with');
    const written = await oneTurn(dir, 'the production passphrase');
    expect(written.errors).toEqual([]);
    expect(written.files).toHaveLength(1);
    const file = join(dir, written.files[0]!);
    const config = parseConfig({ DATA_DIR: join(folder, 'restored-encrypted'), DATABASE_URL: '' });
    const db = createDb(config.database);
    const storage = createStorage(config);
    try {
      await expect(restoreBackup({ db, storage: storage.originals, file })).rejects.toThrow(
        /is encrypted: set BACKUP_PASSPHRASE/,
      );
      const summary = await restoreBackup({
        db,
        storage: storage.originals,
        file,
        passphrase: 'the production passphrase',
      });
      expect(summary.rows).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      storage.close();
    }
  });
});
