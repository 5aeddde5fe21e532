import { defineGlobal } from '../../model/define.js';
import { link, longText, references, text } from '../../model/fields.js';

/** The Portfolio page's own texts and figures (spec section 2, Portfolio); the ventures are a collection. */
export const portfolioPage = defineGlobal({
  name: 'portfolio-page',
  label: 'Portfolio page',
  description:
    'The texts and figures of the Portfolio page. The ventures and the figures themselves have their own screens.',
  section: 'Pages',
  previewPath: '/portfolio',
  fields: {
    title: text('Title', { required: true, max: 80 }),
    intro: longText('Introduction', { required: true, max: 400 }),
    reachTitle: text('Figures: heading', { required: true, max: 80 }),
    figures: references('Figures', 'figures', {
      max: 6,
      help: 'The headline figures under the heading, in this order.',
    }),
    venturesTitle: text('Ventures: heading', { required: true, max: 80 }),
    moreTitle: text('Closing section: heading', { required: true, max: 80 }),
    moreText: longText('Closing section: text', { required: true, max: 600 }),
    moreLink: link('Closing section: Learn More page', { required: true, internal: true }),
  },
});
