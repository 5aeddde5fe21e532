import { defineGlobal } from '../../model/define.js';
import { link, longText, references, text } from '../../model/fields.js';

/**
 * The Collaborative Partners page's own texts (spec section 3). Its categories and case studies
 * are collections of their own; its counters are figures.
 */
export const partnersPage = defineGlobal({
  name: 'partners-page',
  label: 'Collaborative Partners page',
  description:
    'The texts of Collaborative Partners and the figures it shows. Its cards are Partner categories, Case studies and Partners.',
  section: 'Pages',
  previewPath: '/collaborative-partners',
  fields: {
    title: text('Title', { required: true, max: 80 }),
    eyebrow: text('Line above the title', { max: 80 }),
    intro: text('Introduction', { required: true, max: 400 }),
    categoriesTitle: text('Categories: heading', { required: true, max: 80 }),
    categoriesLead: text('Categories: text', { required: true, max: 300 }),
    categoriesUnit: text('Categories: word after each count', {
      required: true,
      max: 40,
      help: 'As in “25+ partners”.',
    }),
    storiesTitle: text('Case studies: heading', { required: true, max: 80 }),
    storiesLead: text('Case studies: text', { required: true, max: 300 }),
    outcomeLabel: text('Case studies: word before each outcome', {
      required: true,
      max: 40,
      help: 'As in “Outcome: 18 health posts connected”.',
    }),
    partnersTitle: text('Partners: heading', {
      max: 80,
      help: 'Above the partners (their own screen), after the case studies.',
    }),
    partnersLead: text('Partners: text', { max: 300 }),
    impactTitle: text('Shared impact: heading', { required: true, max: 80 }),
    impactLead: text('Shared impact: text', { required: true, max: 300 }),
    figures: references('Shared impact: figures', 'figures', {
      max: 6,
      help: 'The counters under the heading, in this order.',
    }),
    ctaTitle: text('Become a partner: heading', { required: true, max: 80 }),
    ctaText: longText('Become a partner: text', { required: true, max: 600 }),
    ctaPrimary: text('First button', { required: true, max: 60 }),
    ctaPrimaryLink: link('First button: address', {
      required: true,
      help: 'A page of the site (/contact) or an https:// address.',
    }),
    ctaSecondary: text('Second button', { required: true, max: 60 }),
    ctaSecondaryLink: link('Second button: address', {
      required: true,
      help: 'A page of the site or an https:// address (a partnership toolkit, say).',
    }),
  },
});
