import { CONTACT_MESSAGES, contactMessageCreatedSchema } from '@ia/shared';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories/index.js';
import { CONTACT_BODY_LIMIT } from '../src/routes/contact-messages.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let clock = Date.parse('2025-03-01T10:00:00.000Z');
const url = () => `${server.url}/api/contact-messages`;
const stored = () => createRepositories(server.db).contactMessages.listNewestFirst();
const valid = {
  name: 'Amina Bello',
  email: 'amina@example.org',
  message: 'I would like to know when the next cohort starts.',
};

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    now: () => new Date(clock),
    // A generous limit for most tests; the rate-limit test below uses its own server.
    rateLimits: { contact: { limit: 1000, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  clock += 1000;
});

describe('POST /api/contact-messages', () => {
  it('stores the message and answers 201 with its id and creation time', async () => {
    const response = await postJson(url(), valid);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const created = v.parse(contactMessageCreatedSchema, await response.json());
    expect(created.id).toBeGreaterThan(0);
    expect(created.createdAt).toBe(new Date(clock).toISOString());
    const rows = await stored();
    expect(rows[0]).toEqual({
      ...valid,
      id: created.id,
      createdAt: created.createdAt,
      readAt: null,
      archivedAt: null,
      answeredAt: null,
    });
  });

  it('stores every one of many messages sent at the same time', async () => {
    const before = (await stored()).length;
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        postJson(url(), { ...valid, message: `Parallel message number ${i}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(25).fill(201));
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(25);
    expect((await stored()).length).toBe(before + 25);
  });

  it('stores the text as given, markup included (it is never rendered as HTML)', async () => {
    const message = '<script>alert("x")</script> & <b>bold</b>\nSecond line, café, 日本';
    const response = await postJson(url(), { ...valid, message });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = (await stored()).find((r) => r.id === id);
    expect(row?.message).toBe(message);
  });

  it('ignores fields it does not know', async () => {
    const response = await postJson(url(), { ...valid, admin: true });
    expect(response.status).toBe(201);
  });

  it('answers 422 with a message per field, in the words of the form, and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await postJson(url(), { name: 'A', email: 'not-an-email', message: 'short' });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
    });
    expect((await stored()).length).toBe(before);
  });

  it('answers 422 for missing fields and for wrong types', async () => {
    const missing = await postJson(url(), {});
    expect(missing.status).toBe(422);
    expect(Object.keys((await errorOf(missing)).fields ?? {}).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    const wrongType = await postJson(url(), { ...valid, name: 42 });
    expect(wrongType.status).toBe(422);
    expect((await errorOf(wrongType)).fields).toEqual({ name: CONTACT_MESSAGES.name });
  });

  it('answers 422 for a message longer than the limit', async () => {
    const response = await postJson(url(), { ...valid, message: 'x'.repeat(5001) });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.message).toMatch(/at most 5000/);
  });

  it('answers 400 for a body that is not JSON, or not an object', async () => {
    const broken = await postJson(url(), '{"name": ');
    expect(broken.status).toBe(400);
    expect(await errorOf(broken)).toEqual({
      code: 'bad_request',
      message: 'The body is not valid JSON',
    });
    const array = await postJson(url(), '[1, 2]');
    expect(array.status).toBe(400);
    expect((await errorOf(array)).code).toBe('bad_request');
    const scalar = await postJson(url(), '"hello"');
    expect(scalar.status).toBe(400);
  });

  it('answers 415 for anything but JSON', async () => {
    const form = await fetch(url(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Amina&email=a%40example.org&message=hello+there+friends',
    });
    expect(form.status).toBe(415);
    expect((await errorOf(form)).code).toBe('unsupported_media_type');
    const text = await fetch(url(), { method: 'POST', body: JSON.stringify(valid) });
    expect(text.status).toBe(415);
  });

  it('answers 413 for a body over the limit, without reading it all', async () => {
    const before = (await stored()).length;
    const response = await postJson(url(), {
      ...valid,
      message: 'x'.repeat(CONTACT_BODY_LIMIT + 10),
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
    expect((await stored()).length).toBe(before);
  });

  it('answers 201 to a filled honeypot but stores nothing', async () => {
    const before = await stored();
    const response = await postJson(url(), { ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    const body = v.parse(contactMessageCreatedSchema, await response.json());
    expect(body.id).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it('accepts an empty honeypot', async () => {
    const response = await postJson(url(), { ...valid, website: '' });
    expect(response.status).toBe(201);
  });

  it('answers a cross-origin preflight for a JSON POST from any origin, without credentials', async () => {
    const response = await fetch(url(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const post = await postJson(url(), valid, { Origin: 'https://partner.example' });
    expect(post.status).toBe(201);
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 405 with Allow for GET', async () => {
    const response = await fetch(url());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await errorOf(response)).code).toBe('method_not_allowed');
  });
});

describe('POST /api/contact-messages rate limit', () => {
  it('allows 5 messages per address per 10 minutes, then 429 with Retry-After', async () => {
    let now = Date.parse('2025-03-01T10:00:00.000Z');
    const limited = await startTestServer({ seed: false, now: () => new Date(now) });
    try {
      const send = () => postJson(`${limited.url}/api/contact-messages`, valid);
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
      now += 60_000;
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('540');
      expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect((await errorOf(refused)).code).toBe('too_many_requests');
      const rows = await createRepositories(limited.db).contactMessages.listNewestFirst();
      expect(rows).toHaveLength(5);
      // Ten minutes after the first message the window has room again.
      now += 9 * 60_000;
      expect((await send()).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
