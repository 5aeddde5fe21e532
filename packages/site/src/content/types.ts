/**
 * Types of the static content the host site shows (spec section 3). The data lives beside these
 * types in this folder; pages only read it.
 */

/** The three sectors the organisation works in. */
export const SECTORS = ['Education', 'Health', 'Governance'] as const;
export type Sector = (typeof SECTORS)[number];

/** The illustration drawn for a programme (an inline SVG, see components/Illustration). */
export type IllustrationName =
  'compass' | 'book' | 'building' | 'network' | 'heart' | 'scales' | 'globe' | 'people';

export interface Programme {
  id: number;
  name: string;
  tagline: string;
  description: string;
  /** A photograph, when there is one; otherwise the illustration is drawn. */
  imageUrl: string | null;
  imageAlt: string;
  duration: string;
  format: string;
  targetAudience: string;
  icon: IllustrationName;
  slug: string;
}

export interface Venture {
  id: number;
  name: string;
  description: string;
  /**
   * One of the three sectors for the sample data; typed as a string because ventures may one
   * day come from elsewhere, and an unknown sector must still render (in a neutral colour).
   */
  sector: Sector | (string & {});
  founderName: string;
  imageUrl: string | null;
  status: 'active';
}

export interface PartnerCaseStudy {
  id: number;
  title: string;
  narrative: string;
  imageUrl: string | null;
  partnerType: string;
  outcome: string;
  year: string;
  /** Where the copy says the full case study lives; not linked until those articles exist. */
  caseStudyLink: string;
  icon: IllustrationName;
}

export interface PartnerCategory {
  type: string;
  description: string;
  count: string;
  icon: IllustrationName;
}

export interface CollaborativePartner {
  id: number;
  name: string;
  description: string;
  /** A logo, when there is one; otherwise a generated mark from the name. */
  logoUrl: string | null;
}

export interface TimelineMilestone {
  year: string;
  title: string;
  description: string;
}

export interface CouncilMember {
  id: number;
  name: string;
  title: 'Board Chair' | 'Vice Chair' | 'Founder & CEO';
  /** A portrait, when there is one; otherwise a generated initials avatar. */
  imageUrl: string | null;
  bio: string;
}

export interface AdvisoryMember {
  id: number;
  name: string;
  title: string;
  imageUrl: string | null;
}

/** One headline figure: "500+" over "Reform Entrepreneurs". */
export interface Stat {
  value: string;
  label: string;
}
