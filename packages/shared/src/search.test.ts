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

  it('takes Arabic letter variants as one, without tatweel or marks', () => {
    expect(searchText('أ إ آ ٱ')).toBe('ا ا ا ا');
    expect(searchText('مستشفى')).toBe(searchText('مستشفي'));
    expect(searchText('مدرسة')).toBe('مدرسه');
    expect(searchText('مـــدرسة')).toBe('مدرسه');
    expect(searchText('مُسْتَشْفَى')).toBe('مستشفي');
  });

  it('takes Arabic words without their article and the letters written onto it', () => {
    const word = searchText('مدرسة');
    for (const written of [
      'المدرسة',
      'والمدرسة',
      'فالمدرسة',
      'بالمدرسة',
      'كالمدرسة',
      'وبالمدرسة',
      'للمدرسة',
      'وللمدرسة',
      'المَدْرَسَة',
      'ٱلمدرسة',
      'الـمـدرسة',
    ]) {
      expect(searchText(written), written).toBe(word);
    }
    // Both sides alike: a query with the article finds the word without, and the other way.
    expect(searchTerms('في المدرسة')).toEqual(['في', 'مدرسه']);
    expect(searchTerms('مدرسة')).toEqual(['مدرسه']);
    expect(searchText('زوايا القراءة في المدارس')).toBe('زوايا قراءه في مدارس');
    // Not where fewer than two letters would stay, nor inside a word, nor in other scripts.
    expect(searchText('إلى الا')).toBe('الي الا');
    expect(searchText('مالك')).toBe('مالك');
    expect(searchText('Albert alors')).toBe('albert alors');
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

  it('marks Arabic words typed without their marks or article, article and all', () => {
    const text = 'بَرْنَامَج المَدْرَسَة في لاغوس، وللمدرسة مكتبة';
    for (const query of ['مدرسه', 'المدرسة', 'بالمدرسة']) {
      const snippet = searchSnippet(text, searchTerms(query));
      expect(
        snippet.highlights.map(([a, b]) => snippet.text.slice(a, b)),
        query,
      ).toEqual(['المَدْرَسَة', 'وللمدرسة']);
    }
  });
});
