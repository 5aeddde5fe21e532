import { describe, expect, it } from 'vitest';
import { reviewChanges, sameValue } from './review.js';

const seed = { by: null, action: 'created' } as const;
const staff = { by: 'editor@example.org', action: 'saved' } as const;

describe('needs review: which languages a write marks and clears', () => {
  it('marks every language the seed or demo content writes, never English', () => {
    expect(
      reviewChanges(
        {},
        { en: { title: 'x' }, fr: { title: 'Titre' }, sw: { title: 'Kichwa' } },
        seed,
      ),
    ).toEqual({ mark: ['fr', 'sw'], clear: [] });
  });

  it('a seed upgrade marks the languages it changed, not the ones it left alone', () => {
    const before = { fr: { title: 'Ancien' }, ar: { title: 'عنوان' } };
    const after = { fr: { title: 'Nouveau' }, ar: { title: 'عنوان' } };
    expect(reviewChanges(before, after, { by: null, action: 'saved' })).toEqual({
      mark: ['fr'],
      clear: [],
    });
  });

  it('a staff save clears the languages it changed and keeps the others waiting', () => {
    const before = { fr: { title: 'Titre' }, sw: { title: 'Kichwa' } };
    const after = { fr: { title: 'Titre revu' }, sw: { title: 'Kichwa' } };
    expect(reviewChanges(before, after, staff)).toEqual({ mark: [], clear: ['fr'] });
    // An import of a translation file is a staff save too.
    expect(
      reviewChanges(before, { ...before, sw: { title: 'Kichwa kipya' } }, staff).clear,
    ).toEqual(['sw']);
  });

  it('a restore neither marks nor clears; a language removed has nothing left to check', () => {
    const before = { fr: { title: 'Titre' }, ar: { title: 'عنوان' } };
    expect(
      reviewChanges(
        before,
        { fr: { title: 'Autre' } },
        { by: 'a@example.org', action: 'restored' },
      ),
    ).toEqual({ mark: [], clear: ['ar'] });
    expect(reviewChanges(before, { fr: { title: 'Titre' } }, seed)).toEqual({
      mark: [],
      clear: ['ar'],
    });
  });

  it('compares translations whatever the order of their keys', () => {
    expect(sameValue({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });
});
