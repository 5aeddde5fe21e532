import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../../packages/server/test/mail-server';
import { axeViolations } from './axe';
import { staffSite, watchErrors, unexpectedErrors, signInAsStaff } from './harness';

/**
 * Contact messages in the staff application: a contributor who opens the inbox's address is
 * told why it is not theirs (no empty inbox, no export that answers 403); the dashboard warns
 * those who read messages when nobody gets them by e-mail.
 */

const KOFI = {
  email: 'kofi@example.org',
  name: 'Kofi Mensah',
  password: 'mango trees by the lagoon',
};

let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail?.close());

const site = staffSite('director@example.org', 'a long director password', {
  env: () => ({ SMTP_URL: mail.url, MAIL_FROM: 'Initiative for Africa <staff@ia.test>' }),
});

const signIn = (page: Page, email: string, password: string) =>
  signInAsStaff(page, `${site.server.url}/admin/`, email, password);

describe('contact messages in the staff application', () => {
  it('tells a contributor why the inbox is not theirs, and warns when nobody gets messages by e-mail', async () => {
    const admin = await (
      await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    const adminErrors = watchErrors(admin);
    await signIn(admin, site.email, site.password);
    const messages = admin.getByRole('region', { name: 'New messages' });
    await messages.getByText('unread.').waitFor();
    // The first administrator gets the messages: no warning.
    expect(await messages.getByRole('alert').count()).toBe(0);

    const invited = await admin.request.post(`${site.server.url}/api/admin/users`, {
      data: { email: KOFI.email, role: 'contributor' },
      headers: { Origin: site.server.url },
    });
    expect(invited.status()).toBe(201);
    const [invitation] = await mail.waitFor((m) => m.to === KOFI.email);
    const kofi = await (
      await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    const kofiErrors = watchErrors(kofi);
    await kofi.goto(invitation!.link!);
    await kofi.getByLabel('Your name').fill(KOFI.name);
    await kofi.getByLabel('Password', { exact: true }).fill(KOFI.password);
    await kofi.getByLabel('The same password again').fill(KOFI.password);
    await kofi.getByRole('button', { name: 'Join and sign in' }).click();
    await kofi.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    // A link to the inbox, followed by a contributor: told why, nothing to export.
    await kofi.goto(`${site.server.url}/admin/messages`);
    await kofi.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await kofi
      .getByText('Contact messages are read by editors and administrators.', { exact: false })
      .waitFor();
    expect(await kofi.getByText(/Export .* as CSV/).count()).toBe(0);
    expect(await kofi.getByRole('link', { name: 'Inbox', exact: false }).count()).toBe(0);
    expect(await axeViolations(kofi)).toEqual([]);

    // The administrator turns the e-mails off: nobody gets them now, and the dashboard says so.
    const off = await admin.request.patch(`${site.server.url}/api/auth/me`, {
      data: { receivesContactMessages: false },
      headers: { Origin: site.server.url },
    });
    expect(off.status()).toBe(200);
    await admin.reload();
    const warning = admin
      .getByRole('region', { name: 'New messages' })
      .getByRole('alert')
      .filter({ hasText: 'Nobody gets the contact messages by e-mail' });
    await warning.waitFor();
    await warning.getByRole('link', { name: 'your account' }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    expect(unexpectedErrors(adminErrors)).toEqual([]);
    expect(unexpectedErrors(kofiErrors).filter((e) => !/403/.test(e))).toEqual([]);
  });
});
