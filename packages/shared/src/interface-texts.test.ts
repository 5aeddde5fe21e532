import { describe, expect, it } from 'vitest';
import { placeholderProblem, placeholdersOf } from './interface-texts';

describe('placeholders of interface texts', () => {
  it('are read once each, in order', () => {
    expect(placeholdersOf('{count} results for “{q}” ({count})')).toEqual(['count', 'q']);
    expect(placeholdersOf('Read Full Story')).toEqual([]);
  });

  it('must all be kept, and none made up', () => {
    expect(placeholderProblem('Page {n} of {count}', 'Seite {n} von {count}')).toBeUndefined();
    expect(placeholderProblem('Page {n} of {count}', '{count}: {n}')).toBeUndefined();
    expect(placeholderProblem('Page {n} of {count}', 'Page {n}')).toContain('{count}');
    expect(placeholderProblem('Page {n} of {count}', 'Page {n} of {count} {title}')).toContain(
      '{title} is not a placeholder',
    );
    expect(placeholderProblem('Read Full Story', 'Read {title}')).toContain('has none');
  });
});
