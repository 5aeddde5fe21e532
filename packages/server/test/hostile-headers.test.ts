import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ENV, makeImage, signIn } from './admin-helpers.js';
import { rawRequest, startTestServer, type TestServer } from './helpers.js';

/**
 * Hostile Host, X-Forwarded-Host, X-Forwarded-Proto, X-Forwarded-For and Forwarded values (odd
 * ports, brackets, spaces, lists, schemes that are not http) never cause a 5xx, on sign-in,
 * uploads, the admin API, pages and public reads, whether the server trusts a proxy or not; and
 * an address the server hands out never repeats a hostile host.
 */
const HOSTS = [
  'evil.example:99999',
  '[::1',
  '[::1]:80',
  '[zz]:1',
  'a b',
  'ex ample.org:80',
  ':80',
  '@',
  'user@evil.example',
  'évil.example',
  'x'.repeat(300),
  'host:port',
  'a,b',
  '..',
  '/evil',
  'evil.example/path?x#y',
  '127.0.0.1:0',
  '%00',
];
const PROTOS = ['javascript', 'ht tp', 'https, http', 'HTTPS', 'ftp', ',', ' '];
const FORWARDED = [
  'for="[::1',
  'host=evil.example;proto=ftp',
  'for=unknown;host="a b"',
  '=;=;,,,',
  'for=192.0.2.60:99999',
];
const FOR = ['not-an-address', '::ffff:', '[::1]:80, 999.1.1.1', ', ,', '192.0.2.1%eth0'];

/** The built site, when `npm run build` made it (CI does before the tests): pages rendered. */
const siteDir = fileURLToPath(new URL('../../site/dist', import.meta.url));
const siteBuilt = existsSync(`${siteDir}/server/render.js`);

const SERVERS: Record<string, Record<string, string>> = {
  direct: {},
  'behind a trusted proxy': { TRUST_PROXY: '1' },
};

for (const [name, env] of Object.entries(SERVERS)) {
  describe(`hostile forwarding headers, ${name}`, () => {
    let server: TestServer;
    let cookie: string;
    let png: Buffer;

    beforeAll(async () => {
      server = await startTestServer({
        seed: false,
        env: { ...ADMIN_ENV, ...env, ...(siteBuilt ? { SITE_DIR: siteDir } : {}) },
        rateLimits: {
          contact: { limit: 100_000, windowMs: 60_000 },
          signInPerAddress: { limit: 100_000, windowMs: 60_000 },
          signInPerEmail: { limit: 100_000, windowMs: 60_000 },
        },
      });
      cookie = await signIn(server);
      png = await makeImage();
    });
    afterAll(async () => {
      await server?.close();
    });

    const multipart = () => {
      const boundary = 'hostileboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body, type: `multipart/form-data; boundary=${boundary}` };
    };

    type Probe = {
      method: string;
      path: string;
      headers?: Record<string, string>;
      body?: () => Buffer | string;
    };
    const json = { 'Content-Type': 'application/json' };
    // What a browser sends with the staff's requests: the session and the page's origin.
    const staff = () => ({ Cookie: cookie, Origin: server.url });
    const probes = (): Probe[] => [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/robots.txt' },
      { method: 'GET', path: '/sitemap.xml' },
      { method: 'GET', path: '/oembed?url=http://localhost/success-stories/x' },
      { method: 'GET', path: '/api/success-stories' },
      { method: 'GET', path: '/media/stories/none.jpg' },
      { method: 'GET', path: '/readyz' },
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { ...json, Origin: server.url },
        // No password: the checks before it (origin, body) run, not the slow hash.
        body: () => JSON.stringify({ email: ADMIN_EMAIL }),
      },
      {
        method: 'POST',
        path: '/api/contact-messages',
        headers: json,
        body: () =>
          JSON.stringify({ name: 'Amina', email: 'amina@example.org', message: 'Hello there' }),
      },
      { method: 'GET', path: '/api/auth/me', headers: staff() },
      { method: 'GET', path: '/api/admin/stories', headers: staff() },
      { method: 'GET', path: '/api/admin/%zz', headers: staff() },
      { method: 'GET', path: '/api/admin/stories/%E0%A4%A', headers: staff() },
      { method: 'GET', path: '/api/admin//stories', headers: staff() },
      {
        method: 'POST',
        path: '/api/objects/upload',
        headers: { ...json, ...staff() },
        body: () => JSON.stringify({ fileName: 'a.png', contentType: 'image/png', size: 100 }),
      },
      {
        method: 'POST',
        path: '/api/images/upload',
        headers: { ...staff(), 'Content-Type': multipart().type },
        body: () => multipart().body,
      },
      {
        method: 'PUT',
        path: '/api/objects/abc?expires=1&signature=x',
        headers: { 'Content-Type': 'image/png' },
        body: () => png,
      },
    ];

    const variants = (): Record<string, string>[] => [
      ...HOSTS.map((host) => ({ Host: host })),
      ...HOSTS.map((host) => ({ 'X-Forwarded-Host': host })),
      ...PROTOS.map((proto) => ({ 'X-Forwarded-Proto': proto })),
      ...FORWARDED.map((forwarded) => ({ Forwarded: forwarded })),
      ...FOR.map((address) => ({ 'X-Forwarded-For': address })),
      { Host: '[::1', 'X-Forwarded-Host': 'a b, c', 'X-Forwarded-Proto': 'javascript' },
    ];

    it('never answers 5xx', async () => {
      const failures: string[] = [];
      const requests = probes().flatMap((probe) =>
        variants().map((headers) => ({ probe, headers })),
      );
      // A few at a time, as a handful of clients would.
      const send = async () => {
        for (let next = requests.shift(); next; next = requests.shift()) {
          const { probe, headers } = next;
          const answer = await rawRequest(`${server.url}${probe.path}`, {
            method: probe.method,
            headers: { ...probe.headers, ...headers },
            body: probe.body?.(),
            timeoutMs: 10_000,
          }).catch((error: unknown) => ({ status: 599, text: String(error) }));
          // Without a site build a page says so with a 503 (not the headers' doing).
          const unbuilt = !siteBuilt && probe.path === '/' && answer.status === 503;
          if (answer.status >= 500 && !unbuilt) {
            failures.push(
              `${probe.method} ${probe.path} ${JSON.stringify(headers)}: ${answer.status} ${answer.text.slice(0, 200)}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, send));
      expect(failures.join('\n')).toBe('');
    }, 120_000);

    it('never hands out an address on a hostile host', async () => {
      for (const host of ['a b', '[::1', 'evil.example:99999', 'user@evil.example']) {
        const answer = await rawRequest(`${server.url}/robots.txt`, {
          headers: env.TRUST_PROXY ? { 'X-Forwarded-Host': host } : { Host: host },
        });
        expect(answer.status).toBe(200);
        expect(answer.text).not.toContain(host);
        const sitemap = /Sitemap: (\S+)/.exec(answer.text)![1]!;
        expect(URL.canParse(sitemap), sitemap).toBe(true);
      }
    });
  });
}
