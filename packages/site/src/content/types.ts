/**
 * Types of the static content the host site shows (spec section 3). The data lives beside these
 * types in this folder; pages only read it. Texts a visitor reads are `Localized`: written in
 * en, fr, ar and sw in the data itself, read with `localize` (English for other languages).
 * Names of people, organisations and ventures are not translated.
 */
import type { Localized, Text } from '../i18n/languages';
import type { PictureName } from '../pictures/pictures';

export type { Localized, Text };

/** The three sectors the organisation works in. */
export const SECTORS = ['Education', 'Health', 'Governance'] as const;
export type Sector = (typeof SECTORS)[number];

/** The illustration drawn for a programme (an inline SVG, see components/Illustration). */
export type IllustrationName =
  'compass' | 'book' | 'building' | 'network' | 'heart' | 'scales' | 'globe' | 'people';

export interface PartnerCaseStudy {
  id: number;
  title: Localized;
  narrative: Localized;
  picture: PictureName;
  partnerType: Localized;
  outcome: Localized;
  year: string;
  /** Where the copy says the full case study lives; not linked until those articles exist. */
  caseStudyLink: string;
  icon: IllustrationName;
}

export interface PartnerCategory {
  type: Localized;
  description: Localized;
  count: string;
  icon: IllustrationName;
}

export interface CollaborativePartner {
  id: number;
  name: string;
  description: Localized;
  /** A logo, when there is one; otherwise a generated mark from the name. */
  logoUrl: string | null;
}

export interface CouncilMember {
  id: number;
  name: string;
  /** One of the spec's three titles, in the member's own form in each language (gendered). */
  title: Localized & { en: 'Board Chair' | 'Vice Chair' | 'Founder & CEO' };
  /** The portrait; the initials avatar stands in when it is missing or fails to load. */
  portrait: PictureName | null;
  bio: Localized;
}

export interface AdvisoryMember {
  id: number;
  name: string;
  title: Localized;
  /** The portrait; the initials avatar stands in when it is missing or fails to load. */
  portrait: PictureName | null;
}

/** One headline figure: "500+" over "Reform Entrepreneurs". A figure may be the same in every language. */
export interface Stat {
  value: Text;
  label: Localized;
}
