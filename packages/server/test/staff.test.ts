import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AuditEvent } from '@ia/shared';
import { ADMIN_EMAIL, SITE_URL } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import {
  adminCookie,
  call,
  inviteAndAccept,
  sessionCookieOf,
  tokenOf,
  mailingEnv,
} from './staff-helpers.js';

/**
 * Staff accounts against a real SMTP server (test/processes/smtp-server.mjs): an administrator
 * invites an editor and a contributor, who accept from the e-mailed link; each role gets 403
 * where it must; roles change, accounts are deactivated (their sessions end at once), at least
 * one administrator always remains; the audit log records it all.
 */
const generous = {
  signInPerAddress: { limit: 1000, windowMs: 60_000 },
  signInPerEmail: { limit: 1000, windowMs: 60_000 },
};

describe('staff accounts', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;
  let editor: { cookie: string; id: number };
  let contributor: { cookie: string; id: number };
  let clock = Date.now();

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      seed: false,
      env: mailingEnv(mail),
      rateLimits: generous,
      now: () => new Date(clock),
    });
    admin = await adminCookie(server);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('an administrator invites an editor: the e-mail carries a single-use link, in text and HTML', async () => {
    const result = await inviteAndAccept(server, mail, admin, {
      email: 'edna.editor@example.org',
      role: 'editor',
      name: 'Edna Okeke',
      password: 'river stones and evening light',
    });
    editor = result;
    const { invitation } = result;
    expect(invitation.subject).toBe('You are invited to join Initiative for Africa');
    expect(invitation.parsed.from?.value[0]).toMatchObject({
      name: 'Initiative for Africa',
      address: 'staff@ia.test',
    });
    expect(invitation.text).toContain('with the role Editor');
    expect(invitation.text).toContain('The link works once and for 7 days');
    expect(invitation.link).toMatch(
      new RegExp(`^${SITE_URL}/admin/accept-invitation\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(invitation.html).toContain(`href="${invitation.link}"`);
    expect(invitation.html).toContain('<html lang="en" dir="ltr">');
    expect(invitation.messageId).toMatch(/^<[0-9a-f-]{36}@ia\.test>$/);
    expect(editor.cookie).toMatch(/^ia_session=/);

    const me = await call(server, editor.cookie, 'GET', '/api/auth/me');
    expect(await me.json()).toMatchObject({
      email: 'edna.editor@example.org',
      name: 'Edna Okeke',
      role: 'editor',
      permissions: { publish: true, readMessages: true, manageStaff: false },
    });

    // Single use: the same link again says so plainly.
    const again = await postJson(`${server.url}/api/auth/invitations/accept`, {
      token: tokenOf(invitation),
      name: 'Someone Else',
      password: 'another long passphrase here',
    });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toMatch(/already been used/);
  });

  it('an invitation in French for a colleague who reads French, accepted by a contributor', async () => {
    contributor = await inviteAndAccept(server, mail, admin, {
      email: 'kofi.contributor@example.org',
      role: 'contributor',
      name: 'Kofi Mensah',
      password: 'mango trees by the lagoon',
      language: 'fr',
    });
    const [invitation] = await mail.waitFor((m) => m.to === 'kofi.contributor@example.org');
    expect(invitation!.subject).toBe('Invitation à rejoindre Initiative for Africa');
    expect(invitation!.text).toContain('avec le rôle Contributeur');
    expect(invitation!.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('lists the staff with role, status and last sign-in', async () => {
    const response = await call(server, admin, 'GET', '/api/admin/users');
    expect(response.status).toBe(200);
    const users = (await response.json()) as AdminUser[];
    const byEmail = Object.fromEntries(users.map((u) => [u.email, u]));
    expect(byEmail[ADMIN_EMAIL]).toMatchObject({ role: 'administrator', status: 'active' });
    expect(byEmail['edna.editor@example.org']).toMatchObject({
      role: 'editor',
      status: 'active',
      name: 'Edna Okeke',
      lastSignInAt: new Date(clock).toISOString(),
    });
    expect(byEmail['kofi.contributor@example.org']).toMatchObject({
      role: 'contributor',
      language: 'fr',
    });
  });

  it('answers 403 in the contract’s shape wherever a role may not go, 401 without a session', async () => {
    const adminOnly: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { email: 'x@example.org', role: 'editor' }],
      ['PATCH', `/api/admin/users/${contributor.id}`, { role: 'editor' }],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/emails'],
      ['GET', '/api/admin/settings/security'],
      ['PUT', '/api/admin/settings/security', { requireTwoFactor: true }],
    ];
    const editorsAndAdmins: [string, string, unknown?][] = [
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/contact-messages/export.csv'],
      ['POST', '/api/admin/contact-messages/read-all'],
    ];
    for (const [method, path, body] of adminOnly) {
      for (const cookie of [editor.cookie, contributor.cookie]) {
        const response = await call(server, cookie, method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await errorOf(response)).toEqual({
          code: 'forbidden',
          message: 'Only an administrator can do this',
        });
      }
      expect((await call(server, '', method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of editorsAndAdmins) {
      const refused = await call(server, contributor.cookie, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect((await errorOf(refused)).message).toBe(
        'Only an editor or an administrator can do this',
      );
      expect((await call(server, editor.cookie, method, path, body)).status).toBe(200);
      expect((await call(server, admin, method, path, body)).status).toBe(200);
    }
    // Uploads are for every role.
    for (const cookie of [contributor.cookie, editor.cookie, admin]) {
      const upload = await call(server, cookie, 'POST', '/api/objects/upload', {
        fileName: 'a.png',
        contentType: 'image/png',
        size: 100,
      });
      expect(upload.status).toBe(200);
    }
    // A contributor cannot choose to receive contact messages either.
    const optIn = await call(server, contributor.cookie, 'PATCH', '/api/auth/me', {
      receivesContactMessages: true,
    });
    expect(optIn.status).toBe(403);
  });

  it('refuses an address that has an account, and a role that does not exist', async () => {
    const taken = await call(server, admin, 'POST', '/api/admin/users', {
      email: 'Edna.Editor@example.org',
      role: 'editor',
    });
    expect(taken.status).toBe(409);
    const badRole = await call(server, admin, 'POST', '/api/admin/users', {
      email: 'new@example.org',
      role: 'owner',
    });
    expect(badRole.status).toBe(422);
    expect((await errorOf(badRole)).fields?.role).toMatch(/administrator, editor, contributor/);
  });

  it('an invitation expires after 7 days and says so; a new one replaces it; one can be revoked', async () => {
    const invited = await call(server, admin, 'POST', '/api/admin/users', {
      email: 'late.lola@example.org',
      role: 'editor',
    });
    const { id, status, invitationExpiresAt } = (await invited.json()) as AdminUser;
    expect(status).toBe('invited');
    expect(invitationExpiresAt).toBe(new Date(clock + 7 * 24 * 3600 * 1000).toISOString());
    const [first] = await mail.waitFor((m) => m.to === 'late.lola@example.org');
    const accept = (token: string) =>
      postJson(`${server.url}/api/auth/invitations/accept`, {
        token,
        name: 'Lola',
        password: 'a passphrase nobody guesses',
      });

    clock += 7 * 24 * 3600 * 1000 + 1000;
    // Sessions last 7 days too: everyone signs in again.
    admin = await adminCookie(server);
    editor.cookie = sessionCookieOf(
      await postJson(`${server.url}/api/auth/login`, {
        email: 'edna.editor@example.org',
        password: 'river stones and evening light',
      }),
    );
    contributor.cookie = sessionCookieOf(
      await postJson(`${server.url}/api/auth/login`, {
        email: 'kofi.contributor@example.org',
        password: 'mango trees by the lagoon',
      }),
    );
    const expired = await accept(tokenOf(first!));
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).message).toMatch(/invitation has expired/);

    const resent = await call(server, admin, 'POST', `/api/admin/users/${id}/invitation`);
    expect(resent.status).toBe(201);
    const mails = await mail.waitFor((m) => m.to === 'late.lola@example.org', 2);
    const second = mails.at(-1)!;
    expect(tokenOf(second)).not.toBe(tokenOf(first!));
    expect((await errorOf(await accept(tokenOf(first!)))).message).toMatch(/not valid/);

    const revoked = await call(server, admin, 'DELETE', `/api/admin/users/${id}/invitation`);
    expect(revoked.status).toBe(204);
    const afterRevoke = await accept(tokenOf(second));
    expect(afterRevoke.status).toBe(400);
    expect((await errorOf(afterRevoke)).message).toMatch(/not valid/);
    const list = (await (
      await call(server, admin, 'GET', '/api/admin/users')
    ).json()) as AdminUser[];
    expect(list.map((u) => u.email)).not.toContain('late.lola@example.org');
  });

  it('changes a role, which takes effect at once', async () => {
    const promoted = await call(server, admin, 'PATCH', `/api/admin/users/${contributor.id}`, {
      role: 'editor',
    });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ role: 'editor' });
    expect(
      (await call(server, contributor.cookie, 'GET', '/api/admin/contact-messages')).status,
    ).toBe(200);
    await call(server, admin, 'PATCH', `/api/admin/users/${contributor.id}`, {
      role: 'contributor',
    });
    expect(
      (await call(server, contributor.cookie, 'GET', '/api/admin/contact-messages')).status,
    ).toBe(403);
  });

  it('deactivates an account: every session of it ends at once, it cannot sign in; active again later', async () => {
    const second = await postJson(`${server.url}/api/auth/login`, {
      email: 'edna.editor@example.org',
      password: 'river stones and evening light',
    });
    const secondCookie = sessionCookieOf(second);
    const deactivated = await call(server, admin, 'PATCH', `/api/admin/users/${editor.id}`, {
      active: false,
    });
    expect(deactivated.status).toBe(200);
    expect(await deactivated.json()).toMatchObject({ status: 'deactivated' });
    for (const cookie of [editor.cookie, secondCookie]) {
      expect((await call(server, cookie, 'GET', '/api/auth/me')).status).toBe(401);
    }
    const login = await postJson(`${server.url}/api/auth/login`, {
      email: 'edna.editor@example.org',
      password: 'river stones and evening light',
    });
    expect(login.status).toBe(401);
    expect(await server.db('sessions').where('user_id', editor.id)).toHaveLength(0);

    await call(server, admin, 'PATCH', `/api/admin/users/${editor.id}`, { active: true });
    const back = await postJson(`${server.url}/api/auth/login`, {
      email: 'edna.editor@example.org',
      password: 'river stones and evening light',
    });
    expect(back.status).toBe(200);
    editor.cookie = sessionCookieOf(back);
  });

  it('keeps at least one administrator: the last one can neither step down nor be deactivated', async () => {
    const me = (await (await call(server, admin, 'GET', '/api/auth/me')).json()) as { id: number };
    for (const change of [{ role: 'editor' }, { active: false }]) {
      const refused = await call(server, admin, 'PATCH', `/api/admin/users/${me.id}`, change);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toEqual({
        code: 'conflict',
        message: 'At least one administrator must remain: make someone else an administrator first',
      });
    }
    // With a second administrator, the first may step down…
    await call(server, admin, 'PATCH', `/api/admin/users/${editor.id}`, { role: 'administrator' });
    const [a, b] = await Promise.all([
      // …but two administrators demoting each other at once leave one.
      call(server, admin, 'PATCH', `/api/admin/users/${me.id}`, { role: 'editor' }),
      call(server, editor.cookie, 'PATCH', `/api/admin/users/${editor.id}`, { role: 'editor' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const administrators = await server.db('users').where({ role: 'administrator', active: true });
    expect(administrators).toHaveLength(1);
    // Back as before: the configured admin is the administrator, Edna an editor.
    const remaining = administrators[0] as { id: number };
    const cookie = remaining.id === me.id ? admin : editor.cookie;
    if (remaining.id !== me.id) {
      await call(server, cookie, 'PATCH', `/api/admin/users/${me.id}`, { role: 'administrator' });
    }
    await call(server, admin, 'PATCH', `/api/admin/users/${editor.id}`, { role: 'editor' });
    expect(await server.db('users').where({ role: 'administrator' })).toHaveLength(1);
  });

  it('records the security events in an audit log administrators read, newest first and paged', async () => {
    const response = await call(server, admin, 'GET', '/api/admin/audit-log?pageSize=100');
    expect(response.status).toBe(200);
    const events = (await response.json()) as AuditEvent[];
    expect(Number(response.headers.get('x-total-count'))).toBe(events.length);
    const names = new Set(events.map((e) => e.event));
    for (const event of [
      'sign_in',
      'sign_in_failed',
      'invitation_sent',
      'invitation_accepted',
      'invitation_revoked',
      'role_changed',
      'account_deactivated',
      'account_reactivated',
    ]) {
      expect(names, event).toContain(event);
    }
    // Newest first: Kofi was made an editor, then a contributor again.
    const roleChanges = events.filter(
      (e) => e.event === 'role_changed' && e.targetEmail === 'kofi.contributor@example.org',
    );
    expect(roleChanges.map((e) => e.details)).toEqual([
      { from: 'editor', to: 'contributor' },
      { from: 'contributor', to: 'editor' },
    ]);
    expect(roleChanges[0]).toMatchObject({ actorEmail: ADMIN_EMAIL, address: '127.0.0.1' });
    const times = events.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const page = await call(server, admin, 'GET', '/api/admin/audit-log?page=2&pageSize=3');
    expect(((await page.json()) as AuditEvent[]).map((e) => e.id)).toEqual(
      events.slice(3, 6).map((e) => e.id),
    );
    const failures = await call(server, admin, 'GET', '/api/admin/audit-log?event=sign_in_failed');
    const failed = (await failures.json()) as AuditEvent[];
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((e) => e.event === 'sign_in_failed')).toBe(true);
    expect((await call(server, admin, 'GET', '/api/admin/audit-log?sort=x')).status).toBe(400);
  });
});
