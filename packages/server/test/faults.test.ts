import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, imageForm, makeImage, signIn } from './admin-helpers.js';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';
import { databaseUrl, onPostgres, postJson, startTestServer, type TestServer } from './helpers.js';
import { s3Env, startS3, type TestS3 } from './s3.js';
import { createDb, type Db } from '../src/db/knex.js';

/**
 * The fault suite (long: it runs once, in the Postgres pass of the API suite). The server runs on
 * Postgres and S3 (s3rver), each reached through a proxy the test stops or hangs: Postgres is
 * stopped for 10 s, S3 refused and then hung. Every answer meanwhile is a 2xx-4xx or a 503 with
 * Retry-After in the contract's shape, within seconds; /readyz names the dependency that is down;
 * no acknowledged write is lost; and within a second of recovery everything works again. (A
 * full disk: disk-full.test.ts.)
 */
const siteDir = fileURLToPath(new URL('../../site/dist', import.meta.url));
const siteBuilt = existsSync(`${siteDir}/server/render.js`);
/** The longest a request may take while a dependency is down or hung. */
const ANSWER_WITHIN_MS = 10_000;

interface Seen {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

describe.runIf(onPostgres)('dependencies down', () => {
  let s3: TestS3;
  let database: FaultProxy;
  let storage: FaultProxy;
  let server: TestServer;
  let cookie: string;
  let image: string;
  /** Contact messages the server acknowledged (201), by the name sent. */
  const acknowledged: string[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    const real = new URL(databaseUrl!);
    database = await startFaultProxy({ host: real.hostname, port: Number(real.port || 5432) });
    storage = await startFaultProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
    const proxied = new URL(databaseUrl!);
    proxied.hostname = database.host;
    proxied.port = String(database.port);
    server = await startTestServer({
      seed: false,
      env: {
        ...ADMIN_ENV,
        DATABASE_URL: proxied.toString(),
        ...s3Env(`http://${storage.host}:${storage.port}`),
        ...(siteBuilt ? { SITE_DIR: siteDir } : {}),
      },
      rateLimits: { contact: { limit: 10_000, windowMs: 60_000 } },
    });
    cookie = await signIn(server);
    const uploaded = await fetch(`${server.url}/api/images/upload`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: imageForm(await makeImage('png', 800, 600), 'image/png'),
    });
    expect(uploaded.status).toBe(201);
    image = ((await uploaded.json()) as { imageUrl: string }).imageUrl;
    if (siteBuilt) expect((await fetch(`${server.url}/about`)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await database?.set('pass');
    await storage?.set('pass');
    await server?.close();
    await database?.close();
    await storage?.close();
    await s3?.close();
  });

  /** One request, timed, its answer kept for the checks. */
  async function send(what: string, path: string, init: RequestInit = {}): Promise<Seen> {
    const started = Date.now();
    try {
      const response = await fetch(`${server.url}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 5000),
      });
      const body = await response.text();
      return {
        what,
        status: response.status,
        ms: Date.now() - started,
        retryAfter: response.headers.get('retry-after'),
        body,
      };
    } catch (error) {
      return { what, status: 0, ms: Date.now() - started, retryAfter: null, body: String(error) };
    }
  }

  /** Checks every answer seen while a dependency was down. */
  function expectHonest(seen: Seen[]) {
    const wrong = seen.filter(
      (s) =>
        s.status === 0 ||
        s.ms > ANSWER_WITHIN_MS ||
        (s.status >= 500 && s.status !== 503 && s.status !== 507) ||
        ((s.status === 503 || s.status === 507) && !/^\d+$/.test(s.retryAfter ?? '')) ||
        (s.status === 503 &&
          !s.what.startsWith('page') &&
          !/^\{"error":\{"code":"service_unavailable","message":"[^"]+"/.test(s.body)),
    );
    expect(
      wrong.map((s) => `${s.what}: ${s.status} in ${s.ms} ms ${s.body.slice(0, 160)}`),
    ).toEqual([]);
  }

  const contact = (name: string) =>
    send('contact message', '/api/contact-messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, email: 'fault@example.org', message: 'Sent during a fault.' }),
    });

  async function writeAndRead(round: number): Promise<Seen[]> {
    const name = `Fault ${round}`;
    const answers = await Promise.all([
      contact(name),
      send('articles', `/api/articles?page=${round + 2}`),
      send('stories', `/api/success-stories?q=round${round}`),
      send('admin list', '/api/admin/stories', { headers: { Cookie: cookie } }),
      send('sign-in', '/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_ENV.ADMIN_EMAIL, password: 'a wrong password!' }),
      }),
      send('media', `${image}?w=${[320, 640, 1024][round % 3]}`),
      ...(siteBuilt
        ? [send('page (cached)', '/about'), send('page', `/insights?page=${round}`)]
        : []),
    ]);
    if (answers[0]!.status === 201) acknowledged.push(name);
    return answers;
  }

  /** Milliseconds from now until /readyz and a database read both answer 200. */
  async function recoveryMs(): Promise<number> {
    const started = Date.now();
    for (;;) {
      const [ready, read] = await Promise.all([
        send('readyz', '/readyz'),
        send('read', `/api/articles?q=r${Date.now()}`),
      ]);
      if (ready.status === 200 && read.status === 200) return Date.now() - started;
      if (Date.now() - started > 30_000) throw new Error(`not back: ${ready.body} ${read.body}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('answers 503 with Retry-After while Postgres is stopped for 10 s, loses no acknowledged write, and is back within a second', async () => {
    const before = await writeAndRead(0);
    expect(before.map((s) => s.status).filter((status) => status >= 500)).toEqual([]);

    await database.set('refuse');
    const stoppedAt = Date.now();
    const seen: Seen[] = [];
    let round = 1;
    while (Date.now() - stoppedAt < 10_000) {
      seen.push(...(await writeAndRead(round)));
      round += 1;
    }
    const ready = await send('readyz', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatch(/The database is not reachable/);
    expectHonest(seen);
    expect(seen.some((s) => s.status === 503 && s.what === 'contact message')).toBe(true);
    if (siteBuilt) {
      // A page rendered before is still served from its cache.
      expect(seen.filter((s) => s.what === 'page (cached)').every((s) => s.status === 200)).toBe(
        true,
      );
    }

    await database.set('pass');
    expect(await recoveryMs()).toBeLessThan(1000);
    const after = await writeAndRead(round);
    expect(after.map((s) => `${s.what} ${s.status}`).filter((s) => / 5\d\d$/.test(s))).toEqual([]);

    const stored = (await server.db('contact_messages').select('name')) as { name: string }[];
    const names = new Set(stored.map((row) => row.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  }, 90_000);

  for (const mode of ['refuse', 'hang'] as const) {
    it(`answers 503 with Retry-After while S3 is ${mode === 'refuse' ? 'refusing connections' : 'hung'}, names it in /readyz, and is back within a second`, async () => {
      await storage.set(mode);
      const seen: Seen[] = [];
      try {
        const readyStarted = Date.now();
        const ready = await send('readyz', '/readyz');
        expect(ready.status).toBe(503);
        expect(Date.now() - readyStarted).toBeLessThan(3000);
        expect(ready.body).toMatch(/The media storage is not reachable/);
        expect(ready.body).toMatch(mode === 'hang' ? /No answer within/ : /Not reachable/);
        const form = imageForm(await makeImage('png', 64, 48), 'image/png');
        seen.push(
          ...(await Promise.all([
            send('media variant', `${image}?w=1280`),
            send('upload', '/api/images/upload', {
              method: 'POST',
              headers: { Cookie: cookie },
              body: form,
            }),
            send('signed upload address', '/api/objects/upload', {
              method: 'POST',
              headers: { Cookie: cookie, 'Content-Type': 'application/json' },
              body: JSON.stringify({ fileName: 'a.png', contentType: 'image/png', size: 100 }),
            }),
            postJson(`${server.url}/api/objects/upload`, {}).then(() =>
              send('public read', '/api/success-stories'),
            ),
          ])),
        );
        expectHonest(seen);
        expect(seen.find((s) => s.what === 'media variant')?.status).toBe(503);
        expect(seen.find((s) => s.what === 'upload')?.status).toBe(503);
      } finally {
        await storage.set('pass');
      }
      const started = Date.now();
      for (;;) {
        const [ready, media] = await Promise.all([
          send('readyz', '/readyz'),
          send('media', `${image}?w=1280`),
        ]);
        if (ready.status === 200 && media.status === 200) break;
        if (Date.now() - started > 30_000) throw new Error(`S3 not back: ${ready.body}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(Date.now() - started).toBeLessThan(1000);
    }, 90_000);
  }
});

describe.runIf(onPostgres)('a database refusing connections', () => {
  // A database of its own: the shared one is never set to refuse anyone.
  const name = `refused_${process.pid}_${Date.now()}`;
  let admin: Db;
  let server: TestServer | undefined;

  beforeAll(async () => {
    admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('create database ??', [name]);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    server = await startTestServer({ env: { ...ADMIN_ENV, DATABASE_URL: url.toString() } });
  }, 120_000);

  afterAll(async () => {
    await admin.raw('alter database ?? with allow_connections true', [name]);
    await server?.close();
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  });

  it('answers 503 with Retry-After while the database is not accepting connections (as during maintenance), names it in /readyz, and works again after', async () => {
    expect((await fetch(`${server!.url}/api/success-stories`)).status).toBe(200);
    await admin.raw('alter database ?? with allow_connections false', [name]);
    // Connections already open are ended too: the pool has to make new ones, which are refused.
    await admin.raw(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
      [name],
    );
    // Lists not read before (a list read before may be answered from the read cache).
    for (const path of [
      '/api/success-stories?page=2',
      '/api/articles?category=Health',
      `/api/success-stories?q=refused${Date.now()}`,
    ]) {
      const response = await fetch(`${server!.url}${path}`);
      const body = await response.text();
      expect(`${path} ${response.status} ${body}`).toMatch(
        /^\S+ 503 \{"error":\{"code":"service_unavailable","message":"The database is not reachable"/,
      );
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const ready = await fetch(`${server!.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ready.text()).toMatch(/The database is not reachable/);

    await admin.raw('alter database ?? with allow_connections true', [name]);
    expect((await fetch(`${server!.url}/api/success-stories`)).status).toBe(200);
    expect((await fetch(`${server!.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
