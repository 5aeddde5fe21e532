import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_FORMATS, type UploadFormat } from './image-types.js';

/**
 * Signed addresses for one direct upload (`PUT /api/objects/<key>?expires&type&size&signature`).
 * The signature is an HMAC-SHA256, keyed with SESSION_SECRET, over the method, the key, the
 * expiry, the content type, the largest size and the file's name when one is given (`&name=`,
 * shown in the image library); changing any of them breaks it. No state is
 * kept: the signature is the permission, the stored image makes a second use fail.
 */

/** How long a signed upload address may be used. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export interface UploadGrant {
  /** Object key, e.g. `3f2a…9c.png` (see `newObjectKey`). */
  key: string;
  /** Expiry, in whole seconds since the epoch. */
  expires: number;
  /** The content type the PUT must send, exactly. */
  type: string;
  /** Most bytes the PUT may send. */
  maxSize: number;
  /** The file's own name, shown in the image library (signed too, when given). */
  name?: string;
}

/** 32 hex characters and the extension of the format: one path segment, never the user's name. */
const KEY = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export const isObjectKey = (key: string): boolean => KEY.test(key);

export function newObjectKey(format: UploadFormat): string {
  return `${randomBytes(16).toString('hex')}${UPLOAD_FORMATS[format].extension}`;
}

const payload = (grant: UploadGrant) =>
  [
    'PUT',
    grant.key,
    String(grant.expires),
    grant.type,
    String(grant.maxSize),
    ...(grant.name === undefined ? [] : [grant.name]),
  ].join('\n');

export function signUpload(grant: UploadGrant, secret: string): string {
  return createHmac('sha256', secret).update(payload(grant)).digest('base64url');
}

/** The query string of a signed address (without `?`). */
export function signedUploadQuery(grant: UploadGrant, secret: string): string {
  return new URLSearchParams({
    expires: String(grant.expires),
    type: grant.type,
    size: String(grant.maxSize),
    ...(grant.name === undefined ? {} : { name: grant.name }),
    signature: signUpload(grant, secret),
  }).toString();
}

export type UploadCheck =
  { ok: true; grant: UploadGrant } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Checks a signed address: every part present once and well formed, the signature right
 * (compared in constant time) and the expiry not passed at `nowMs`. The signature is checked
 * before the expiry, so an expired address is only reported as such when it is genuine.
 */
export function verifyUpload(
  key: string,
  query: RawQuery,
  secret: string,
  nowMs: number,
): UploadCheck {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const expires = one('expires');
  const type = one('type');
  const size = one('size');
  const signature = one('signature');
  const name = one('name');
  if (
    !isObjectKey(key) ||
    expires === undefined ||
    !/^\d{1,12}$/.test(expires) ||
    type === undefined ||
    type.length > 100 ||
    size === undefined ||
    !/^\d{1,12}$/.test(size) ||
    signature === undefined ||
    !/^[A-Za-z0-9_-]{43}$/.test(signature) ||
    (query.name !== undefined && (name === undefined || name.length > 255))
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const grant: UploadGrant = {
    key,
    expires: Number(expires),
    type,
    maxSize: Number(size),
    ...(name === undefined ? {} : { name }),
  };
  const expected = Buffer.from(signUpload(grant, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (grant.expires * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
