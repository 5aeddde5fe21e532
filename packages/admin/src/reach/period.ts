import type { ReachPoint } from '@ia/shared';

/** The periods the Reach screen offers, besides chosen dates. */
export const PERIODS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '12m', label: 'Last 12 months', days: 365 },
] as const;

export type PeriodId = (typeof PERIODS)[number]['id'] | 'custom';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days (UTC, both included) of a period ending today. */
export function periodDays(
  id: Exclude<PeriodId, 'custom'>,
  today: string,
): { from: string; to: string } {
  const days = PERIODS.find((period) => period.id === id)!.days;
  return { from: isoDay(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS), to: today };
}

/** "+12 %", "−5 %", "new" (nothing before), "no change" against the previous period. */
export function changeOf(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'new';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'no change';
  return percent > 0 ? `+${percent} %` : `−${-percent} %`;
}

/**
 * The chart's data as uPlot takes it: the times (seconds since 1970, UTC: an hour
 * `YYYY-MM-DDTHH` or a day `YYYY-MM-DD`), then page views and visitors, point by point.
 */
export function chartData(points: readonly ReachPoint[]): [number[], number[], number[]] {
  const time = (at: string) =>
    Date.parse(at.length > 10 ? `${at}:00:00Z` : `${at}T00:00:00Z`) / 1000;
  return [
    points.map((point) => time(point.at)),
    points.map((point) => point.pageviews),
    points.map((point) => point.visitors),
  ];
}

/** A point's label: the hour of one day ("14:00"), else the day. */
export const pointLabel = (at: string): string => (at.length > 10 ? `${at.slice(11)}:00` : at);
