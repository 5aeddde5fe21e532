import { describe, expect, it } from 'vitest';
import { categoryName } from './categories';

describe('category names', () => {
  it('are translated where the language has them', () => {
    expect(categoryName('Health', 'fr')).toEqual({ text: 'Santé', lang: 'fr' });
    expect(categoryName('Youth Development', 'ar')).toEqual({ text: 'تنمية الشباب', lang: 'ar' });
    expect(categoryName('Governance', 'sw')).toEqual({ text: 'Utawala', lang: 'sw' });
    expect(categoryName('Education', 'pt-BR')).toEqual({ text: 'Educação', lang: 'pt' });
  });

  it('read a stored category whatever its case and spaces', () => {
    expect(categoryName(' social  welfare ', 'fr')).toEqual({
      text: 'Protection sociale',
      lang: 'fr',
    });
  });

  it('stay English, marked so, in a language without them', () => {
    expect(categoryName('Health', 'am')).toEqual({ text: 'Health', lang: 'en' });
  });

  it('show a category the site does not know as stored, in its own language', () => {
    expect(categoryName('Agriculture', 'fr')).toEqual({ text: 'Agriculture', lang: 'en' });
    expect(categoryName('Kilimo', 'fr', 'sw')).toEqual({ text: 'Kilimo', lang: 'sw' });
  });
});
