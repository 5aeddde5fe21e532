import { localeMessages } from './load';

/**
 * Month names of a language whose dates are written by hand (Hausa, Yoruba, Igbo: browsers ship
 * without their date data, so a page the server rendered would change its dates when taken
 * over), from the language's own chunk (`ha.ts`: `dates`) once it has loaded; else undefined.
 * CLDR's names and order ("1 Oktoba, 2026", "1 Oṣù Ọ̀wàrà 2026", "1 Ọktoba 2026").
 */
export function handWrittenMonths(
  lang: string,
): { long: string[]; short: string[]; comma: boolean } | undefined {
  const dates = localeMessages(lang, 'dates');
  return (
    dates && {
      long: dates.long!.split('|'),
      short: dates.short!.split('|'),
      comma: dates.comma === ',',
    }
  );
}
