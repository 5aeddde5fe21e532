import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ENV } from './admin-helpers.js';
import { postJson, startTestServer, type TestServer } from './helpers.js';

/**
 * Limits count a client, not a spelling of its address: behind a trusted proxy, the spellings of
 * one IPv4 client share its sign-in attempts, the addresses of one IPv6 /64 are one client, and
 * parallel wrong passwords for one account are checked a couple at a time, not all at once.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { ...ADMIN_ENV, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server?.close();
});

const signIn = (from: string, email = 'nobody@example.org', password = 'a wrong password') =>
  postJson(`${server.url}/api/auth/login`, { email, password }, { 'X-Forwarded-For': from });

const contact = (from: string) =>
  postJson(
    `${server.url}/api/contact-messages`,
    { name: 'Amina Bello', email: 'amina@example.org', message: 'A question about the programme.' },
    { 'X-Forwarded-For': from },
  );

describe('sign-in limits per client', () => {
  it('counts the spellings of one IPv4 address as one client', async () => {
    const spellings = [
      '192.0.2.50',
      '::ffff:192.0.2.50',
      '::ffff:c000:232',
      '0:0:0:0:0:ffff:c000:0232',
      '[::FFFF:192.0.2.50]:4711',
    ];
    const statuses: number[] = [];
    // Ten attempts an address may make in the window, spread over its spellings.
    for (let i = 0; i < 10; i += 1) {
      // Each for another account: the per-account limit (5) is not what is tested here.
      statuses.push((await signIn(spellings[i % 5]!, `nobody${i}@example.org`)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (const spelling of spellings) {
      const refused = await signIn(spelling, 'someone.else@example.org');
      expect(refused.status, spelling).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // Another client is not blocked by it.
    expect((await signIn('192.0.2.51', 'someone.else@example.org')).status).toBe(401);
  });

  it('counts a forwarded value that is not a valid address as the connecting address', async () => {
    // Ten spellings no address has: each would be a client of its own if taken as it came.
    const forged = Array.from(
      { length: 10 },
      (_, i) => `192.000.002.${String(i).padStart(3, '0')}`,
    );
    const statuses: number[] = [];
    for (const [i, from] of forged.entries()) {
      statuses.push((await signIn(from, `forged${i}@example.org`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // All ten were the connecting address's attempts (127.0.0.1): its next one is refused,
    // whatever is forwarded that is not an address, while a real address is its own client.
    for (const from of ['192.000.002.099', 'not-an-address', '999.1.1.1', '127.0.0.1']) {
      expect((await signIn(from, 'forged-x@example.org')).status, from).toBe(429);
    }
    expect((await signIn('192.0.2.99', 'forged-x@example.org')).status).toBe(401);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const from = `2001:db8:aa:bb::${i.toString(16)}`;
      expect((await signIn(from, `v6-${i}@example.org`)).status).toBe(401);
    }
    expect((await signIn('2001:db8:aa:bb:ffff:1:2:3', 'v6-x@example.org')).status).toBe(429);
    expect((await signIn('2001:db8:aa:bc::1', 'v6-x@example.org')).status).toBe(401);
  });

  it('checks parallel passwords for one account a couple at a time, and at most five from one /64', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(`2001:db8:cc:dd::${(i + 1).toString(16)}`, ADMIN_EMAIL, `wrong password ${i}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(
      true,
    );
  });
});

describe('contact limits per client', () => {
  it('counts the spellings of one address as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await contact(i % 2 ? '::ffff:198.51.100.9' : '198.51.100.9')).status);
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThan(8);
    expect(statuses).toContain(429);
  });
});
