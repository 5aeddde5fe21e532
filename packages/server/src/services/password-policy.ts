import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ia/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * What a new staff password must be, checked on the server without any outside service:
 * at least PASSWORD_MIN_LENGTH characters, and not one of the ~49,000 passwords most found in
 * breaches (the common-password list of zxcvbn-ts, shipped with the product as a dependency),
 * nor one of them with digits or symbols around it ("password2024!"), nor one repeated, nor
 * a few characters over and over, nor the account's own e-mail address or the site's name.
 */
let common: Set<string> | undefined;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(dictionary['passwords-common'] as string[]));

/** Digits, spaces, punctuation and symbols around the letters of a password. */
const AROUND = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

const squeeze = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '');

/**
 * Why a password may not be used, in words for the person choosing it, or undefined when it
 * may. `context` holds what an attacker knows about the account.
 */
export function passwordProblem(
  password: string,
  context: { email?: string; siteName?: string } = {},
): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters (a few words make a good password)`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`;

  const lower = password.normalize('NFKC').toLowerCase();
  const list = commonPasswords();
  const core = lower.replace(AROUND, '');
  const repeated = /^(.+?)\1+$/u.exec(lower)?.[1];
  if (
    list.has(lower) ||
    list.has(core) ||
    (repeated !== undefined && (list.has(repeated) || [...repeated].length < 4))
  ) {
    return 'This password is in lists of common or leaked passwords: choose another (a few unrelated words work well)';
  }
  if (new Set(lower).size < 4) return 'Use more different characters';

  const email = context.email?.toLowerCase();
  const local = email?.split('@')[0];
  const site = context.siteName ? squeeze(context.siteName) : undefined;
  const squeezed = squeeze(core);
  if (
    (email && (lower === email || core === email)) ||
    (local && local.length >= 3 && squeezed === squeeze(local)) ||
    (site && squeezed === site)
  ) {
    return 'Do not use your e-mail address or the site’s name as your password';
  }
  return undefined;
}
