import { describe, expect, it } from 'vitest';
import { timelineOrder } from './history.js';

describe('timelineOrder', () => {
  it('puts milestones by year, oldest first, those of one year in the order they were added', () => {
    const added = [
      { id: 1, year: 2011 },
      { id: 2, year: 2024 },
      { id: 3, year: 2016 },
      { id: 7, year: 2016 },
      { id: 5, year: 2016 },
      { id: 4, year: 2012 },
    ];
    expect(timelineOrder(added).map((item) => item.id)).toEqual([1, 4, 3, 5, 7, 2]);
  });

  it('puts a milestone without a year last, and leaves its input alone', () => {
    const input = [
      { id: 2, year: null },
      { id: 1, year: 2020 },
      { id: 3, year: null },
    ];
    expect(timelineOrder(input).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(input.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(timelineOrder([])).toEqual([]);
  });
});
