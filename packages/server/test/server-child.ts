import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '../src/db/knex.js';
import { databaseUrl, onPostgres } from './helpers.js';

/**
 * Server processes for tests that kill them or run several on one database
 * (processes/server-process.ts), and that database: a SQLite file in `dataDir`, or a Postgres
 * schema of its own with DATABASE_URL.
 */
const processes = fileURLToPath(new URL('./processes/', import.meta.url));

export interface ServerChild {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts one server process with exactly `env`; resolves once it listens. */
export async function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const child = fork(join(processes, 'server-process.ts'), [], {
    execArgv: ['--import', join(processes, 'register-typescript.mjs')],
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    void exited.then(() => reject(new Error(`the server process exited:\n${output}`)));
  });
  return { url, child, exited };
}

export interface SharedDatabase {
  db: Db;
  /** What the server processes need to use it (DATABASE_URL and TEST_SCHEMA on Postgres). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The database the test and its server processes share. */
export async function openSharedDatabase(dataDir: string, prefix: string): Promise<SharedDatabase> {
  if (!onPostgres) {
    const db = createDb({ client: 'sqlite', filename: join(dataDir, 'ia.sqlite') });
    return { db, env: {}, close: () => db.destroy() };
  }
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ client: 'postgres', url: databaseUrl! });
  await admin.raw('create schema ??', [schema]);
  await admin.destroy();
  const db = createDb({ client: 'postgres', url: databaseUrl! }, { searchPath: [schema] });
  return {
    db,
    env: { DATABASE_URL: databaseUrl!, TEST_SCHEMA: schema },
    async close() {
      await db.destroy();
      const dropper = createDb({ client: 'postgres', url: databaseUrl! });
      await dropper.raw('drop schema if exists ?? cascade', [schema]);
      await dropper.destroy();
    },
  };
}
