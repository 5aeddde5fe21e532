import { DICTIONARIES, translate } from '@ia/widgets';
import { describe, expect, it } from 'vitest';
import { ABOUT_COPY } from './about';
import { SITE_COPY } from './allCopy';
import { SITE_DICTIONARIES } from './dictionaries';
import { siteTranslate } from './useSiteTranslation';
import { SITE_LANGUAGES, formatMonthYear } from './languages';

const ARABIC = /[\u0600-\u06ff]/;
const ETHIOPIC = /[\u1200-\u137f]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the site dictionaries', () => {
  it.each(Object.entries(SITE_COPY))(
    '%s has every key in all nine languages, none empty, with the same placeholders',
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

  it('gives all nine languages every key of the merged dictionaries, none empty', () => {
    const keys = Object.keys(SITE_DICTIONARIES.en!).sort();
    expect(keys).toEqual(expect.arrayContaining(Object.keys(DICTIONARIES.en!)));
    for (const language of SITE_LANGUAGES) {
      const dictionary = SITE_DICTIONARIES[language] as Record<string, string>;
      expect(Object.keys(dictionary).sort(), language).toEqual(keys);
      for (const key of keys) expect(dictionary[key]!.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('falls back to English, then to the key itself', () => {
    expect(siteTranslate('ha', 'about.title', undefined, ABOUT_COPY, SITE_DICTIONARIES)).toBe(
      'Game da Mu',
    );
    expect(siteTranslate('xx', 'about.title', undefined, ABOUT_COPY, SITE_DICTIONARIES)).toBe(
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

  it('says when a figure was counted as each language writes it: "(en octobre 2026)"', () => {
    const asOf = (language: string) =>
      `(${siteTranslate(language, 'shared.figure.asOf', { date: formatMonthYear('2026-10', language) }, undefined, SITE_DICTIONARIES)})`;
    expect(asOf('fr')).toBe('(en octobre 2026)');
    expect(asOf('en')).toBe('(As of October 2026)');
    expect(asOf('pt')).toBe('(em outubro de 2026)');
    expect(asOf('ha')).toBe('(Zuwa Oktoba 2026)');
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
      for (const [key, text] of Object.entries(copy.am)) {
        expect(text, `am ${key}`).toMatch(ETHIOPIC);
      }
      for (const [key, text] of Object.entries(copy.ar)) {
        expect(text, `ar ${key}`).toMatch(ARABIC);
      }
      for (const [key, text] of Object.entries(copy.fr)) {
        expect(text, `fr ${key}`).not.toMatch(/ [:;?!»]|« /);
      }
    }
  });
});
