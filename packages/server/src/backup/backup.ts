import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { createDb, isPostgres, type Db } from '../db/knex.js';
import {
  appliedMigrations,
  MIGRATION_NAMES,
  migrateLatest,
  migrateUpTo,
} from '../db/migrations/index.js';
import { isStorageKey, type Storage } from '../storage/index.js';
import {
  DamagedError,
  decryptingStream,
  encryptingStream,
  ENCRYPTED_HEADER_BYTES,
  isEncrypted,
  WrongPassphraseError,
} from './encryption.js';

/**
 * A backup of the whole site in one file: every row of the database (content, staff accounts,
 * contact messages, the outbox, the audit log, settings) and every stored image and document (image originals;
 * resized copies are made again on demand), read while the server runs, and restored into an
 * empty installation on SQLite or Postgres, with its media on the local disk or S3, whichever
 * the site was backed up from.
 *
 * The file is gzip-compressed JSON lines: a header (format, version, migrations, counts), then
 * for each table its columns and its rows in chunks, then each image with its content type,
 * SHA-256 and bytes (base64), then an end line with the totals and the SHA-256 of every line
 * before it (rows included), so a file cut short or changed is refused. With a passphrase
 * (BACKUP_PASSPHRASE, required in production) the whole is encrypted and authenticated
 * (encryption.ts): staff accounts' password hashes and two-factor secrets, contact messages and
 * the outbox are readable by nobody without it.
 *
 * The rows are a consistent snapshot: on SQLite a copy of the database made by `VACUUM INTO`
 * (SQLite's online copy: writers go on meanwhile) and read from there; on Postgres one
 * repeatable-read, read-only transaction (what pg_dump does). Left out: what only lives a short
 * while and means nothing on another installation (sessions, rate-limit counts, two-factor
 * sign-ins in progress), account tokens that can no longer be used (expired or used: a reset or
 * invitation link is a key to an account) and the bodies of e-mails already sent (their links
 * are such keys too; who was written to, when and about what is kept).
 */
export const BACKUP_FORMAT = 'ia-site-backup';
/** 2: the end line has a checksum of every line (version 1's covered only images). */
export const BACKUP_VERSION = 2;

/**
 * The passphrase a backup the server writes (scheduled, downloaded) is encrypted with: in
 * production there must be one (a BackupError says so, and nothing is written).
 */
export function writingPassphrase(
  passphrase: string | undefined,
  production: boolean,
): string | undefined {
  if (production && !passphrase) {
    throw new BackupError(
      'BACKUP_PASSPHRASE is not set: in production backups are encrypted with it (at least 12 characters), so none was written',
    );
  }
  return passphrase;
}

/** Tables never backed up: short-lived state of one installation. */
/** Tables whose rows name a stored file at `path` (the image and document libraries). */
const FILE_TABLES = new Set(['images', 'documents']);

const EPHEMERAL_TABLES = new Set([
  'sessions',
  'rate_limit_hits',
  'two_factor_challenges',
  'knex_migrations',
  'knex_migrations_lock',
]);
/**
 * Tables left out: the ephemeral ones, and the search index (`search_*`, with SQLite's FTS5
 * tables), which the server builds again from the content when it finds it empty.
 */
const leftOut = (table: string): boolean =>
  EPHEMERAL_TABLES.has(table) || table.startsWith('search_');

/** Rows per line of the file. */
const ROWS_PER_LINE = 500;

/** A stored timestamp (a Date, an ISO text or SQLite's milliseconds) in milliseconds. */
const timeOf = (value: unknown): number =>
  value instanceof Date
    ? value.getTime()
    : typeof value === 'number'
      ? value
      : Date.parse(String(value));

/**
 * What of a row is backed up (undefined: none of it): account tokens only while they can still
 * be used, e-mails already sent without their bodies.
 */
const ROW_RULES: Record<
  string,
  (row: Record<string, unknown>, now: number) => Record<string, unknown> | undefined
> = {
  account_tokens: (row, now) =>
    row.used_at === null && timeOf(row.expires_at) > now ? row : undefined,
  outbox_emails: (row) => (row.status === 'sent' ? { ...row, text_body: '', html_body: '' } : row),
};

