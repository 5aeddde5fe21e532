import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex.js';
import {
  databaseUrl,
  onPostgres,
  startServerProcess,
  withSearchPath,
  type ServerProcess,
} from './helpers.js';

/**
 * SIGTERM with clients on kept-alive connections, as behind a load balancer: the server stops
 * accepting, but a request in flight and a request that arrives on another connection the client
 * already had open are both answered in full (with `Connection: close`), and the process exits 0.
 * A real server process (src/main.ts, as `node dist/main.js` runs it).
 */
let dataDir: string;
let schema = '';
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ia-shutdown-test-'));
  let database = '';
  if (onPostgres) {
    schema = `test_shutdown_${randomBytes(6).toString('hex')}`;
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('create schema ??', [schema]);
    await admin.destroy();
    database = withSearchPath(databaseUrl!, schema);
  }
  server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database } : {}),
    SITE_DIR: join(dataDir, 'no-site'),
    EMBED_DIR: join(dataDir, 'no-embed'),
  });
}, 60_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (schema) {
    const admin = createDb({ client: 'postgres', url: databaseUrl! });
    await admin.raw('drop schema if exists ?? cascade', [schema]);
    await admin.destroy();
  }
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request on `agent`; `send` writes the body (slowly, if it likes) and ends it. */
function call(
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  send: (req: ReturnType<typeof request>) => void = (req) => req.end(),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    send(req);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('answers the request in flight and one sent on another kept-alive connection, then exits 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      // Two connections, open and idle, as a browser or a proxy keeps them.
      const warm = await Promise.all([
        call(agent, 'GET', '/healthz'),
        call(agent, 'GET', '/healthz'),
      ]);
      expect(warm.map((a) => a.status)).toEqual([200, 200]);
      expect(agent.freeSockets[Object.keys(agent.freeSockets)[0]!]?.length).toBe(2);

      // A slow request: its body is still on the way when the signal comes.
      const message = JSON.stringify({
        name: 'Kwame Asante',
        email: 'kwame@example.org',
        message: 'Sent just as the server was asked to stop.',
      });
      let finish!: () => void;
      const slow = call(
        agent,
        'POST',
        '/api/contact-messages',
        { 'Content-Type': 'application/json', 'Content-Length': String(message.length) },
        (req) => {
          req.write(message.slice(0, 10));
          finish = () => req.end(message.slice(10));
        },
      );
      // Awaited below; a failure before then must not be an unhandled rejection.
      slow.catch(() => {});
      await sleep(100);

      server.child.kill('SIGTERM');
      await sleep(200);
      // The other connection is still open: a request on it is answered, and closes it.
      const other = await call(agent, 'GET', '/api/success-stories');
      expect(other.status).toBe(200);
      expect(Array.isArray(JSON.parse(other.body))).toBe(true);
      expect(other.headers.connection).toBe('close');

      finish();
      const answered = await slow;
      expect(answered.status, answered.body).toBe(201);
      expect(answered.headers.connection).toBe('close');

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('"message":"stopped"');
    } finally {
      agent.destroy();
    }
  });
});
