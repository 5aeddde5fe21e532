import { defineGlobal } from '../../model/define.js';
import { image, link, longText, references, text } from '../../model/fields.js';

/** The About page's own texts and pictures (spec section 2, About). */
export const aboutPage = defineGlobal({
  name: 'about-page',
  label: 'About page',
  description:
    'The texts of the About page. Mission, vision and focus areas have their own screens.',
  section: 'Pages',
  previewPath: '/about',
  fields: {
    title: text('Title', { required: true, max: 80 }),
    intro: text('Introduction', { required: true, max: 300 }),
    purposeTitle: text('Purpose: heading', { required: true, max: 80 }),
    purposeLead: longText('Purpose: text', { required: true, max: 600 }),
    whereTitle: text('Where we work: heading', { required: true, max: 80 }),
    whereText: longText('Where we work: text', {
      required: true,
      max: 600,
      placeholders: ['founded', 'moved'],
      help: '{founded} and {moved} show the months of Organisation details.',
    }),
    figures: references('Figures', 'figures', { max: 6, help: 'Shown beside Where we work.' }),
    map: image('Map picture', {
      help: 'Leave empty to show the drawn map of Africa marking Abuja and Lagos.',
    }),
    mapLabel: text('Drawn map: description', { required: true, max: 300 }),
    mapAbuja: text('Drawn map: Abuja', { required: true, max: 40 }),
    mapLagos: text('Drawn map: Lagos', { required: true, max: 40 }),
    focusTitle: text('Focus areas: heading', { required: true, max: 80 }),
    focusLead: text('Focus areas: text', { required: true, max: 300 }),
    whoTitle: text('Who we are: heading', { required: true, max: 80 }),
    whoIntro: longText('Who we are: text', {
      required: true,
      max: 1000,
      placeholders: ['siteName'],
      help: '{siteName} shows the organisation’s name.',
    }),
    whoOrganisations: text('Who we are: the two organisations', { required: true, max: 200 }),
    companyName: text('First organisation: name', { required: true, max: 80 }),
    companyText: text('First organisation: text', {
      required: true,
      max: 300,
      placeholders: ['name'],
      help: '{name} shows the name above, in bold.',
    }),
    teamName: text('Second organisation: name', { required: true, max: 80 }),
    teamText: text('Second organisation: text', {
      required: true,
      max: 300,
      placeholders: ['name'],
      help: '{name} shows the name above, in bold.',
    }),
    whoProgramme: longText('Who we are: the programme', { required: true, max: 600 }),
    cta: text('Button', { required: true, max: 60 }),
    ctaLink: link('Button: page', { required: true, internal: true }),
  },
});
