import { defineGlobal } from '../../model/define.js';
import { longText, text } from '../../model/fields.js';

/**
 * The Contact page's own texts (spec section 2, Contact). The e-mail address and the office are
 * the organisation's details; the form's labels and messages are the interface's.
 */
export const contactPage = defineGlobal({
  name: 'contact-page',
  label: 'Contact page',
  description:
    'The texts of the Contact page. The e-mail address, the office, the postal address and the phone number are in Organisation details.',
  section: 'Pages',
  previewPath: '/contact',
  fields: {
    title: text('Title', { required: true, max: 80 }),
    intro: longText('Introduction', { required: true, max: 400 }),
    emailTitle: text('E-mail: heading', {
      required: true,
      max: 60,
      help: 'Above the contact e-mail address of Organisation details.',
    }),
    officeTitle: text('Office: heading', {
      required: true,
      max: 60,
      help: 'Above the office of Organisation details.',
    }),
    phoneTitle: text('Phone: heading', {
      max: 60,
      help: 'Above the phone number of Organisation details (shown when it has one).',
    }),
  },
});
