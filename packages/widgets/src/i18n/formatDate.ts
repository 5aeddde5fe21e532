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

/**
 * Hausa, Yoruba and Igbo are written by hand too: browsers ship without their date data
 * (Chromium formats `new Intl.DateTimeFormat('ha')` in English) while Node has it, so a page
 * the server rendered would change its dates when taken over. The month names and the order are
 * CLDR's ("1 Oktoba, 2026", "1 Oṣù Ọ̀wàrà 2026", "1 Ọktoba 2026"), the same on every runtime.
 */
const HAND_WRITTEN: Readonly<
  Record<string, { long: readonly string[]; short: readonly string[]; comma: boolean }>
> = {
  ha: {
    long: [
      'Janairu',
      'Faburairu',
      'Maris',
      'Afirilu',
      'Mayu',
      'Yuni',
      'Yuli',
      'Agusta',
      'Satumba',
      'Oktoba',
      'Nuwamba',
      'Disamba',
    ],
    short: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
    comma: true,
  },
  yo: {
    long: [
      'Oṣù Ṣẹ́rẹ́',
      'Oṣù Èrèlè',
      'Oṣù Ẹrẹ̀nà',
      'Oṣù Ìgbé',
      'Oṣù Ẹ̀bibi',
      'Oṣù Òkúdu',
      'Oṣù Agẹmọ',
      'Oṣù Ògún',
      'Oṣù Owewe',
      'Oṣù Ọ̀wàrà',
      'Oṣù Bélú',
      'Oṣù Ọ̀pẹ̀',
    ],
    short: [
      'Ṣẹ́rẹ́',
      'Èrèlè',
      'Ẹrẹ̀nà',
      'Ìgbé',
      'Ẹ̀bibi',
      'Òkúdu',
      'Agẹmọ',
      'Ògún',
      'Owewe',
      'Ọ̀wàrà',
      'Bélú',
      'Ọ̀pẹ̀',
    ],
    comma: false,
  },
  ig: {
    long: [
      'Jenụwarị',
      'Febrụwarị',
      'Maachị',
      'Epreel',
      'Mee',
      'Jun',
      'Julaị',
      'Ọgọọst',
      'Septemba',
      'Ọktoba',
      'Novemba',
      'Disemba',
    ],
    short: ['Jen', 'Feb', 'Maa', 'Epr', 'Mee', 'Jun', 'Jul', 'Ọgọ', 'Sep', 'Ọkt', 'Nov', 'Dis'],
    comma: false,
  },
};

/**
 * A month and year ("Oktoba 2026") in a language whose dates are written by hand, else
 * undefined (`Intl` then formats it).
 */
export function handWrittenMonthYear(date: Date, lang: string): string | undefined {
  const months = HAND_WRITTEN[lang.split('-')[0]!.toLowerCase()];
  return months && `${months.long[date.getUTCMonth()]!} ${date.getUTCFullYear()}`;
}

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
  const hand = HAND_WRITTEN[primary];
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
