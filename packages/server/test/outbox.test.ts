import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContactMessage, OutboxEmail } from '@ia/shared';
import { createRepositories } from '../src/db/repositories/index.js';
import { createMail } from '../src/services/mail.js';
import type { Logger } from '../src/logger.js';
import { ADMIN_EMAIL, ADMIN_ENV, SITE_URL } from './admin-helpers.js';
import { postJson, startTestServer, waitUntil, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call, inviteAndAccept } from './staff-helpers.js';

/**
 * The e-mail outbox with a real SMTP server: contact messages reach the staff who chose to get
 * them (Reply-To: the visitor); the mail server stopped for a while delays e-mails but loses
 * none; a refused address is given up and shown; without SMTP_URL e-mails stay in the outbox
 * and the log says so once.
 */
const generous = {
  contact: { limit: 1000, windowMs: 60_000 },
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
};

const message = (name: string, email: string, text: string) => ({ name, email, message: text });

describe('the outbox with a mail server', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, SMTP_URL: mail.url, PUBLIC_BASE_URL: SITE_URL },
      rateLimits: generous,
    });
    admin = await adminCookie(server);
    editor = (
      await inviteAndAccept(server, mail, admin, {
        email: 'edna@example.org',
        role: 'editor',
        name: 'Edna',
        password: 'river stones and evening light',
      })
    ).cookie;
    await inviteAndAccept(server, mail, admin, {
      email: 'kofi@example.org',
      role: 'contributor',
      name: 'Kofi',
      password: 'mango trees by the lagoon',
    });
    await inviteAndAccept(server, mail, admin, {
      email: 'quiet.editor@example.org',
      role: 'editor',
      name: 'Quiet',
      password: 'no messages for me please',
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('e-mails a contact message to the staff who chose to get them, in their language, with the visitor as Reply-To', async () => {
    expect(
      (
        await call(server, admin, 'PATCH', '/api/auth/me', {
          receivesContactMessages: true,
          language: 'fr',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(server, editor, 'PATCH', '/api/auth/me', { receivesContactMessages: true }))
        .status,
    ).toBe(200);
    const sent = await postJson(
      `${server.url}/api/contact-messages`,
      message('Amina Bello', 'amina@example.org', 'When does the next cohort start? <b>Thanks</b>'),
    );
    expect(sent.status).toBe(201);
    const mails = await mail.waitFor((m) => m.replyTo === 'amina@example.org', 2);
    expect(mails.map((m) => m.to).sort()).toEqual(['edna@example.org', ADMIN_EMAIL].sort());
    const english = mails.find((m) => m.to === 'edna@example.org')!;
    expect(english.subject).toBe('New message from Amina Bello via Initiative for Africa');
    expect(english.text).toContain('When does the next cohort start? <b>Thanks</b>');
    expect(english.text).toContain('Reply to this e-mail to answer Amina Bello directly.');
    expect(english.text).toContain(`${SITE_URL}/admin/messages`);
    // In HTML the visitor's text is text, never markup.
    expect(english.html).toContain('When does the next cohort start? &lt;b&gt;Thanks&lt;/b&gt;');
    expect(english.html).not.toContain('<b>Thanks</b>');
    const french = mails.find((m) => m.to === ADMIN_EMAIL)!;
    expect(french.subject).toBe('Nouveau message de Amina Bello via Initiative for Africa');
    expect(french.html).toContain('<html lang="fr" dir="ltr">');
    // Not to the contributor, nor to the editor who did not opt in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = await mail.messages();
    expect(all.filter((m) => m.replyTo === 'amina@example.org')).toHaveLength(2);
  });

  it('marks a message answered, as the inbox shows', async () => {
    const list = (await (
      await call(server, editor, 'GET', '/api/admin/contact-messages')
    ).json()) as AdminContactMessage[];
    const [first] = list;
    expect(first!.answeredAt).toBeNull();
    const marked = await call(server, editor, 'PATCH', `/api/admin/contact-messages/${first!.id}`, {
      answered: true,
    });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as AdminContactMessage).answeredAt).toEqual(expect.any(String));
    const again = (await (
      await call(server, editor, 'GET', '/api/admin/contact-messages')
    ).json()) as AdminContactMessage[];
    expect(again[0]!.answeredAt).toEqual(expect.any(String));
  });

  it('e-mails a review request to every editor and administrator, and a note sent back to its author', async () => {
    // What content editing calls in its own transaction (the running server's sender sends it).
    const mailer = createMail({ siteName: 'Initiative for Africa', from: 'staff@ia.test' });
    const repositories = createRepositories(server.db);
    const kofi = (await repositories.users.findByEmail('kofi@example.org'))!;
    const link = `${SITE_URL}/admin/review?item=stories/4`;
    const requested = await repositories.transaction((r) =>
      mailer.reviewRequested(r, {
        authorId: kofi.id,
        author: 'Kofi',
        kind: 'stories',
        title: 'Clean water in Kano',
        link,
      }),
    );
    expect(requested).toBe(3);
    const requests = await mail.waitFor(
      (m) =>
        m.text.includes('“Clean water in Kano”') ||
        m.text.includes('«\u00a0Clean water in Kano\u00a0»'),
      3,
    );
    expect(requests.map((m) => m.to).sort()).toEqual(
      [ADMIN_EMAIL, 'edna@example.org', 'quiet.editor@example.org'].sort(),
    );
    const english = requests.find((m) => m.to === 'edna@example.org')!;
    expect(english.subject).toBe('Review requested: Clean water in Kano');
    expect(english.text).toContain(
      'Kofi submitted “Clean water in Kano” (success story) for review',
    );
    expect(english.text).toContain(link);

    await repositories.transaction((r) =>
      mailer.reviewReturned(r, {
        authorId: kofi.id,
        editor: 'Edna',
        title: 'Clean water in Kano',
        note: 'Please add the year the wells opened.',
        link: `${SITE_URL}/admin/stories/4`,
      }),
    );
    const [returned] = await mail.waitFor(
      (m) => m.subject === 'Changes requested: Clean water in Kano',
    );
    expect(returned!.to).toBe('kofi@example.org');
    expect(returned!.text).toContain('Please add the year the wells opened.');
  });

  it('with the mail server stopped for a while, e-mails wait and none is lost', async () => {
    const before = (await mail.messages()).length;
    await mail.stop();
    const markers = Array.from({ length: 5 }, (_, i) => `outage-${i}-${Date.now()}`);
    for (const [i, marker] of markers.entries()) {
      const sent = await postJson(
        `${server.url}/api/contact-messages`,
        message(`Visitor ${i}`, `visitor${i}@example.org`, `Message ${marker} for the team`),
      );
      expect(sent.status).toBe(201);
    }
    const outbox = createRepositories(server.db).outbox;
    // Tried, failed, waiting for the next try: pending with the error, nothing sent.
    await waitUntil(async () => {
      const rows = (await outbox.all()).filter((e) => e.kind === 'contact_message');
      return rows.filter((e) => e.attempts >= 2).length >= 10;
    });
    const waiting = (await outbox.all()).filter((e) => e.status === 'pending');
    expect(waiting).toHaveLength(10);
    for (const email of waiting) expect(email.lastError).toMatch(/ECONNREFUSED|connect/i);
    const listed = await call(server, admin, 'GET', '/api/admin/emails?status=pending');
    expect(((await listed.json()) as OutboxEmail[]).length).toBe(10);
    expect(JSON.parse(listed.headers.get('x-email-counts')!)).toMatchObject({ pending: 10 });
    expect((await mail.messages()).length).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    await mail.start();
    const delivered = await mail.waitFor(
      (m) => markers.some((marker) => m.text.includes(marker)),
      10,
      15_000,
    );
    // Each e-mail once: ten distinct Message-IDs, those of the outbox.
    const ids = delivered.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(10);
    await waitUntil(async () => (await outbox.all()).every((e) => e.status !== 'pending'));
    const stored = new Set((await outbox.all()).map((e) => e.messageId));
    for (const id of ids) expect(stored).toContain(id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      (await mail.messages()).filter((m) => markers.some((marker) => m.text.includes(marker))),
    ).toHaveLength(10);
  }, 30_000);

  it('gives up on an address the mail server refuses for good, shows it, and can try it again', async () => {
    const invited = await call(server, admin, 'POST', '/api/admin/users', {
      email: 'refused.person@example.org',
      role: 'editor',
    });
    expect(invited.status).toBe(201);
    const outbox = createRepositories(server.db).outbox;
    await waitUntil(async () =>
      (await outbox.all()).some(
        (e) => e.to === 'refused.person@example.org' && e.status === 'failed',
      ),
    );
    const failed = (await (
      await call(server, admin, 'GET', '/api/admin/emails?status=failed')
    ).json()) as OutboxEmail[];
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      to: 'refused.person@example.org',
      kind: 'invitation',
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/550/),
    });
    const retried = await call(server, admin, 'POST', `/api/admin/emails/${failed[0]!.id}/retry`);
    expect(await retried.json()).toMatchObject({ status: 'pending' });
    await waitUntil(async () =>
      (await outbox.all()).some(
        (e) => e.to === 'refused.person@example.org' && e.status === 'failed' && e.attempts === 2,
      ),
    );
  });
});

