import { describe, expect, it } from 'vitest';
import {
  isObjectKey,
  newObjectKey,
  signedUploadQuery,
  signUpload,
  verifyUpload,
  type UploadGrant,
} from './signed-upload.js';

const secret = 's'.repeat(32);
const now = Date.parse('2025-06-01T12:00:00Z');
const grant: UploadGrant = {
  key: `${'ab'.repeat(16)}.png`,
  expires: now / 1000 + 900,
  type: 'image/png',
  maxSize: 2048,
};
const queryOf = (g: UploadGrant, s = secret) =>
  Object.fromEntries(new URLSearchParams(signedUploadQuery(g, s)));

describe('signed upload addresses', () => {
  it('makes keys of 32 hex characters and the format extension', () => {
    const key = newObjectKey('jpeg');
    expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(isObjectKey(key)).toBe(true);
    expect(newObjectKey('jpeg')).not.toBe(key);
    for (const bad of [
      '../x.png',
      'ABCD.png',
      `${'a'.repeat(32)}.svg`,
      `${'a'.repeat(32)}.png/x`,
    ]) {
      expect(isObjectKey(bad)).toBe(false);
    }
  });

  it('signs method, key, expiry, type and size; the query carries all but the key', () => {
    const query = queryOf(grant);
    expect(query).toEqual({
      expires: String(grant.expires),
      type: 'image/png',
      size: '2048',
      signature: signUpload(grant, secret),
    });
    expect(query.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs the file name too when one is given', () => {
    const named = { ...grant, name: 'hero background.jpg' };
    const query = queryOf(named);
    expect(query.name).toBe('hero background.jpg');
    expect(query.signature).not.toBe(signUpload(grant, secret));
    expect(verifyUpload(named.key, query, secret, now)).toEqual({ ok: true, grant: named });
    expect(verifyUpload(named.key, { ...query, name: 'other.jpg' }, secret, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const { name: _dropped, ...withoutName } = query;
    expect(verifyUpload(named.key, withoutName, secret, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('accepts a genuine address before it expires', () => {
    expect(verifyUpload(grant.key, queryOf(grant), secret, now)).toEqual({ ok: true, grant });
  });

  it('refuses an address once it expired', () => {
    const check = verifyUpload(grant.key, queryOf(grant), secret, grant.expires * 1000);
    expect(check).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['another key', { key: `${'cd'.repeat(16)}.png` }],
    ['a later expiry', { expires: grant.expires + 3600 }],
    ['another type', { type: 'image/jpeg' }],
    ['a larger size', { maxSize: 4096 }],
  ])('refuses the signature for %s', (_, change) => {
    const query = queryOf(grant);
    const altered = { ...grant, ...change };
    const check = verifyUpload(
      altered.key,
      { ...queryOf(altered), signature: query.signature },
      secret,
      now,
    );
    expect(check).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyUpload(grant.key, queryOf(grant, 'x'.repeat(32)), secret, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a tampered signature of the right length', () => {
    const query = queryOf(grant);
    const sig = query.signature!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUpload(grant.key, { ...query, signature: flipped }, secret, now).ok).toBe(false);
  });

  it.each([
    ['no signature', { signature: undefined }],
    ['a short signature', { signature: 'abc' }],
    ['a repeated parameter', { size: ['2048', '2048'] }],
    ['a size that is not a number', { size: '2k' }],
    ['an expiry that is not a number', { expires: 'soon' }],
  ])('calls an address with %s malformed', (_, change) => {
    const query = { ...queryOf(grant), ...change };
    expect(verifyUpload(grant.key, query, secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
