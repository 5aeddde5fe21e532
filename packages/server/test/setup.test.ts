import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import type { Logger } from '../src/logger.js';
import { setUpFirstAdmin } from '../src/services/auth.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';
import { call, sessionCookieOf } from './staff-helpers.js';

/**
 * The first administrator without ADMIN_EMAIL/ADMIN_PASSWORD: a one-time setup, accepted from
 * the machine itself or with the setup token the server printed in its log; never an open
 * sign-up (a request a proxy forwarded, without the token, is refused), and never once an
 * account exists.
 */
describe('the first administrator through the setup endpoint', () => {
  let server: TestServer;
  let setupToken = '';
  const account = {
    email: 'founder@example.org',
    name: 'Founder',
    password: 'the first of many good days',
  };
  const fromElsewhere = { 'X-Forwarded-For': '203.0.113.9' };

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    const logged: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger: Logger = {
      debug: () => {},
      info: () => {},
      warn: (message, fields) => logged.push({ message, fields }),
      error: () => {},
    };
    const repositories = createRepositories(server.db);
    await setUpFirstAdmin({
      users: repositories.users,
      accountTokens: repositories.accountTokens,
      admin: undefined,
      logger,
    });
    expect(logged[0]!.message).toMatch(/^no account yet: open \/admin\/setup/);
    setupToken = String(logged[0]!.fields?.setupToken);
    expect(setupToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is offered to this machine only', async () => {
    expect(await (await fetch(`${server.url}/api/auth/setup`)).json()).toEqual({
      adminExists: false,
      setupAllowed: true,
    });
    const forwarded = await fetch(`${server.url}/api/auth/setup`, { headers: fromElsewhere });
    expect(await forwarded.json()).toEqual({ adminExists: false, setupAllowed: false });
  });

  it('refuses a forwarded request without the setup token, and a wrong token', async () => {
    for (const body of [account, { ...account, setupToken: 'x'.repeat(43) }]) {
      const refused = await postJson(`${server.url}/api/auth/setup`, body, fromElsewhere);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toMatch(/setup token the server printed/);
    }
    const weak = await postJson(
      `${server.url}/api/auth/setup`,
      { ...account, password: 'password123!' },
      {},
    );
    expect(weak.status).toBe(422);
    expect(await createRepositories(server.db).users.count()).toBe(0);
  });

  it('creates the administrator with the printed token, signs them in, and is then closed', async () => {
    const created = await postJson(
      `${server.url}/api/auth/setup`,
      { ...account, setupToken },
      fromElsewhere,
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      email: 'founder@example.org',
      name: 'Founder',
      role: 'administrator',
    });
    const cookie = sessionCookieOf(created);
    expect((await call(server, cookie, 'GET', '/api/admin/users')).status).toBe(200);

    const again = await postJson(`${server.url}/api/auth/setup`, {
      ...account,
      email: 'second@example.org',
    });
    expect(again.status).toBe(409);
    expect(await (await fetch(`${server.url}/api/auth/setup`)).json()).toEqual({
      adminExists: true,
      setupAllowed: false,
    });
    expect(await server.db('account_tokens').where('purpose', 'setup')).toHaveLength(0);
  });
});
