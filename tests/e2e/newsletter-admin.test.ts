import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../../packages/server/test/mail-server';
import { axeViolations } from './axe';
import { staffSite, unexpectedErrors, watchErrors } from './harness';
import { bodyEditor } from './richTextEditor';

/**
 * The newsletter in the staff application, against a real SMTP server: three readers subscribe
 * on the public API and confirm from their e-mail; an administrator writes an issue in English
 * and French, previews both versions (frame and plain text), sends a test to herself, sends it
 * to the three and watches the progress reach "sent"; each reader gets their language's
 * version. The subscribers screen searches and filters on the server, exports, erases and
 * imports; a contributor drafts and tests but does not send. axe finds nothing on the issues,
 * editor and subscribers screens at 390 and 1366 pixels.
 */

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail?.close());

const site = staffSite('editor-in-chief@example.org', 'a long newsletter password', {
  env: () => ({
    SMTP_URL: mail.url,
    MAIL_FROM: 'Initiative for Africa <news@ia.test>',
    NEWSLETTER_RATE: '2',
  }),
});

const READERS = [
  { email: 'awa@example.org', language: 'fr', topics: ['health'] },
  { email: 'tunde@example.org', language: 'en', topics: ['education', 'governance'] },
  { email: 'amina@example.org', language: 'ha', topics: [] },
];
const SUBJECT = 'Our December news';
let issuePath = '';
const FRENCH_SUBJECT = 'Nos nouvelles de décembre';

