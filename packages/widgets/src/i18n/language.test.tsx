import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, en, translate } from './dictionaries';
import {
  LANGUAGE_STORAGE_KEY,
  applyLanguageToDocument,
  initialLanguageOf,
  languageDirection,
  readStoredLanguage,
  storeLanguage,
} from './language';
import { LANGUAGES } from './languages';
import { TranslationProvider, useTranslation } from './TranslationProvider';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('language storage', () => {
  it('restores a stored language only when it is supported', () => {
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'sw' }))).toBe('sw');
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }))).toBeUndefined();
    expect(readStoredLanguage(memoryStorage())).toBeUndefined();
    expect(readStoredLanguage(undefined)).toBeUndefined();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readStoredLanguage(broken)).toBeUndefined();
    expect(() => storeLanguage('fr', broken)).not.toThrow();
  });

  it('saves supported codes and ignores others', () => {
    const storage = memoryStorage();
    storeLanguage('zz', storage);
    expect(storage.data.size).toBe(0);
    storeLanguage('ar', storage);
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('is right-to-left for Arabic only', () => {
    expect(LANGUAGES.filter((l) => languageDirection(l.code) === 'rtl').map((l) => l.code)).toEqual(
      ['ar'],
    );
  });

  it('sets lang and dir on the document root', () => {
    const documentElement = { lang: '', dir: '' };
    applyLanguageToDocument('ar', { documentElement } as unknown as Document);
    expect(documentElement).toEqual({ lang: 'ar', dir: 'rtl' });
    applyLanguageToDocument('fr', { documentElement } as unknown as Document);
    expect(documentElement).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(() => applyLanguageToDocument('fr')).not.toThrow(); // no document on a server
  });

  it('starts in English unless a supported language is given', () => {
    expect(initialLanguageOf()).toBe('en');
    expect(initialLanguageOf('xx')).toBe('en');
    expect(initialLanguageOf('am')).toBe('am');
  });
});

describe('dictionaries', () => {
  it('has English copy exactly as the spec', () => {
    expect(en['nav.about']).toBe('About Us');
    expect(en['nav.howWeWork']).toBe('How We Work');
    expect(en['nav.history']).toBe('Our History');
    expect(en['nav.programs']).toBe('Programmes');
    expect(en['nav.impact']).toBe('Impact');
    expect(en['nav.contact']).toBe('Contact Us');
    expect(en['nav.language']).toBe('Language');
    expect(en['hero.title']).toBe("Building Africa's Next Generation of Reform Leaders");
    expect(en['common.loading']).toBe('Loading...');
    expect(en['common.error']).toBe('An error occurred');
    expect(en['notFound.title']).toBe('404 Page Not Found');
  });

  it('is complete in every language, none empty', () => {
    const keys = Object.keys(en).sort();
    for (const code of ['fr', 'ar', 'sw', 'ha', 'yo', 'ig', 'pt', 'am']) {
      expect(Object.keys(DICTIONARIES[code]!).sort(), code).toEqual(keys);
      for (const key of keys) {
        expect(DICTIONARIES[code]![key as keyof typeof en]!.trim(), `${code} ${key}`).not.toBe('');
      }
    }
    expect(Object.keys(DICTIONARIES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it('falls back to English, then to the key itself', () => {
    expect(translate('fr', 'nav.about')).toBe('À propos');
    expect(translate('ha', 'nav.about')).toBe('Game da Mu');
    expect(translate('ha', 'nav.impact')).toBe('Tasiri');
    expect(translate('am', 'nav.home')).toBe('መነሻ');
    expect(translate('xx', 'nav.contact')).toBe('Contact Us');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});

describe('TranslationProvider on a server', () => {
  it('renders without window, in the initial language', () => {
    expect(typeof window).toBe('undefined');
    function Title() {
      const { t, dir, language } = useTranslation();
      return (
        <h1 dir={dir} lang={language}>
          {t('hero.title')}
        </h1>
      );
    }
    expect(
      renderToString(
        <TranslationProvider initialLanguage="ar">
          <Title />
        </TranslationProvider>,
      ),
    ).toBe('<h1 dir="rtl" lang="ar">بناء الجيل القادم من قادة الإصلاح في أفريقيا</h1>');
  });

  it('throws the spec message outside the provider', () => {
    function Orphan() {
      useTranslation();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow(
      'useTranslation must be used within TranslationProvider',
    );
  });
});
