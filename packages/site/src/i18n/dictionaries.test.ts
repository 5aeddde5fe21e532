import { DICTIONARIES, PARTIAL_KEYS, translate } from '@ia/widgets';
import { describe, expect, it } from 'vitest';
import { ABOUT_COPY } from './about';
import { SITE_COPY } from './allCopy';
import { SITE_DICTIONARIES } from './dictionaries';
import { siteTranslate } from './useSiteTranslation';
import { SITE_LANGUAGES } from './languages';

const PARTIAL_LANGUAGES = ['ha', 'yo', 'ig', 'pt', 'am'] as const;
const ARABIC = /[\u0600-\u06ff]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the site dictionaries', () => {
  it.each(Object.entries(SITE_COPY))(
    '%s has every key in en, fr, ar and sw, none empty, with the same placeholders',
    (_area, copy) => {
      const keys = Object.keys(copy.en).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const language of SITE_LANGUAGES) {
        const dictionary = copy[language] as Record<string, string>;
        expect(Object.keys(dictionary).sort(), language).toEqual(keys);
        for (const key of keys) {
          const text = dictionary[key]!;
          expect(text.trim(), `${language} ${key}`).not.toBe('');
          expect(placeholders(text), `${language} ${key}`).toEqual(
            placeholders((copy.en as Record<string, string>)[key]!),
          );
        }
      }
    },
  );

  it('names each key by its page and part, once across the site and the widgets', () => {
    const seen = new Set<string>(Object.keys(DICTIONARIES.en!));
    for (const [area, copy] of Object.entries(SITE_COPY)) {
      for (const key of Object.keys(copy.en)) {
        expect(key, `${area} ${key}`).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/);
        expect(seen.has(key), `${key} is defined twice`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('gives en, fr, ar and sw every key of the merged dictionaries, none empty', () => {
    const keys = Object.keys(SITE_DICTIONARIES.en!).sort();
    expect(keys).toEqual(expect.arrayContaining(Object.keys(DICTIONARIES.en!)));
    for (const language of SITE_LANGUAGES) {
      const dictionary = SITE_DICTIONARIES[language] as Record<string, string>;
      expect(Object.keys(dictionary).sort(), language).toEqual(keys);
      for (const key of keys) expect(dictionary[key]!.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('keeps ha, yo, ig, pt and am to the seven keys of the spec', () => {
    expect(PARTIAL_KEYS).toHaveLength(7);
    for (const language of PARTIAL_LANGUAGES) {
      expect(Object.keys(SITE_DICTIONARIES[language]!).sort(), language).toEqual(
        [...PARTIAL_KEYS].sort(),
      );
    }
  });

  it('falls back to English, then to the key itself', () => {
    expect(siteTranslate('ha', 'about.title', undefined, ABOUT_COPY, SITE_DICTIONARIES)).toBe(
      'About Us',
    );
    expect(siteTranslate('ha', 'nav.about', undefined, ABOUT_COPY, SITE_DICTIONARIES)).toBe(
      'Game da Mu',
    );
    expect(siteTranslate('fr', 'about.title', undefined, ABOUT_COPY, SITE_DICTIONARIES)).toBe(
      'À propos de nous',
    );
    expect(translate('ha', 'nav.about', SITE_DICTIONARIES)).toBe('Game da Mu');
    expect(translate('ar', 'no.such.key', SITE_DICTIONARIES)).toBe('no.such.key');
  });

  it('keeps the English copy of the spec', () => {
    const en: Record<string, string> = Object.assign(
      {},
      SITE_DICTIONARIES.en,
      ...Object.values(SITE_COPY).map((copy) => copy.en),
    );
    expect(en['hero.title']).toBe("Building Africa's Next Generation of Reform Leaders");
    expect(en['notFound.title']).toBe('404 Page Not Found');
    expect(en['howWeWork.back']).toBe('Back to Summary');
  });

  it('writes Arabic in Arabic script and French with no-break spaces before : ; ? !', () => {
    for (const copy of Object.values(SITE_COPY)) {
      for (const [key, text] of Object.entries(copy.ar)) {
        expect(text, `ar ${key}`).toMatch(ARABIC);
      }
      for (const [key, text] of Object.entries(copy.fr)) {
        expect(text, `fr ${key}`).not.toMatch(/ [:;?!»]|« /);
      }
    }
  });
});
