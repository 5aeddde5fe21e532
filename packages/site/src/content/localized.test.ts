import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../i18n/languages';
import * as stats from './stats';

/** Every localized text (an object with an English string) in a value, with its path. */
function* localizedTexts(
  value: unknown,
  path: string,
): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* localizedTexts(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string') {
      yield [path, record];
      return;
    }
    for (const [key, item] of Object.entries(record)) yield* localizedTexts(item, `${path}.${key}`);
  }
}

const SETS = { stats };

describe('the typed content', () => {
  it.each(Object.entries(SETS))('%s is written in en, fr, ar and sw', (_name, module) => {
    const texts = [...localizedTexts(module, _name)];
    expect(texts.length).toBeGreaterThan(0);
    for (const [path, text] of texts) {
      expect(Object.keys(text).sort(), path).toEqual([...SITE_LANGUAGES].sort());
      for (const language of SITE_LANGUAGES) {
        expect(typeof text[language], `${path}.${language}`).toBe('string');
        expect((text[language] as string).trim(), `${path}.${language}`).not.toBe('');
      }
      expect(text.ar, `${path}.ar`).toMatch(/[\u0600-\u06ff]/);
      expect(text.fr, `${path}.fr`).not.toMatch(/ [:;?!»]|« /);
    }
  });
});
