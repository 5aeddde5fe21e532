import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD } from './admin-helpers.js';
import {
  databaseUrl,
  onPostgres,
  postJson,
  startTestProcess as startProcess,
  type TestProcess,
} from './helpers.js';
import { deleteRedisKeys, unreachable } from './local-services.js';

/**
 * The rate limits hold across server processes: two real servers (each its own Node process,
 * started with `start()` from src/main.ts) share one Postgres schema, and requests alternate
 * between them. Once with the limits in the database, once in Redis. Postgres is the one of
 * DATABASE_URL, else the local one CI has.
 */
const postgresUrl = onPostgres ? databaseUrl! : 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const postgresProblem = await unreachable(postgresUrl, 5432);
const redisProblem = await unreachable(redisUrl, 6379);

const validMessage = {
  name: 'Amina Bello',
  email: 'amina@example.org',
  message: 'I would like to know when the next cohort starts.',
};

/** Where the limits are kept; with Redis, under a key prefix of this run's own. */
const variants: { store: string; problem: string | undefined; redisKeyPrefix?: string }[] = [
  { store: 'the database', problem: undefined },
  {
    store: 'Redis',
    problem: redisProblem && `no Redis at ${redisUrl}: ${redisProblem}`,
    redisKeyPrefix: `ia-test-${randomBytes(6).toString('hex')}:`,
  },
];

for (const variant of variants) {
  const problem =
    (postgresProblem &&
      `no Postgres at ${postgresUrl.replace(/\/\/[^@/]*@/, '//')}: ${postgresProblem}`) ||
    variant.problem;

  describe.skipIf(problem !== undefined)(
    `rate limits in ${variant.store} across two server processes on one Postgres`,
    () => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const servers: TestProcess[] = [];
      const one = () => servers[0]!.url;
      const two = () => servers[1]!.url;
      const db = createDb({ client: 'postgres', url: postgresUrl }, { searchPath: [schema] });

      beforeAll(async () => {
        await db.raw('create schema ??', [schema]);
        const env = {
          DATABASE_URL: postgresUrl,
          TEST_SCHEMA: schema,
          ...ADMIN_ENV,
          ...(variant.redisKeyPrefix
            ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: variant.redisKeyPrefix }
            : {}),
        };
        // One after the other: the first migrates the schema and creates the admin.
        servers.push(await startProcess(env));
        servers.push(await startProcess(env));
      });
      afterAll(async () => {
        await Promise.all(servers.map((server) => server.close()));
        await db.raw('drop schema if exists ?? cascade', [schema]);
        await db.destroy();
        if (variant.redisKeyPrefix) await deleteRedisKeys(redisUrl, variant.redisKeyPrefix);
      });

      const contact = (url: string, from: string) =>
        postJson(`${url}/api/contact-messages`, validMessage, { 'X-Forwarded-For': from });
      const signIn = (url: string, from: string, password: string) =>
        postJson(
          `${url}/api/auth/login`,
          { email: ADMIN_EMAIL, password },
          { 'X-Forwarded-For': from },
        );

      it('refuses the 6th contact message from one address, whichever process answers', async () => {
        const from = '198.51.100.10';
        for (let i = 0; i < 5; i++) {
          expect((await contact(i % 2 === 0 ? one() : two(), from)).status).toBe(201);
        }
        for (const url of [two(), one()]) {
          const refused = await contact(url, from);
          expect(refused.status).toBe(429);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
        }
        // Another address is not held back by this one.
        expect((await contact(two(), '198.51.100.11')).status).toBe(201);
        const stored = await db('contact_messages').count({ n: '*' });
        expect(Number(stored[0]?.n)).toBe(6);
      });

      it('accepts exactly 5 of 20 contact messages sent at once, split across both', async () => {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            contact(i % 2 === 0 ? one() : two(), '198.51.100.20'),
          ),
        );
        const statuses = answers.map((response) => response.status);
        expect(statuses.filter((status) => status === 201)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      });

      it('refuses a 6th sign-in after 5 wrong ones from one address, on both, even with the right password', async () => {
        const from = '198.51.100.30';
        for (let i = 0; i < 5; i++) {
          expect((await signIn(i % 2 === 0 ? one() : two(), from, `wrong ${i}`)).status).toBe(401);
        }
        expect((await signIn(two(), from, ADMIN_PASSWORD)).status).toBe(429);
        expect((await signIn(one(), from, ADMIN_PASSWORD)).status).toBe(429);
      });

      it('answers at most 5 of 30 parallel wrong sign-ins split across both with 401', async () => {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            signIn(i % 2 === 0 ? one() : two(), '198.51.100.40', `guess ${i}`),
          ),
        );
        const statuses = answers.map((response) => response.status);
        expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
        expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      });

      it('still lets the admin in from another address, through either process', async () => {
        expect((await signIn(one(), '198.51.100.50', ADMIN_PASSWORD)).status).toBe(200);
        expect((await signIn(two(), '198.51.100.51', ADMIN_PASSWORD)).status).toBe(200);
      });
    },
  );

  if (problem !== undefined) {
    describe(`rate limits in ${variant.store} across two server processes`, () => {
      it.skip(`skipped: ${problem}`, () => undefined);
    });
  }
}
