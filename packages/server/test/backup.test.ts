import { richTextFromPlainText } from '@ia/shared';
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/knex.js';
import { createStorage, type MediaStorage } from '../src/storage/index.js';
import { restoreBackup, writeBackup } from '../src/backup/backup.js';
import { ADMIN_ENV, imageForm, makeImage, signIn } from './admin-helpers.js';
import {
  databaseUrl,
  onPostgres,
  postJson,
  startTestServer,
  withSearchPath,
  type TestServer,
} from './helpers.js';
import { startS3, type TestS3 } from './s3.js';

/**
 * Backups: a site on SQLite with its images on the local disk, given content, is backed up with
 * `npm run backup` while it runs, restored with `npm run restore` onto Postgres with its images
 * in S3, and every row and every image (by checksum) is the same; that site is backed up again
 * and restored onto SQLite and the local disk, the same again. Needs Postgres: it runs in the
 * Postgres pass of the API suite.
 */
const processes = fileURLToPath(new URL('./processes/', import.meta.url));
const backupMain = fileURLToPath(new URL('../src/backup/main.ts', import.meta.url));
/**
 * Tables a backup leaves out: short-lived state of one installation, and the search index
 * (`search_*`), which a server builds again from the content.
 */
const LEFT_OUT = new Set(['sessions', 'rate_limit_hits', 'two_factor_challenges']);
const leftOut = (table: string) => LEFT_OUT.has(table) || table.startsWith('search_');

