import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';

/**
 * Bad input from the attack run answers 4xx in the contract's shape, never 5xx, and stores
 * nothing: bodies that lie about their compression, methods the router does not know,
 * invisible names and messages; and the admin API refuses other sites' reads and a write whose
 * only sign of origin is a foreign Referer.
 */
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: ADMIN_ENV,
    rateLimits: { contact: { limit: 1000, windowMs: 60_000 } },
  });
  cookie = await signIn(server);
});
afterAll(async () => {
  await server?.close();
});

const storedMessages = async () =>
  Number((await server.db('contact_messages').count({ n: '*' }))[0]!.n);

/** A raw request (fetch refuses methods such as TRACE). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const valid = {
  name: 'Amina Bello',
  email: 'amina@example.org',
  message: 'A real question about the programme.',
};

describe('bad input', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'answers a body that says Content-Encoding: %s but is not compressed with a 4xx',
    async (encoding) => {
      const before = await storedMessages();
      const response = await raw(
        'POST',
        '/api/contact-messages',
        { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        JSON.stringify(valid),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: expect.any(String) } });
      expect(await storedMessages()).toBe(before);
    },
  );

  it('still takes a body that is really compressed', async () => {
    const response = await raw(
      'POST',
      '/api/contact-messages',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      gzipSync(JSON.stringify(valid)),
    );
    expect(response.status).toBe(201);
  });

  it.each(['PROPFIND', 'TRACE', 'MKCOL', 'LOCK', 'PURGE'])(
    'answers %s on an API path with 405 and the methods it takes',
    async (method) => {
      const response = await raw(method, '/api/success-stories');
      expect(response.status).toBe(405);
      expect(String(response.headers.allow)).toContain('GET');
      expect(JSON.parse(response.body).error.code).toBe('method_not_allowed');
      const unknown = await raw(method, '/api/no-such-thing');
      expect(unknown.status).toBe(404);
    },
  );

  it.each([
    ['a name of zero-width spaces', { ...valid, name: '\u200B\u200B\u200B' }, 'name'],
    ['a name with a NUL', { ...valid, name: 'Am\u0000ina' }, 'name'],
    ['a message of invisible characters', { ...valid, message: '\u200B'.repeat(20) }, 'message'],
    ['a message with a NUL', { ...valid, message: 'A real question\u0000 about it.' }, 'message'],
    [
      'a message of spaces and line breaks',
      { ...valid, message: ' \n \n \t '.repeat(5) },
      'message',
    ],
  ])('refuses %s and stores nothing', async (_name, body, field) => {
    const before = await storedMessages();
    const response = await postJson(`${server.url}/api/contact-messages`, body);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.[field]).toBeTruthy();
    expect(await storedMessages()).toBe(before);
  });

  it('keeps line breaks and Arabic in a message', async () => {
    const response = await postJson(`${server.url}/api/contact-messages`, {
      ...valid,
      message: 'مرحبا، لدي سؤال عن البرنامج.\nشكرا',
    });
    expect(response.status).toBe(201);
  });
});

describe('the admin API and other sites', () => {
  const list = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/admin/contact-messages`, { headers: { Cookie: cookie, ...headers } });

  it('answers its own pages and scripts', async () => {
    expect((await list({})).status).toBe(200);
    expect((await list({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a read from another site', async () => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
    ]) {
      const response = await list(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await errorOf(response)).code).toBe('forbidden');
    }
  });

  it('refuses a write whose only sign of origin is a foreign Referer', async () => {
    const response = await fetch(`${server.url}/api/admin/contact-messages/read-all`, {
      method: 'POST',
      headers: { Cookie: cookie, Referer: 'https://evil.example/page' },
    });
    expect(response.status).toBe(403);
    const own = await fetch(`${server.url}/api/admin/contact-messages/read-all`, {
      method: 'POST',
      headers: { Cookie: cookie, Referer: `${server.url}/admin/dashboard` },
    });
    expect(own.status).toBe(200);
  });
});
