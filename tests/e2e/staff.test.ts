import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../packages/server/src/services/totp';
import { startMailServer, type MailServer } from '../../packages/server/test/mail-server';
import { axeViolations } from './axe';
import { watchErrors, type RunningServer, openSite, closeSite, signInAsStaff } from './harness';

/**
 * A team in the staff application, in Chromium, against a real SMTP server in a process of its
 * own whose e-mails the test reads: an administrator invites an editor and a contributor, who
 * accept from the e-mailed links; the editor turns on two-factor sign-in and signs in with a
 * code and with a recovery code; the contributor cannot publish (the admin says why, the server
 * answers 403), submits a draft for review, gets it back with a note and the editor publishes
 * it; a forgotten password is reset from its e-mail and the old sessions end; "sign out
 * everywhere else" ends another browser's session; a visitor's contact message reaches the
 * editor by e-mail with the visitor as Reply-To. One server start for the whole file.
 */

const ADMIN_EMAIL = 'director@example.org';
const ADMIN_PASSWORD = 'a long director password';
const EDNA = { email: 'edna@example.org', name: 'Edna Okeke', password: 'river stones at dusk' };
const KOFI = {
  email: 'kofi@example.org',
  name: 'Kofi Mensah',
  password: 'mango trees by the lagoon',
};
const KOFI_NEW_PASSWORD = 'a kettle singing at dawn';

let server: RunningServer;
let mail: MailServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[][] = [];

beforeAll(async () => {
  mail = await startMailServer();
  ({ server, browser } = await openSite({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_SECRET: 's'.repeat(40),
    SMTP_URL: mail.url,
    MAIL_FROM: 'Initiative for Africa <staff@ia.test>',
  }));
});

afterAll(async () => {
  await mail?.close();
  await closeSite({ server, browser });
});

/** A browser of its own (its own cookies: another person, or another device). */
async function newBrowser(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  errors.push(watchErrors(page));
  return page;
}

/**
 * Errors but the answers the test asks for on purpose: "who is signed in?" before signing in
 * (401), a used link (400), a wrong code (422).
 */
const unexpected = () =>
  errors
    .flat()
    .filter(
      (e) => !/status of (401 \(Unauthorized\)|400 \(Bad Request\)|422 \(Unprocessable)/.test(e),
    );

const signIn = (page: Page, email: string, password: string) =>
  signInAsStaff(page, `${server.url}/admin/login`, email, password, { dashboard: false });

const dashboard = (page: Page) =>
  page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

/** The page is no wider than its window (nothing to scroll sideways on a phone). */
async function fitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** After a failure, where each browser was and what it showed (the steps share them). */
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  for (const context of contexts) {
    for (const page of context.pages()) {
      const heading = await page
        .locator('h1')
        .first()
        .innerText({ timeout: 1000 })
        .catch(() => '(no heading)');
      console.log(`a browser was at ${page.url()}, showing "${heading}"`);
    }
  }
  console.log(`browser errors: ${JSON.stringify(errors.flat())}`);
});

let admin: Page;
let edna: Page;
let kofi: Page;
let ednaRecoveryCodes: string[] = [];

