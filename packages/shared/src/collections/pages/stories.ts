import { defineGlobal } from '../../model/define.js';
import { longText, text } from '../../model/fields.js';

/** The heading and introduction of a page around a list widget (the list brings its own texts). */
const listPage = (name: string, label: string, path: string, shows: string) =>
  defineGlobal({
    name,
    label,
    description: `The title and introduction of ${label.replace(/ page$/, '')}, above ${shows}.`,
    section: 'Pages',
    previewPath: path,
    fields: {
      title: text('Title', { required: true, max: 80 }),
      intro: longText('Introduction', { required: true, max: 400 }),
    },
  });

export const successStoriesPage = listPage(
  'success-stories-page',
  'Success Stories page',
  '/success-stories',
  'the cards of the published success stories',
);

export const impactPage = listPage(
  'impact-page',
  'Our Impact page',
  '/impact',
  'the stories’ search, filters and counts',
);

export const insightsPage = listPage(
  'insights-page',
  'Insights & News page',
  '/insights',
  'the list of published articles',
);
