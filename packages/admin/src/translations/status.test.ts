import type { TranslationStatusEntry } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import {
  countsIn,
  detailOf,
  editorHref,
  entriesIn,
  fieldLabels,
  kindOf,
  languageFrom,
  needingWork,
  stateIn,
  translationLanguages,
} from './status';

const entry = (
  over: Partial<TranslationStatusEntry>,
  fr: TranslationStatusEntry['languages'][string],
): TranslationStatusEntry => ({
  kind: 'stories',
  id: 3,
  title: 'Clinics in Kano',
  status: 'published',
  languages: { fr, ar: { state: 'missing', missing: ['title'], outdated: [] } },
  ...over,
});

const outdated = entry({}, { state: 'outdated', missing: ['narrative'], outdated: ['title'] });
const partial = entry({ id: 4 }, { state: 'partial', missing: ['summary'], outdated: [] });
const done = entry(
  { kind: 'globals', id: 0, name: 'about-page', title: 'About page' },
  { state: 'translated', missing: [], outdated: [] },
);
const nothing = entry({ kind: 'figures', id: 8 }, { state: 'missing', missing: [], outdated: [] });
const seeded = entry({ id: 5 }, { state: 'review', missing: ['summary'], outdated: [] });
const entries = [done, outdated, partial, nothing, seeded];

describe('the translation status', () => {
  it('reads the language from the address, French by default', () => {
    expect(languageFrom('lang=ar')).toBe('ar');
    expect(languageFrom('lang=en')).toBe('fr');
    expect(languageFrom('')).toBe('fr');
    expect(translationLanguages().map((l) => l.name)).toContain('Swahili');
  });

  it('counts each state per language, leaving out what has nothing to translate', () => {
    expect(stateIn(nothing, 'fr')).toBeNull();
    expect(stateIn(outdated, 'de')).toBeNull();
    const counts = countsIn(entries, 'fr');
    expect(counts).toEqual({ outdated: 1, review: 1, partial: 1, missing: 0, translated: 1 });
    expect(needingWork(counts)).toBe(3);
    expect(countsIn(entries, 'ar')).toEqual({
      outdated: 0,
      review: 0,
      partial: 0,
      missing: 5,
      translated: 0,
    });
    expect(entriesIn(entries, 'fr', 'outdated')).toEqual([outdated]);
    expect(entriesIn(entries, 'fr', 'review')).toEqual([seeded]);
    // Written for the launch, still partly in English: both are said.
    expect(detailOf(seeded, 'fr')).toBe('Still in English: Summary');
  });

  it('links to the editor open at the language', () => {
    expect(editorHref(outdated, 'fr')).toBe('/stories/3?lang=fr');
    expect(editorHref(done, 'sw')).toBe('/globals/about-page?lang=sw');
    expect(kindOf(outdated)).toBe('Story');
    expect(kindOf(done)).toBe('Page texts and settings');
  });

  it('names the fields that changed in English and those still in English by their labels', () => {
    expect(fieldLabels(outdated, ['title', 'unknown'])).toEqual(['Title', 'unknown']);
    expect(detailOf(outdated, 'fr')).toBe(
      'Changed in English: Title. Still in English: Full story',
    );
    expect(detailOf(partial, 'fr')).toBe('Still in English: Summary');
    expect(detailOf(done, 'fr')).toBe('');
  });
});
