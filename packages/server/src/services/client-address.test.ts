import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, normalizeAddress, UNKNOWN_ADDRESS } from './client-address.js';

describe('normalizeAddress', () => {
  it.each([
    '192.0.2.50',
    '::ffff:192.0.2.50',
    '::FFFF:192.0.2.50',
    '::ffff:c000:232',
    '0:0:0:0:0:ffff:c000:0232',
    '[::ffff:192.0.2.50]',
    '[::ffff:192.0.2.50]:443',
    '192.0.2.50:51234',
    ' 192.0.2.50 ',
  ])('reads %s as 192.0.2.50', (spelling) => {
    expect(normalizeAddress(spelling)).toBe('192.0.2.50');
    expect(clientKey(spelling)).toBe('192.0.2.50');
  });

  it('writes IPv6 one way (RFC 5952)', () => {
    expect(normalizeAddress('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]:8080')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1');
    expect(normalizeAddress('::1')).toBe('::1');
  });

  it.each(['Not-An-Address', '192.000.002.050', '192.0.2', '192.0.2.256', '::ffff:', ''])(
    'takes %j for no address: never a key of its own',
    (spelling) => {
      expect(normalizeAddress(spelling)).toBeUndefined();
      expect(clientKey(spelling)).toBe(UNKNOWN_ADDRESS);
    },
  );
});

describe('clientAddress', () => {
  it('is the forwarded address when valid, else the connecting one', () => {
    expect(clientAddress('::ffff:192.0.2.50', '127.0.0.1')).toBe('192.0.2.50');
    expect(clientAddress('192.000.002.050', '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('not-an-address', '2001:db8::1')).toBe('2001:db8::1');
    expect(clientAddress('a b', undefined)).toBe(UNKNOWN_ADDRESS);
  });
});

describe('clientKey', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:0db8:0001:0002:0:0:0:9')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
  });
});
