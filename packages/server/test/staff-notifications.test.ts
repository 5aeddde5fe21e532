import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, SITE_URL } from './admin-helpers.js';
import { postJson, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call, inviteAndAccept, mailingEnv, EDNA, KOFI } from './staff-helpers.js';

/**
 * Who is told what by e-mail, against a real SMTP server: the first administrator gets the
 * contact messages until they turn it off (and staff can see when nobody gets them), and a
 * contributor hears when an editor publishes their item, as when it is sent back.
 */
describe('staff notifications', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;
  let editor: { cookie: string; id: number };
  let contributor: { cookie: string; id: number };

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      seed: false,
      env: mailingEnv(mail),
      rateLimits: { contact: { limit: 1000, windowMs: 60_000 } },
    });
    admin = await adminCookie(server);
    editor = await inviteAndAccept(server, mail, admin, EDNA);
    contributor = await inviteAndAccept(server, mail, admin, KOFI);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const recipients = async (cookie: string) => {
    const response = await call(server, cookie, 'GET', '/api/admin/contact-messages/recipients');
    expect(response.status).toBe(200);
    return ((await response.json()) as { recipients: number }).recipients;
  };

  it('the first administrator gets contact messages by e-mail until they turn it off', async () => {
    const me = (await (await call(server, admin, 'GET', '/api/auth/me')).json()) as {
      receivesContactMessages: boolean;
    };
    expect(me.receivesContactMessages).toBe(true);
    expect(await recipients(editor.cookie)).toBe(1);

    const sent = await postJson(`${server.url}/api/contact-messages`, {
      name: 'Amina Bello',
      email: 'amina@example.org',
      message: 'Could your fellows visit our district health office?',
    });
    expect(sent.status).toBe(201);
    const [received] = await mail.waitFor((m) => m.to === ADMIN_EMAIL);
    expect(received!.text).toContain('Could your fellows visit our district health office?');
    expect(received!.replyTo).toContain('amina@example.org');

    // Turned off: nobody gets them now, which the dashboard is told.
    const off = await call(server, admin, 'PATCH', '/api/auth/me', {
      receivesContactMessages: false,
    });
    expect(off.status).toBe(200);
    expect(await recipients(admin)).toBe(0);
    // A contributor does not read messages, so is not told who gets them either.
    expect(
      (await call(server, contributor.cookie, 'GET', '/api/admin/contact-messages/recipients'))
        .status,
    ).toBe(403);
  });

  it('a contributor is e-mailed when an editor publishes their item, not when they publish their own', async () => {
    const draft = async (cookie: string, headline: string) => {
      const created = await call(server, cookie, 'POST', '/api/admin/articles', {
        document: {
          headline,
          excerpt: 'What a district learned from its own numbers.',
          category: 'Insights',
          publishedAt: null,
          thumbnail: null,
          body: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'They counted.' }] }],
          },
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      return (await created.json()) as { id: number; version: number };
    };
    const publish = async (cookie: string, item: { id: number; version: number }) => {
      const published = await call(
        server,
        cookie,
        'POST',
        `/api/admin/articles/${item.id}/publish`,
        {
          version: item.version,
        },
      );
      expect(published.status, await published.clone().text()).toBe(200);
    };

    const theirs = await draft(contributor.cookie, 'Clinics That Count Their Patients');
    await publish(editor.cookie, theirs);
    const [notice] = await mail.waitFor(
      (m) => m.to === 'kofi@example.org' && m.subject.startsWith('Published'),
    );
    expect(notice!.subject).toBe('Published: Clinics That Count Their Patients');
    expect(notice!.text).toContain(
      'Edna Okeke published your article “Clinics That Count Their Patients”',
    );
    expect(notice!.text).toContain(`${SITE_URL}/admin/articles/${theirs.id}`);

    // The editor's own article, published by the editor: no e-mail to anyone about it.
    const own = await draft(editor.cookie, 'Budgets Read Aloud in Village Halls');
    await publish(editor.cookie, own);
    const again = await draft(contributor.cookie, 'Water Points That Stay Fixed');
    await publish(admin, again);
    await mail.waitFor((m) => m.subject === 'Published: Water Points That Stay Fixed');
    const published = (await mail.messages()).filter((m) => m.subject.startsWith('Published'));
    expect(published.map((m) => [m.to, m.subject])).toEqual([
      ['kofi@example.org', 'Published: Clinics That Count Their Patients'],
      ['kofi@example.org', 'Published: Water Points That Stay Fixed'],
    ]);
  });
});
