import { defineCollection, defineGlobal } from '../model/define.js';
import { date, group, image, link, longText, reference, select, text } from '../model/fields.js';

/** The drawn icons staff may give a card (the site draws each as an inline SVG). */
export const ILLUSTRATIONS = [
  'compass',
  'book',
  'building',
  'network',
  'heart',
  'scales',
  'globe',
  'people',
] as const;
export type IllustrationName = (typeof ILLUSTRATIONS)[number];

/** The three sectors the organisation works in. */
export const SECTORS = ['Education', 'Health', 'Governance'] as const;
export type Sector = (typeof SECTORS)[number];

/** Social networks the footer can link to (names are brands: not translated). */
export const SOCIAL_NETWORKS = [
  'Facebook',
  'Instagram',
  'Twitter',
  'X',
  'LinkedIn',
  'YouTube',
  'TikTok',
  'WhatsApp',
] as const;

/** The time zones the organisation may tell its dates and times in (staff's scheduling). */
export const TIME_ZONES = [
  'Africa/Lagos',
  'Africa/Accra',
  'Africa/Nairobi',
  'Africa/Kigali',
  'Africa/Johannesburg',
  'Africa/Cairo',
  'Europe/London',
  'UTC',
] as const;

/** The organisation's time zone until staff choose one. */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/**
 * Headline figures. Each is one record, shown wherever a page refers to it, so "500+" changes
 * in one place. Where the organisation's own pages disagree (200+ and 50+ active projects, 12
 * and 15+ countries), each reading is its own, clearly named figure until staff make them agree.
 */
export const figures = defineCollection({
  name: 'figures',
  label: 'Figure',
  plural: 'Figures',
  description:
    'Headline figures (500+ reform entrepreneurs…). Pages show the figures chosen in their own texts; a change here shows on every page at once.',
  section: 'Organisation',
  titleField: 'name',
  listFields: ['value', 'label', 'asOf'],
  fields: {
    name: text('Name for staff', {
      required: true,
      max: 120,
      translatable: false,
      help: 'Only staff see it: what the figure counts and where it is used (e.g. “Active projects (hero)”).',
    }),
    value: text('Value', {
      required: true,
      max: 40,
      help: 'As visitors read it: “500+”, “12”, “100,000+”.',
    }),
    label: text('Label', { required: true, max: 80 }),
    asOf: date('As of', 'day', { help: 'The day the figure was last counted.' }),
    source: longText('Source or method', {
      max: 600,
      help: 'Where the figure comes from or how it is counted; visitors can read it beside the figure.',
    }),
  },
});

/** Governing council members and advisors (How We Work), and the founder on the home page. */
export const people = defineCollection({
  name: 'people',
  label: 'Person',
  plural: 'People',
  description:
    'The governing council and the advisory board on How We Work, in this order; staff who write articles.',
  section: 'Organisation',
  titleField: 'name',
  imageField: 'portrait',
  listFields: ['role', 'team'],
  orderable: true,
  // An author's page is at /insights/authors/{slug}.
  slugs: true,
  previewPath: '/how-we-work',
  fields: {
    name: text('Name', { required: true, max: 120, translatable: false }),
    role: text('Role', { required: true, max: 120, help: 'e.g. Board Chair, Education Advisor.' }),
    team: select(
      'Team',
      [
        { value: 'council', label: 'Governing council' },
        { value: 'advisory', label: 'Advisory board' },
        { value: 'staff', label: 'Staff (article authors)' },
      ],
      { required: true },
    ),
    portrait: image('Portrait', {
      aspect: 1,
      help: 'A square crop is shown; set the focal point on the face. Without one, initials show.',
    }),
    bio: longText('Short biography', { max: 600 }),
  },
});

/** The three focus areas: About's cards and the home page's image cards. */
export const focusAreas = defineCollection({
  name: 'focus-areas',
  label: 'Focus area',
  plural: 'Focus areas',
  description: 'The sectors the organisation works in: About and the home page, in this order.',
  section: 'Organisation',
  titleField: 'title',
  imageField: 'picture',
  orderable: true,
  previewPath: '/about',
  fields: {
    sector: select('Sector', SECTORS, {
      required: true,
      help: 'The stories’ category the home page’s card opens Our Impact filtered to.',
    }),
    title: text('Title', { required: true, max: 80 }),
    description: longText('Description', { required: true, max: 600 }),
    picture: image('Picture', { required: true, aspect: 4 / 3 }),
    icon: select('Icon', ILLUSTRATIONS, { required: true }),
  },
});

/** The organisation's details, shown in the header, footer, contact page and elsewhere. */
export const organisation = defineGlobal({
  name: 'organisation',
  label: 'Organisation details',
  description:
    'Mission, vision, contact details and social links: the footer, About, Contact and Our History.',
  section: 'Site settings',
  previewPath: '/contact',
  fields: {
    tagline: text('Tagline', {
      required: true,
      max: 200,
      help: 'Under the name in the footer of every page.',
    }),
    mission: longText('Mission', { required: true, max: 600 }),
    vision: longText('Vision', { required: true, max: 600 }),
    founded: date('Founded', 'month', { required: true, help: 'When the organisation began.' }),
    movedToLagos: date('Moved to Lagos', 'month', { required: true }),
    contactEmail: text('Contact e-mail', {
      required: true,
      max: 254,
      format: 'email',
      translatable: false,
      help: 'Shown on every page (footer), on Contact and the home page.',
    }),
    office: text('Office', { required: true, max: 120, help: 'e.g. Lagos, Nigeria.' }),
    officeNote: text('Office note', { max: 200, help: 'e.g. Visits by appointment only.' }),
    postalAddress: longText('Postal address', {
      max: 400,
      translatable: false,
      help: 'As a letter is addressed, a line each; written once, the same in every language. On Contact under the office.',
    }),
    phone: text('Phone', {
      max: 40,
      format: 'tel',
      translatable: false,
      help: 'With the country code (+234 1 234 5678): on Contact, where a tap dials it, and in search engines’ details.',
    }),
    socialLinks: group(
      'Social links',
      {
        network: select('Network', SOCIAL_NETWORKS, { required: true }),
        url: link('Address', { required: true, help: 'The https:// address of the page.' }),
      },
      { max: 8, rowLabel: 'network' },
    ),
    founder: reference('Founder', 'people', {
      help: 'The person the home page’s hero names under the founder’s photograph.',
    }),
    timeZone: select('Time zone', TIME_ZONES, {
      help: 'Scheduled articles are told in it. Lagos until one is chosen.',
    }),
  },
});
