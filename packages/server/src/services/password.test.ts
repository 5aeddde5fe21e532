import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a salt, and checks the password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password!'),
      hashPassword('same password!'),
    ]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password!', b)).toBe(true);
  });

  it('checks hashes made with other parameters', async () => {
    // N=1024: a hash written with cheaper settings still verifies.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('an older password', salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$N=1024,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('an older password', stored)).toBe(true);
  });

  it.each([
    '',
    'plain text',
    'scrypt$N=3,r=8,p=1$c2FsdA$a2V5',
    'scrypt$N=1073741824,r=8,p=1$c2FsdA$a2V5',
    'bcrypt$2b$10$abcdefghijklmnopqrstuv',
  ])('answers false for a malformed hash %j', async (stored) => {
    expect(await verifyPassword('whatever password', stored)).toBe(false);
  });
});
