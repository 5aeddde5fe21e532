import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/knex.js';
import { migrateLatest } from '../src/db/migrations/index.js';
import { emailHashOf } from '../src/services/newsletter.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, SITE_URL } from './admin-helpers.js';
import { onPostgres, postJson, waitUntil } from './helpers.js';
import { processEnv } from './processes/env.js';
import { startMailServer, type MailServer } from './mail-server.js';
import {
  openSharedDatabase,
  startServerChild,
  type ServerChild,
  type SharedDatabase,
} from './server-child.js';
import { sessionCookieOf } from './staff-helpers.js';

/**
 * Sending an issue to 2,000 addresses neither loses nor repeats: real server processes (start()
 * of src/main.ts) send through a real SMTP server in its own process, which counts what it
 * received by Message-ID. A process killed with SIGKILL three times mid-send resumes at each
 * start; on Postgres, two processes share one send (FOR UPDATE SKIP LOCKED) without sending
 * anyone twice.
 *
 * 300 addresses by default (a shared CI machine sends a few dozen a second with each process's
 * start); NEWSLETTER_KILL_ADDRESSES=2000 runs the full count.
 */
const ADDRESSES = Number(process.env.NEWSLETTER_KILL_ADDRESSES || 300);

describe('newsletter sending across kills and processes', () => {
  let mail: MailServer;
  let dataDir: string;
  let shared: SharedDatabase;
  let db: Db;
  let env: Record<string, string>;

  beforeEach(async () => {
    // The mail server answers each message 10 ms after it has it: a kill in that moment leaves
    // an e-mail delivered but not marked sent (sent again, with the same Message-ID).
    mail = await startMailServer({ answerDelayMs: 10 });
    dataDir = await mkdtemp(join(tmpdir(), 'ia-newsletter-kill-'));
    shared = await openSharedDatabase(dataDir, 'newsletter');
    db = shared.db;
    await migrateLatest(db);
    // The subscribers, as an import of people who agreed would write them.
    const at = new Date().toISOString();
    const rows = Array.from({ length: ADDRESSES }, (_, i) => {
      const email = `reader${String(i).padStart(5, '0')}@example.org`;
      return {
        email,
        email_hash: emailHashOf(email),
        language: i % 3 === 0 ? 'fr' : 'en',
        topics: '[]',
        status: 'subscribed',
        manage_key: `key-${randomBytes(12).toString('hex')}`,
        source: 'import',
        created_at: at,
        updated_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 200) {
      await db('newsletter_subscribers').insert(rows.slice(i, i + 200));
    }
    env = {
      ...processEnv(dataDir),
      SMTP_URL: mail.url,
      PUBLIC_BASE_URL: SITE_URL,
      MAIL_FROM: 'Initiative for Africa <news@ia.test>',
      NEWSLETTER_RATE: '1000',
      TEST_NEWSLETTER_OPTIONS: JSON.stringify({
        pollMs: 50,
        leaseMs: 1500,
        batch: 10,
        retryBaseMs: 100,
        retryMaxMs: 500,
      }),
      ...ADMIN_ENV,
      ...shared.env,
    };
  });

  afterEach(async () => {
    await shared?.close();
    await mail?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const startServer = () => startServerChild(env);

  const stop = async (server: ServerChild) => {
    server.child.send('close');
    await server.exited;
  };

  /** Staff write an issue in English and French and send it. */
  async function sendIssue(url: string): Promise<number> {
    const login = await postJson(`${url}/api/auth/login`, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const cookie = sessionCookieOf(login);
    const paragraph = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const created = await fetch(`${url}/api/admin/newsletter/issues`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        document: {
          subject: 'News for everyone',
          body: paragraph('A new cohort of fellows.'),
          translations: {
            fr: { subject: 'Des nouvelles pour tous', body: paragraph('Une nouvelle promotion.') },
          },
        },
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const sent = await fetch(`${url}/api/admin/newsletter/issues/${id}/send`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(sent.status).toBe(202);
    return id;
  }

  const received = async () =>
    (await readdir(mail.dir)).filter((name) => name.endsWith('.eml')).length;

  const waiting = async () =>
    Number(
      (
        (await db('newsletter_recipients').where('status', 'waiting').count({ n: '*' })) as {
          n: unknown;
        }[]
      )[0]?.n ?? 0,
    );

  /** Every address got the issue exactly once, counted by Message-ID on the mail server. */
  async function expectEachAddressOnce(): Promise<{ copies: number }> {
    const messages = await mail.messages();
    const idsByAddress = new Map<string, Set<string>>();
    for (const message of messages) {
      const ids = idsByAddress.get(message.to) ?? new Set<string>();
      ids.add(message.messageId);
      idsByAddress.set(message.to, ids);
    }
    expect(idsByAddress.size).toBe(ADDRESSES);
    const twice = [...idsByAddress].filter(([, ids]) => ids.size !== 1);
    expect(twice).toEqual([]);
    const french = messages.find((m) => m.to === 'reader00000@example.org');
    expect(french?.subject).toBe('Des nouvelles pour tous');
    return { copies: messages.length - ADDRESSES };
  }

  it(`delivers each of ${ADDRESSES} addresses exactly once though the server is killed three times`, async () => {
    let server = await startServer();
    const issue = await sendIssue(server.url);
    for (const share of [0.15, 0.4, 0.65]) {
      await waitUntil(async () => (await received()) >= ADDRESSES * share, 120_000);
      server.child.kill('SIGKILL');
      await server.exited;
      server = await startServer();
    }
    await waitUntil(async () => (await waiting()) === 0, 180_000);
    await waitUntil(
      async () =>
        ((await db('newsletter_issues').where('id', issue).first()) as { status: string })
          .status === 'sent',
      10_000,
    );
    await stop(server);
    const { copies } = await expectEachAddressOnce();
    // At most the message in flight at each kill is delivered twice (same Message-ID).
    expect(copies).toBeLessThanOrEqual(3);
  }, 300_000);

  it.skipIf(!onPostgres)(
    'two processes on one Postgres share a send without a duplicate',
    async () => {
      const first = await startServer();
      const second = await startServer();
      await sendIssue(first.url);
      await waitUntil(async () => (await waiting()) === 0, 180_000);
      await stop(first);
      await stop(second);
      const { copies } = await expectEachAddressOnce();
      expect(copies).toBe(0);
    },
    300_000,
  );
});
