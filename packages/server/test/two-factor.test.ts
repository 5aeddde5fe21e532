import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSessionInfo, TwoFactorSetup } from '@ia/shared';
import { totpCode } from '../src/services/totp.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, SITE_URL } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call, inviteAndAccept, sessionCookieOf } from './staff-helpers.js';

/**
 * Two-factor sign-in (RFC 6238) and the signed-in devices: set up with a QR code, confirmed
 * with a code, sign-in with a code and with a single-use recovery code, the sign-in limits on
 * the second step, an administrator requiring it for everyone; the sessions list with browser,
 * address and last activity, ending one or all but this one, and sign-out on the server.
 */
describe('two-factor sign-in', () => {
  let server: TestServer;
  let mail: MailServer;
  let clock = Date.parse('2026-03-02T10:00:00.000Z');
  let secret = '';
  let recoveryCodes: string[] = [];

  /** The password step: answers the cookie of the pending sign-in. */
  async function passwordStep(): Promise<string> {
    const response = await postJson(`${server.url}/api/auth/login`, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactorRequired: true });
    expect(sessionCookieOf(response)).toBe('');
    const challenge = response.headers.getSetCookie().find((c) => c.startsWith('ia_two_factor='))!;
    expect(challenge).toContain('HttpOnly');
    expect(challenge).toContain('Path=/api/auth/login');
    return challenge.split(';')[0]!;
  }
  const codeStep = (challenge: string, code: string, headers: Record<string, string> = {}) =>
    postJson(
      `${server.url}/api/auth/login/two-factor`,
      { code },
      { Cookie: challenge, ...headers },
    );

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, SMTP_URL: mail.url, PUBLIC_BASE_URL: SITE_URL },
      now: () => new Date(clock),
      rateLimits: {
        signInPerAddress: { limit: 1000, windowMs: 60_000 },
        signInPerEmail: { limit: 8, windowMs: 60_000 },
        // The limit per account, from anywhere, is tested on its own (two-factor-account-limit).
        twoFactorPerAccount: { limit: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('is set up with a QR code drawn locally and confirmed with a code; ten recovery codes come with it', async () => {
    const cookie = await adminCookie(server);
    const noPassword = await call(server, cookie, 'POST', '/api/auth/two-factor/setup', {
      password: 'wrong',
    });
    expect(noPassword.status).toBe(422);

    const started = await call(server, cookie, 'POST', '/api/auth/two-factor/setup', {
      password: ADMIN_PASSWORD,
    });
    expect(started.status).toBe(200);
    const setup = (await started.json()) as TwoFactorSetup;
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Initiative%20for%20Africa:${encodeURIComponent(ADMIN_EMAIL)}?secret=${secret}&issuer=Initiative+for+Africa&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');

    // Not on until confirmed: sign-in still needs the password only.
    expect(
      await (
        await postJson(`${server.url}/api/auth/login`, {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
        })
      ).json(),
    ).toMatchObject({ email: ADMIN_EMAIL, twoFactorEnabled: false });

    const wrong = await call(server, cookie, 'POST', '/api/auth/two-factor/confirm', {
      code: '000000',
    });
    expect(wrong.status).toBe(422);
    const confirmed = await call(server, cookie, 'POST', '/api/auth/two-factor/confirm', {
      code: totpCode(secret, clock),
    });
    expect(confirmed.status).toBe(200);
    recoveryCodes = ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await server.db('recovery_codes').select('code_hash');
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace('-', ''));
  });

  it('signs in with the password, then {"twoFactorRequired": true}, then a code of the app', async () => {
    clock += 30_000;
    const challenge = await passwordStep();
    // No session yet: the pending sign-in opens nothing.
    expect((await call(server, challenge, 'GET', '/api/auth/me')).status).toBe(401);
    const wrong = await codeStep(challenge, '123456');
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({
      code: 'unauthorized',
      message: 'The code is not correct',
    });

    const code = totpCode(secret, clock);
    const done = await codeStep(challenge, code);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ email: ADMIN_EMAIL, twoFactorEnabled: true });
    const cookie = sessionCookieOf(done);
    expect((await call(server, cookie, 'GET', '/api/admin/users')).status).toBe(200);

    // The challenge is single use, and so is the code (replayed in a new sign-in).
    expect((await codeStep(challenge, code)).status).toBe(401);
    const replay = await codeStep(await passwordStep(), code);
    expect(replay.status).toBe(401);
  });

  it('signs in with a recovery code, once', async () => {
    const code = recoveryCodes[3]!;
    const done = await codeStep(await passwordStep(), code.toUpperCase().replace('-', ' '));
    expect(done.status).toBe(200);
    expect(sessionCookieOf(done)).toMatch(/^ia_session=/);
    const again = await codeStep(await passwordStep(), code);
    expect(again.status).toBe(401);
    const left = await server.db('recovery_codes').whereNull('used_at');
    expect(left).toHaveLength(9);
  });

  it('counts the second step against the sign-in limits (429 with Retry-After)', async () => {
    clock += 60_000; // a window of its own
    // Three sign-ins whose password was right (a right password gives its slot back)…
    const challenges = [await passwordStep(), await passwordStep(), await passwordStep()];
    // …then wrong codes: at most 8 attempts per account from this address in this test.
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 12 && last?.status !== 429; i++) {
      last = await codeStep(challenges[Math.floor(i / 4)]!, String(100000 + i));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    // The limit holds for the password step too, even with the right password.
    const blocked = await postJson(`${server.url}/api/auth/login`, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    clock += 61_000;
  });

  it('lets an administrator require two-factor sign-in for every account', async () => {
    const challenge = await passwordStep();
    const admin = sessionCookieOf(await codeStep(challenge, totpCode(secret, clock)));
    const editor = await inviteAndAccept(server, mail, admin, {
      email: 'edna@example.org',
      role: 'editor',
      name: 'Edna',
      password: 'river stones and evening light',
    });
    const required = await call(server, admin, 'PUT', '/api/admin/settings/security', {
      requireTwoFactor: true,
    });
    expect(await required.json()).toEqual({ requireTwoFactor: true });

    const me = await (await call(server, editor.cookie, 'GET', '/api/auth/me')).json();
    expect(me).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    const refused = await call(server, editor.cookie, 'GET', '/api/admin/contact-messages');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toMatch(/two-factor sign-in first/);

    const setup = (await (
      await call(server, editor.cookie, 'POST', '/api/auth/two-factor/setup', {
        password: 'river stones and evening light',
      })
    ).json()) as TwoFactorSetup;
    await call(server, editor.cookie, 'POST', '/api/auth/two-factor/confirm', {
      code: totpCode(setup.secret, clock),
    });
    expect((await call(server, editor.cookie, 'GET', '/api/admin/contact-messages')).status).toBe(
      200,
    );
    const off = await call(server, editor.cookie, 'POST', '/api/auth/two-factor/disable', {
      password: 'river stones and evening light',
    });
    expect(off.status).toBe(409);

    await call(server, admin, 'PUT', '/api/admin/settings/security', { requireTwoFactor: false });
    expect(
      (
        await call(server, editor.cookie, 'POST', '/api/auth/two-factor/disable', {
          password: 'river stones and evening light',
        })
      ).status,
    ).toBe(204);
    const events = (await (await call(server, admin, 'GET', '/api/admin/audit-log')).json()) as {
      event: string;
    }[];
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'two_factor_enabled',
        'two_factor_disabled',
        'two_factor_failed',
        'recovery_code_used',
        'setting_changed',
      ]),
    );
  });
});