export interface BackupSummary {
  tables: number;
  rows: number;
  media: number;
  /** Images a row names that the store did not have (already missing before the backup). */
  missingMedia: string[];
}

type Line =
  | {
      format: string;
      version: number;
      createdAt: string;
      database: 'sqlite' | 'postgres';
      storage: 'local' | 's3';
      migrations: string[];
    }
  | { table: string; columns: string[] }
  | { rows: unknown[][] }
  | { media: string; contentType: string; size: number; sha256: string; data: string }
  | { end: true; totals: { tables: number; rows: number; media: number }; sha256: string };

/** What a value is written as: JSON has no dates, bytes or bigints. */
function encodeValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  // Postgres answers json/jsonb columns parsed: written as the JSON text SQLite keeps.
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
}

function decodeValue(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && '$base64' in value) {
    return Buffer.from(String((value as { $base64: unknown }).$base64), 'base64');
  }
  return value;
}

/** The tables of the current schema, sorted by name. */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = isPostgres(db)
    ? (
        (await db.raw(
          `select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        )) as { rows: { name: string }[] }
      ).rows
    : ((await db.raw(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
      )) as { name: string }[]);
  return rows.map((row) => row.name).sort();
}

/** For each table, the tables its foreign keys point to. */
async function referencesOf(db: Db, tables: string[]): Promise<Map<string, Set<string>>> {
  const references = new Map(tables.map((table) => [table, new Set<string>()]));
  if (isPostgres(db)) {
    const { rows } = (await db.raw(
      `select cl.relname as "table", ref.relname as "references"
       from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid
       join pg_class ref on ref.oid = c.confrelid
       join pg_namespace n on n.oid = cl.relnamespace
       where c.contype = 'f' and n.nspname = current_schema()`,
    )) as { rows: { table: string; references: string }[] };
    for (const row of rows) references.get(row.table)?.add(row.references);
  } else {
    for (const table of tables) {
      const keys = (await db.raw(`pragma foreign_key_list(??)`, [table])) as { table: string }[];
      for (const key of keys) references.get(table)!.add(key.table);
    }
  }
  return references;
}

/** Tables in an order where each comes after those it refers to (itself aside). */
function insertionOrder(tables: string[], references: Map<string, Set<string>>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const target of references.get(table) ?? []) {
      if (target !== table && tables.includes(target)) visit(target, path);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The columns of `table` and whether each is a timestamp (Postgres), for the restore. */
async function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  const info = (await db(table).columnInfo()) as Record<string, { type: string }>;
  return new Map(Object.entries(info).map(([name, column]) => [name, column.type.toLowerCase()]));
}

/** The primary key's first column, to read rows in a stable order. */
const orderColumn = (columns: string[]): string | undefined =>
  columns.includes('id') ? 'id' : columns[0];

/**
 * Writes lines of JSON to a gzip stream, waiting when it is full; the end line is given the
 * SHA-256 of every line before it.
 */
function lineWriter(out: Writable) {
  const hash = createHash('sha256');
  return async (line: Line) => {
    const text = JSON.stringify('end' in line ? { ...line, sha256: hash.digest('hex') } : line);
    if (!('end' in line)) hash.update(text).update('\n');
    if (!out.write(`${text}\n`)) {
      await new Promise<void>((resolve) => out.once('drain', resolve));
    }
  };
}

/** gzip, then encryption with `passphrase` when there is one, into `out`. */
async function backupStream(out: Writable, passphrase: string | undefined): Promise<Writable> {
  const gzip = createGzip();
  if (passphrase) {
    const encrypt = await encryptingStream(passphrase);
    gzip.pipe(encrypt).pipe(out);
  } else gzip.pipe(out);
  return gzip;
}

/**
 * Writes the backup of the site on `db` and `storage` to `file` (a temporary name beside it,
 * renamed once whole: a backup cut short never takes the place of a good one). `sqliteFile` is
 * the database file when the site is on SQLite (its snapshot is made with VACUUM INTO).
 */
export async function writeBackup(options: {
  db: Db;
  storage: Storage;
  file: string;
  sqliteFile?: string;
  /** Encrypts the backup (BACKUP_PASSPHRASE). */
  passphrase?: string;
}): Promise<BackupSummary> {
  const partial = `${options.file}.${randomBytes(4).toString('hex')}.partial`;
  const out = createWriteStream(partial, { flags: 'wx' });
  const gzip = await backupStream(out, options.passphrase);
  const write = lineWriter(gzip);
  try {
    const summary = await snapshot(options, write);
    gzip.end();
    await finished(out);
    await rename(partial, options.file);
    return summary;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** Writes the backup to `out` as it is read (the admin's download). */
export async function streamBackup(
  options: { db: Db; storage: Storage; sqliteFile?: string; passphrase?: string },
  out: Writable,
): Promise<BackupSummary> {
  const gzip = await backupStream(out, options.passphrase);
  const summary = await snapshot(options, lineWriter(gzip));
  gzip.end();
  await finished(out);
  return summary;
}

async function snapshot(
  options: { db: Db; storage: Storage; sqliteFile?: string },
  write: (line: Line) => Promise<void>,
): Promise<BackupSummary> {
  const { db, storage } = options;
  const postgres = isPostgres(db);
  let copyDir: string | undefined;
  let copy: Db | undefined;
  const mediaKeys: string[] = [];
  let tables = 0;
  let rows = 0;
  try {
    const readAll = async (reader: Db) => {
      const migrations = await appliedMigrations(reader);
      if (migrations.length === 0) {
        throw new BackupError(
          'The database holds no site (it has never been set up): nothing was backed up',
        );
      }
      const startedAt = Date.now();
      await write({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        database: postgres ? 'postgres' : 'sqlite',
        storage: storage.driver,
        migrations,
      });
      for (const table of await tablesOf(reader)) {
        if (leftOut(table)) continue;
        const columns = [...(await columnTypes(reader, table)).keys()];
        await write({ table, columns });
        tables += 1;
        const order = orderColumn(columns);
        for (let offset = 0; ; offset += ROWS_PER_LINE) {
          let query = reader(table).select(columns).limit(ROWS_PER_LINE).offset(offset);
          if (order) query = query.orderBy(order);
          const chunk = (await query) as Record<string, unknown>[];
          if (chunk.length === 0) break;
          const rule = ROW_RULES[table];
          const kept = rule
            ? chunk
                .map((row) => rule(row, startedAt))
                .filter((row): row is Record<string, unknown> => row !== undefined)
            : chunk;
          if (kept.length > 0) {
            await write({ rows: kept.map((row) => columns.map((c) => encodeValue(row[c]))) });
          }
          rows += kept.length;
          if (FILE_TABLES.has(table)) {
            for (const row of chunk) if (typeof row.path === 'string') mediaKeys.push(row.path);
          }
          if (chunk.length < ROWS_PER_LINE) break;
        }
      }
    };
    if (postgres) {
      await db.transaction(async (trx) => readAll(trx as unknown as Db), {
        isolationLevel: 'repeatable read',
        readOnly: true,
      });
    } else {
      // SQLite's online copy, then read from the copy: the site goes on writing meanwhile.
      copyDir = await mkdtemp(
        join(options.sqliteFile ? dirname(options.sqliteFile) : tmpdir(), '.backup-'),
      );
      const copyFile = join(copyDir, 'snapshot.sqlite');
      await db.raw('vacuum into ?', [copyFile]);
      copy = createDb({ client: 'sqlite', filename: copyFile });
      await readAll(copy);
    }
  } finally {
    await copy?.destroy();
    if (copyDir) await rm(copyDir, { recursive: true, force: true });
  }

  const missingMedia: string[] = [];
  let media = 0;
  for (const key of mediaKeys) {
    const stored = await storage.get(key);
    if (!stored) {
      missingMedia.push(key);
      continue;
    }
    const data = await readAllBytes(stored.body);
    await write({
      media: key,
      contentType: stored.contentType,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data: data.toString('base64'),
    });
    media += 1;
  }
  await write({ end: true, totals: { tables, rows, media }, sha256: '' });
  return { tables, rows, media, missingMedia };
}

async function readAllBytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Why a backup cannot be opened, as one line. */
function openingError(file: string, error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  if (error instanceof WrongPassphraseError) {
    return new BackupError(
      `${file} cannot be opened with this BACKUP_PASSPHRASE: it was made with another passphrase`,
    );
  }
  if (error instanceof DamagedError) return new BackupError(`${file} is damaged: ${error.message}`);
  return new BackupError(
    `${file} could not be read (${error instanceof Error ? error.message : String(error)})`,
  );
}

/**
 * The text of a backup file: decrypted with `passphrase` when it is encrypted, then unzipped.
 * An unencrypted backup is refused while a passphrase is set: anyone could have written it (its
 * checksum finds damage, not a forgery).
 */
async function openBackup(file: string, passphrase: string | undefined): Promise<Readable> {
  try {
    const gunzip = createGunzip();
    gunzip.setEncoding('utf8');
    // pipeline: an error anywhere (a chunk that does not authenticate, a damaged gzip stream)
    // ends the reading with it, never an unhandled 'error' event.
    const done = () => undefined;
    if (await isEncrypted(file)) {
      if (!passphrase) {
        throw new BackupError(
          `${file} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with`,
        );
      }
      const decrypt = await decryptingStream(file, passphrase);
      pipeline(createReadStream(file, { start: ENCRYPTED_HEADER_BYTES }), decrypt, gunzip, done);
    } else {
      if (passphrase) {
        throw new BackupError(
          `${file} is not encrypted: with BACKUP_PASSPHRASE set only encrypted backups are restored (unset it to restore one made without a passphrase)`,
        );
      }
      pipeline(createReadStream(file), gunzip, done);
    }
    return gunzip;
  } catch (error) {
    throw openingError(file, error);
  }
}

/** The lines of a text stream (a backup's lines may be megabytes: an image's bytes). */
async function* linesOf(input: Readable): AsyncGenerator<string> {
  let parts: string[] = [];
  for await (const chunk of input) {
    let text = chunk as string;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n')) {
      parts.push(text.slice(0, newline));
      yield parts.join('');
      parts = [];
      text = text.slice(newline + 1);
    }
    if (text) parts.push(text);
  }
  if (parts.length > 0) yield parts.join('');
}

/**
 * Reads the lines of a backup file, checking that it is one, that it is whole and that every
 * line is the one written (the end line's checksum).
 */
async function* readLines(file: string, passphrase: string | undefined): AsyncGenerator<Line> {
  const input = await openBackup(file, passphrase);
  const hash = createHash('sha256');
  let first = true;
  let ended = false;
  try {
    for await (const text of linesOf(input)) {
      if (text === '') continue;
      if (ended) throw new BackupError(`${file} is damaged: it has lines after its end`);
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch {
        throw new BackupError(`${file} is damaged: a line is not JSON`);
      }
      if (first) {
        first = false;
        const header = line as { format?: unknown; version?: unknown };
        if (header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a site backup`);
        if (header.version === 1) {
          throw new BackupError(
            `${file} is a backup of format version 1, whose rows have no checksum: it is not restored (make a new backup with this version)`,
          );
        }
        if (header.version !== BACKUP_VERSION) {
          throw new BackupError(`${file} is a backup of format version ${String(header.version)}`);
        }
      }
      if ('end' in line) {
        ended = true;
        if (line.sha256 !== hash.digest('hex')) {
          throw new BackupError(
            `${file} is damaged or was changed: its lines do not match its checksum`,
          );
        }
      } else hash.update(text).update('\n');
      yield line;
    }
  } catch (error) {
    throw openingError(file, error);
  } finally {
    input.destroy();
  }
  if (!ended) throw new BackupError(`${file} is cut short: it has no end`);
}

