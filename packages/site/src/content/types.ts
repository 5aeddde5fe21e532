/**
 * Types of the static content the host site shows (spec section 3). The data lives beside these
 * types in this folder; pages only read it. Texts a visitor reads are `Localized`: written in
 * en, fr, ar and sw in the data itself, read with `localize` (English for other languages).
 * Names of people, organisations and ventures are not translated.
 */
import type { Localized, Text } from '../i18n/languages';

export type { Localized, Text };

/** The three sectors the organisation works in. */
export const SECTORS = ['Education', 'Health', 'Governance'] as const;
export type Sector = (typeof SECTORS)[number];

/** The illustration drawn for a programme (an inline SVG, see components/Illustration). */
export type IllustrationName =
  'compass' | 'book' | 'building' | 'network' | 'heart' | 'scales' | 'globe' | 'people';

/** One headline figure: "500+" over "Reform Entrepreneurs". A figure may be the same in every language. */
export interface Stat {
  value: Text;
  label: Localized;
}