describe('the outbox without SMTP_URL', () => {
  let server: TestServer;
  const warnings: string[] = [];
  const logger: Logger = {
    debug: () => {},
    info: () => {},
    warn: (text) => warnings.push(text),
    error: (text) => warnings.push(text),
  };

  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: ADMIN_ENV, logger, rateLimits: generous });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps every e-mail in the outbox, shows it to administrators, says so in the log once', async () => {
    const admin = await adminCookie(server);
    for (const email of ['one@example.org', 'two@example.org']) {
      expect(
        (await call(server, admin, 'POST', '/api/admin/users', { email, role: 'editor' })).status,
      ).toBe(201);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const response = await call(server, admin, 'GET', '/api/admin/emails');
    const emails = (await response.json()) as OutboxEmail[];
    expect(emails.map((e) => [e.to, e.status, e.attempts, e.sentAt])).toEqual([
      ['two@example.org', 'pending', 0, null],
      ['one@example.org', 'pending', 0, null],
    ]);
    expect(emails[0]!.subject).toBe('You are invited to join Initiative for Africa');
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(JSON.parse(response.headers.get('x-email-counts')!)).toEqual({
      pending: 2,
      sent: 0,
      failed: 0,
    });
    expect(warnings.filter((w) => w.startsWith('SMTP_URL is not set'))).toHaveLength(1);
  });
});