describe('signed-in devices', () => {
  let server: TestServer;
  const firefox =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const safari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const loginAs = async (userAgent: string) =>
    sessionCookieOf(
      await postJson(
        `${server.url}/api/auth/login`,
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { 'User-Agent': userAgent },
      ),
    );

  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: ADMIN_ENV });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists each device with browser, address and last activity; ends one, or all but this one', async () => {
    const laptop = await loginAs(firefox);
    const phone = await loginAs(safari);
    const third = await loginAs('curl/8.5.0');
    const response = await call(server, laptop, 'GET', '/api/auth/sessions');
    expect(response.status).toBe(200);
    const sessions = (await response.json()) as StaffSessionInfo[];
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.browser).sort()).toEqual([
      'Firefox 128 on Windows',
      'Safari 17 on iOS',
      'curl 8',
    ]);
    for (const session of sessions) {
      expect(session.address).toBe('127.0.0.1');
      expect(session.id).toMatch(/^[0-9a-f]{24}$/);
      expect(Date.parse(session.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(sessions.filter((s) => s.current).map((s) => s.browser)).toEqual([
      'Firefox 128 on Windows',
    ]);

    const phoneSession = sessions.find((s) => s.browser.startsWith('Safari'))!;
    expect(
      (await call(server, laptop, 'DELETE', `/api/auth/sessions/${phoneSession.id}`)).status,
    ).toBe(204);
    expect((await call(server, phone, 'GET', '/api/auth/me')).status).toBe(401);
    expect(
      (await call(server, laptop, 'DELETE', `/api/auth/sessions/${phoneSession.id}`)).status,
    ).toBe(404);

    await loginAs(safari);
    const ended = await call(server, laptop, 'DELETE', '/api/auth/sessions');
    expect(await ended.json()).toEqual({ ended: 2 });
    expect((await call(server, third, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(server, laptop, 'GET', '/api/auth/me')).status).toBe(200);
    const left = (await (
      await call(server, laptop, 'GET', '/api/auth/sessions')
    ).json()) as StaffSessionInfo[];
    expect(left).toHaveLength(1);
  });

  it('signs out on the server: the same cookie sent again is refused', async () => {
    const cookie = await loginAs(firefox);
    const out = await call(server, cookie, 'POST', '/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    // A copy of the cookie (another tab, a stolen copy) no longer works.
    expect((await call(server, cookie, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(server, cookie, 'GET', '/api/admin/contact-messages')).status).toBe(401);
  });
});
