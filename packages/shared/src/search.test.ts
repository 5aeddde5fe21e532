import { describe, expect, it } from 'vitest';
import { searchSnippet, searchTerms, searchText } from './search';

describe('search text', () => {
  it('compares without case, accents or Arabic vowel marks', () => {
    expect(searchText('École Élémentaire')).toBe('ecole elementaire');
    expect(searchText('مَدْرَسَة')).toBe(searchText('مدرسة'));
    expect(searchText('أطفال')).toBe(searchText('اطفال'));
    expect(searchTerms('  Ecole, LAGOS! ecole ')).toEqual(['ecole', 'lagos']);
    expect(searchTerms('<script>alert(1)</script>')).toEqual(['script', 'alert', '1']);
  });

  it('finds the passage and marks each word that starts with a term, in the original text', () => {
    const text = `${'Intro words here. '.repeat(20)}The École Polytechnique trains écoliers in Lagos.`;
    const snippet = searchSnippet(text, ['ecol'], 120);
    expect(snippet.text.startsWith('…')).toBe(true);
    const marked = snippet.highlights.map(([a, b]) => snippet.text.slice(a, b));
    expect(marked).toEqual(['École', 'écoliers']);
    expect(snippet.text.length).toBeLessThanOrEqual(122);
  });

  it('keeps ranges right across characters that fold to more or fewer', () => {
    const text = 'Straße und Maße: ﬁne ﬁnance';
    const snippet = searchSnippet(text, ['masse', 'finance']);
    expect(snippet.highlights.map(([a, b]) => snippet.text.slice(a, b))).toEqual([
      'Maße',
      'ﬁnance',
    ]);
  });

  it('marks Arabic words typed without their marks', () => {
    const text = 'بَرْنَامَج المَدْرَسَة في لاغوس';
    const snippet = searchSnippet(text, searchTerms('مدرسه'));
    expect(snippet.highlights).toHaveLength(0); // "المدرسة": the term is not at a word start
    const other = searchSnippet(text, searchTerms('المدرسة'));
    expect(other.highlights.map(([a, b]) => other.text.slice(a, b))).toEqual(['المَدْرَسَة']);
  });
});
