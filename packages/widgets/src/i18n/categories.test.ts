import { describe, expect, it } from 'vitest';
import { categoryName } from './categories';
import { loadWidgetLocale } from './locales/load';

describe('category names', () => {
  it('are translated where the language has them', () => {
    expect(categoryName('Health', 'fr')).toEqual({ text: 'Santé', lang: 'fr' });
    expect(categoryName('Youth Development', 'ar')).toEqual({ text: 'تنمية الشباب', lang: 'ar' });
    expect(categoryName('Governance', 'sw')).toEqual({ text: 'Utawala', lang: 'sw' });
  });

  it('in ha, yo, ig, pt and am once that language’s texts have loaded (English until then)', async () => {
    expect(categoryName('Health', 'am')).toEqual({ text: 'Health', lang: 'en' });
    await Promise.all(['pt', 'am', 'yo'].map((lang) => loadWidgetLocale(lang)));
    expect(categoryName('Education', 'pt-BR')).toEqual({ text: 'Educação', lang: 'pt' });
    expect(categoryName('Health', 'am')).toEqual({ text: 'ጤና', lang: 'am' });
    expect(categoryName('Youth Development', 'yo')).toEqual({ text: 'Ìdàgbàsókè Ọ̀dọ́', lang: 'yo' });
  });

  it('read a stored category whatever its case and spaces', () => {
    expect(categoryName(' social  welfare ', 'fr')).toEqual({
      text: 'Protection sociale',
      lang: 'fr',
    });
  });

  it('stay English, marked so, in a language without them', () => {
    expect(categoryName('Health', 'xx')).toEqual({ text: 'Health', lang: 'en' });
  });

  it('show a category the site does not know as stored, in its own language', () => {
    expect(categoryName('Agriculture', 'fr')).toEqual({ text: 'Agriculture', lang: 'en' });
    expect(categoryName('Kilimo', 'fr', 'sw')).toEqual({ text: 'Kilimo', lang: 'sw' });
  });
});
