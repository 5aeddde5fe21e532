import { describe, expect, it } from 'vitest';
import { lengthNote, nextToolbarIndex } from './toolbar';

describe('the rich-text toolbar', () => {
  it('moves along its buttons with the arrow keys, wrapping, mirrored right to left', () => {
    expect(nextToolbarIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextToolbarIndex('ArrowRight', 4, 5)).toBe(0);
    expect(nextToolbarIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(nextToolbarIndex('ArrowLeft', 0, 5, 'rtl')).toBe(1);
    expect(nextToolbarIndex('ArrowRight', 0, 5, 'rtl')).toBe(4);
    expect(nextToolbarIndex('Home', 3, 5)).toBe(0);
    expect(nextToolbarIndex('End', 1, 5)).toBe(4);
    expect(nextToolbarIndex('Enter', 1, 5)).toBeUndefined();
    expect(nextToolbarIndex('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('says how long the text is', () => {
    expect(lengthNote(1, 5, 100_000)).toBe('1 word · 5 of 100,000 characters');
    expect(lengthNote(1200, 7000, 50_000)).toBe('1,200 words · 7,000 of 50,000 characters');
  });
});
