import { describe, expect, it } from 'vitest';
import { assertStorable, holdsUnstorable, UnstorableInputError } from './unstorable.js';

describe('holdsUnstorable', () => {
  it('finds a NUL in text, in JSON text, in keys and inside arrays and objects', () => {
    expect(holdsUnstorable('a\u0000b')).toBe(true);
    expect(holdsUnstorable(JSON.stringify({ title: 'a\u0000b' }))).toBe(true);
    expect(holdsUnstorable(JSON.stringify(['\u0000']))).toBe(true);
    expect(holdsUnstorable({ nested: [{ text: '\u0000' }] })).toBe(true);
    expect(holdsUnstorable({ ['key\u0000']: 1 })).toBe(true);
  });

  it('takes everything else, a NUL only spelled out included', () => {
    expect(holdsUnstorable('plain text, ünïcödé, 🙂')).toBe(false);
    expect(holdsUnstorable(JSON.stringify({ title: 'the escape \\u0000 as text' }))).toBe(false);
    expect(holdsUnstorable('\\u0000 in a plain text')).toBe(false);
    expect(holdsUnstorable(42)).toBe(false);
    expect(holdsUnstorable(null)).toBe(false);
    expect(holdsUnstorable(Buffer.from([0, 0, 0]))).toBe(false);
    expect(holdsUnstorable(new Date())).toBe(false);
  });

  it('refuses a statement whose bindings hold one', () => {
    expect(() => assertStorable(['ok', 1, '\u0000'])).toThrow(UnstorableInputError);
    expect(() => assertStorable(['ok', 1])).not.toThrow();
    expect(() => assertStorable(undefined)).not.toThrow();
  });
});
