import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/knex.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, SITE_URL } from './admin-helpers.js';
import { onPostgres, postJson } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { processEnv } from './processes/env.js';
import { openSharedDatabase, startServerChild, type SharedDatabase } from './server-child.js';
import { sessionCookieOf } from './staff-helpers.js';

/**
 * The outbox survives kill -9: a real server process (start() of src/main.ts, test/processes/
 * server-process.ts) takes contact messages, each e-mailed to an administrator who opted in,
 * while its sender sends, and is killed with SIGKILL at a random moment once a message of the
 * cycle is acknowledged: e-mails are written (in the message's transaction) and not sent yet,
 * one is being sent, or the mail server has it and the process died before marking it sent.
 * 20 times, then once more to let the outbox drain. Every e-mail
 * of every acknowledged message arrives at least once, each with the Message-ID of its outbox
 * row, the same on every copy: the test counts copies by Message-ID and finds no e-mail missing.
 *
 * On SQLite in a temp folder; on Postgres (a schema of its own) with DATABASE_URL and
 * OUTBOX_KILL_ON_POSTGRES=1 (21 process starts take a minute or two: CI runs it once, in the
 * SQLite pass; the outbox's other tests run on both databases).
 */
const CYCLES = Number(process.env.OUTBOX_KILL_CYCLES || 20);

/** Short claims and retries, so a killed process's e-mail goes out again at the next start. */
const MAIL_OPTIONS = { pollMs: 50, leaseMs: 800, retryBaseMs: 200, retryMaxMs: 1000 };

const skipped = onPostgres && !process.env.OUTBOX_KILL_ON_POSTGRES;

describe.skipIf(skipped)('the outbox across kill -9', () => {
  let mail: MailServer;
  let dataDir: string;
  let shared: SharedDatabase;
  let db: Db;
  let env: Record<string, string>;

  beforeAll(async () => {
    // A mail server that answers each message 40 ms after it has it: a kill in that moment
    // leaves an e-mail delivered but not marked sent.
    mail = await startMailServer({ answerDelayMs: 40 });
    dataDir = await mkdtemp(join(tmpdir(), 'ia-outbox-kill-'));
    shared = await openSharedDatabase(dataDir, 'outbox');
    db = shared.db;
    env = {
      // Each message from an address of its own (the contact limit stays out of the way).
      ...processEnv(dataDir),
      SMTP_URL: mail.url,
      PUBLIC_BASE_URL: SITE_URL,
      MAIL_FROM: 'Initiative for Africa <outbox@ia.test>',
      TEST_MAIL_OPTIONS: JSON.stringify(MAIL_OPTIONS),
      ...ADMIN_ENV,
      ...shared.env,
    };
  });

  afterAll(async () => {
    await shared?.close();
    await mail?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const startServer = () => startServerChild(env);

  const unsent = async () =>
    Number(
      (
        (await db('outbox_emails').whereNot('status', 'sent').count({ n: '*' })) as { n: unknown }[]
      )[0]?.n ?? 0,
    );

  it(`delivers every e-mail at least once, with a stable Message-ID, across ${CYCLES} kills`, async () => {
    const started = Date.now();
    /** The visitors' addresses of the messages the server acknowledged (201). */
    const acknowledged: string[] = [];
    let killsLeavingUnsent = 0;
    let sequence = 0;
    // A small fixed generator: the same kill moments on every run.
    let seed = 20_261_126;
    const random = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 2 ** 32;
    };

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startServer();
      if (cycle === 0) {
        // The administrator chooses to get contact messages by e-mail.
        const login = await postJson(`${server.url}/api/auth/login`, {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
        });
        const optIn = await fetch(`${server.url}/api/auth/me`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Cookie: sessionCookieOf(login) },
          body: JSON.stringify({ receivesContactMessages: true }),
        });
        expect(optIn.status).toBe(200);
      }
      // The kill comes at a random moment 0.2 to 1.5 s after the start, once at least one
      // message of this cycle is acknowledged: the sender is then working on the e-mails of
      // earlier cycles and on new ones, so a kill lands before, during or after a send.
      const killAt = Date.now() + 200 + random() * 1300;
      let acknowledgedHere = 0;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        server.child.kill('SIGKILL');
      };
      const client = async (lane: number) => {
        while (!killed) {
          const n = sequence++;
          const visitor = `visitor-${n}@example.org`;
          try {
            const response = await postJson(
              `${server.url}/api/contact-messages`,
              {
                name: `Visitor ${n}`,
                email: visitor,
                message: `Message number ${n} from lane ${lane}, cycle ${cycle}`,
              },
              { 'X-Forwarded-For': `10.9.${Math.floor(n / 250)}.${n % 250}` },
            );
            if (response.status !== 201) {
              throw new Error(`answered ${response.status}: ${await response.text()}`);
            }
            acknowledged.push(visitor);
            acknowledgedHere += 1;
          } catch (error) {
            if (!killed) throw error;
          }
          if (acknowledgedHere > 0 && Date.now() >= killAt) kill();
          else await new Promise((resolve) => setTimeout(resolve, 60 + random() * 120));
        }
      };
      await Promise.all([client(0), client(1)]);
      await server.exited;
      if (process.env.OUTBOX_KILL_DEBUG) {
        console.log(`cycle ${cycle}: ${acknowledgedHere} acknowledged, ${await unsent()} unsent`);
      }
      if ((await unsent()) > 0) killsLeavingUnsent += 1;
    }

    // Once more, undisturbed: what the killed processes left is sent.
    const last = await startServer();
    const deadline = Date.now() + 60_000;
    while ((await unsent()) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    last.child.send('close');
    await last.exited;

    const rows = (await db('outbox_emails').select('message_id', 'reply_to', 'status')) as {
      message_id: string;
      reply_to: string;
      status: string;
    }[];
    const received = await mail.messages();
    const copies = new Map<string, number>();
    for (const m of received) copies.set(m.messageId, (copies.get(m.messageId) ?? 0) + 1);
    const duplicates = [...copies.values()].reduce((sum, n) => sum + n - 1, 0);
    const missing = rows.filter((row) => !copies.has(row.message_id));
    const strangers = [...copies.keys()].filter((id) => !rows.some((r) => r.message_id === id));
    const receivedReplyTo = new Set(received.map((m) => m.replyTo));
    const lostAcknowledged = acknowledged.filter((visitor) => !receivedReplyTo.has(visitor));
    console.log(
      `outbox across kill -9 (${onPostgres ? 'postgres' : 'sqlite'}): ${JSON.stringify({
        cycles: CYCLES,
        acknowledged: acknowledged.length,
        emails: rows.length,
        received: received.length,
        uniqueReceived: copies.size,
        duplicates,
        killsLeavingUnsentEmail: killsLeavingUnsent,
        seconds: Math.round((Date.now() - started) / 1000),
      })}`,
    );

    expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES);
    // Each acknowledged message has its e-mail in the outbox, and every e-mail was sent…
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    // …and arrived, at least once, under its own Message-ID; nothing else arrived.
    expect(missing).toEqual([]);
    expect(strangers).toEqual([]);
    expect(lostAcknowledged).toEqual([]);
    // Copies share a Message-ID: de-duplicated, there is exactly one e-mail per row.
    expect(copies.size).toBe(rows.length);
    // The kills did land between writing and sending.
    expect(killsLeavingUnsent).toBeGreaterThanOrEqual(CYCLES / 2);
  }, 600_000);
});
