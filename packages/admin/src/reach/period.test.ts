import { describe, expect, it } from 'vitest';
import { changeOf, chartData, periodDays, pointLabel } from './period';

describe('Reach periods', () => {
  it('ends each period today, both ends included', () => {
    expect(periodDays('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodDays('7d', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(periodDays('12m', '2026-03-01')).toEqual({ from: '2025-03-02', to: '2026-03-01' });
  });

  it('says the change against the previous period', () => {
    expect(changeOf(120, 100)).toBe('+20 %');
    expect(changeOf(95, 100)).toBe('−5 %');
    expect(changeOf(5, 0)).toBe('new');
    expect(changeOf(0, 0)).toBe('no change');
  });

  it("gives the chart each point's time (UTC seconds), page views and visitors", () => {
    expect(
      chartData([
        { at: '2026-03-01', visitors: 1, pageviews: 4 },
        { at: '2026-03-02', visitors: 2, pageviews: 2 },
      ]),
    ).toEqual([
      [1772323200, 1772409600],
      [4, 2],
      [1, 2],
    ]);
    expect(chartData([{ at: '2026-03-01T14', visitors: 0, pageviews: 3 }])[0]).toEqual([
      1772373600,
    ]);
    expect(pointLabel('2026-03-01T14')).toBe('14:00');
  });
});
