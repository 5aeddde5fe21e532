import {
  LANGUAGE_NAMES,
  TRANSLATION_LANGUAGES,
  collectionNamed,
  globalNamed,
  type ContentDef,
  type TranslationState,
  type TranslationStatusEntry,
} from '@ia/shared';
import { globalHref, itemHref } from '../shell/navigation';

/**
 * The translation status screen's reading of `GET /api/admin/translation-status`, as plain
 * functions: per language, each item and global in one of five states (or with nothing to
 * translate), counted, in words, and linked to its editor open at that language.
 */

/** What staff see first: what needs work, then what is done. */
export const STATES: readonly TranslationState[] = [
  'outdated',
  'review',
  'partial',
  'missing',
  'translated',
];

export const STATE_WORDS: Record<
  TranslationState,
  { title: string; help: (lang: string) => string }
> = {
  outdated: {
    title: 'Out of date',
    help: (lang) =>
      `The English changed after the ${lang} was written. Visitors still read the older ${lang}: check it against the new English.`,
  },
  review: {
    title: 'Needs review',
    help: (lang) =>
      `Written for the launch by the team, not yet checked by a native speaker. Visitors read this ${lang}: open it, read it beside the English, correct what needs it and save, or press "Mark as reviewed" when it reads well.`,
  },
  partial: {
    title: 'Partly translated',
    help: (lang) =>
      `Some texts are not in ${lang} yet: visitors of the ${lang} site read those in English.`,
  },
  missing: {
    title: 'Not translated (shows in English)',
    help: (lang) => `Nothing is in ${lang} yet: visitors of the ${lang} site read it in English.`,
  },
  translated: {
    title: 'Translated',
    help: (lang) => `Every text is in ${lang} and up to date with the English.`,
  },
};

/** The languages a translation is written in, with their names. */
export const translationLanguages = () =>
  TRANSLATION_LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] ?? code }));

/** The language asked for in the address (`?lang=fr`), French when none or unknown. */
export function languageFrom(search: string): string {
  const asked = new URLSearchParams(search).get('lang') ?? '';
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(asked)
    ? asked
    : TRANSLATION_LANGUAGES[0]!;
}

/** The declaration an entry is of. */
export const defOf = (entry: TranslationStatusEntry): ContentDef | undefined =>
  entry.kind === 'globals' ? globalNamed(entry.name ?? '') : collectionNamed(entry.kind);

/** An entry's state in a language; null when it has no text to translate at all. */
export function stateIn(entry: TranslationStatusEntry, lang: string): TranslationState | null {
  const status = entry.languages[lang];
  if (!status) return null;
  if (status.state === 'missing' && status.missing.length === 0) return null;
  return status.state;
}

/** How many entries are in each state in a language. */
export function countsIn(
  entries: readonly TranslationStatusEntry[],
  lang: string,
): Record<TranslationState, number> {
  const counts: Record<TranslationState, number> = {
    outdated: 0,
    review: 0,
    partial: 0,
    missing: 0,
    translated: 0,
  };
  for (const entry of entries) {
    const state = stateIn(entry, lang);
    if (state) counts[state] += 1;
  }
  return counts;
}

/** Entries needing work in a language (out of date, to review, partly or not translated). */
export const needingWork = (counts: Record<TranslationState, number>) =>
  counts.outdated + counts.review + counts.partial + counts.missing;

/** The entries of a state in a language: globals first, then each collection in menu order. */
export const entriesIn = (
  entries: readonly TranslationStatusEntry[],
  lang: string,
  state: TranslationState,
) => entries.filter((entry) => stateIn(entry, lang) === state);

/** Where an entry is edited, open at `lang`. */
export function editorHref(entry: TranslationStatusEntry, lang: string): string {
  const base =
    entry.kind === 'globals' ? globalHref(entry.name ?? '') : itemHref(entry.kind, entry.id);
  return `${base}?lang=${lang}`;
}

/** What kind of content an entry is ("Success story", "Page texts and settings"). */
export function kindOf(entry: TranslationStatusEntry): string {
  if (entry.kind === 'globals') return 'Page texts and settings';
  return collectionNamed(entry.kind)?.label ?? entry.kind;
}

/** Field names as staff read them (their labels in the declaration). */
export function fieldLabels(entry: TranslationStatusEntry, names: readonly string[]): string[] {
  const def = defOf(entry);
  return names.map((name) => def?.fields[name]?.label ?? name);
}

/** The line under an entry: which texts changed in English, or which still read in English. */
export function detailOf(entry: TranslationStatusEntry, lang: string): string {
  const status = entry.languages[lang];
  if (!status) return '';
  const state = stateIn(entry, lang);
  const outdated = fieldLabels(entry, status.outdated);
  const missing = fieldLabels(entry, status.missing);
  const parts: string[] = [];
  if (state === 'outdated' || outdated.length)
    parts.push(`Changed in English: ${outdated.join(', ')}`);
  if ((state === 'partial' || state === 'outdated' || state === 'review') && missing.length)
    parts.push(`Still in English: ${missing.join(', ')}`);
  return parts.join('. ');
}