/** `npm run backup|restore -- FILE` as a process, with only these settings. */
function runCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = fork(backupMain, args, {
    execArgv: ['--import', join(processes, 'register-typescript.mjs')],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A value as both databases mean it: dates as instants, booleans as 0/1, JSON parsed. */
function normalized(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value)) {
      return new Date(value).toISOString();
    }
    if (/^[[{]/.test(value)) {
      try {
        return JSON.stringify(JSON.parse(value));
      } catch {
        return value;
      }
    }
    if (/^-?\d+$/.test(value) && value.length < 16) return Number(value);
  }
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
}

async function tableNames(db: Db): Promise<string[]> {
  const postgres = db.client.dialect === 'postgresql';
  const rows = postgres
    ? (
        (await db.raw(
          `select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        )) as { rows: { name: string }[] }
      ).rows
    : ((await db.raw(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
      )) as { name: string }[]);
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('knex_') && !leftOut(name))
    .sort();
}

/** Every row of every backed-up table, normalized and sorted. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tableNames(db)) {
    const rows = (await db(table).select()) as Record<string, unknown>[];
    all[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((column) => [column, normalized(row[column])]),
        ),
      )
      .sort();
  }
  return all;
}

/** The SHA-256 of every image the images table names, from `storage`. */
async function checksums(db: Db, storage: MediaStorage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const { path } of (await db('images').select('path')) as { path: string }[]) {
    const stored = await storage.originals.get(path);
    if (!stored) {
      sums[path] = 'missing';
      continue;
    }
    const hash = createHash('sha256');
    for await (const chunk of stored.body) hash.update(chunk as Buffer);
    sums[path] = hash.digest('hex');
  }
  return sums;
}

describe.runIf(onPostgres)('backup and restore', () => {
  let source: TestServer;
  let s3: TestS3;
  let folder: string;
  const schemas: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ia-backup-test-'));
    s3 = await startS3();
    // The site to back up: SQLite, local images, the demo and seed content.
    source = await startTestServer({ env: { ...ADMIN_ENV, DATABASE_URL: '' } });
    const cookie = await signIn(source);
    const uploaded = await fetch(`${source.url}/api/images/upload`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: imageForm(await makeImage('png', 320, 200), 'image/png'),
    });
    expect(uploaded.status).toBe(201);
    const image = ((await uploaded.json()) as { imageUrl: string }).imageUrl;
    const story = await postJson(
      `${source.url}/api/admin/stories`,
      {
        document: {
          title: 'Backed Up Story',
          category: 'Health',
          summary: 'A story made before the backup.',
          impact: '12 clinics',
          year: 2025,
          narrative: richTextFromPlainText('It happened. Ça a eu lieu. 🙂'),
          gallery: [{ image, alt: 'A clinic' }],
          consentEndsAt: '2030-01-01T00:00:00.000Z',
        },
      },
      { Cookie: cookie },
    );
    expect(story.status).toBe(201);
    const message = await postJson(`${source.url}/api/contact-messages`, {
      name: 'Amina Bello',
      email: 'amina@example.org',
      message: 'A message kept by the backup.',
    });
    expect(message.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await s3?.close();
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    for (const schema of schemas) await admin.raw('drop schema if exists ?? cascade', [schema]);
    await admin.destroy();
    await rm(folder, { recursive: true, force: true });
  });

  /** A fresh Postgres schema, and the address that uses it. */
  async function postgresTarget(): Promise<string> {
    const schema = `backup_${randomBytes(5).toString('hex')}`;
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('create schema ??', [schema]);
    await admin.destroy();
    schemas.push(schema);
    return withSearchPath(databaseUrl!, schema);
  }

  it('moves a site from SQLite and local images to Postgres and S3, every row and image the same, and back again', async () => {
    const expectedRows = await contents(source.db);
    const expectedImages = await checksums(source.db, source.storage);
    expect(expectedRows.images!.length).toBeGreaterThan(1);
    expect(Object.values(expectedImages)).not.toContain('missing');

    // npm run backup, while the server runs.
    const file = join(folder, 'site.backup');
    const backup = await runCommand(['backup', file], {
      DATA_DIR: source.dataDir,
      LOG_LEVEL: 'silent',
    });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up \d+ rows of \d+ tables and \d+ images/);

    // npm run restore onto Postgres and S3.
    const postgresUrl = await postgresTarget();
    const s3Settings = { ...s3.env, DATA_DIR: join(folder, 'on-postgres') };
    const restore = await runCommand(['restore', file], {
      ...s3Settings,
      DATABASE_URL: postgresUrl,
      LOG_LEVEL: 'silent',
    });
    expect(restore.code, restore.output).toBe(0);

    const config = parseConfig({ ...s3Settings, DATABASE_URL: postgresUrl });
    const onPostgresDb = createDb(config.database);
    const onS3 = createStorage(config);
    try {
      expect(await contents(onPostgresDb)).toEqual(expectedRows);
      expect(await checksums(onPostgresDb, onS3)).toEqual(expectedImages);

      // A second restore into the same database is refused, and changes nothing.
      const again = await runCommand(['restore', file], {
        ...s3Settings,
        DATABASE_URL: postgresUrl,
        LOG_LEVEL: 'silent',
      });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/not empty/);
      expect(await contents(onPostgresDb)).toEqual(expectedRows);

      // And back: Postgres and S3 to SQLite and the local disk.
      const second = join(folder, 'from-postgres.backup');
      const summary = await writeBackup({
        db: onPostgresDb,
        storage: onS3.originals,
        file: second,
      });
      expect(summary.missingMedia).toEqual([]);
      const sqliteConfig = parseConfig({ DATA_DIR: join(folder, 'on-sqlite'), DATABASE_URL: '' });
      const onSqliteDb = createDb(sqliteConfig.database);
      const onDisk = createStorage(sqliteConfig);
      try {
        await restoreBackup({ db: onSqliteDb, storage: onDisk.originals, file: second });
        expect(await contents(onSqliteDb)).toEqual(expectedRows);
        expect(await checksums(onSqliteDb, onDisk)).toEqual(expectedImages);
      } finally {
        await onSqliteDb.destroy();
        onDisk.close();
      }
    } finally {
      await onPostgresDb.destroy();
      onS3.close();
    }
  }, 180_000);

  it('refuses a file that is not a backup, or one cut short, and writes nothing', async () => {
    const config = parseConfig({ DATA_DIR: join(folder, 'refused'), DATABASE_URL: '' });
    const notABackup = join(folder, 'not-a-backup');
    await writeFile(notABackup, 'hello');
    const answer = await runCommand(['restore', notABackup], {
      DATA_DIR: config.dataDir,
      LOG_LEVEL: 'silent',
    });
    expect(answer.code).toBe(1);
    expect(answer.output).toMatch(/could not be read|not a site backup/);

    // A backup cut short (its end line missing) is refused before anything is written.
    const whole = join(folder, 'whole.backup');
    await writeBackup({
      db: source.db,
      storage: source.storage.originals,
      file: whole,
      sqliteFile: join(source.dataDir, 'ia.sqlite'),
    });
    const lines = gunzipSync(await readFile(whole))
      .toString()
      .trimEnd()
      .split('\n');
    const cut = join(folder, 'cut.backup');
    await writeFile(cut, gzipSync(lines.slice(0, -1).join('\n')));
    const refused = await runCommand(['restore', cut], { DATA_DIR: config.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/cut short/);
    const db = createDb(config.database);
    try {
      expect(await db.schema.hasTable('images')).toBe(false);
    } finally {
      await db.destroy();
    }

    const usage = await runCommand(['restore'], { DATA_DIR: config.dataDir });
    expect(usage.code).toBe(2);
    expect(usage.output).toMatch(/npm run restore -- FILE/);
  });
});
