import { handWrittenMonths } from './locales/dates';

/**
 * Dates as the spec writes them: 'MMM d, yyyy' ('Jan 5, 2024') in lists and 'MMMM d, yyyy'
 * ('January 5, 2024') on a detail page. English is built by hand so it is exactly that on every
 * runtime; other languages use `Intl.DateTimeFormat`. Dates are read in UTC, so a server render
 * and the browser agree and a date never shifts by a day with the reader's time zone.
 */
export type DateStyle = 'short' | 'long';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The date of an ISO 8601 string in `lang`; the input itself if it is not a date. */
export function formatDate(iso: string, style: DateStyle = 'short', lang = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const primary = lang.split('-')[0]!.toLowerCase();
  if (primary === 'en') {
    const month = MONTHS[date.getUTCMonth()]!;
    const name = style === 'short' ? month.slice(0, 3) : month;
    return `${name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  const hand = handWrittenMonths(primary);
  if (hand) {
    const month = hand[style][date.getUTCMonth()]!;
    return `${date.getUTCDate()} ${month}${hand.comma ? ',' : ''} ${date.getUTCFullYear()}`;
  }
  try {
    return new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: style,
      day: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  } catch {
    return formatDate(iso, style, 'en'); // an unknown locale tag
  }
}

/** The `datetime` attribute of a `<time>`: the calendar date, yyyy-mm-dd. */
export function isoDate(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
