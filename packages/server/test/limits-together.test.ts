import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_EMAILS_PER_HOUR } from '../src/services/passwords.js';
import { ADMIN_EMAIL, ADMIN_ENV } from './admin-helpers.js';
import { postJson, startTestServer, waitUntil, type TestServer } from './helpers.js';

/**
 * Limits that hold when requests arrive together (on SQLite, and on Postgres with DATABASE_URL):
 * the reset e-mails of one account are counted and written in one step, so a burst from many
 * addresses at once gets no more than the limit.
 */
const generous = {
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
  passwordReset: { limit: 1000, windowMs: 60_000 },
};

const count = async (server: TestServer, table: string, where: Record<string, string>) =>
  Number((await server.db(table).where(where).count({ n: '*' }))[0]!.n);

describe('password reset e-mails asked for all at once', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, TRUST_PROXY: '1' },
      rateLimits: generous,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes at most 3 an hour for one account when 12 requests from 12 addresses arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(
          `${server.url}/api/auth/password-reset`,
          { email: ADMIN_EMAIL },
          { 'X-Forwarded-For': `192.0.2.${i + 1}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(202));
    // The e-mails are written after the answers: wait for the first, then for the rest to settle.
    await waitUntil(
      async () => (await count(server, 'outbox_emails', { kind: 'password_reset' })) > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await count(server, 'outbox_emails', { kind: 'password_reset' })).toBe(
      RESET_EMAILS_PER_HOUR,
    );
    expect(await count(server, 'account_tokens', { purpose: 'password_reset' })).toBe(
      RESET_EMAILS_PER_HOUR,
    );
  });
});
