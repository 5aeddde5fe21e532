/**
 * Reach: what the server counts of the public site without cookies (see the server's
 * services/reach.ts), as `GET /api/admin/reach?from=YYYY-MM-DD&to=YYYY-MM-DD` answers it.
 */

/** One point of the chart: an hour (`YYYY-MM-DDTHH`) for one day, else a day (`YYYY-MM-DD`). */
export interface ReachPoint {
  at: string;
  visitors: number;
  pageviews: number;
}

export interface ReachTotals {
  /** Distinct visitors of each day, added up over the days (a visitor of two days counts twice). */
  visitors: number;
  pageviews: number;
}

export interface ReachReport {
  from: string;
  to: string;
  /** When the counts were read (every request answered before it is included). */
  asOf: string;
  totals: ReachTotals;
  /** The period of the same length just before. */
  previous: ReachTotals & { from: string; to: string };
  series: ReachPoint[];
  pages: { path: string; pageviews: number; visitors: number }[];
  /** Stories and articles read on the site (their page opened). */
  stories: { slug: string; kind: 'story' | 'article'; reads: number }[];
  languages: { language: string; pageviews: number }[];
  referrers: { host: string; visitors: number }[];
  devices: { device: ReachDevice; pageviews: number }[];
  /** Origins of partner pages showing our widgets and story cards, with the stories they show. */
  partners: { origin: string; views: number; stories: { slug: string; views: number }[] }[];
  /** Feed fetches, and subscribers as feed readers report them in their user agents. */
  feeds: { path: string; fetches: number; subscribers: number }[];
  /** Site searches that found nothing. */
  searches: { q: string; count: number }[];
}

export type ReachDevice = 'phone' | 'tablet' | 'desktop';

/** A day as the Reach screen and API name it (UTC). */
export const REACH_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The most days one Reach answer covers (a little over two years). */
export const REACH_MAX_DAYS = 800;
