import { SECTORS, type Venture } from './types';

/** The nine sample ventures of the portfolio (spec section 3). */
export const VENTURES: readonly Venture[] = [
  {
    id: 1,
    name: 'LearnBridge Nigeria',
    description:
      'After-school literacy circles run by trained community volunteers in low-income neighbourhoods of Lagos.',
    sector: 'Education',
    founderName: 'Adaeze Okonkwo',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 2,
    name: 'MamaCare Connect',
    description:
      'Text-message reminders and community health workers that keep expectant mothers on track with antenatal visits.',
    sector: 'Health',
    founderName: 'Fatima Bello',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 3,
    name: 'OpenBudget Watch',
    description:
      'Plain-language summaries of state budgets and town-hall meetings where residents question how funds are spent.',
    sector: 'Governance',
    founderName: 'Tunde Adeyemi',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 4,
    name: 'TeachForward Academy',
    description:
      'Weekend coaching for public-school teachers on lesson planning, classroom management and learner assessment.',
    sector: 'Education',
    founderName: 'Chidinma Eze',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 5,
    name: 'CleanWater Clinics',
    description:
      'Water, sanitation and hygiene upgrades for primary health centres, maintained by trained local committees.',
    sector: 'Health',
    founderName: 'Ibrahim Musa',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 6,
    name: 'CivicVoice Hub',
    description:
      'Training for youth groups to track public projects in their wards and report progress to local councils.',
    sector: 'Governance',
    founderName: 'Ngozi Nwachukwu',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 7,
    name: 'SkillUp Vocational',
    description:
      'Six-month trade apprenticeships that pair school leavers with artisans and small businesses.',
    sector: 'Education',
    founderName: 'Kwame Mensah',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 8,
    name: 'HealthLink Rural',
    description:
      'Mobile clinics and telemedicine days that bring doctors to villages hours away from a hospital.',
    sector: 'Health',
    founderName: 'Amina Diallo',
    imageUrl: null,
    status: 'active',
  },
  {
    id: 9,
    name: 'Transparency Now',
    description:
      'A public tracker of procurement notices and contract awards, with alerts for local journalists.',
    sector: 'Governance',
    founderName: 'Oluwaseun Bakare',
    imageUrl: null,
    status: 'active',
  },
];

/** The portfolio's filter buttons, in order; All is the initial filter (spec section 4). */
export const VENTURE_FILTERS = ['All', ...SECTORS] as const;
export type VentureFilter = (typeof VENTURE_FILTERS)[number];

/** The ventures a filter shows: all of them for All, otherwise those of that sector. */
export function filterVentures(ventures: readonly Venture[], filter: VentureFilter): Venture[] {
  return filter === 'All' ? [...ventures] : ventures.filter((venture) => venture.sector === filter);
}

/** What a card without an image shows: the first letter of the name, in upper case. */
export function ventureInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en') : '?';
}

/** Where a venture card leads: the contact page, naming the venture. */
export function ventureContactHref(name: string): string {
  return `/contact?venture=${encodeURIComponent(name)}`;
}
