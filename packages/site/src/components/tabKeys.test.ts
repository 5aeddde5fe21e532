import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tabKeys';

describe('tabIndexAfterKey', () => {
  it('moves with the arrows and wraps around', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
  });

  it('mirrors the arrows right to left', () => {
    expect(tabIndexAfterKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 0, 3, 'rtl')).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(tabIndexAfterKey('ArrowDown', 1, 3)).toBeNull();
    expect(tabIndexAfterKey('Enter', 1, 3)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
