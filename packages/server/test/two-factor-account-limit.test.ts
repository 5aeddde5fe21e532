import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TwoFactorSetup } from '@ia/shared';
import { TOO_MANY_CODES, WRONG_CODE } from '../src/services/auth.js';
import { totpCode } from '../src/services/totp.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, SITE_URL } from './admin-helpers.js';
import { errorOf, postJson, startTestServer, type TestServer } from './helpers.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { adminCookie, call } from './staff-helpers.js';

/**
 * Wrong two-factor codes are limited per account, not only per client: from eight IPv6 /64
 * networks (eight clients, each under its own limit) an account takes 10 wrong codes in 15
 * minutes, then its pending sign-ins end, the password is asked again and the owner is e-mailed.
 */
describe('wrong two-factor codes of one account from many networks', () => {
  let server: TestServer;
  let mail: MailServer;
  let secret = '';

  const from = (network: number) => ({ 'X-Forwarded-For': `2001:db8:${network}::1` });
  /** The password step from a network: answers the cookie of the pending sign-in. */
  async function passwordStep(network: number): Promise<string> {
    const response = await postJson(
      `${server.url}/api/auth/login`,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      from(network),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactorRequired: true });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ia_two_factor='))!;
    return cookie.split(';')[0]!;
  }
  const codeStep = (network: number, challenge: string, code: string) =>
    postJson(
      `${server.url}/api/auth/login/two-factor`,
      { code },
      { Cookie: challenge, ...from(network) },
    );

  beforeAll(async () => {
    mail = await startMailServer();
    server = await startTestServer({
      seed: false,
      env: { ...ADMIN_ENV, SMTP_URL: mail.url, PUBLIC_BASE_URL: SITE_URL, TRUST_PROXY: '1' },
    });
    const cookie = await adminCookie(server);
    const started = await call(server, cookie, 'POST', '/api/auth/two-factor/setup', {
      password: ADMIN_PASSWORD,
    });
    secret = ((await started.json()) as TwoFactorSetup).secret;
    const confirmed = await call(server, cookie, 'POST', '/api/auth/two-factor/confirm', {
      code: totpCode(secret, Date.now()),
    });
    expect(confirmed.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('checks 10 wrong codes, then ends the pending sign-ins, asks for the password again and e-mails the owner', async () => {
    const networks = [1, 2, 3, 4, 5, 6, 7, 8];
    const challenges = new Map<number, string>();
    for (const network of networks) challenges.set(network, await passwordStep(network));

    const messages: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const network of networks) {
        const answer = await codeStep(network, challenges.get(network)!, '000000');
        expect(answer.status).toBe(401);
        messages.push((await errorOf(answer)).message);
      }
    }
    // Nine answered "wrong code"; the tenth ended every pending sign-in of the account.
    expect(messages.filter((message) => message.startsWith(WRONG_CODE))).toHaveLength(9);
    expect(messages[9]).toBe(TOO_MANY_CODES);
    expect(Number((await server.db('two_factor_challenges').count({ n: '*' }))[0]!.n)).toBe(0);

    // The password is asked again, and while the account is past its limit no code is checked,
    // not even the right one.
    const fresh = await passwordStep(9);
    const refused = await codeStep(9, fresh, totpCode(secret, Date.now()));
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toBe(TOO_MANY_CODES);

    // The owner is told, once, with a link to sign in on the site's address.
    const [told] = await mail.waitFor((m) => m.subject.startsWith('Sign-ins to your'), 1);
    expect(told!.to).toBe(ADMIN_EMAIL);
    expect(told!.subject).toBe('Sign-ins to your Initiative for Africa account were stopped');
    expect(told!.text).toContain('entered 10 wrong two-factor codes within 15 minutes');
    expect(told!.text).toContain(`${SITE_URL}/admin/login`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      (await mail.messages()).filter((m) => m.subject.startsWith('Sign-ins to your')),
    ).toHaveLength(1);
  }, 90_000);
});
