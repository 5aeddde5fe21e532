import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, waitUntil, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call, mailingEnv } from './staff-helpers.js';

const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/**
 * The public archive of sent issues: an issue sent through the staff API to a subscriber of a
 * real SMTP server is listed, in French where it has a French version and in English (marked
 * `lang: 'en'`) where it has none; a draft or scheduled issue never is, nor anything of the
 * subscribers.
 */
describe('newsletter archive', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;
  let sentId = 0;
  let draftId = 0;
  let scheduledId = 0;

  const create = async (document: unknown) => {
    const created = await call(server, admin, 'POST', '/api/admin/newsletter/issues', {
      document,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({ seed: false, env: mailingEnv(mail) });
    admin = await adminCookie(server);
    await server.db('newsletter_subscribers').insert({
      email: 'reader@example.org',
      email_hash: 'a'.repeat(64),
      language: 'fr',
      topics: '[]',
      status: 'subscribed',
      manage_key: 'reader-key-0000000000000',
      source: 'import',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    sentId = await create({
      subject: 'Our December news',
      previewText: 'Fellows and a new cohort',
      body: paragraph('Twelve fellows joined the Governance programme.'),
      translations: {
        fr: {
          subject: 'Nos nouvelles de décembre',
          previewText: 'Des fellows et une nouvelle promotion',
          body: paragraph('Douze fellows ont rejoint le programme Gouvernance.'),
        },
      },
    });
    draftId = await create({ subject: 'A draft', body: paragraph('Not yet.') });
    scheduledId = await create({ subject: 'Scheduled', body: paragraph('Later.') });
    const scheduled = await call(
      server,
      admin,
      'POST',
      `/api/admin/newsletter/issues/${scheduledId}/send`,
      { scheduledAt: '2099-01-05T09:00' },
    );
    expect(scheduled.status).toBe(202);
    const sent = await call(
      server,
      admin,
      'POST',
      `/api/admin/newsletter/issues/${sentId}/send`,
      {},
    );
    expect(sent.status).toBe(202);
    await mail.waitFor((m) => m.to === 'reader@example.org');
    await waitUntil(async () => {
      const issue = (await (
        await call(server, admin, 'GET', `/api/admin/newsletter/issues/${sentId}`)
      ).json()) as { status: string };
      return issue.status === 'sent';
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('lists sent issues only, in the reader’s language or English marked so', async () => {
    const french = await fetch(`${server.url}/api/newsletter/archive?language=fr`);
    expect(french.status).toBe(200);
    const list = (await french.json()) as Record<string, unknown>[];
    expect(list.map((issue) => issue.id)).toEqual([sentId]);
    expect(list[0]).toEqual({
      id: sentId,
      lang: 'fr',
      subject: 'Nos nouvelles de décembre',
      previewText: 'Des fellows et une nouvelle promotion',
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const swahili = (await (
      await fetch(`${server.url}/api/newsletter/archive?language=sw`)
    ).json()) as Record<string, unknown>[];
    expect(swahili[0]).toMatchObject({ lang: 'en', subject: 'Our December news' });
    const text = JSON.stringify(list) + JSON.stringify(swahili);
    expect(text).not.toContain('reader@example.org');
    expect(text).not.toContain('A draft');
    expect(text).not.toContain('Scheduled');
  });

  it('gives a sent issue with its body, and no draft or scheduled one', async () => {
    const issue = await fetch(`${server.url}/api/newsletter/archive/${sentId}?language=fr`);
    expect(issue.status).toBe(200);
    expect(await issue.json()).toMatchObject({
      lang: 'fr',
      subject: 'Nos nouvelles de décembre',
      body: paragraph('Douze fellows ont rejoint le programme Gouvernance.'),
    });
    for (const id of [draftId, scheduledId, 'nope', 999999]) {
      const missing = await fetch(`${server.url}/api/newsletter/archive/${id}`);
      expect(missing.status).toBe(404);
    }
  });
});
