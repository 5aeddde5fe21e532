import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, SITE_URL } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call, sessionCookieOf, tokenOf } from './staff-helpers.js';

/**
 * Passwords against a real SMTP server: changing one's own (the current one required, every
 * other session ends), the forgotten-password e-mail (202 whatever the address; the e-mailed
 * single-use link valid one hour ends every old session), and the password rules.
 */
const generous = {
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
  passwordReset: { limit: 1000, windowMs: 60_000 },
};

describe('passwords', () => {
  let server: TestServer;
  let mail: MailServer;
  let clock = Date.now();
  let password = ADMIN_PASSWORD;
  const login = (pass = password) =>
    postJson(`${server.url}/api/auth/login`, { email: ADMIN_EMAIL, password: pass });
  const signedIn = async (cookie: string) =>
    (await call(server, cookie, 'GET', '/api/auth/me')).status === 200;

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, SMTP_URL: mail.url, PUBLIC_BASE_URL: SITE_URL },
      rateLimits: generous,
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('changes one’s own password: the current one is required and every other session ends', async () => {
    const here = await adminCookie(server);
    const elsewhere = await adminCookie(server);
    const wrong = await call(server, here, 'POST', '/api/auth/password', {
      currentPassword: 'not my password',
      password: 'a brand new long passphrase',
    });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toEqual({
      currentPassword: 'The current password is not correct',
    });

    const changed = await call(server, here, 'POST', '/api/auth/password', {
      currentPassword: password,
      password: 'a brand new long passphrase',
    });
    expect(changed.status).toBe(204);
    password = 'a brand new long passphrase';
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await login(ADMIN_PASSWORD)).status).toBe(401);
    expect((await login()).status).toBe(200);
  });

  it('refuses short, common and breached passwords, and the account’s own address', async () => {
    const cookie = await adminCookie(server).catch(async () => sessionCookieOf(await login()));
    for (const [candidate, reason] of [
      ['short one', /at least 12 characters/],
      ['password1234', /common or leaked/],
      ['qwertyuiop123', /common or leaked/],
      ['iloveyouiloveyou', /common or leaked/],
      [ADMIN_EMAIL, /e-mail address/],
    ] as const) {
      const response = await call(server, cookie, 'POST', '/api/auth/password', {
        currentPassword: password,
        password: candidate,
      });
      expect(response.status, candidate).toBe(422);
      expect((await errorOf(response)).fields?.password, candidate).toMatch(reason);
    }
  });

  it('answers 202 alike whether or not the address has an account, and e-mails only an account', async () => {
    const before = (await mail.messages()).length;
    const unknown = await postJson(`${server.url}/api/auth/password-reset`, {
      email: 'nobody@example.org',
    });
    const known = await postJson(`${server.url}/api/auth/password-reset`, {
      email: ` ${ADMIN_EMAIL.toUpperCase()} `,
    });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    const [reset] = await mail.waitFor((m) => m.subject.startsWith('Reset your'), 1);
    expect(reset!.to).toBe(ADMIN_EMAIL);
    expect(reset!.subject).toBe('Reset your Initiative for Africa password');
    expect(reset!.link).toMatch(
      /^https:\/\/site\.ia\.test\/admin\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(reset!.text).toContain('The link works once and for one hour');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mail.messages()).length).toBe(before + 1);
    expect((await postJson(`${server.url}/api/auth/password-reset`, { email: 'x' })).status).toBe(
      422,
    );
  });

  it('resets the password from the e-mailed link: the old sessions end; the link works once', async () => {
    const old1 = sessionCookieOf(await login());
    const old2 = sessionCookieOf(await login());
    const [reset] = (await mail.messages()).filter((m) => m.to === ADMIN_EMAIL).slice(-1);
    const token = tokenOf(reset!);
    const check = await postJson(`${server.url}/api/auth/tokens/check`, { token });
    expect(await check.json()).toMatchObject({ purpose: 'password_reset', email: ADMIN_EMAIL });

    const weak = await postJson(`${server.url}/api/auth/password-reset/confirm`, {
      token,
      password: 'password2024!',
    });
    expect(weak.status).toBe(422);

    const confirmed = await postJson(`${server.url}/api/auth/password-reset/confirm`, {
      token,
      password: 'lanterns over the harbour',
    });
    expect(confirmed.status).toBe(204);
    password = 'lanterns over the harbour';
    expect(await signedIn(old1)).toBe(false);
    expect(await signedIn(old2)).toBe(false);
    expect((await login()).status).toBe(200);

    const again = await postJson(`${server.url}/api/auth/password-reset/confirm`, {
      token,
      password: 'yet another good passphrase',
    });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe(
      'This link has already been used. Ask for a new one if you still need it.',
    );
    const events = (await (
      await call(server, sessionCookieOf(await login()), 'GET', '/api/admin/audit-log')
    ).json()) as { event: string }[];
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset', 'password_changed']),
    );
  });

  it('says plainly that a link has expired after an hour', async () => {
    await postJson(`${server.url}/api/auth/password-reset`, { email: ADMIN_EMAIL });
    const resets = await mail.waitFor((m) => m.subject.startsWith('Reset your'), 2);
    const token = tokenOf(resets.at(-1)!);
    clock += 60 * 60 * 1000 + 1000;
    const expired = await postJson(`${server.url}/api/auth/password-reset/confirm`, {
      token,
      password: 'a passphrase for later',
    });
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).message).toBe(
      'This link has expired (password reset links work for one hour). Ask for a new one.',
    );
    const unknown = await postJson(`${server.url}/api/auth/password-reset/confirm`, {
      token: 'x'.repeat(43),
      password: 'a passphrase for later',
    });
    expect((await errorOf(unknown)).message).toMatch(/not valid/);
  });
});
