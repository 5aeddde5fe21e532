import { OUTBOX_HELD_HEADER, OUTBOX_SENDING_HEADER } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ENV, SITE_URL } from './admin-helpers.js';
import { rawRequest, startTestServer, waitUntil, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call } from './staff-helpers.js';

/**
 * Links the server writes into e-mails, feeds and share tags come from configuration, never from
 * the Host or X-Forwarded-Host a request carries (whoever sends it chooses those). Without
 * PUBLIC_BASE_URL, e-mails are kept in the outbox, not sent, and administrators are told which
 * setting they wait for.
 */
const generous = {
  contact: { limit: 1000, windowMs: 60_000 },
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
  passwordReset: { limit: 1000, windowMs: 60_000 },
};

/** What an attacker puts in the headers that name the host (the server trusts one proxy). */
const HOSTILE: Record<string, string>[] = [
  { Host: 'evil.example' },
  { Host: 'evil.example:8443' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
];

/** The development default without PUBLIC_BASE_URL: localhost and PORT (3000 when unset). */
const DEVELOPMENT_SITE = 'http://localhost:3000';

const postRaw = (
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) =>
  rawRequest(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A test server trusting one proxy, with a real mail server (`env` on top), for a describe. */
function serverWithMail(env: Record<string, string> = {}) {
  const running = {} as { server: TestServer; mail: MailServer };
  beforeAll(async () => {
    running.mail = await startMailServer();
    running.server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, SMTP_URL: running.mail.url, TRUST_PROXY: '1', ...env },
      rateLimits: generous,
    });
  });
  afterAll(async () => {
    await running.server?.close();
    await running.mail?.close();
  });
  return running;
}

/** A password reset of the administrator asked for with each hostile host. */
async function askResets(server: TestServer): Promise<void> {
  for (const headers of HOSTILE) {
    const answer = await postRaw(
      server,
      '/api/auth/password-reset',
      { email: ADMIN_EMAIL },
      headers,
    );
    expect(answer.status).toBe(202);
  }
}

describe('links without PUBLIC_BASE_URL, with a mail server', () => {
  const running = serverWithMail();

  const outbox = async (kind: string) =>
    (await running.server
      .db('outbox_emails')
      .where({ kind })
      .select({ text: 'text_body', html: 'html_body', status: 'status' })) as {
      text: string;
      html: string;
      status: string;
    }[];

  it('writes password reset links from configuration, never from Host or X-Forwarded-Host', async () => {
    const { server } = running;
    await askResets(server);
    await waitUntil(async () => (await outbox('password_reset')).length === HOSTILE.length);
    for (const email of await outbox('password_reset')) {
      expect(email.text).toMatch(
        new RegExp(`${DEVELOPMENT_SITE}/admin/reset-password\\?token=[A-Za-z0-9_-]{43}`),
      );
      expect(`${email.text}${email.html}`).not.toContain('evil.example');
    }
  });

  it('writes the inbox link of a contact message and an invitation link from configuration', async () => {
    const { server } = running;
    const admin = await adminCookie(server);
    expect(
      (await call(server, admin, 'PATCH', '/api/auth/me', { receivesContactMessages: true }))
        .status,
    ).toBe(200);
    const sent = await postRaw(
      server,
      '/api/contact-messages',
      { name: 'Amina Bello', email: 'amina@example.org', message: 'When is the next cohort?' },
      { Host: 'evil.example:8443' },
    );
    expect(sent.status).toBe(201);
    const invited = await postRaw(
      server,
      '/api/admin/users',
      { email: 'kofi@example.org', role: 'editor' },
      { Cookie: admin, 'X-Forwarded-Host': 'evil.example' },
    );
    expect(invited.status).toBe(201);

    const [contact] = await outbox('contact_message');
    expect(contact!.text).toContain(`${DEVELOPMENT_SITE}/admin/messages`);
    const [invitation] = await outbox('invitation');
    expect(invitation!.text).toMatch(
      new RegExp(`${DEVELOPMENT_SITE}/admin/accept-invitation\\?token=[A-Za-z0-9_-]{43}`),
    );
    for (const email of [contact!, invitation!]) {
      expect(`${email.text}${email.html}`).not.toContain('evil.example');
    }
  });

  it('keeps every e-mail in the outbox, unsent, and tells administrators it waits for PUBLIC_BASE_URL', async () => {
    const { server, mail } = running;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mail.messages()).toEqual([]);
    const all = (await server.db('outbox_emails').select('status')) as { status: string }[];
    expect(all.length).toBe(HOSTILE.length + 2);
    expect(all.every((email) => email.status === 'pending')).toBe(true);

    const answer = await call(server, await adminCookie(server), 'GET', '/api/admin/emails');
    expect(answer.status).toBe(200);
    expect(answer.headers.get(OUTBOX_SENDING_HEADER)).toBe('false');
    expect(answer.headers.get(OUTBOX_HELD_HEADER)).toBe('PUBLIC_BASE_URL');
  });

  it('names the sitemap from configuration in robots.txt', async () => {
    const { server } = running;
    for (const headers of HOSTILE) {
      const answer = await rawRequest(`${server.url}/robots.txt`, { headers });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(`Sitemap: ${DEVELOPMENT_SITE}/sitemap.xml`);
      expect(answer.text).not.toContain('evil.example');
    }
  });
});

describe('links with PUBLIC_BASE_URL', () => {
  const running = serverWithMail({ PUBLIC_BASE_URL: `${SITE_URL}/` });

  it('sends the e-mails, their links on PUBLIC_BASE_URL whatever the request says', async () => {
    const { server, mail } = running;
    await askResets(server);
    const resets = await mail.waitFor((m) => m.subject.startsWith('Reset your'), HOSTILE.length);
    for (const reset of resets) {
      expect(reset.link).toMatch(
        /^https:\/\/site\.ia\.test\/admin\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
      );
      expect(`${reset.text}${reset.html}`).not.toContain('evil.example');
    }
    const answer = await call(server, await adminCookie(server), 'GET', '/api/admin/emails');
    expect(answer.headers.get(OUTBOX_SENDING_HEADER)).toBe('true');
    expect(answer.headers.get(OUTBOX_HELD_HEADER)).toBeNull();
  });
});
