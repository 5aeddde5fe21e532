import { defineCollection } from '../model/define.js';
import { image, longText, select, text } from '../model/fields.js';
import { SECTORS } from './organisation.js';

/** The ventures of the Portfolio page (spec section 3), filtered there by sector. */
export const ventures = defineCollection({
  name: 'ventures',
  label: 'Venture',
  plural: 'Ventures',
  description:
    'Ventures built by reform entrepreneurs: the cards of the Portfolio page, in this order. Visitors filter them by sector; a card leads to the contact page naming the venture.',
  section: 'Organisation',
  titleField: 'name',
  imageField: 'picture',
  listFields: ['sector', 'founderName'],
  orderable: true,
  previewPath: '/portfolio',
  fields: {
    name: text('Name', {
      required: true,
      max: 120,
      translatable: false,
      help: 'The venture’s own name, the same in every language; the contact form names it.',
    }),
    sector: select('Sector', SECTORS, {
      required: true,
      help: 'The card’s colour and the filter button that shows it.',
    }),
    description: longText('Description', { required: true, max: 600 }),
    founderName: text('Founder', {
      required: true,
      max: 120,
      translatable: false,
      help: 'Shown as “Founded by …” on the card.',
    }),
    picture: image('Picture', {
      aspect: 16 / 9,
      help: 'Shown in a 16:9 frame at the top of the card. Without one the card shows the first letter of the name.',
    }),
  },
});
