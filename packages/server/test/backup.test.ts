import { richTextFromPlainText } from '@ia/shared';
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  }, 120_000);
});

/**
 * Backups keep secrets and fail cleanly, on SQLite and on Postgres (the site backed up is on the
 * database of the pass; each restore goes into a fresh DATA_DIR on SQLite): encrypted with
 * BACKUP_PASSPHRASE, refused when a byte or a row was changed, a restore that fails leaves
 * nothing behind, one line said and exit 1 in every case.
 */
describe('backups that keep secrets and fail cleanly', () => {
  const PASSPHRASE = 'a passphrase long enough';
  let site: TestServer;
  let folder: string;
  let plain: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ia-backup-safety-'));
    site = await startTestServer({ env: ADMIN_ENV });
    const [{ id: adminId }] = (await site.db('users').select('id')) as [{ id: number }];
    const hour = 60 * 60 * 1000;
    await site.db('account_tokens').insert([
      {
        purpose: 'password_reset',
        user_id: adminId,
        token_hash: 'e'.repeat(64),
        created_at: new Date(Date.now() - 2 * hour),
        expires_at: new Date(Date.now() - hour),
      },
      {
        purpose: 'password_reset',
        user_id: adminId,
        token_hash: 'f'.repeat(64),
        created_at: new Date(),
        expires_at: new Date(Date.now() + hour),
      },
    ]);
    const email = (id: string, status: string) => ({
      message_id: `<${id}@ia.test>`,
      kind: 'password_reset',
      to_address: 'someone@example.org',
      subject: 'Reset your password',
      text_body: `Reset it: https://ia.test/admin/reset#${id}`,
      html_body: `<a href="https://ia.test/admin/reset#${id}">Reset</a>`,
      language: 'en',
      status,
      next_attempt_at: Date.now(),
      created_at: new Date(),
      sent_at: status === 'sent' ? new Date() : null,
    });
    await site.db('outbox_emails').insert([email('sent-one', 'sent'), email('queued', 'pending')]);
    plain = join(folder, 'plain.backup');
    await backUp(plain);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const backUp = (file: string, passphrase?: string) =>
    writeBackup({
      db: site.db,
      storage: site.storage.originals,
      file,
      sqliteFile: site.schema ? undefined : join(site.dataDir, 'ia.sqlite'),
      passphrase,
    });
  let targets = 0;
  /** `npm run restore` into a fresh DATA_DIR on SQLite. */
  async function restoreInto(file: string, env: Record<string, string> = {}) {
    const dataDir = join(folder, `target-${(targets += 1)}`);
    const answer = await runCommand(['restore', file], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      ...env,
    });
    return { ...answer, dataDir };
  }
  /** Said on one line, without a stack trace or an unhandled stream error. */
  const oneLine = (output: string) => {
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).not.toMatch(/Unhandled|Z_DATA_ERROR|\n\s+at /);
  };
  /** The lines of an unencrypted backup, changed by `edit`, written again with its checksum. */
  async function edited(name: string, edit: (lines: Record<string, unknown>[]) => void) {
    const lines = gunzipSync(await readFile(plain))
      .toString()
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    edit(lines);
    const hash = createHash('sha256');
    const texts = lines.map((line) => {
      if ('end' in line) return JSON.stringify({ ...line, sha256: hash.digest('hex') });
      const text = JSON.stringify(line);
      hash.update(`${text}\n`);
      return text;
    });
    const file = join(folder, name);
    await writeFile(file, gzipSync(texts.join('\n')));
    return file;
  }
  /** The rows of `table` in a backup's lines, with their column names. */
  const rowsOf = (lines: Record<string, unknown>[], table: string) => {
    const at = lines.findIndex((line) => line.table === table);
    const columns = lines[at]!.columns as string[];
    return { columns, line: lines[at + 1] as { rows: unknown[][] } };
  };
  const mediaFiles = async (dataDir: string) =>
    (await readdir(join(dataDir, 'media'), { recursive: true }).catch(() => [])).filter((name) =>
      /\.\w+$/.test(String(name)),
    );

  it('encrypts with BACKUP_PASSPHRASE and restores only with it', async () => {
    const file = join(folder, 'encrypted.backup');
    await backUp(file, PASSPHRASE);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 20).toString()).toBe('IA-BACKUP-AES256GCM\n');
    expect(() => gunzipSync(bytes)).toThrow();

    const without = await restoreInto(file);
    expect(without.code).toBe(1);
    expect(without.output).toMatch(/is encrypted: set BACKUP_PASSPHRASE/);
    oneLine(without.output);
    const wrong = await restoreInto(file, { BACKUP_PASSPHRASE: 'not the passphrase at all' });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/cannot be opened with this BACKUP_PASSPHRASE/);
    oneLine(wrong.output);
    // A backup without a passphrase is not taken while one is set: anyone could have made it.
    const unencrypted = await restoreInto(plain, { BACKUP_PASSPHRASE: PASSPHRASE });
    expect(unencrypted.code).toBe(1);
    expect(unencrypted.output).toMatch(/is not encrypted/);

    // Two bytes flipped in the middle: one message, exit 1, nothing restored.
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = flipped[middle]! ^ 0xff;
    flipped[middle + 1] = flipped[middle + 1]! ^ 0xff;
    const damaged = join(folder, 'damaged.backup');
    await writeFile(damaged, flipped);
    const refused = await restoreInto(damaged, { BACKUP_PASSPHRASE: PASSPHRASE });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is damaged: chunk \d+ does not match/);
    oneLine(refused.output);
    expect(await mediaFiles(refused.dataDir)).toEqual([]);

    const restored = await restoreInto(file, { BACKUP_PASSPHRASE: PASSPHRASE });
    expect(restored.code, restored.output).toBe(0);
    const db = createDb(parseConfig({ DATA_DIR: restored.dataDir, DATABASE_URL: '' }).database);
    try {
      expect(
        ((await db('users').select('email')) as { email: string }[]).map((u) => u.email),
      ).toEqual([ADMIN_ENV.ADMIN_EMAIL]);
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('leaves out tokens that can no longer be used and the bodies of e-mails sent', async () => {
    const restored = await restoreInto(plain);
    expect(restored.code, restored.output).toBe(0);
    const db = createDb(parseConfig({ DATA_DIR: restored.dataDir, DATABASE_URL: '' }).database);
    try {
      const tokens = (await db('account_tokens').select('token_hash')) as { token_hash: string }[];
      expect(tokens.map((t) => t.token_hash)).toEqual(['f'.repeat(64)]);
      const emails = (await db('outbox_emails')
        .select('message_id', 'subject', 'text_body', 'html_body')
        .orderBy('message_id')) as Record<string, string>[];
      expect(emails).toEqual([
        {
          message_id: '<queued@ia.test>',
          subject: 'Reset your password',
          text_body: 'Reset it: https://ia.test/admin/reset#queued',
          html_body: '<a href="https://ia.test/admin/reset#queued">Reset</a>',
        },
        {
          message_id: '<sent-one@ia.test>',
          subject: 'Reset your password',
          text_body: '',
          html_body: '',
        },
      ]);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('refuses a backup whose rows were edited (every account made administrator)', async () => {
    const lines = gunzipSync(await readFile(plain))
      .toString()
      .trimEnd()
      .split('\n');
    const users = lines.findIndex((text) => text.startsWith('{"table":"users"'));
    const changed = lines.map((text, index) =>
      index === users + 1 ? text.replace(/"(editor|author)"/g, '"administrator"') : text,
    );
    // The admin is already one: an edited row of another kind, the admin's e-mail.
    changed[users + 1] = changed[users + 1]!.replace(ADMIN_ENV.ADMIN_EMAIL, 'intruder@example.org');
    const file = join(folder, 'edited.backup');
    await writeFile(file, gzipSync(changed.join('\n')));
    const refused = await restoreInto(file);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/damaged or was changed: its lines do not match its checksum/);
    oneLine(refused.output);
    expect(await mediaFiles(refused.dataDir)).toEqual([]);

    // Two bytes flipped in the compressed stream of a backup made without a passphrase.
    const flipped = await readFile(plain);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = flipped[middle]! ^ 0xff;
    flipped[middle + 1] = flipped[middle + 1]! ^ 0xff;
    const damaged = join(folder, 'damaged-plain.backup');
    await writeFile(damaged, flipped);
    const unreadable = await restoreInto(damaged);
    expect(unreadable.code).toBe(1);
    expect(unreadable.output).toMatch(/could not be read|is damaged/);
    oneLine(unreadable.output);
    expect(await mediaFiles(unreadable.dataDir)).toEqual([]);
  }, 60_000);

  it('removes what a restore that fails stored: a duplicated row, an image no row names', async () => {
    const duplicated = await edited('duplicated.backup', (lines) => {
      const { line } = rowsOf(lines, 'users');
      line.rows.push(line.rows[0]!);
    });
    const failed = await restoreInto(duplicated);
    expect(failed.code).toBe(1);
    oneLine(failed.output);
    expect(await mediaFiles(failed.dataDir)).toEqual([]);
    const db = createDb(parseConfig({ DATA_DIR: failed.dataDir, DATABASE_URL: '' }).database);
    try {
      expect((await db('users').count({ n: '*' }))[0]!.n).toBe(0);
    } finally {
      await db.destroy();
    }

    const stray = await edited('stray-image.backup', (lines) => {
      const media = lines.find((line) => 'media' in line)!;
      media.media = '../outside.png';
    });
    const refused = await restoreInto(stray);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /a file no images or documents row names \(\.\.\/outside\.png\)/,
    );
    oneLine(refused.output);
    expect(await mediaFiles(refused.dataDir)).toEqual([]);
  }, 120_000);

  it('refuses `npm run backup` of a DATA_DIR that holds no site, naming it, and creates nothing', async () => {
    const empty = join(folder, 'no-site-here');
    const file = join(folder, 'of-nothing.backup');
    const answer = await runCommand(['backup', file], {
      DATA_DIR: empty,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
    });
    expect(answer.code).toBe(1);
    expect(answer.output).toContain(`${empty} holds no site`);
    oneLine(answer.output);
    expect(existsSync(empty)).toBe(false);
    expect(existsSync(file)).toBe(false);
  });
});
