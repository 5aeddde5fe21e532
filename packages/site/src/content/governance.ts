import type { AdvisoryMember, CouncilMember } from './types';

/** The governing council (How We Work, Governance tab). */
export const COUNCIL_MEMBERS: readonly CouncilMember[] = [
  {
    id: 1,
    name: 'Oluwakemi Adebayo',
    title: 'Board Chair',
    imageUrl: null,
    bio: 'A public-policy lawyer with twenty years in justice-sector reform, she chairs the board and leads its work on strategy and accountability.',
  },
  {
    id: 2,
    name: 'Emeka Chukwuma',
    title: 'Vice Chair',
    imageUrl: null,
    bio: 'An economist and former state planning official, he oversees the finance and audit committee and the grant-making rules.',
  },
  {
    id: 3,
    name: 'Folasade Ogunleye',
    title: 'Founder & CEO',
    imageUrl: null,
    bio: 'She founded the initiative in 2011 after a decade in education and health programmes, and leads the team and its partnerships.',
  },
];

/** The six advisors (How We Work, Advisory Board & Reform Teams tab). */
export const ADVISORY_MEMBERS: readonly AdvisoryMember[] = [
  { id: 1, name: 'Yetunde Afolabi', title: 'Education Advisor', imageUrl: null },
  { id: 2, name: 'Abdullahi Garba', title: 'Health Advisor', imageUrl: null },
  { id: 3, name: 'Chiamaka Obi', title: 'Business Advisor', imageUrl: null },
  { id: 4, name: 'Kofi Asante', title: 'HR Advisor', imageUrl: null },
  { id: 5, name: 'Zainab Lawal', title: 'Arts Advisor', imageUrl: null },
  { id: 6, name: 'Babatunde Okafor', title: 'Governance Advisor', imageUrl: null },
];

/**
 * The sectors from which advisors and reform teams are drawn, top of the pyramid first
 * (spec section 3). Each tier lists one or two sectors.
 */
export const SECTOR_PYRAMID: readonly (readonly string[])[] = [
  ['Media & Communication'],
  ['Arts & Entertainment'],
  ['Business & Economy'],
  ['Health & Wellness', 'Agriculture'],
  ['Education & Training', 'Government & Politics'],
];
