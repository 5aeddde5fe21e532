import { adminContactMessageListSchema } from '@ia/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, postJson, type TestServer } from './helpers.js';
import { startSignedIn } from './staff-helpers.js';

let server: TestServer;
let cookie: string;
let clock = Date.parse('2025-03-01T10:00:00.000Z');
const list = (query = '', headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${server.url}/api/admin/contact-messages${query}`, { headers });

const senders = ['Amina Bello', 'Chidi Okeke', 'Fatou Diallo', 'Kwame Mensah', 'Zanele Dlamini'];

beforeAll(
  async () =>
    ({ server, cookie } = await startSignedIn({
      seed: false,
      now: () => new Date(clock),
      rateLimits: { contact: { limit: 1000, windowMs: 60_000 } },
    })),
);
afterAll(() => server?.close());

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
      readAt: null,
      archivedAt: null,
      answeredAt: null,
    });
    expect(Object.keys(items[0]!).sort()).toEqual([
      'answeredAt',
      'archivedAt',
      'createdAt',
      'email',
      'id',
      'message',
      'name',
      'readAt',
    ]);
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

  it('answers the largest page for a larger one, never everything', async () => {
    const response = await list('?pageSize=101');
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeLessThanOrEqual(100);
    expect(response.headers.get('x-total-count')).toBe('5');
  });

  it.each(['?q=amina', '?page=0', '?page=1&page=2', '?sort=newest'])(
    'answers 400 for %s',
    async (query) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_request');
    },
  );

  it('is never opened to other origins', async () => {
    const response = await list('', { Cookie: cookie, Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the inbox: read, archive, export', () => {
  const patch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/admin/contact-messages/${id}`, {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const names = async (query: string) =>
    ((await (await list(query)).json()) as { name: string }[]).map((m) => m.name);
  const counts = async () =>
    JSON.parse((await list()).headers.get('x-message-counts') ?? 'null') as Record<string, number>;
  const idOf = async (name: string) =>
    ((await (await list('?status=all')).json()) as { id: number; name: string }[]).find(
      (m) => m.name === name,
    )!.id;

  it('counts every filter and starts with every message unread in the inbox', async () => {
    expect(await counts()).toEqual({ inbox: 5, unread: 5, archived: 0, all: 5 });
  });

  it('marks a message read and unread', async () => {
    const id = await idOf('Amina Bello');
    const read = await patch(id, { read: true });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { readAt: string }).readAt).toBe(new Date(clock).toISOString());
    expect(await names('?status=unread')).not.toContain('Amina Bello');
    expect((await counts()).unread).toBe(4);
    await patch(id, { read: false });
    expect(await names('?status=unread')).toContain('Amina Bello');
  });

  it('archives a message out of the inbox and restores it', async () => {
    const id = await idOf('Chidi Okeke');
    expect((await patch(id, { archived: true, read: true })).status).toBe(200);
    expect(await names('')).not.toContain('Chidi Okeke');
    expect(await names('?status=archived')).toEqual(['Chidi Okeke']);
    expect(await counts()).toEqual({ inbox: 4, unread: 4, archived: 1, all: 5 });
    await patch(id, { archived: false });
    expect(await names('')).toContain('Chidi Okeke');
  });

  it('refuses anything but read/archived flags, an unknown message, and a cross-site change', async () => {
    const id = await idOf('Fatou Diallo');
    for (const body of [{}, { read: 'yes' }, { read: true, delete: true }, []]) {
      const response = await patch(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_request');
    }
    expect((await patch(999_999, { read: true })).status).toBe(404);
    const crossSite = await patch(id, { read: true }, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const anonymous = await fetch(`${server.url}/api/admin/contact-messages/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"read":true}',
    });
    expect(anonymous.status).toBe(401);
    expect(await names('?status=unread')).toContain('Fatou Diallo');
  });

  it('marks every inbox message read at once', async () => {
    const response = await fetch(`${server.url}/api/admin/contact-messages/read-all`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect((await counts()).unread).toBe(0);
  });

  it('exports a filter as CSV that spreadsheets read safely', async () => {
    await postJson(`${server.url}/api/contact-messages`, {
      name: 'Layla Haddad',
      email: 'layla@example.org',
      message: '=HYPERLINK("http://evil.example","click")\nمرحبا, "شكرا"',
    });
    const response = await fetch(`${server.url}/api/admin/contact-messages/export.csv?status=all`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"Received (UTC)","Name","Email","Message","Read","Archived","Answered"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")\nمرحبا, ""شكرا"""`);
    // Six messages, each one row ending in CRLF (the message's own line break stays inside).
    expect(text.match(/"(yes|no)","(yes|no)"\r\n/g)).toHaveLength(6);

    const bad = await fetch(`${server.url}/api/admin/contact-messages/export.csv?status=spam`, {
      headers: { Cookie: cookie },
    });
    expect(bad.status).toBe(400);
    expect((await fetch(`${server.url}/api/admin/contact-messages/export.csv`)).status).toBe(401);
  });
});
