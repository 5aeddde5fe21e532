import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { createDb, type Db } from '../src/db/knex.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, makeImage } from './admin-helpers.js';
import { startServerProcess, withSearchPath, type ServerProcess } from './helpers.js';

/**
 * Kill -9 during writes, then restart on the same database and disk: every contact message and
 * upload the server acknowledged (201) is there, and nothing is left over: no stored file
 * without its row, no temp file. Used by test/durability.test.ts (20 cycles) and by
 * scripts/durability.mjs (100 by default).
 *
 * One cycle: start the real server process (src/main.ts), check what the last cycle left, send
 * contact messages, multipart uploads and signed PUTs from several clients at once, and SIGKILL
 * the process at a random moment while they are under way.
 */
export interface DurabilityOptions {
  cycles: number;
  /** Postgres (a schema of its own, dropped at the end); SQLite in the data folder otherwise. */
  databaseUrl?: string;
  /** Clients sending at once. */
  clients?: number;
  /** The kill comes this long after the writes began, at random within the range (ms). */
  killAfterMs?: [number, number];
  /** Seed of the kill moments and the mix of writes (printed in the summary). */
  seed?: number;
  log?: (line: string) => void;
}

export interface DurabilitySummary {
  cycles: number;
  database: 'sqlite' | 'postgres';
  seed: number;
  seconds: number;
  /** Writes answered 201 and then found after the restart. */
  acknowledged: { messages: number; images: number };
  /** Requests that were under way when the process was killed. */
  cut: number;
  /** Acknowledged writes missing after a restart: must be empty. */
  lost: string[];
  /** Stored files without an image row: must be empty. */
  orphanFiles: string[];
  /** Files in the upload temp folder after a restart: must be empty. */
  tempFiles: string[];
  /** Images staff can see (stored) without their file: must be empty. */
  rowsWithoutFile: string[];
  /**
   * Uploads recorded but never marked stored (killed between the record, which makes a signed
   * address single-use, and the mark): never acknowledged, never listed, removed with their file
   * by a start an hour later. Counted for information.
   */
  unfinished: number;
}

interface Acknowledged {
  messages: { id: number; marker: string }[];
  images: string[];
}

/** A small deterministic generator (the kill moments and the mix of writes). */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch {
    return [];
  }
}

