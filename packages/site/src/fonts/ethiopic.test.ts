import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@ia/widgets';
import { describe, expect, it } from 'vitest';
import ethiopic from './ethiopic.json' with { type: 'json' };
import { ETHIOPIC_RANGES, ethiopicFontFaces, unicodeRange } from './ethiopic';

const codesOf = (range: string) =>
  range.split(', ').flatMap((part) => {
    const [from, to] = part.replace('U+', '').split('-');
    const start = parseInt(from!, 16);
    const end = to ? parseInt(to, 16) : start;
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });

describe('the Ethiopic web font', () => {
  it('has a small file for the letters of the Amharic name the language menu shows', () => {
    expect(ethiopic.nameText).toBe(
      LANGUAGES.find((language) => language.code === 'am')!.nativeName,
    );
    expect(
      codesOf(ETHIOPIC_RANGES.name)
        .map((code) => String.fromCodePoint(code))
        .sort(),
    ).toEqual([...ethiopic.nameText].sort());
  });

  it('covers the Ethiopic block with two ranges that never overlap', () => {
    const name = codesOf(ETHIOPIC_RANGES.name);
    const block = codesOf(ETHIOPIC_RANGES.block);
    expect(name.filter((code) => block.includes(code))).toEqual([]);
    expect([...name, ...block].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 0x1380 - 0x1200 }, (_, i) => 0x1200 + i),
    );
    expect(unicodeRange([0x1203, 0x1200, 0x1201, 0x1205])).toBe('U+1200-1201, U+1203, U+1205');
  });

  it('declares each file, a WOFF2 in the public folder, with its range', () => {
    for (const [key, rule] of [
      ['name', ethiopicFontFaces[0]!],
      ['block', ethiopicFontFaces[1]!],
    ] as const) {
      const file = ethiopic.files[key];
      expect(rule['@font-face'].src).toContain(`url(${file}) format('woff2')`);
      expect(rule['@font-face'].unicodeRange).toBe(ETHIOPIC_RANGES[key]);
      const bytes = readFileSync(new URL(`../../public${file}`, import.meta.url));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });
});
