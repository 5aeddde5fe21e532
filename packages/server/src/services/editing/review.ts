import type { RevisionAction } from '@ia/shared';
import { DEFAULT_LANGUAGE } from '@ia/shared';

/**
 * "Needs review", the one rule: a translation the launch's team wrote (written with no account:
 * the seed, the demo content, a seed upgrade) waits for a native speaker on staff; a save by
 * staff that changes a language (in the editor or by importing a translation file) is that
 * check, as is "Mark as reviewed" (which clears it without a change). A restore changes nothing
 * of it, and a language no longer translated has nothing to check.
 */
export function reviewChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  writer: { by: string | null; action: RevisionAction },
): { mark: string[]; clear: string[] } {
  const mark: string[] = [];
  const clear: string[] = [];
  const languages = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const lang of languages) {
    if (lang === DEFAULT_LANGUAGE) continue;
    if (after[lang] === undefined) {
      if (before[lang] !== undefined) clear.push(lang);
      continue;
    }
    if (sameValue(before[lang], after[lang])) continue;
    if (writer.action === 'restored') continue;
    if (writer.by === null) mark.push(lang);
    else clear.push(lang);
  }
  return { mark: mark.sort(), clear: clear.sort() };
}

/** Two JSON values alike, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
