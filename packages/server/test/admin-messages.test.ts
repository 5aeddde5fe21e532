import { adminContactMessageListSchema } from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/services/rate-limit.js';
import { ADMIN_ENV, signIn } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let cookie: string;
let clock = Date.parse('2025-03-01T10:00:00.000Z');
const list = (query = '', headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${server.url}/api/admin/contact-messages${query}`, { headers });

const senders = ['Amina Bello', 'Chidi Okeke', 'Fatou Diallo', 'Kwame Mensah', 'Zanele Dlamini'];

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: ADMIN_ENV,
    now: () => new Date(clock),
    contactRateLimiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
  });
  cookie = await signIn(server);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/admin/contact-messages', () => {
  it('answers 401 without a session', async () => {
    const response = await list('', {});
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthorized');
  });

  it('answers an empty list before any message', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(response.headers.get('x-total-count')).toBe('0');
  });

  it('lists the stored messages newest first, as sent', async () => {
    for (const [i, name] of senders.entries()) {
      clock += 60_000;
      const message = `Message number ${i + 1}\nfrom ${name} <b>not bold</b>`;
      const sent = await postJson(`${server.url}/api/contact-messages`, {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
        message,
      });
      expect(sent.status).toBe(201);
    }
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-total-count')).toBe('5');
    const items = v.parse(adminContactMessageListSchema, await response.json());
    expect(items.map((m) => m.name)).toEqual([...senders].reverse());
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: 'Zanele Dlamini',
      email: 'zanele@example.org',
      message: 'Message number 5\nfrom Zanele Dlamini <b>not bold</b>',
      createdAt: new Date(clock).toISOString(),
    });
    expect(Object.keys(items[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'message', 'name']);
  });

  it('pages like the public lists, with X-Total-Count', async () => {
    const first = await list('?page=1&pageSize=2');
    expect(first.headers.get('x-total-count')).toBe('5');
    const a = (await first.json()) as { name: string }[];
    expect(a.map((m) => m.name)).toEqual(['Zanele Dlamini', 'Kwame Mensah']);
    const third = await list('?page=3&pageSize=2');
    expect(((await third.json()) as { name: string }[]).map((m) => m.name)).toEqual([
      'Amina Bello',
    ]);
    expect(third.headers.get('x-total-count')).toBe('5');
    const beyond = await list('?page=9&pageSize=2');
    expect(await beyond.json()).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('5');
  });

  it.each(['?q=amina', '?page=0', '?pageSize=101', '?page=1&page=2', '?sort=newest'])(
    'answers 400 for %s',
    async (query) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_request');
    },
  );

  it('is never opened to other origins', async () => {
    const response = await list('', { Cookie: cookie, Origin: 'https://evil.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