export async function runDurability(options: DurabilityOptions): Promise<DurabilitySummary> {
  const started = Date.now();
  const seed = options.seed ?? 1;
  const next = random(seed);
  const clients = options.clients ?? 6;
  const [killMin, killMax] = options.killAfterMs ?? [150, 700];
  const log = options.log ?? (() => {});
  const dataDir = await mkdtemp(join(tmpdir(), 'ia-durability-'));
  const postgres = options.databaseUrl?.startsWith('postgres') ?? false;
  const schema = postgres ? `durability_${randomBytes(6).toString('hex')}` : '';
  let admin: Db | undefined;
  if (postgres) {
    admin = createDb({ client: 'postgres', url: options.databaseUrl! });
    await admin.raw('create schema ??', [schema]);
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, 'no-site'),
    EMBED_DIR: join(dataDir, 'no-embed'),
    ...ADMIN_ENV,
    // Each message from an address of its own: the contact limit (5 per address) stays out of
    // the way, and no one else's X-Forwarded-For is trusted (the test is the only client).
    TRUST_PROXY: 'true',
    ...(postgres ? { DATABASE_URL: withSearchPath(options.databaseUrl!, schema) } : {}),
  };
  const db = postgres
    ? createDb({ client: 'postgres', url: options.databaseUrl! }, { searchPath: [schema] })
    : createDb({ client: 'sqlite', filename: join(dataDir, 'ia.sqlite') });

  const acknowledged: Acknowledged = { messages: [], images: [] };
  const summary: DurabilitySummary = {
    cycles: 0,
    database: postgres ? 'postgres' : 'sqlite',
    seed,
    seconds: 0,
    acknowledged: { messages: 0, images: 0 },
    cut: 0,
    lost: [],
    orphanFiles: [],
    tempFiles: [],
    rowsWithoutFile: [],
    unfinished: 0,
  };
  const png = await makeImage('png', 64, 48);
  const rowsWithoutFile = new Set<string>();
  let cookie = '';
  let sent = 0;

  /** What a restarted server must show: everything acknowledged, nothing left over. */
  async function check(cycle: number) {
    const ids = acknowledged.messages.map((m) => m.id);
    const rows = (await db('contact_messages').whereIn('id', ids).select('id', 'message')) as {
      id: number;
      message: string;
    }[];
    const found = new Map(rows.map((row) => [Number(row.id), row.message]));
    for (const { id, marker } of acknowledged.messages) {
      if (!found.get(id)?.includes(marker)) summary.lost.push(`cycle ${cycle}: message ${id}`);
    }
    const imageRows = (await db('images').select('path', 'stored')) as {
      path: string;
      stored: boolean | number;
    }[];
    const images = new Set(imageRows.map((row) => row.path));
    const stored = new Set(imageRows.filter((row) => Boolean(row.stored)).map((row) => row.path));
    summary.unfinished = imageRows.length - stored.size;
    const media = join(dataDir, 'media');
    for (const path of acknowledged.images) {
      if (!stored.has(path)) summary.lost.push(`cycle ${cycle}: image row ${path}`);
      if (!existsSync(join(media, ...path.split('/')))) {
        summary.lost.push(`cycle ${cycle}: image file ${path}`);
      }
    }
    const files = await filesUnder(media);
    for (const file of files) {
      if (!images.has(file)) summary.orphanFiles.push(`cycle ${cycle}: ${file}`);
    }
    const onDisk = new Set(files);
    for (const path of stored) {
      if (!onDisk.has(path) && !rowsWithoutFile.has(path)) {
        rowsWithoutFile.add(path);
        summary.rowsWithoutFile.push(`cycle ${cycle}: ${path}`);
      }
    }
    for (const file of await filesUnder(join(dataDir, 'tmp'))) {
      summary.tempFiles.push(`cycle ${cycle}: ${file}`);
    }
  }

  /** One client's writes until the server goes away. */
  async function client(server: ServerProcess, cycle: number, stop: { killed: boolean }) {
    while (!stop.killed) {
      const n = (sent += 1);
      const kind = next();
      try {
        if (kind < 0.5) {
          const marker = `durability ${cycle}.${n}`;
          const response = await fetch(`${server.url}/api/contact-messages`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'X-Forwarded-For': `10.${cycle % 250}.${(n >> 8) % 250}.${n % 250}`,
            },
            body: JSON.stringify({
              name: 'Amina Bello',
              email: 'amina@example.org',
              message: `A question, sent as ${marker}.`,
            }),
          });
          if (response.status === 201) {
            const { id } = (await response.json()) as { id: number };
            acknowledged.messages.push({ id, marker });
          }
        } else if (kind < 0.75) {
          const form = new FormData();
          form.append('image', new Blob([png], { type: 'image/png' }), `photo-${n}.png`);
          const response = await fetch(`${server.url}/api/images/upload`, {
            method: 'POST',
            headers: { Cookie: cookie },
            body: form,
          });
          if (response.status === 201) {
            const { imageUrl } = (await response.json()) as { imageUrl: string };
            acknowledged.images.push(imageUrl.slice('/media/'.length));
          }
        } else {
          const signed = await fetch(`${server.url}/api/objects/upload`, {
            method: 'POST',
            headers: { Cookie: cookie, 'Content-Type': 'application/json' },
            body: JSON.stringify({ fileName: 'a.png', contentType: 'image/png', size: png.length }),
          });
          if (signed.status !== 200) continue;
          const { uploadURL } = (await signed.json()) as { uploadURL: string };
          const response = await fetch(uploadURL, {
            method: 'PUT',
            headers: { 'Content-Type': 'image/png' },
            body: png,
          });
          if (response.status === 201) {
            const { imageUrl } = (await response.json()) as { imageUrl: string };
            acknowledged.images.push(imageUrl.slice('/media/'.length));
          }
        }
      } catch {
        // The process was killed under this request: not acknowledged, nothing to find.
        summary.cut += 1;
      }
    }
  }

  try {
    for (let cycle = 1; cycle <= options.cycles + 1; cycle++) {
      const server = await startServerProcess(env);
      try {
        await check(cycle);
        if (cycle > options.cycles) {
          // The last start only checks what the last kill left.
          server.child.kill('SIGTERM');
          await server.exited;
          break;
        }
        if (!cookie) {
          const login = await fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
          });
          if (login.status !== 200) throw new Error(`sign-in failed: ${await login.text()}`);
          cookie = login.headers.get('set-cookie')!.split(';')[0]!;
        }
        const stop = { killed: false };
        const writing = Promise.all(
          Array.from({ length: clients }, () => client(server, cycle, stop)),
        );
        await new Promise((resolve) =>
          setTimeout(resolve, killMin + Math.floor(next() * (killMax - killMin))),
        );
        stop.killed = true;
        server.child.kill('SIGKILL');
        await server.exited;
        await writing;
        summary.cycles = cycle;
        log(
          `cycle ${cycle}: killed; ${acknowledged.messages.length} messages and ${acknowledged.images.length} images acknowledged so far`,
        );
      } finally {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
      }
    }
  } finally {
    await db.destroy();
    if (admin) {
      await admin.raw('drop schema if exists ?? cascade', [schema]);
      await admin.destroy();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  summary.acknowledged = {
    messages: acknowledged.messages.length,
    images: acknowledged.images.length,
  };
  summary.seconds = Math.round((Date.now() - started) / 100) / 10;
  return summary;
}
