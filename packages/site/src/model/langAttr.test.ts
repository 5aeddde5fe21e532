import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../i18n';
import { langAttr } from './useContent';

describe('langAttr', () => {
  it('marks English fallback inside an Arabic page as English, left to right', () => {
    expect(langAttr('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('marks Arabic inside a left-to-right page as right to left', () => {
    expect(langAttr('ar', 'fr')).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('gives only the language between languages written the same way, nothing for the page’s', () => {
    expect(langAttr('en', 'fr')).toEqual({ lang: 'en' });
    expect(langAttr('ar', 'ar')).toEqual({});
    expect(langAttr(undefined, 'ar')).toEqual({});
  });
});

describe('formatFileSize', () => {
  it('writes a size in the reader’s language, in Western digits', () => {
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1_234_567, 'fr')).toBe('1,2\u202fMo');
    expect(formatFileSize(340_000, 'en')).toBe('340 kB');
    expect(formatFileSize(120, 'en')).toBe('1 kB');
  });
});
