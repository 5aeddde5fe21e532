import { defineGlobal } from '@ia/shared';

/** A global of two texts, for the editor's tests. */
export const ABOUT = defineGlobal({
  name: 'about-test',
  label: 'About',
  description: 'A page for the tests.',
  section: 'Pages',
  fields: {
    heading: { type: 'text', label: 'Heading', required: true, translatable: true, max: 20 },
    note: { type: 'text', label: 'Note', required: false, translatable: true, max: 10 },
  },
});