describe('staff accounts in the staff application', () => {
  it('an administrator invites an editor and a contributor; both join from the e-mailed link', async () => {
    admin = await newBrowser();
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await dashboard(admin);
    await admin
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Staff accounts' })
      .click();
    await admin.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();

    for (const [person, role] of [
      [EDNA, 'Editor'],
      [KOFI, 'Contributor'],
    ] as const) {
      await admin.getByRole('button', { name: 'Invite a colleague' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Invite a colleague' });
      await dialog.getByLabel('Their email address').fill(person.email);
      await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
      await dialog.getByRole('button', { name: 'Send the invitation' }).click();
      await admin
        .getByRole('status')
        .getByText(`An invitation is on its way to ${person.email}, as ${role}.`)
        .waitFor();
    }
    const accounts = admin.getByRole('list', { name: 'Staff accounts' });
    await accounts.getByText(EDNA.email, { exact: true }).waitFor();
    await expect.poll(() => accounts.getByText('Invited', { exact: true }).count()).toBe(2);

    for (const [person, heading] of [
      [EDNA, 'Dashboard'],
      [KOFI, 'Dashboard'],
    ] as const) {
      const [invitation] = await mail.waitFor((m) => m.to === person.email);
      expect(invitation!.subject).toBe('You are invited to join Initiative for Africa');
      const page = await newBrowser();
      await page.goto(invitation!.link!);
      await page.getByRole('heading', { name: 'Join the staff' }).waitFor();
      await page.getByText(`You were invited as ${person.email}.`, { exact: false }).waitFor();
      await page.getByLabel('Your name').fill(person.name);
      // A short password is refused before anything is sent, saying why.
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Join and sign in' }).click();
      await page.getByText('Use at least 12 characters', { exact: false }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByLabel('The same password again').fill(person.password);
      await page.getByRole('button', { name: 'Join and sign in' }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (person === EDNA) edna = page;
      else kofi = page;
      // The link works once.
      const again = await newBrowser();
      await again.goto(invitation!.link!);
      await again
        .getByRole('alert')
        .getByText('This link has already been used. Ask for a new one if you still need it.')
        .waitFor();
      await again.context().close();
    }

    await admin.reload();
    await accounts.getByText('Edna Okeke').waitFor();
    await expect.poll(() => accounts.getByText('Invited', { exact: true }).count()).toBe(0);
    // The administrator's screens are no one else's: not in the contributor's menu.
    const kofiMenu = kofi.getByRole('navigation', { name: 'Staff menu' });
    await kofiMenu.getByRole('link', { name: 'Review' }).waitFor();
    expect(await kofiMenu.getByRole('link', { name: 'Staff accounts' }).count()).toBe(0);
    expect(await kofiMenu.getByRole('link', { name: 'Messages' }).count()).toBe(0);
  });

  it('the editor turns on two-factor sign-in, then signs in with a code and with a recovery code', async () => {
    await edna.getByRole('link', { name: EDNA.email }).click();
    await edna.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await edna.getByRole('link', { name: 'Two-factor sign-in' }).click();
    await edna.getByRole('heading', { name: 'Two-factor sign-in is off' }).waitFor();
    await edna.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await edna.getByLabel('Your password').fill(EDNA.password);
    await edna.getByRole('button', { name: 'Continue' }).click();

    // A QR code drawn by the server, and the key to type by hand.
    const qr = edna.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await edna.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await edna.getByLabel('Code from the app').fill('000000');
    await edna.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await edna.getByText('The code is not correct', { exact: false }).first().waitFor();
    await edna.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
    await edna.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = edna.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await edna.getByRole('heading', { name: /keep your recovery codes/ }).waitFor();
    ednaRecoveryCodes = await codes.allInnerTexts();
    expect(ednaRecoveryCodes).toHaveLength(10);
    await edna.getByRole('button', { name: 'I have kept them' }).click();
    await edna.getByRole('heading', { name: 'Two-factor sign-in is on' }).waitFor();

    // Signing in now takes the password, then a code of the app.
    await edna.getByRole('button', { name: 'Sign out' }).click();
    await edna.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    await signIn(edna, EDNA.email, EDNA.password);
    await edna.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    // The code of the next 30 seconds (the one just used to confirm is never taken twice).
    await edna.getByLabel('Code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
    await edna.getByRole('button', { name: 'Sign in' }).click();
    await dashboard(edna);

    // Or a recovery code, once.
    await edna.getByRole('button', { name: 'Sign out' }).click();
    await signIn(edna, EDNA.email, EDNA.password);
    await edna.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await edna.getByLabel('Recovery code').fill(ednaRecoveryCodes[0]!);
    await edna.getByRole('button', { name: 'Sign in' }).click();
    await dashboard(edna);
  });

  it('a contributor cannot publish: the admin says why and the server answers 403; the draft goes to review and the editor publishes it', async () => {
    const title = 'Solar Pumps Water the Fields of Dodoma';
    await kofi
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Success stories', exact: true })
      .click();
    await kofi.getByRole('heading', { name: 'Success stories', level: 1 }).waitFor();
    await kofi
      .getByText('You see what is published and your own drafts.', { exact: false })
      .waitFor();

    // A published story is there to read, not to change.
    await kofi.getByRole('list', { name: 'Success stories' }).getByRole('link').first().click();
    await kofi.getByText('Read only', { exact: true }).waitFor();
    await kofi
      .getByText('This is published: only editors and administrators change published content.', {
        exact: false,
      })
      .waitFor();
    expect(await kofi.getByRole('button', { name: /^(Save|Publish|Unpublish)/ }).count()).toBe(0);
    expect(await kofi.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await kofi.getByLabel('Title').isDisabled()).toBe(true);

    // A draft of their own: no Publish, but Submit for review, and why.
    await kofi.goto(`${server.url}/admin/stories/new`);
    await kofi.getByRole('heading', { name: 'New story', level: 1 }).waitFor();
    expect(await kofi.getByRole('button', { name: /publish/i }).count()).toBe(0);
    await kofi
      .getByText(
        'Only editors and administrators publish: submit it for review, and an editor publishes it.',
        { exact: false },
      )
      .waitFor();
    await kofi.getByLabel('Title').fill(title);
    await kofi
      .getByLabel('Summary')
      .fill('Farmers share solar pumps and water their fields all year.');
    await kofi.getByLabel('Impact').fill('1,200 farmers irrigating');
    await kofi.getByLabel('Year').fill('2025');
    await kofi.getByLabel('Category').fill('Health');
    await kofi.getByRole('textbox', { name: 'Full story' }).click();
    await kofi.keyboard.type('The pumps came in 2024.');
    await kofi.keyboard.press('Enter');
    await kofi.keyboard.type('Today twelve villages share them.');
    await kofi.getByRole('button', { name: 'Add a picture' }).click();
    const picker = kofi.getByRole('dialog', { name: 'Choose a picture' });
    await picker.getByRole('list').getByRole('button').first().click();
    await picker.waitFor({ state: 'hidden' });
    await kofi.getByLabel(/^Alt text/).fill('A solar pump beside a field');
    await kofi.getByRole('button', { name: 'Save draft' }).click();
    await kofi.waitForURL(/\/admin\/stories\/\d+$/);
    const id = Number(/\/stories\/(\d+)$/.exec(kofi.url())![1]);

    // The server says the same as the admin, in the contract's shape.
    const record = (await (
      await kofi.request.get(`${server.url}/api/admin/stories/${id}`)
    ).json()) as {
      version: number;
    };
    const publish = await kofi.request.post(`${server.url}/api/admin/stories/${id}/publish`, {
      data: { version: record.version },
      headers: { Origin: server.url },
    });
    expect(publish.status()).toBe(403);
    expect(await publish.json()).toEqual({
      error: {
        code: 'forbidden',
        message:
          'Only editors and administrators publish: submit it for review, and an editor publishes it',
      },
    });

    await kofi.getByRole('button', { name: 'Submit for review' }).click();
    await kofi.getByRole('status').getByText('Waiting for review', { exact: true }).waitFor();

    // The editors are e-mailed a link to it.
    const requests = await mail.waitFor((m) => m.subject === `Review requested: ${title}`, 2);
    expect(requests.map((m) => m.to).sort()).toEqual([ADMIN_EMAIL, EDNA.email].sort());
    const link = /https?:\/\/\S+\/admin\/stories\/\d+/.exec(
      requests.find((m) => m.to === EDNA.email)!.text,
    )![0];
    expect(link).toBe(`${server.url}/admin/stories/${id}`);

    // The editor sends it back with a note; the contributor is e-mailed it and reads it there.
    await edna.goto(link);
    await edna.getByText('Waiting for review', { exact: false }).first().waitFor();
    await edna.getByRole('button', { name: 'Send back with a note' }).click();
    const note = 'Please say how many pumps there are.';
    await edna.getByLabel('What should change?').fill(note);
    await edna.getByRole('button', { name: 'Send back', exact: true }).click();
    await edna.getByRole('status').getByText('Sent back for changes').waitFor();
    const [returned] = await mail.waitFor((m) => m.subject === `Changes requested: ${title}`);
    expect(returned!.to).toBe(KOFI.email);
    expect(returned!.text).toContain(note);

    await kofi.reload();
    await kofi.getByText(note, { exact: true }).waitFor();
    await kofi.getByLabel('Impact').fill('1,200 farmers irrigating with 40 pumps');
    await kofi.getByRole('button', { name: 'Save and submit for review' }).click();
    await kofi.getByRole('status').getByText('Waiting for review', { exact: true }).waitFor();
    await mail.waitFor((m) => m.subject === `Review requested: ${title}`, 4);

    // The editor publishes it: public now, and no longer the contributor's to change.
    await edna.getByRole('link', { name: 'Dashboard' }).click();
    await edna
      .getByRole('region', { name: 'Waiting for review' })
      .getByRole('link', { name: title })
      .click();
    await edna.getByRole('button', { name: 'Publish', exact: true }).click();
    await edna.getByRole('status').getByText('Published', { exact: true }).waitFor();
    const slug = 'solar-pumps-water-the-fields-of-dodoma';
    expect((await fetch(`${server.url}/api/success-stories/${slug}`)).status).toBe(200);
    await kofi.reload();
    await kofi.getByText('Read only', { exact: true }).waitFor();

    // Site settings are for administrators: the editor reads them and is told why.
    await edna.getByRole('link', { name: 'Organisation details' }).click();
    await edna
      .getByText('Only administrators change the site settings.', { exact: false })
      .waitFor();
    expect(await edna.getByRole('button', { name: 'Save and publish' }).count()).toBe(0);
  });

  it('a forgotten password is reset from its e-mail; the old sessions end and the link works once', async () => {
    const stranger = await newBrowser(390);
    await stranger.goto(`${server.url}/admin/login`);
    await stranger.getByRole('link', { name: 'Forgot your password?' }).click();
    await stranger.getByRole('heading', { name: 'Forgotten password' }).waitFor();
    await fitsWidth(stranger);
    await stranger.getByLabel('Email address').fill(KOFI.email);
    await stranger.getByRole('button', { name: 'E-mail me a link' }).click();
    await stranger.getByText('Check your e-mail').waitFor();
    // The same answer for an address without an account, and no e-mail for it.
    await stranger.reload();
    await stranger.getByLabel('Email address').fill('nobody@example.org');
    await stranger.getByRole('button', { name: 'E-mail me a link' }).click();
    await stranger.getByText('Check your e-mail').waitFor();

    const [reset] = await mail.waitFor(
      (m) => m.to === KOFI.email && m.subject === 'Reset your Initiative for Africa password',
    );
    await stranger.goto(reset!.link!);
    await stranger.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await stranger.getByText(`For ${KOFI.email}.`).waitFor();
    await stranger.getByLabel('New password').fill(KOFI_NEW_PASSWORD);
    await stranger.getByLabel('The same password again').fill(`${KOFI_NEW_PASSWORD}!`);
    await stranger.getByRole('button', { name: 'Save the new password' }).click();
    await stranger.getByText('The two passwords are not the same').waitFor();
    await stranger.getByLabel('The same password again').fill(KOFI_NEW_PASSWORD);
    await stranger.getByRole('button', { name: 'Save the new password' }).click();
    await stranger.getByRole('heading', { name: 'Password changed' }).waitFor();

    // Kofi's signed-in browser is signed out.
    await kofi.goto(`${server.url}/admin/`);
    await kofi.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    // The old password no longer works; the new one does.
    await signIn(kofi, KOFI.email, KOFI.password);
    await kofi.getByText('The email or password is not correct.').waitFor();
    await signIn(kofi, KOFI.email, KOFI_NEW_PASSWORD);
    await dashboard(kofi);
    expect(await mail.waitFor((m) => m.to === 'nobody@example.org', 0)).toEqual([]);

    // The link works once, and says so plainly.
    await stranger.goto(reset!.link!);
    await stranger
      .getByRole('alert')
      .getByText('This link has already been used. Ask for a new one if you still need it.')
      .waitFor();
  });

  it('sign out everywhere else ends the session of another browser', async () => {
    const phone = await newBrowser(390);
    await signIn(phone, ADMIN_EMAIL, ADMIN_PASSWORD);
    await dashboard(phone);

    await admin.goto(`${server.url}/admin/account/sessions`);
    await admin.getByRole('heading', { name: 'Signed-in devices', level: 1 }).waitFor();
    const devices = admin.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect.poll(() => devices.count()).toBe(2);
    await admin.getByText('This browser', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await admin
      .getByRole('dialog', { name: 'Sign out everywhere else?' })
      .getByRole('button', { name: 'Sign out the others' })
      .click();
    await admin.getByRole('status').getByText('One other browser is signed out.').waitFor();
    await expect.poll(() => devices.count()).toBe(1);

    // The other browser's next request finds its session ended: back to the sign-in page.
    await phone.getByRole('button', { name: 'Menu' }).click();
    await phone
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Success stories', exact: true })
      .click();
    await phone.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    // This browser stays in.
    await admin.reload();
    await admin.getByRole('heading', { name: 'Signed-in devices', level: 1 }).waitFor();
  });

  it('a contact message reaches the editors who asked for them, with the visitor as Reply-To', async () => {
    await edna.goto(`${server.url}/admin/account`);
    await edna.getByLabel('E-mail me each new message of the contact form').check();
    await edna.getByRole('button', { name: 'Save your details' }).click();
    await edna.getByRole('status').getByText('Saved.').waitFor();

    const visitor = await newBrowser(390);
    await visitor.goto(`${server.url}/contact`);
    await visitor.getByLabel(/^Full Name/).fill('Amina Yusuf');
    await visitor.getByLabel(/^Email Address/).fill('amina@example.net');
    await visitor.getByLabel(/^Message/).fill('We would like to partner on a reading programme.');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message sent successfully!').first().waitFor();

    const [message] = await mail.waitFor((m) => m.to === EDNA.email && m.replyTo !== undefined);
    expect(message!.replyTo).toBe('amina@example.net');
    expect(message!.text).toContain('We would like to partner on a reading programme.');
    // Those who asked, and the first administrator, who gets them until they turn it off.
    await mail.waitFor((m) => m.to === ADMIN_EMAIL && m.replyTo === 'amina@example.net');
    const all = await mail.messages();
    expect(
      all
        .filter((m) => m.replyTo === 'amina@example.net')
        .map((m) => m.to)
        .sort(),
    ).toEqual([ADMIN_EMAIL, EDNA.email].sort());
  });

  it('the staff screens fit a phone and a desktop without sideways scrolling, and pass axe (WCAG 2.2 AA)', async () => {
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      for (const [path, heading] of [
        ['/admin/users', 'Staff'],
        ['/admin/emails', 'E-mails'],
        ['/admin/audit-log', 'Audit log'],
        ['/admin/account', 'Your account'],
        ['/admin/account/sessions', 'Signed-in devices'],
        ['/admin/review', 'Waiting for review'],
      ] as const) {
        await admin.goto(`${server.url}${path}`);
        await admin.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await expect
          .poll(() => admin.getByRole('status').filter({ hasText: 'Loading' }).count())
          .toBe(0);
        await fitsWidth(admin);
        expect(await axeViolations(admin), `${path} at ${width} px`).toEqual([]);
      }
    }
    const signedOut = await newBrowser(390);
    for (const [path, heading] of [
      ['/admin/login', 'Staff sign in'],
      ['/admin/forgot-password', 'Forgotten password'],
    ] as const) {
      await signedOut.goto(`${server.url}${path}`);
      await signedOut.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await fitsWidth(signedOut);
      expect(await axeViolations(signedOut), path).toEqual([]);
    }
    // The outbox lists what was sent, and the audit log what happened.
    await admin.goto(`${server.url}/admin/emails`);
    await admin
      .getByRole('list', { name: 'E-mails' })
      .getByText('Review requested: Solar Pumps Water the Fields of Dodoma')
      .first()
      .waitFor();
    await admin.goto(`${server.url}/admin/audit-log`);
    const events = admin.getByRole('list', { name: 'Events' });
    await events.getByText('Invitation accepted').first().waitFor();
    await events.getByText('Password reset', { exact: true }).first().waitFor();
    await events.getByText('Two-factor sign-in turned on').first().waitFor();

    for (const context of contexts) await context.close();
    expect(unexpected()).toEqual([]);
  });
});
