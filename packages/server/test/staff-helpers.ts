import { expect } from 'vitest';
import type { Role } from '@ia/shared';
import {
  ADMIN_EMAIL,
  ADMIN_ENV,
  ADMIN_PASSWORD,
  SITE_URL,
  makeImage,
  signIn,
} from './admin-helpers.js';
import { postJson, startTestServer, type TestServer, type TestServerOptions } from './helpers.js';
import type { MailServer, ReceivedMail } from './mail-server.js';

/** The `Cookie` header value of a session cookie in an answer (empty when none was set). */
export function sessionCookieOf(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((cookie) => cookie.startsWith('ia_session='));
  return session?.split(';')[0] ?? '';
}

/** A JSON request with a session cookie. */
export function call(
  server: TestServer,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A test server (`options`, with ADMIN_ENV's administrator) and that administrator's session. */
export async function startSignedIn(
  options: TestServerOptions = {},
): Promise<{ server: TestServer; cookie: string }> {
  const server = await startTestServer({ ...options, env: { ...ADMIN_ENV, ...options.env } });
  return { server, cookie: await signIn(server) };
}

/** A JSON request with a session cookie that must succeed: its answer's JSON (none for a 204). */
export async function okJson<T = Record<string, unknown>>(
  server: TestServer,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await call(server, cookie, method, path, body);
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A fresh picture (`png`, a new one by default) uploaded to the library: its address. */
export async function uploadImage(
  server: TestServer,
  cookie: string,
  png?: Buffer,
  name = 'photo.png',
): Promise<string> {
  const form = new FormData();
  const bytes = png ?? (await makeImage('png', 64 + Math.floor(Math.random() * 64), 48));
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}/api/images/upload`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

/** The token of an e-mailed link (its `token` query parameter). */
export function tokenOf(mail: ReceivedMail): string {
  expect(mail.link, `a link with a token in: ${mail.text}`).toBeDefined();
  return new URL(mail.link!).searchParams.get('token')!;
}

/** A server's environment for ADMIN_ENV's administrator, sending e-mail to `mail` with site links. */
export const mailingEnv = (mail: MailServer) => ({
  ...ADMIN_ENV,
  SMTP_URL: mail.url,
  PUBLIC_BASE_URL: SITE_URL,
  MAIL_FROM: 'Initiative for Africa <staff@ia.test>',
});

/** The staff the tests invite: an editor and two contributors. */
export const EDNA = {
  email: 'edna@example.org',
  role: 'editor',
  name: 'Edna Okeke',
  password: 'river stones and evening light',
} as const;
export const KOFI = {
  email: 'kofi@example.org',
  role: 'contributor',
  name: 'Kofi Mensah',
  password: 'mango trees by the lagoon',
} as const;
export const AMA = {
  email: 'ama@example.org',
  role: 'contributor',
  name: 'Ama Owusu',
  password: 'a kettle singing at dawn',
} as const;

/** The administrator of ADMIN_ENV, signed in. */
export const adminCookie = (server: TestServer) => signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD);

/**
 * An administrator invites `email` with `role`; the invitation e-mail arrives; its link is
 * accepted with a name and a password. Answers the new account's session cookie and the e-mail.
 */
export async function inviteAndAccept(
  server: TestServer,
  mail: MailServer,
  admin: string,
  person: { email: string; role: Role; name: string; password: string; language?: string },
): Promise<{ cookie: string; invitation: ReceivedMail; id: number }> {
  const invited = await call(server, admin, 'POST', '/api/admin/users', {
    email: person.email,
    role: person.role,
    ...(person.language ? { language: person.language } : {}),
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const { id } = (await invited.json()) as { id: number };
  const [invitation] = await mail.waitFor((m) => m.to === person.email);
  const accepted = await postJson(`${server.url}/api/auth/invitations/accept`, {
    token: tokenOf(invitation!),
    name: person.name,
    password: person.password,
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { cookie: sessionCookieOf(accepted), invitation: invitation!, id };
}
