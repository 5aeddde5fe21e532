/**
 * The toolbar's keyboard rule (WAI-ARIA toolbar pattern, roving tabindex): one button is in the
 * tab order; the arrow keys move along the buttons (mirrored in right-to-left text), Home and
 * End go to the first and last. Plain functions, tested without a browser.
 */

/** The button to focus after `key`, or undefined when the key does not move. */
export function nextToolbarIndex(
  key: string,
  current: number,
  count: number,
  dir: 'ltr' | 'rtl' = 'ltr',
): number | undefined {
  if (count <= 0) return undefined;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Words and characters of a text, as the editor says under it. */
export function lengthNote(words: number, characters: number, max: number): string {
  const w = `${words.toLocaleString('en')} ${words === 1 ? 'word' : 'words'}`;
  return `${w} · ${characters.toLocaleString('en')} of ${max.toLocaleString('en')} characters`;
}
