import { describe, expect, it } from 'vitest';
import { crossSiteReason, sessionCookieHeader } from './admin.js';

const site = 'https://ia.example.org';

describe('crossSiteReason', () => {
  it.each([
    [{}, 'no Origin (not sent by a web page)'],
    [{ origin: 'https://ia.example.org' }, 'the same origin'],
    [{ origin: 'https://IA.example.org' }, 'the same origin in capitals'],
    [{ origin: 'https://ia.example.org:443' }, 'the same origin with its default port'],
    [{ secFetchSite: 'same-origin', origin: site }, 'Sec-Fetch-Site: same-origin'],
    [{ secFetchSite: 'none' }, 'Sec-Fetch-Site: none (typed by the user)'],
  ] as const)('lets %o pass (%s)', (headers, _why) => {
    expect(crossSiteReason(headers, site)).toBeUndefined();
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://ia.example.org' }],
    [{ origin: 'https://ia.example.org:8443' }],
    [{ origin: 'https://ia.example.org.evil.example' }],
    [{ origin: 'null' }],
    [{ origin: 'not a url' }],
    [{ secFetchSite: 'cross-site' }],
    [{ secFetchSite: 'cross-site', origin: site }],
  ])('refuses %o', (headers) => {
    expect(crossSiteReason(headers, site)).toEqual(expect.any(String));
  });
});

describe('sessionCookieHeader', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and Secure when asked', () => {
    expect(sessionCookieHeader('abc', { maxAgeSeconds: 604800, secure: true })).toBe(
      'ia_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure',
    );
    expect(sessionCookieHeader('abc', { maxAgeSeconds: 60, secure: false })).not.toContain(
      'Secure',
    );
  });

  it('clears the cookie with Max-Age=0 and a past expiry', () => {
    expect(sessionCookieHeader('', { maxAgeSeconds: 0, secure: false })).toBe(
      'ia_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });
});
