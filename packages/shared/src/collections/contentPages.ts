import { STORY_CATEGORIES } from '../content.js';
import { defineCollection } from '../model/define.js';
import {
  block,
  blocks,
  documents,
  group,
  image,
  link,
  longText,
  number,
  references,
  richText,
  select,
  text,
  video,
} from '../model/fields.js';
import { SITE_RESERVED_SLUGS } from '../site-routes.js';

const heading = () => text('Heading', { max: 200, help: 'Shown above the block; optional.' });

/**
 * The blocks a page's body is made of, in the order the editor offers them. Each is drawn by
 * the site's ContentPage (packages/site/src/pages/ContentPage.tsx).
 */
export const PAGE_BLOCKS = {
  richText: block('Rich text', { text: richText('Text', { required: true, max: 50_000 }) }),
  picture: block(
    'Picture with caption',
    {
      picture: image('Picture', { required: true }),
      caption: text('Caption', { max: 300 }),
    },
    { help: 'A picture of the library across the page, with its caption under it.' },
  ),
  figures: block(
    'Row of figures',
    {
      heading: heading(),
      figures: references('Figures', 'figures', {
        required: true,
        max: 6,
        help: 'The figure records, so a changed figure changes here too.',
      }),
    },
    { help: 'Figure records side by side.' },
  ),
  callToAction: block(
    'Call to action',
    {
      text: longText('Text', { max: 500 }),
      label: text('Button label', { required: true, max: 60 }),
      link: link('Button link', {
        required: true,
        help: 'A page of the site (starting with /) or an https:// address.',
      }),
    },
    { help: 'A sentence and a button.' },
  ),
  storyGrid: block(
    'Story grid',
    {
      heading: heading(),
      category: select('Category', STORY_CATEGORIES, {
        help: 'Only stories of this category; every category when none is chosen.',
      }),
      count: number('How many', { required: true, integer: true, min: 1, max: 12 }),
    },
    { help: 'The newest success stories as cards.' },
  ),
  latestArticles: block(
    'Latest articles',
    {
      heading: heading(),
      count: number('How many', { required: true, integer: true, min: 1, max: 12 }),
    },
    { help: 'The newest insight articles.' },
  ),
  video: block(
    'Video',
    {
      video: video('Video', { required: true }),
      caption: text('Caption', { max: 300 }),
    },
    { help: 'A YouTube recording, loaded only when a visitor plays it.' },
  ),
  documents: block(
    'List of documents',
    {
      heading: heading(),
      documents: documents('Documents', {
        required: true,
        help: 'Documents of the library (upload them under Documents), in the order listed.',
      }),
    },
    { help: 'Documents to download, each with its title, type and size.' },
  ),
  quote: block('Quote', {
    quote: longText('Quote', { required: true, max: 1000 }),
    name: text('Who said it', { max: 120, translatable: false }),
    role: text('Their role', { max: 200 }),
  }),
  textWithPicture: block(
    'Text beside a picture',
    {
      heading: heading(),
      text: richText('Text', { required: true, max: 20_000 }),
      picture: image('Picture', { required: true }),
      side: select(
        'Picture side',
        [
          { value: 'start', label: 'Before the text' },
          { value: 'end', label: 'After the text' },
        ],
        { help: 'Before: on the left in left-to-right languages, on the right in Arabic.' },
      ),
    },
    { help: 'Text and a picture side by side (one above the other on phones).' },
  ),
  questions: block(
    'Questions and answers',
    {
      heading: heading(),
      items: group(
        'Questions',
        {
          question: text('Question', { required: true, max: 300 }),
          answer: richText('Answer', { required: true, max: 10_000 }),
        },
        { min: 1, max: 40, rowLabel: 'question' },
      ),
    },
    { help: 'Each question opens to its answer (works without JavaScript).' },
  ),
} as const;

/**
 * Pages staff create (Careers, Annual report 2025): served at the top of the site
 * (`/careers`, `/fr/careers`), their body made of blocks.
 */
export const pages = defineCollection({
  name: 'pages',
  label: 'Page',
  plural: 'Pages',
  description:
    'Pages staff add to the site, at an address of their choosing (/careers), made of blocks.',
  section: 'Pages',
  titleField: 'title',
  imageField: 'shareImage',
  slugs: true,
  reservedSlugs: SITE_RESERVED_SLUGS,
  previewPath: '/{slug}',
  fields: {
    title: text('Title', { required: true, max: 200 }),
    description: longText('Description', {
      max: 300,
      help: 'For search engines and link previews when the page is shared (one or two sentences).',
    }),
    shareImage: image('Share picture', {
      aspect: 1200 / 630,
      help: 'Shown when the page is shared; the site’s own picture when none is chosen.',
    }),
    body: blocks('Body', PAGE_BLOCKS, { max: 60 }),
  },
});
