import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import { silentLogger } from '../src/logger.js';
import { setUpFirstAdmin } from '../src/services/auth.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, signIn } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';

const generous = {
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
};

describe('admin sign-in', () => {
  let server: TestServer;
  let clock = Date.parse('2025-06-01T09:00:00.000Z');
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(`${server.url}/api/auth/login`, body, headers);
  const me = (cookie?: string) =>
    fetch(`${server.url}/api/auth/me`, { headers: cookie ? { Cookie: cookie } : {} });

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: ADMIN_ENV,
      now: () => new Date(clock),
      rateLimits: generous,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, with a scrypt hash', async () => {
    const user = await createRepositories(server.db).users.findByEmail(ADMIN_EMAIL);
    expect(user?.email).toBe(ADMIN_EMAIL);
    expect(user?.passwordHash).toMatch(/^scrypt\$N=\d+,r=\d+,p=\d+\$/);
    expect(user?.passwordHash).not.toContain(ADMIN_PASSWORD);
  });

  it('never creates a second admin from the variables once one exists', async () => {
    const created = await setUpFirstAdmin({
      users: createRepositories(server.db).users,
      admin: { email: 'someone.else@example.org', password: 'another long password' },
      logger: silentLogger,
    });
    expect(created).toBe(false);
    expect(await createRepositories(server.db).users.count()).toBe(1);
  });

  it('GET /api/auth/setup says an admin exists', async () => {
    const response = await fetch(`${server.url}/api/auth/setup`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ adminExists: true, setupAllowed: false });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('signs in: 200 with the email and an HttpOnly, SameSite=Lax session cookie for 7 days', async () => {
    const response = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'administrator' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^ia_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).not.toContain('Secure'); // plain http without PUBLIC_BASE_URL
  });

  it('stores only the SHA-256 of the session token', async () => {
    const cookie = await signIn(server);
    const token = cookie.split('=')[1]!;
    const ids = (await server.db('sessions').select('id')).map((row: { id: string }) => row.id);
    expect(ids).not.toContain(token);
    expect(ids).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('takes the email in any case and with spaces around it', async () => {
    const response = await login({ email: '  Staff@Example.ORG ', password: ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'administrator' });
  });

  it('answers a wrong password and an unknown email alike: 401 with one generic message', async () => {
    const wrong = await login({ email: ADMIN_EMAIL, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.org', password: ADMIN_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await errorOf(wrong), await errorOf(unknown)];
    expect(a).toEqual({ code: 'unauthorized', message: 'The email or password is not correct' });
    expect(b).toEqual(a);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'not the password' });
      return performance.now() - started;
    };
    await time('warm-up@example.org');
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(ADMIN_EMAIL));
      unknown.push(await time(`nobody${i}@example.org`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('answers 422 with a message per field for a missing email or password', async () => {
    const response = await login({ email: '' });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('answers 400 for broken JSON and 415 for a form post', async () => {
    expect((await login('{"email":')).status).toBe(400);
    const form = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `email=${ADMIN_EMAIL}&password=x`,
    });
    expect(form.status).toBe(415);
    expect((await errorOf(form)).code).toBe('unsupported_media_type');
  });

  it('refuses a sign-in posted from another site with 403', async () => {
    const response = await login(
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('forbidden');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('GET /api/auth/me: 200 with the email for a session, 401 without or with a bad one', async () => {
    const cookie = await signIn(server);
    const ok = await me(cookie);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'administrator' });
    expect(ok.headers.get('cache-control')).toBe('no-store');

    for (const bad of [undefined, 'ia_session=nope', `ia_session=${'A'.repeat(43)}`]) {
      const response = await me(bad);
      expect(response.status, String(bad)).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthorized');
    }
  });

  it('POST /api/auth/logout deletes the session and clears the cookie (204)', async () => {
    const cookie = await signIn(server);
    const response = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(
      /^ia_session=; Path=\/; HttpOnly;.*Max-Age=0/,
    );
    expect((await me(cookie)).status).toBe(401);
    // Signing out again (or without a session) is still a 204: the result is the same.
    const again = await fetch(`${server.url}/api/auth/logout`, { method: 'POST' });
    expect(again.status).toBe(204);
  });

  it('refuses a cross-site sign-out with 403 and keeps the session', async () => {
    const cookie = await signIn(server);
    const response = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });

  it('ends a session after 7 days', async () => {
    const cookie = await signIn(server);
    clock += 7 * 24 * 60 * 60 * 1000 - 1000;
    expect((await me(cookie)).status).toBe(200);
    clock += 2000;
    expect((await me(cookie)).status).toBe(401);
  });
});

describe('admin sign-in rate limit', () => {
  let server: TestServer;
  let clock = Date.parse('2025-06-01T09:00:00.000Z');
  const login = (email: string, password: string) =>
    postJson(`${server.url}/api/auth/login`, { email, password });

  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: ADMIN_ENV, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allows 5 failures per email per 15 minutes, then 429 with Retry-After, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(ADMIN_EMAIL, `wrong ${i}`)).status).toBe(401);
    clock += 60_000;
    const refused = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(14 * 60));
    const error = await errorOf(refused);
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toBe('Too many sign-in attempts. Please wait 14 minutes and try again.');
    // The email is counted in any case.
    expect((await login('STAFF@example.org', ADMIN_PASSWORD)).status).toBe(429);
    clock += 14 * 60_000;
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });

  it('allows 10 failures per client address per 15 minutes, whatever the email', async () => {
    clock += 60 * 60_000;
    for (let i = 0; i < 10; i++) {
      expect((await login(`guess${i}@example.org`, 'some password')).status).toBe(401);
    }
    const refused = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    clock += 15 * 60_000;
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe('sign-in attacks', () => {
  let server: TestServer;
  const login = (email: string, password: string, from: string) =>
    postJson(
      `${server.url}/api/auth/login`,
      { email, password },
      // Behind one trusted proxy: the address it saw is the last one; whatever the client
      // wrote before it is its own claim.
      { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250)}, ${from}` },
    );

  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { ...ADMIN_ENV, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts guesses sent in parallel: 100 at once get at most 5 answers of 401', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(ADMIN_EMAIL, `guess ${i}`, '198.51.100.1')),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(95);
  });

  it('never lets the client choose its own address with X-Forwarded-For', async () => {
    // The address above is refused once its guesses are used up (parallel ones beyond a couple
    // at a time were refused before being counted), whatever it writes in front of the proxy's
    // entry.
    for (let i = 0; i < 10; i += 1) {
      if ((await login(ADMIN_EMAIL, `guess again ${i}`, '198.51.100.1')).status === 429) break;
    }
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.1')).status).toBe(429);
  });

  it('lets the admin in from elsewhere while one address is refused', async () => {
    const response = await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.2');
    expect(response.status).toBe(200);
  });

  it('sends HSTS when the proxy says the request came over https', async () => {
    const response = await fetch(`${server.url}/api/auth/setup`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await fetch(`${server.url}/api/auth/setup`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('admin sign-in without an admin account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /api/auth/setup says no admin exists, and every sign-in is a 401', async () => {
    // Asked from this machine, so the first account could be made here (POST /api/auth/setup).
    expect(await (await fetch(`${server.url}/api/auth/setup`)).json()).toEqual({
      adminExists: false,
      setupAllowed: true,
    });
    const response = await postJson(`${server.url}/api/auth/login`, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});

describe('session cookie behind HTTPS', () => {
  it('is Secure when PUBLIC_BASE_URL is https', async () => {
    const server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, PUBLIC_BASE_URL: 'https://ia.example.org' },
    });
    try {
      const response = await postJson(
        `${server.url}/api/auth/login`,
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { Origin: 'https://ia.example.org' },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
      // With PUBLIC_BASE_URL set, the site's own origin is that one, not the request's.
      const other = await postJson(
        `${server.url}/api/auth/login`,
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { Origin: server.url },
      );
      expect(other.status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('is Secure behind a trusted proxy that says the request came over https', async () => {
    const server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, TRUST_PROXY: 'true' },
    });
    try {
      const response = await postJson(
        `${server.url}/api/auth/login`,
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { 'X-Forwarded-Proto': 'https' },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      await server.close();
    }
  });
});
