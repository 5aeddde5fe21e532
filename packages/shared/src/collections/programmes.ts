import { defineCollection } from '../model/define.js';
import { image, link, longText, text } from '../model/fields.js';

/** The programmes (spec section 3): the Programmes page lists them, pictures alternating sides. */
export const programmes = defineCollection({
  name: 'programmes',
  label: 'Programme',
  plural: 'Programmes',
  description:
    'The programmes on the Programmes page, in this order: the picture of the first is on the start side, the next on the end side, and so on.',
  section: 'Organisation',
  titleField: 'name',
  imageField: 'picture',
  listFields: ['duration', 'format'],
  orderable: true,
  previewPath: '/programs',
  fields: {
    name: text('Name', {
      required: true,
      max: 120,
      help: 'The programme’s title (e.g. Reform Entrepreneurs Programme), a heading on the page.',
    }),
    tagline: text('Tagline', {
      required: true,
      max: 160,
      help: 'One line under the name, in the brand colour.',
    }),
    description: longText('Description', { required: true, max: 1200 }),
    picture: image('Picture', {
      required: true,
      aspect: 4 / 3,
      help: 'Shown in a 4:3 frame beside the texts; set the focal point on what matters.',
    }),
    duration: text('Duration', { required: true, max: 60, help: 'e.g. 12 weeks, Ongoing.' }),
    format: text('Format', { required: true, max: 80, help: 'e.g. Weekdays or weekends.' }),
    audience: text('For', {
      required: true,
      max: 120,
      help: 'Who the programme is for (e.g. Reform-minded individuals).',
    }),
    moreLink: link('Learn More: page', {
      required: true,
      internal: true,
      help: 'Where its Learn More button leads (the contact page, /contact, unless the programme has a page of its own).',
    }),
  },
});
