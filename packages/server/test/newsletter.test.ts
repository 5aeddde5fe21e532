import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, SITE_URL } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, waitUntil, type TestServer } from './helpers.js';
import { startMailServer, type MailServer, type ReceivedMail } from './mail-server.js';
import { adminCookie, call, inviteAndAccept, KOFI, mailingEnv, tokenOf } from './staff-helpers.js';

const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const ISSUE = {
  subject: 'Our December news',
  previewText: 'Fellows, funding and a new cohort',
  body: paragraph('Twelve fellows joined the Governance programme this month.'),
  translations: {
    fr: {
      subject: 'Nos nouvelles de décembre',
      body: paragraph('Douze fellows ont rejoint le programme Gouvernance ce mois-ci.'),
    },
  },
};

/**
 * The newsletter against a real SMTP server in its own process: double opt-in in the reader's
 * language with the same answer whatever is known of the address, issues in English and French,
 * a test send, a send with both List-Unsubscribe headers and a plain-text part, a one-click
 * unsubscribe the next issue respects, a 550 that marks the address bounced, and roles.
 */
describe('newsletter', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;
  let contributor: string;

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      seed: false,
      env: { ...mailingEnv(mail), NEWSLETTER_RATE: '50' },
    });
    admin = await adminCookie(server);
    contributor = (await inviteAndAccept(server, mail, admin, KOFI)).cookie;
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(`${server.url}/api/newsletter/subscriptions`, body, headers);

  const confirmFrom = async (to: string): Promise<{ mail: ReceivedMail; key: string }> => {
    const [received] = await mail.waitFor(
      (m) => m.to === to && /newsletter|lettre/i.test(m.subject),
    );
    const confirmed = await postJson(`${server.url}/api/newsletter/confirm`, {
      token: tokenOf(received!),
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const body = (await confirmed.json()) as { status: string; key: string };
    expect(body.status).toBe('subscribed');
    return { mail: received!, key: body.key };
  };

  let frenchKey = '';

  it('asks for confirmation in the reader’s language and answers the same for any address', async () => {
    const first = await subscribe({ email: 'Awa@Example.org', language: 'fr', topics: ['health'] });
    expect(first.status).toBe(202);
    const answer = await first.text();
    expect(first.headers.get('access-control-allow-origin')).toBe('*');

    const { mail: confirmation, key } = await confirmFrom('awa@example.org');
    frenchKey = key;
    expect(confirmation.subject).toContain('Confirmez votre abonnement');
    expect(confirmation.link!.startsWith(`${SITE_URL}/fr/newsletter/confirm?token=`)).toBe(true);
    // The link works once.
    const again = await postJson(`${server.url}/api/newsletter/confirm`, {
      token: tokenOf(confirmation),
    });
    expect(again.status).toBe(410);

    // Already subscribed: the same answer, and no e-mail.
    const before = (await mail.messages()).length;
    const repeat = await subscribe({ email: 'awa@example.org', language: 'fr' });
    expect(repeat.status).toBe(202);
    expect(await repeat.text()).toBe(answer);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mail.messages()).length).toBe(before);

    // Nobody is subscribed before confirming.
    await subscribe({ email: 'ben@example.org', language: 'en' });
    const pending = await call(server, admin, 'GET', '/api/admin/newsletter/subscribers?q=ben@');
    expect(pending.status).toBe(200);
    const [ben] = (await pending.json()) as { status: string }[];
    expect(ben!.status).toBe('pending');
    // The list's header carries the subscribers by status, as the counts do.
    const counts = await call(server, admin, 'GET', '/api/admin/newsletter/subscribers/counts');
    const { status } = (await counts.json()) as { status: Record<string, number> };
    expect(status.pending).toBeGreaterThan(0);
    expect(JSON.parse(pending.headers.get('X-Newsletter-Counts') ?? '')).toEqual(status);
    await confirmFrom('ben@example.org');
  });

  it('names a bad field, and the preflight of a partner page is allowed', async () => {
    const bad = await subscribe({ email: 'not an address', language: 'xx' });
    expect(bad.status).toBe(422);
    const error = await errorOf(bad);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'language']);

    const preflight = await fetch(`${server.url}/api/newsletter/subscriptions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets contributors draft and test, editors and administrators send, with each language its version', async () => {
    // An address the mail server refuses for good, subscribed (as staff import it).
    await server.db('newsletter_subscribers').insert({
      email: 'refused@example.org',
      email_hash: 'f'.repeat(64),
      language: 'en',
      topics: '[]',
      status: 'subscribed',
      manage_key: 'refused-key-000000000000',
      source: 'import',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });

    const invalid = await call(server, contributor, 'POST', '/api/admin/newsletter/issues', {
      document: { subject: '', body: { type: 'doc', content: [{ type: 'script' }] } },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await errorOf(invalid)).fields ?? {})).toContain('subject');

    const created = await call(server, contributor, 'POST', '/api/admin/newsletter/issues', {
      document: ISSUE,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id, version } = (await created.json()) as { id: number; version: number };
    expect(version).toBe(1);

    const test = await call(
      server,
      contributor,
      'POST',
      `/api/admin/newsletter/issues/${id}/test`,
      {
        language: 'fr',
      },
    );
    expect(test.status).toBe(202);
    const [tested] = await mail.waitFor(
      (m) => m.to === KOFI.email && m.subject.startsWith('[Test]'),
    );
    expect(tested!.subject).toBe('[Test] Nos nouvelles de décembre');

    const refused = await call(
      server,
      contributor,
      'POST',
      `/api/admin/newsletter/issues/${id}/send`,
      {},
    );
    expect(refused.status).toBe(403);

    const sent = await call(server, admin, 'POST', `/api/admin/newsletter/issues/${id}/send`, {});
    expect(sent.status, await sent.clone().text()).toBe(202);

    const [french] = await mail.waitFor(
      (m) => m.to === 'awa@example.org' && m.subject === 'Nos nouvelles de décembre',
    );
    const [english] = await mail.waitFor(
      (m) => m.to === 'ben@example.org' && m.subject === 'Our December news',
    );
    expect(french!.text).toContain('Douze fellows');
    expect(french!.html).toContain('Douze fellows');
    expect(french!.html).toContain('lang="fr"');
    expect(french!.html).toContain('max-width:600px');
    expect(french!.html).toContain('Se désabonner');
    expect(english!.text).toContain('Twelve fellows');
    const listUnsubscribe = french!.parsed.headerLines
      .find((line) => line.key === 'list-unsubscribe')!
      .line.replace(/\r?\n\s+/g, ' ');
    expect(listUnsubscribe).toMatch(
      /<https:\/\/site\.ia\.test\/api\/newsletter\/unsubscribe\?key=[^>]+>, <mailto:[^>]+>/,
    );
    expect(
      french!.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')!.line,
    ).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await waitUntil(async () => {
      const issue = (await (
        await call(server, admin, 'GET', `/api/admin/newsletter/issues/${id}`)
      ).json()) as { status: string };
      return issue.status === 'sent';
    });
    const issue = (await (
      await call(server, admin, 'GET', `/api/admin/newsletter/issues/${id}`)
    ).json()) as { status: string; sent: number; failed: number; bounced: number; waiting: number };
    expect(issue).toMatchObject({ status: 'sent', sent: 2, bounced: 1, failed: 0, waiting: 0 });
    const bounced = (await (
      await call(server, admin, 'GET', '/api/admin/newsletter/subscribers?status=bounced')
    ).json()) as { email: string }[];
    expect(bounced.map((s) => s.email)).toEqual(['refused@example.org']);

    const audit = (await (
      await call(server, admin, 'GET', '/api/admin/audit-log?event=newsletter_sent')
    ).json()) as { actorEmail: string; details: { issue: number } }[];
    expect(audit[0]).toMatchObject({ actorEmail: ADMIN_EMAIL, details: { issue: id } });
  });

  it('unsubscribes with one POST of the e-mail’s address, and the next issue does not reach them', async () => {
    const [french] = await mail.waitFor(
      (m) => m.to === 'awa@example.org' && m.subject.startsWith('Nos'),
    );
    const https = /<(https:[^>]+)>/.exec(
      french!.parsed.headerLines.find((line) => line.key === 'list-unsubscribe')!.line,
    )![1]!;
    const path = https.replace(SITE_URL, '');
    expect(path).toBe(`/api/newsletter/unsubscribe?key=${frenchKey}`);
    const oneClick = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const preferences = await fetch(`${server.url}/api/newsletter/preferences?key=${frenchKey}`);
    expect(await preferences.json()).toMatchObject({ status: 'unsubscribed', language: 'fr' });

    const created = await call(server, admin, 'POST', '/api/admin/newsletter/issues', {
      document: { ...ISSUE, subject: 'January news', translations: {} },
    });
    const { id } = (await created.json()) as { id: number };
    expect(
      (await call(server, admin, 'POST', `/api/admin/newsletter/issues/${id}/send`, {})).status,
    ).toBe(202);
    await mail.waitFor((m) => m.to === 'ben@example.org' && m.subject === 'January news');
    await waitUntil(async () => {
      const issue = (await (
        await call(server, admin, 'GET', `/api/admin/newsletter/issues/${id}`)
      ).json()) as { status: string };
      return issue.status === 'sent';
    });
    const all = await mail.messages();
    expect(all.filter((m) => m.subject === 'January news').map((m) => m.to)).toEqual([
      'ben@example.org',
    ]);
  });

  it('schedules in Lagos time, and counts subscribers per status, language and topic', async () => {
    const created = await call(server, admin, 'POST', '/api/admin/newsletter/issues', {
      document: { ...ISSUE, translations: {} },
    });
    const { id } = (await created.json()) as { id: number };
    const scheduled = await call(server, admin, 'POST', `/api/admin/newsletter/issues/${id}/send`, {
      scheduledAt: '2099-01-05T09:00',
    });
    expect(scheduled.status).toBe(202);
    expect(await scheduled.json()).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2099-01-05T08:00:00.000Z',
    });
    const counts = await call(server, admin, 'GET', '/api/admin/newsletter/subscribers/counts');
    expect(await counts.json()).toEqual({
      status: { pending: 0, subscribed: 1, unsubscribed: 1, bounced: 1 },
      language: { en: 1 },
      topic: { education: 0, health: 0, governance: 0 },
    });
  });
  it('exports the subscribers as CSV safe for spreadsheets, and erases one keeping only the hash', async () => {
    // An address a spreadsheet would run as a formula (as an import could bring one).
    await server.db('newsletter_subscribers').insert({
      email: '=cmd@example.org',
      email_hash: 'e'.repeat(64),
      language: 'fr',
      topics: '["health","education"]',
      status: 'pending',
      manage_key: 'formula-key-00000000000',
      source: 'import',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const path = '/api/admin/newsletter/subscribers/export.csv';
    expect((await call(server, contributor, 'GET', path)).status).toBe(403);
    const bad = await call(server, admin, 'GET', `${path}?status=owner`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/json');

    const all = await call(server, admin, 'GET', path);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // A byte order mark first, so that spreadsheets read the file as UTF-8.
    const bytes = new Uint8Array(await all.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('"email","language","topics","status","subscribed_at","confirmed_at"');
    expect(lines.slice(1, -1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      `"'=cmd@example.org","fr","health education","pending"`,
      '"refused@example.org","en","","bounced"',
      '"ben@example.org","en","","subscribed"',
      '"awa@example.org","fr","health","unsubscribed"',
    ]);
    expect(lines.at(-1)).toBe('');
    const bounced = await (
      await call(server, admin, 'GET', `${path}?status=bounced&q=refused`)
    ).text();
    expect(bounced.split('\r\n').length).toBe(3);

    // Erasure: editors and administrators; the address goes, the hash stays, the audit log says so.
    const [ben] = (await (
      await call(server, admin, 'GET', '/api/admin/newsletter/subscribers?q=ben@')
    ).json()) as { id: number }[];
    const erase = `/api/admin/newsletter/subscribers/${ben!.id}`;
    expect((await call(server, contributor, 'DELETE', erase)).status).toBe(403);
    const erased = await call(server, admin, 'DELETE', erase);
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ erased: true });
    const row = (await server.db('newsletter_subscribers').where('id', ben!.id).first()) as {
      email: string | null;
      email_hash: string;
      status: string;
    };
    expect(row).toMatchObject({ email: null, status: 'unsubscribed' });
    expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await call(server, admin, 'DELETE', '/api/admin/newsletter/subscribers/999999')).status,
    ).toBe(404);
    const audit = (await (
      await call(server, admin, 'GET', '/api/admin/audit-log?event=newsletter_subscriber_erased')
    ).json()) as { details: { subscriber: number } }[];
    expect(audit[0]!.details).toEqual({ subscriber: ben!.id });
    expect(JSON.stringify(audit)).not.toContain('ben@example.org');
  });
  it('imports subscribers from a CSV file, never bringing back an address known already', async () => {
    const importCsv = (cookie: string, text: string, type = 'text/csv') =>
      fetch(`${server.url}/api/admin/newsletter/subscribers/import`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': type },
        body: text,
      });
    const file = [
      '\uFEFFEmail,Language,Topics',
      'ngozi@example.org,ig,"health, education"',
      'KWAME@example.org,,governance',
      'ngozi@example.org,ig,',
      'awa@example.org,fr,', // unsubscribed: stays so
      'not an address,en,',
      'musa@example.org,xx,',
      '',
    ].join('\r\n');
    expect((await importCsv(contributor, file)).status).toBe(403);
    expect((await importCsv(admin, file, 'application/json')).status).toBe(415);
    const noHeader = await importCsv(admin, 'ngozi@example.org,ig\r\n');
    expect(noHeader.status).toBe(400);

    const imported = await importCsv(admin, file);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({
      added: 2,
      skipped: 2,
      invalid: 2,
      problems: [
        { line: 6, message: 'Please enter a valid email address' },
        { line: 7, message: 'Please choose one of the languages offered' },
      ],
    });
    const listed = (await (
      await call(server, admin, 'GET', '/api/admin/newsletter/subscribers?q=ngozi')
    ).json()) as { language: string; topics: string[]; status: string }[];
    expect(listed).toEqual([
      expect.objectContaining({
        language: 'ig',
        topics: ['health', 'education'],
        status: 'subscribed',
      }),
    ]);
    const awa = (await (
      await call(server, admin, 'GET', '/api/admin/newsletter/subscribers?q=awa@')
    ).json()) as { status: string }[];
    expect(awa.map((s) => s.status)).toEqual(['unsubscribed']);
    const kwame = (await (
      await call(server, admin, 'GET', '/api/admin/newsletter/subscribers?q=kwame')
    ).json()) as { email: string; language: string }[];
    expect(kwame).toEqual([
      expect.objectContaining({ email: 'kwame@example.org', language: 'en' }),
    ]);
    // The same file again: nothing new.
    expect(await (await importCsv(admin, file)).json()).toMatchObject({ added: 0, skipped: 4 });
  });
});
