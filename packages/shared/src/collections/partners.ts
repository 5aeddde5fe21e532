import { defineCollection } from '../model/define.js';
import { image, link, longText, number, reference, select, text } from '../model/fields.js';
import { ILLUSTRATIONS } from './organisation.js';

/** The kinds of partner the Collaborative Partners page counts (educational institutions…). */
export const partnerCategories = defineCollection({
  name: 'partner-categories',
  label: 'Partner category',
  plural: 'Partner categories',
  description:
    'The kinds of partner on Collaborative Partners (“Who we partner with”), in this order, each with its count. Case studies name their partner by one of these.',
  section: 'Organisation',
  titleField: 'name',
  listFields: ['count'],
  orderable: true,
  previewPath: '/collaborative-partners',
  fields: {
    name: text('Name', {
      required: true,
      max: 80,
      help: 'The card’s heading, for many: “Educational Institutions”.',
    }),
    singular: text('Name for one partner', {
      required: true,
      max: 80,
      help: 'How a case study names its partner: “Educational Institution”.',
    }),
    count: text('Count', {
      required: true,
      max: 20,
      translatable: false,
      help: 'As visitors read it: “25+”. The word after it is on the Collaborative Partners page screen.',
    }),
    description: longText('Description', { required: true, max: 600 }),
    icon: select('Icon', ILLUSTRATIONS, { required: true }),
  },
});

/** Partnership case studies: the success stories of Collaborative Partners. */
export const caseStudies = defineCollection({
  name: 'case-studies',
  label: 'Case study',
  plural: 'Case studies',
  description:
    'What partners and alumni achieved together: “Partnership success stories” on Collaborative Partners, in this order.',
  section: 'Organisation',
  titleField: 'title',
  imageField: 'picture',
  listFields: ['category', 'year'],
  orderable: true,
  previewPath: '/collaborative-partners',
  fields: {
    title: text('Title', { required: true, max: 120 }),
    category: reference('Partner category', 'partner-categories', {
      required: true,
      help: 'The kind of partner; the card names it above the title, beside the year.',
    }),
    year: number('Year', { required: true, integer: true, min: 1990, max: 2100 }),
    narrative: longText('What happened', { required: true, max: 800 }),
    outcome: text('Outcome', {
      required: true,
      max: 200,
      help: 'One line of results, shown highlighted at the foot of the card.',
    }),
    picture: image('Picture', {
      required: true,
      aspect: 16 / 7,
      help: 'Shown wide above the title, cropped around its focal point.',
    }),
  },
});

/** The collaborative partners named on Collaborative Partners and How We Work. */
export const partners = defineCollection({
  name: 'partners',
  label: 'Partner',
  plural: 'Partners',
  description:
    'The partners named on Collaborative Partners and in the Collaborative Partners tab of How We Work, in this order.',
  section: 'Organisation',
  titleField: 'name',
  imageField: 'logo',
  listFields: ['website'],
  orderable: true,
  previewPath: '/collaborative-partners',
  fields: {
    name: text('Name', { required: true, max: 120, translatable: false }),
    description: longText('What they do with us', { required: true, max: 400 }),
    website: link('Website', {
      help: 'The partner’s own site (https://…): their name links to it.',
    }),
    logo: image('Logo', {
      help: 'Shown whole in a small square beside the name; without one, the initials show. The name beside it says who it is, so its alt text is not read out there.',
    }),
  },
});
