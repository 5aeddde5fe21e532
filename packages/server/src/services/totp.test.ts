import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp.js';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 Appendix B: the SHA-1 seed is "12345678901234567890", 8 digits.
  const seed = Buffer.from('12345678901234567890');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it.each(vectors)('at %i s the 8-digit code is %s', (seconds, code) => {
    expect(hotp(seed, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('RFC 4226 Appendix D: HOTP values of counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(seed, counter))).toEqual(expected);
  });

  it('base32 round-trips and reads the RFC 4648 examples', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======')?.toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeUndefined();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('accepts the code of the step before and after, not two steps away', () => {
    const secret = base32Encode(seed);
    const at = 1_700_000_000_000;
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at - 60_000), at)).toBeUndefined();
    expect(matchTotp(secret, '12345', at)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', at)).toBeUndefined();
  });

  it('makes the otpauth address authenticator apps read', () => {
    const url = otpauthUrl('JBSWY3DPEHPK3PXP', 'ada@example.org', 'Initiative for Africa');
    expect(url).toBe(
      'otpauth://totp/Initiative%20for%20Africa:ada%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Initiative+for+Africa&algorithm=SHA1&digits=6&period=30',
    );
  });
});
