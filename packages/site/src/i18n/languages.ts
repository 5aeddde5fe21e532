import { localeMessages } from '@ia/widgets';

/**
 * The languages the site's own copy is written in (spec section 9): every supported language,
 * each a full translation (the compiler refuses a missing key).
 */
export const SITE_LANGUAGES = ['en', 'fr', 'ar', 'sw', 'ha', 'yo', 'ig', 'pt', 'am'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** A text of the typed content, written once per fully translated language. */
export type Localized = Readonly<Record<SiteLanguage, string>>;

/** A text that is either the same in every language (a figure, a name) or localized. */
export type Text = string | Localized;

const isSiteLanguage = (code: string): code is SiteLanguage =>
  (SITE_LANGUAGES as readonly string[]).includes(code);

/** The text in `language` ('fr-CA' reads 'fr'); English for any other language. */
export function localize(value: Text, language: string): string {
  if (typeof value === 'string') return value;
  const primary = language.split('-')[0]!.toLowerCase();
  return (isSiteLanguage(primary) && value[primary]) || value.en;
}

/**
 * The locale for `Intl` in `language`. Figures on the site ("500+", "2011") are written in
 * Western digits in every language, so numbers and dates formatted by `Intl` use them too. The
 * site's Portuguese is Portugal's ("A carregar"), so its numbers are too ("1 200", not "1.200").
 */
export function intlLocale(language: string): string {
  return `${language === 'pt' ? 'pt-PT' : language}-u-nu-latn`;
}

/** A number in the reader's language: "1,200" in English, "1 200" in French. */
export function formatNumber(value: number, language: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(language)).format(value);
  } catch {
    return new Intl.NumberFormat('en').format(value);
  }
}

/**
 * A file's size in the reader's language: "1.2 MB", "340 kB" in English, "1,2 Mo" in French
 * (whole kilobytes under a megabyte, one decimal above).
 */
export function formatFileSize(bytes: number, language: string): string {
  const mega = bytes >= 1000 * 1000;
  const value = mega ? bytes / (1000 * 1000) : Math.max(1, Math.round(bytes / 1000));
  const options = {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  } as const;
  try {
    return new Intl.NumberFormat(intlLocale(language), options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}

/**
 * A month and year, "November 2011" in English, "novembre 2011" in French, from `yyyy-mm`. Read
 * in UTC so a server render and the browser agree.
 */
export function formatMonthYear(yearMonth: string, language: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const date = new Date(Date.UTC(year!, (month ?? 1) - 1, 1));
  // Hausa, Yoruba and Igbo: browsers lack their data, their chunk has the months (formatDate).
  const hand = localeMessages(language, 'dates')?.long?.split('|')[date.getUTCMonth()];
  if (hand) return `${hand} ${date.getUTCFullYear()}`;
  const options = { year: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  try {
    return new Intl.DateTimeFormat(intlLocale(language), options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

/**
 * Names joined as the reader's language lists them: "Facebook, Instagram and Twitter",
 * "Facebook, Instagram et Twitter", "Facebook وInstagram وTwitter". English in the site's British
 * style (no comma before "and").
 */
export function formatList(items: readonly string[], language: string): string {
  // "And" where browsers have no list data (Hausa, Yoruba, Igbo): from the language's chunk.
  const and = localeMessages(language, 'dates')?.and;
  if (and) {
    return items.length < 2
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]!}`;
  }
  const locale = language.split('-')[0] === 'en' ? 'en-GB' : language;
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  } catch {
    return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);
  }
}

/**
 * A count with its word as `language` writes it, by its plural rules (`Intl.PluralRules`):
 * `forms` gives each category the language has, "one: # programme; other: # programmes", `#`
 * standing for the number (formatNumber); a category not written reads `other`.
 */
export function formatCount(forms: string, count: number, language: string): string {
  const byCategory = new Map(
    forms.split(';').map((form) => {
      const colon = form.indexOf(':');
      return [form.slice(0, colon).trim(), form.slice(colon + 1).trim()] as const;
    }),
  );
  let category: string;
  try {
    category = new Intl.PluralRules(intlLocale(language)).select(count);
  } catch {
    category = new Intl.PluralRules('en').select(count);
  }
  const form = byCategory.get(category) ?? byCategory.get('other') ?? '#';
  return form.replaceAll('#', formatNumber(count, language));
}