/**
 * Restores the backup in `file` into the empty installation on `db` and `storage`: its schema
 * brought to the backup's version, every row inserted in one transaction, then, in it, every
 * image stored (checked against its SHA-256 and the images table first), then the schema
 * migrated to this version's latest. All or nothing: a restore that fails removes the images it
 * stored and keeps no row. Refuses a database that already has content, and an encrypted backup
 * without its passphrase.
 */
export async function restoreBackup(options: {
  db: Db;
  storage: Storage;
  file: string;
  passphrase?: string;
}): Promise<BackupSummary> {
  const { db, storage, file, passphrase } = options;
  // A first pass checks the whole file (format, end, checksums, image keys) before anything is
  // written.
  let header: Extract<Line, { format: string }> | undefined;
  const named = new Set<string>();
  let pathColumn = -1;
  for await (const line of readLines(file, passphrase)) {
    if ('format' in line) header = line;
    if ('table' in line) {
      pathColumn = FILE_TABLES.has(line.table) ? line.columns.indexOf('path') : -1;
    }
    if ('rows' in line && pathColumn >= 0) {
      for (const row of line.rows) named.add(String(row[pathColumn]));
    }
    if ('media' in line) {
      if (!named.has(line.media) || !isStorageKey(line.media)) {
        throw new BackupError(
          `${file} is damaged: it holds a file no images or documents row names (${line.media})`,
        );
      }
      const data = Buffer.from(line.data, 'base64');
      if (createHash('sha256').update(data).digest('hex') !== line.sha256) {
        throw new BackupError(`${file} is damaged: the image ${line.media} does not match`);
      }
    }
  }
  if (!header) throw new BackupError(`${file} is not a site backup`);
  const last = header.migrations.at(-1);
  if (last !== undefined && !MIGRATION_NAMES.includes(last)) {
    throw new BackupError(
      `${file} was made by a newer version of the site (migration ${last}): update this one first`,
    );
  }

  if (last !== undefined) await migrateUpTo(db, last);
  const present = new Set(await tablesOf(db));
  for (const table of present) {
    if (leftOut(table)) continue;
    const [{ n }] = (await db(table).count({ n: '*' })) as [{ n: number | string }];
    if (Number(n) > 0) {
      throw new BackupError(
        `The database is not empty (${table} has rows): restore into an empty installation (a new DATA_DIR, or an empty Postgres database or schema)`,
      );
    }
  }

  const order = insertionOrder([...present], await referencesOf(db, [...present]));
  const tableData = new Map<string, { columns: string[]; rows: unknown[][] }>();
  let current: { columns: string[]; rows: unknown[][] } | undefined;
  for await (const line of readLines(file, passphrase)) {
    if ('table' in line) {
      if (!present.has(line.table)) {
        throw new BackupError(`${file} has a table this version does not know: ${line.table}`);
      }
      current = { columns: line.columns, rows: [] };
      tableData.set(line.table, current);
    } else if ('rows' in line) {
      current?.rows.push(...line.rows);
    }
  }

  let rows = 0;
  let media = 0;
  const postgres = isPostgres(db);
  /** Images this restore stored, removed again if it fails. */
  const stored: string[] = [];
  try {
    await db.transaction(async (trx) => {
      for (const table of order) {
        const data = tableData.get(table);
        if (!data || data.rows.length === 0) continue;
        const types = await columnTypes(trx as unknown as Db, table);
        const perInsert = Math.max(1, Math.floor(900 / Math.max(1, data.columns.length)));
        for (let start = 0; start < data.rows.length; start += perInsert) {
          const records = data.rows
            .slice(start, start + perInsert)
            .map((values) =>
              Object.fromEntries(
                data.columns.map((column, index) => [
                  column,
                  restoredValue(decodeValue(values[index]), types.get(column) ?? '', postgres),
                ]),
              ),
            );
          await trx(table).insert(records);
          rows += records.length;
        }
        if (postgres && data.columns.includes('id')) {
          await trx.raw(
            `select setval(pg_get_serial_sequence(?, 'id'), (select max(id) from ??))
             where pg_get_serial_sequence(?, 'id') is not null`,
            [table, table, table],
          );
        }
      }
      // The rows are in: the images are stored before they are kept (an image already in the
      // store, left by an earlier installation, is replaced but never removed).
      for await (const line of readLines(file, passphrase)) {
        if (!('media' in line)) continue;
        if (!(await storage.exists(line.media))) stored.push(line.media);
        await storage.put(line.media, Buffer.from(line.data, 'base64'), {
          contentType: line.contentType,
        });
        media += 1;
      }
    });
  } catch (error) {
    for (const key of stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await migrateLatest(db);
  return { tables: tableData.size, rows, media, missingMedia: [] };
}

/** A value as the target column takes it (a SQLite timestamp may be milliseconds). */
function restoredValue(value: unknown, type: string, postgres: boolean): unknown {
  if (postgres && type.startsWith('timestamp') && typeof value === 'number') {
    return new Date(value).toISOString();
  }
  if (postgres && type === 'boolean' && typeof value === 'number') return value !== 0;
  return value;
}