async function subscribeAndConfirm(reader: (typeof READERS)[number]) {
  const asked = await fetch(`${site.server.url}/api/newsletter/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(reader),
  });
  expect(asked.status).toBe(202);
  const [confirmation] = await mail.waitFor((m) => m.to === reader.email);
  const token = new URL(confirmation!.link!).searchParams.get('token');
  const confirmed = await fetch(`${site.server.url}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(confirmed.status).toBe(200);
}

async function writeBody(page: Page, lang: string, text: string) {
  const { editor } = bodyEditor(page, lang);
  await editor.click();
  await page.keyboard.type(text);
}

describe('the newsletter in the staff application', () => {
  it('writes an issue in English and French, previews it, tests it and sends it to every subscriber', async () => {
    for (const reader of READERS) await subscribeAndConfirm(reader);
    // One more asks and never confirms: waiting for confirmation, not sent to.
    await fetch(`${site.server.url}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'later@example.org', language: 'en' }),
    });

    const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await site.signIn(page);
    await page.getByRole('link', { name: 'Issues' }).click();
    await page.getByRole('heading', { name: 'Newsletter issues', level: 1 }).waitFor();
    await page.getByText('3 subscribers receive the next issue.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New issue' }).click();
    await page.getByRole('heading', { name: 'New newsletter issue', level: 1 }).waitFor();
    await page.getByLabel(/^Subject/).fill(SUBJECT);
    await page.getByLabel(/^Preview text/).fill('Fellows, funding and a new cohort');
    await writeBody(page, 'en', 'Twelve fellows joined the Governance programme this month.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/newsletter\/\d+$/);
    issuePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Newsletter issue', level: 1 }).waitFor();
    await page.getByText('Every subscriber gets the English version', { exact: false }).waitFor();

    // The French version.
    await page.getByRole('button', { name: /^French/ }).click();
    await page.getByLabel(/^Subject/).fill(FRENCH_SUBJECT);
    await writeBody(page, 'fr', 'Douze fellows ont rejoint le programme Gouvernance ce mois-ci.');
    // Unsaved: nothing to preview, test or send yet.
    expect(await page.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText('Subscribers who chose French get that version', { exact: false })
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // The preview, as each language's subscribers get it.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of the e-mail' });
    await preview.getByText(SUBJECT, { exact: true }).waitFor();
    await preview
      .frameLocator('iframe')
      .getByText('Twelve fellows joined the Governance programme this month.')
      .waitFor();
    expect(await preview.locator('iframe').getAttribute('sandbox')).toBe('allow-same-origin');
    await preview.getByRole('button', { name: 'Phone width' }).click();
    expect(await preview.locator('iframe').evaluate((frame) => frame.clientWidth)).toBe(390);
    await preview.getByLabel('Version').selectOption('fr');
    await preview.getByText(FRENCH_SUBJECT, { exact: true }).waitFor();
    await preview.getByRole('button', { name: 'Plain text' }).click();
    await preview
      .getByLabel('The e-mail as plain text')
      .getByText('Douze fellows ont rejoint', { exact: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Close preview' }).click();

    // A test, to the signed-in account only (in the language being edited).
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    const [test] = await mail.waitFor((m) => m.subject === `[Test] ${FRENCH_SUBJECT}`);
    expect(test!.to).toBe(site.email);

    // Send it: the confirmation names how many get it, then the progress reaches "sent".
    await page.getByRole('button', { name: 'Send or schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the issue' });
    await dialog.getByRole('radio', { name: /^Schedule/ }).check();
    await dialog.getByLabel(/^Date and time, in Lagos time/).waitFor();
    await dialog.getByText('in Lagos time', { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: /^Send now/ }).check();
    await dialog.getByText('It goes to 3 subscribers now.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Send to 3 subscribers' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const progress = page.getByRole('region', { name: /^(Sending|Sent)$/ });
    await progress.waitFor();
    await progress
      .getByText('3 of 3 dealt with: 3 sent, 0 failed, 0 waiting', { exact: false })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Sent', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Send or schedule…' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const sent = await mail.waitFor(
      (m) => READERS.some((r) => r.email === m.to) && [SUBJECT, FRENCH_SUBJECT].includes(m.subject),
      3,
    );
    const subjectOf = (email: string) => sent.find((m) => m.to === email)?.subject;
    expect(subjectOf('awa@example.org')).toBe(FRENCH_SUBJECT);
    expect(subjectOf('tunde@example.org')).toBe(SUBJECT);
    // Hausa has no version: the English one.
    expect(subjectOf('amina@example.org')).toBe(SUBJECT);
    expect(sent.some((m) => m.to === 'later@example.org')).toBe(false);

    // The list says so too.
    await page.getByRole('link', { name: 'Newsletter issues' }).first().click();
    const row = page.getByRole('row', { name: new RegExp(SUBJECT) });
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByText('3 sent', { exact: false }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  }, 180_000);

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1366, height: 900 },
  ]) {
    it(`searches and filters the subscribers on the server, with no axe violation, on a ${viewport.name}`, async () => {
      const context = await site.browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await site.signIn(page, '/admin/newsletter/subscribers', { dashboard: false });
      await page.getByRole('heading', { name: 'Newsletter subscribers', level: 1 }).waitFor();
      const list = page.getByRole('table', { name: /subscribers?/ });
      await list.getByText('4 subscribers', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Subscribed (3)' }).click();
      await list.getByText('3 subscribers: subscribed', { exact: false }).waitFor();
      expect(await list.getByRole('rowheader', { name: 'later@example.org' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Waiting for confirmation (1)' }).click();
      await list.getByRole('rowheader', { name: 'later@example.org' }).waitFor();
      await page.getByRole('link', { name: /^All/ }).click();
      await page.getByLabel('Search by e-mail address').fill('tunde');
      await page.waitForURL(/q=tunde/);
      await list.getByText('1 subscriber, matching “tunde”', { exact: false }).waitFor();
      await list.getByRole('rowheader', { name: 'tunde@example.org' }).waitFor();
      expect(await list.getByRole('rowheader', { name: 'awa@example.org' }).count()).toBe(0);
      const languages = page.getByRole('table', { name: 'Subscribed, per language' });
      expect(await axeViolations(page)).toEqual([]);
      await expect(languages.getByRole('row', { name: /French/ }).innerText()).resolves.toMatch(
        /1/,
      );
      const topics = page.getByRole('table', { name: 'Subscribed, per topic' });
      await expect(topics.getByRole('row', { name: /Health/ }).innerText()).resolves.toMatch(/1/);
      expect(await axeViolations(page)).toEqual([]);

      // The issues and the sent issue's progress at this width.
      await page.goto(`${site.server.url}/admin/newsletter`);
      await page.getByRole('row', { name: new RegExp(SUBJECT) }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${site.server.url}${issuePath}`);
      await page.getByRole('heading', { name: 'Sent', level: 2 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('lets a contributor draft and test an issue, not send it (the button says why, the server answers 403)', async () => {
    const kofi = {
      email: 'kofi@example.org',
      name: 'Kofi Mensah',
      password: 'mango trees by the lagoon',
    };
    await site.api('POST', '/api/admin/users', { email: kofi.email, role: 'contributor' });
    const [invitation] = await mail.waitFor((m) => m.to === kofi.email);
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(invitation!.link!);
    await page.getByLabel('Your name').fill(kofi.name);
    await page.getByLabel('Password', { exact: true }).fill(kofi.password);
    await page.getByLabel('The same password again').fill(kofi.password);
    await page.getByRole('button', { name: 'Join and sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Issues' }).click();
    await page.getByRole('link', { name: 'New issue' }).click();
    await page.getByLabel(/^Subject/).fill('A contributor’s draft');
    await writeBody(page, 'en', 'Written by a contributor.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/newsletter\/\d+$/);
    const send = page.getByRole('button', { name: 'Send or schedule…' });
    await expect.poll(() => page.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(false);
    expect(await send.isDisabled()).toBe(true);
    const why = await send.getAttribute('aria-describedby');
    await expect(page.locator(`#${why}`).innerText()).resolves.toMatch(
      /^Only editors and administrators send the newsletter/,
    );
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await mail.waitFor((m) => m.to === kofi.email && m.subject === '[Test] A contributor’s draft');
    const id = new URL(page.url()).pathname.split('/').pop();
    const refused = await page.request.post(
      `${site.server.url}/api/admin/newsletter/issues/${id}/send`,
      { data: {}, headers: { Origin: site.server.url } },
    );
    expect(refused.status()).toBe(403);
    expect(await axeViolations(page)).toEqual([]);

    // The list, without export or erasure.
    await page.getByRole('link', { name: 'Subscribers' }).click();
    await page.getByRole('table', { name: /subscribers?/ }).waitFor();
    expect(await page.getByRole('link', { name: /as CSV$/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Erase/ }).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('exports what the list finds as CSV, erases a subscriber on request and imports a file', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await site.signIn(page, '/admin/newsletter/subscribers', { dashboard: false });
    const list = page.getByRole('table', { name: /subscribers?/ });
    await page.getByRole('link', { name: 'Subscribed (3)' }).click();
    await list.getByText('3 subscribers: subscribed', { exact: false }).waitFor();
    const exportLink = page.getByRole('link', { name: 'Export these subscribers as CSV' });
    const csv = await page.request.get(
      `${site.server.url}${await exportLink.getAttribute('href')}`,
    );
    expect(csv.status()).toBe(200);
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',')[0])
        .sort(),
    ).toEqual(['"amina@example.org"', '"awa@example.org"', '"tunde@example.org"']);

    await list.getByRole('button', { name: 'Erase amina@example.org' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this subscriber?' });
    await dialog
      .getByText('only a one-way hash of the address is kept', { exact: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Erase the address' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Unsubscribed (1)' }).click();
    await list.getByText('(erased)').waitFor();
    expect(await list.getByRole('rowheader', { name: 'amina@example.org' }).count()).toBe(0);

    // An import: the new address subscribed, the known one left as it was.
    await page.getByText('Import subscribers from a CSV file').click();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'subscribers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'email,language,topics\r\nzainab@example.org,sw,health\r\ntunde@example.org,en,\r\n',
      ),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Say that these people agreed', { exact: false }).waitFor();
    await page.getByLabel(/^These people agreed/).check();
    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByText('1 added, 1 already on the list (left as they were), 0 not valid.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Subscribed (3)' }).click();
    await list.getByRole('rowheader', { name: 'zainab@example.org' }).waitFor();
    await context.close();
  }, 120_000);
});
