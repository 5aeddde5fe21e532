import { defineGlobal } from '../../model/define.js';
import { longText, text } from '../../model/fields.js';

/** The Programmes page's own texts (spec section 2, Programmes); the programmes are a collection. */
export const programmesPage = defineGlobal({
  name: 'programmes-page',
  label: 'Programmes page',
  description:
    'The texts of the Programmes page around the list. The programmes have their own screen.',
  section: 'Pages',
  previewPath: '/programs',
  fields: {
    title: text('Title', { required: true, max: 80 }),
    eyebrow: text('Line above the title', {
      required: true,
      max: 60,
      help: 'A few words shown in capitals above the title.',
    }),
    intro: longText('Introduction', { required: true, max: 400 }),
    listTitle: text('Programmes: heading', {
      required: true,
      max: 80,
      placeholders: ['count'],
      help: '{count} is how many programmes the page lists, with the word: “{count}, one network” reads “4 programmes, one network”.',
    }),
    listLead: longText('Programmes: text', { required: true, max: 400 }),
  },
});
