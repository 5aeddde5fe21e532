import { registerAllWidgetLocales } from '@ia/widgets';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMMES_COPY } from './programmes';
import { formatCount, formatList, formatMonthYear, formatNumber, localize } from './languages';

// As the server does at start (entry-server.tsx), and a page in the browser before it hydrates:
// the months and lists written by hand travel in each language's chunk.
beforeAll(registerAllWidgetLocales);

describe('localize', () => {
  const text = {
    en: 'Health',
    fr: 'Santé',
    ar: 'الصحة',
    sw: 'Afya',
    ha: 'Lafiya',
    yo: 'Ìlera',
    ig: 'Ahụike',
    pt: 'Saúde',
    am: 'ጤና',
  };

  it('gives the text in a fully translated language, a regional tag reading its language', () => {
    expect(localize(text, 'fr')).toBe('Santé');
    expect(localize(text, 'ar')).toBe('الصحة');
    expect(localize(text, 'fr-CA')).toBe('Santé');
  });

  it('gives each of the nine languages its text, and English for any other', () => {
    expect(localize(text, 'am')).toBe('ጤና');
    expect(localize(text, 'yo')).toBe('Ìlera');
    expect(localize(text, 'xx')).toBe('Health');
  });

  it('passes a text that is the same in every language through', () => {
    expect(localize('500+', 'ar')).toBe('500+');
  });
});

describe('Intl formatting', () => {
  it('formats numbers for the reader, in Western digits', () => {
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(1200, 'fr')).toBe('1\u202f200');
    expect(formatNumber(9, 'ar')).toBe('9');
  });

  it('formats a month and year for the reader', () => {
    expect(formatMonthYear('2011-11', 'en')).toBe('November 2011');
    expect(formatMonthYear('2012-09', 'fr')).toBe('septembre 2012');
    expect(formatMonthYear('2011-11', 'ar')).toBe('نوفمبر 2011');
    expect(formatMonthYear('2011-11', 'sw')).toBe('Novemba 2011');
    expect(formatMonthYear('2026-10', 'ha')).toBe('Oktoba 2026');
    expect(formatMonthYear('2026-10', 'yo')).toBe('Oṣù Ọ̀wàrà 2026');
    expect(formatMonthYear('2026-10', 'ig')).toBe('Ọktoba 2026');
    expect(formatMonthYear('2026-10', 'am')).toBe('ኦክቶበር 2026');
    expect(formatMonthYear('2026-10', 'pt')).toBe('outubro de 2026');
  });

  it('formats numbers in ha, yo, ig and am as their CLDR data does, Portuguese as Portugal', () => {
    for (const language of ['ha', 'yo', 'ig', 'am']) {
      expect(formatNumber(1200, language), language).toBe('1,200');
    }
    expect(formatNumber(12000, 'pt')).toBe('12\u00a0000');
  });
});

describe('formatList', () => {
  const networks = ['Facebook', 'Instagram', 'Twitter'];

  it('joins names as each language lists them, English without a comma before "and"', () => {
    expect(formatList(networks, 'en')).toBe('Facebook, Instagram and Twitter');
    expect(formatList(networks, 'fr')).toBe('Facebook, Instagram et Twitter');
    expect(formatList(networks, 'ar')).toBe('Facebook وInstagram وTwitter');
    expect(formatList(networks, 'sw')).toBe('Facebook, Instagram na Twitter');
    expect(formatList(networks, 'ha')).toBe('Facebook, Instagram da Twitter');
    expect(formatList(networks, 'yo')).toBe('Facebook, Instagram àti Twitter');
    expect(formatList(networks, 'ig')).toBe('Facebook, Instagram na Twitter');
    expect(formatList(networks, 'am')).toBe('Facebook፣ Instagram እና Twitter');
    expect(formatList(['Facebook'], 'ha')).toBe('Facebook');
  });

  it('gives one name alone, two joined, and nothing for none', () => {
    expect(formatList(['Facebook'], 'en')).toBe('Facebook');
    expect(formatList(['Facebook', 'X'], 'fr')).toBe('Facebook et X');
    expect(formatList([], 'en')).toBe('');
  });
});

describe('formatCount', () => {
  const programmes = 'one: # programme; other: # programmes';
  const arabic =
    'zero: لا برامج; one: برنامج واحد; two: برنامجان; few: # برامج; many: # برنامجًا; other: # برنامج';

  it('picks the form of the count by the language’s plural rules', () => {
    expect(formatCount(programmes, 1, 'en')).toBe('1 programme');
    expect(formatCount(programmes, 4, 'en')).toBe('4 programmes');
    expect(formatCount(programmes, 1200, 'en')).toBe('1,200 programmes');
    expect(formatCount(arabic, 0, 'ar')).toBe('لا برامج');
    expect(formatCount(arabic, 2, 'ar')).toBe('برنامجان');
    expect(formatCount(arabic, 5, 'ar')).toBe('5 برامج');
    expect(formatCount(arabic, 11, 'ar')).toBe('11 برنامجًا');
    expect(formatCount(arabic, 100, 'ar')).toBe('100 برنامج');
  });

  it('counts in the five languages added by their own rules', () => {
    const forms = (language: string) =>
      (PROGRAMMES_COPY[language as 'pt'] as Record<string, string>)['programmes.count']!;
    expect(formatCount(forms('pt'), 1, 'pt')).toBe('1 programa');
    expect(formatCount(forms('pt'), 3, 'pt')).toBe('3 programas');
    expect(formatCount(forms('am'), 1, 'am')).toBe('1 ፕሮግራም');
    expect(formatCount(forms('am'), 4, 'am')).toBe('4 ፕሮግራሞች');
    expect(formatCount(forms('ha'), 1, 'ha')).toBe('shiri 1');
    expect(formatCount(forms('ha'), 4, 'ha')).toBe('shirye-shirye 4');
    expect(formatCount(forms('yo'), 4, 'yo')).toBe('ètò 4');
  });

  it('reads `other` for a category the forms do not give', () => {
    expect(formatCount('other: # programmes', 1, 'en')).toBe('1 programmes');
    expect(formatCount(programmes, 0, 'fr')).toBe('0 programme');
  });
});
