import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from './admin-helpers.js';
import { startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer, type ReceivedMail } from './mail-server.js';
import { adminCookie, call, mailingEnv, tokenOf } from './staff-helpers.js';

/**
 * The newsletter's forms as the site's pages post them, without JavaScript (site/newsletter-
 * forms.ts): each post is answered by the newsletter service and a 303 to the page with the
 * outcome. Against a real SMTP server, as newsletter.test.ts: the confirmation e-mail's link
 * is the confirm page, which a GET does not confirm.
 */
describe('newsletter forms', () => {
  let server: TestServer;
  let mail: MailServer;
  let admin: string;

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({ seed: false, env: { ...mailingEnv(mail) } });
    admin = await adminCookie(server);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  /** Posts a form as a browser does and answers where it is sent (without following). */
  const postForm = async (path: string, fields: [string, string][]) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    return {
      status: response.status,
      location: response.headers.get('location') ?? '',
      cache: response.headers.get('cache-control'),
    };
  };
  const statusOf = async (email: string) => {
    const found = await call(
      server,
      admin,
      'GET',
      `/api/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`,
    );
    const [subscriber] = (await found.json()) as {
      status: string;
      language: string;
      topics: string[];
    }[];
    return subscriber;
  };
  const confirmationTo = async (to: string): Promise<ReceivedMail> => {
    const [received] = await mail.waitFor((m) => m.to === to);
    return received!;
  };

  it('subscribes from the French form and answers the same for an address already known', async () => {
    const sent = await postForm('/fr/newsletter/subscribe', [
      ['email', 'Chantal@Example.org'],
      ['language', 'fr'],
      ['topics', 'health'],
      ['topics', 'education'],
    ]);
    expect(sent.status).toBe(303);
    expect(sent.location).toBe('/fr/newsletter/subscribe?result=sent');
    expect(sent.cache).toBe('no-store');
    const subscriber = await statusOf('chantal@');
    expect(subscriber).toMatchObject({ status: 'pending', language: 'fr' });
    expect([...subscriber!.topics].sort()).toEqual(['education', 'health']);

    // The e-mail's link is the French confirm page.
    const confirmation = await confirmationTo('chantal@example.org');
    expect(confirmation.subject).toContain('Confirmez votre abonnement');
    expect(confirmation.link!.startsWith(`${SITE_URL}/fr/newsletter/confirm?token=`)).toBe(true);

    // The same answer for the same address again (pending) and for a new one.
    const again = await postForm('/fr/newsletter/subscribe', [
      ['email', 'chantal@example.org'],
      ['language', 'fr'],
    ]);
    expect(again).toEqual(sent);
  });

  it('sends bad input back to the form naming the fields, in the page’s language', async () => {
    const bad = await postForm('/fr/newsletter/subscribe', [
      ['email', 'pas une adresse'],
      ['language', 'fr'],
      ['topics', 'sport'],
    ]);
    expect(bad.status).toBe(303);
    expect(bad.location).toBe('/fr/newsletter/subscribe?errors=email%2Ctopics');
    // An English page's form: its own address.
    const english = await postForm('/newsletter/subscribe', [['email', '']]);
    expect(english.location).toBe('/newsletter/subscribe?errors=email');
    // A language left out is the page's.
    const arabic = await postForm('/ar/newsletter/subscribe', [['email', 'amal@example.org']]);
    expect(arabic.location).toBe('/ar/newsletter/subscribe?result=sent');
    expect((await statusOf('amal@'))?.language).toBe('ar');
  });

  it('confirms only by the confirm page’s post, never by opening the link', async () => {
    await postForm('/sw/newsletter/subscribe', [
      ['email', 'baraka@example.org'],
      ['language', 'sw'],
    ]);
    const confirmation = await confirmationTo('baraka@example.org');
    const link = new URL(confirmation.link!);
    expect(link.pathname).toBe('/sw/newsletter/confirm');

    // Opening the link (as a mail scanner does) changes nothing; the page is never kept.
    const opened = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    await opened.arrayBuffer();
    expect((await statusOf('baraka@'))?.status).toBe('pending');

    const confirmed = await postForm('/sw/newsletter/confirm', [['token', tokenOf(confirmation)]]);
    expect(confirmed.status).toBe(303);
    const back = new URL(confirmed.location, SITE_URL);
    expect(back.pathname).toBe('/sw/newsletter/confirm');
    expect(back.searchParams.get('result')).toBe('subscribed');
    expect(back.searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await statusOf('baraka@'))?.status).toBe('subscribed');
    // A subscribed address gets the same answer as any other, and no e-mail.
    const before = (await mail.messages()).length;
    const repeat = await postForm('/sw/newsletter/subscribe', [
      ['email', 'baraka@example.org'],
      ['language', 'sw'],
    ]);
    expect(repeat.location).toBe('/sw/newsletter/subscribe?result=sent');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mail.messages()).length).toBe(before);

    // Used once: the same button again, or a made-up token, says the link expired.
    const twice = await postForm('/sw/newsletter/confirm', [['token', tokenOf(confirmation)]]);
    expect(twice.location).toBe('/sw/newsletter/confirm?result=expired');
    const madeUp = await postForm('/sw/newsletter/confirm', [['token', 'x']]);
    expect(madeUp.location).toBe('/sw/newsletter/confirm?result=expired');
  });

  it('changes language and topics on the preferences page, and unsubscribes', async () => {
    await postForm('/newsletter/subscribe', [
      ['email', 'dayo@example.org'],
      ['language', 'en'],
    ]);
    const confirmed = await postForm('/newsletter/confirm', [
      ['token', tokenOf(await confirmationTo('dayo@example.org'))],
    ]);
    const key = new URL(confirmed.location, SITE_URL).searchParams.get('key')!;

    const saved = await postForm('/newsletter/preferences', [
      ['key', key],
      ['language', 'yo'],
      ['topics', 'governance'],
    ]);
    expect(saved.status).toBe(303);
    // Back to the preferences page in the language chosen.
    expect(saved.location).toBe(
      `/yo/newsletter/preferences?key=${encodeURIComponent(key)}&result=saved`,
    );
    expect(await statusOf('dayo@')).toMatchObject({
      status: 'subscribed',
      language: 'yo',
      topics: ['governance'],
    });

    const refused = await postForm('/yo/newsletter/preferences', [
      ['key', key],
      ['language', 'xx'],
    ]);
    expect(refused.location).toBe(
      `/yo/newsletter/preferences?key=${encodeURIComponent(key)}&errors=language`,
    );

    const unknown = await postForm('/newsletter/preferences', [
      ['key', 'unknown-key-0000000000000'],
      ['language', 'en'],
    ]);
    expect(unknown.location).toBe('/newsletter/preferences?key=unknown-key-0000000000000');

    const gone = await postForm('/yo/newsletter/preferences', [
      ['key', key],
      ['action', 'unsubscribe'],
    ]);
    expect(gone.location).toBe(
      `/yo/newsletter/preferences?key=${encodeURIComponent(key)}&result=unsubscribed`,
    );
    expect((await statusOf('dayo@'))?.status).toBe('unsubscribed');
  });

  it('leaves other posts to pages alone', async () => {
    const other = await fetch(`${server.url}/fr/newsletter/other`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a@example.org',
    });
    expect(other.status).toBe(405);
  });
});
