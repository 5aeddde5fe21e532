import { describe, expect, it } from 'vitest';
import { contentLang, itemLang } from './contentLang';

describe('contentLang', () => {
  it('marks English content on a page in another language, and nothing on an English page', () => {
    expect(contentLang('fr')).toBe('en');
    expect(contentLang('ar', undefined)).toBe('en');
    expect(contentLang('en')).toBeUndefined();
    expect(contentLang('en-GB')).toBeUndefined();
  });
  it("uses the item's own language when it gives one", () => {
    expect(contentLang('fr', 'fr')).toBeUndefined();
    expect(contentLang('en', 'sw')).toBe('sw');
    expect(itemLang({ lang: 'ar' })).toBe('ar');
    expect(itemLang({ title: 'x' })).toBeUndefined();
  });
});
