import { STORY_CATEGORIES } from '../content.js';
import { defineCollection } from '../model/define.js';
import {
  date,
  image,
  images,
  longText,
  number,
  references,
  richText,
  text,
} from '../model/fields.js';

/** Success stories (spec section 3): the impact explorer, the story pages, partners' widgets. */
export const stories = defineCollection({
  name: 'stories',
  label: 'Story',
  plural: 'Success stories',
  description:
    'Stories of reform entrepreneurs: on Our Impact, Success Stories, the home page and partners’ widgets.',
  section: 'Publishing',
  titleField: 'title',
  imageField: 'gallery',
  listFields: ['category', 'year'],
  slugs: true,
  completeTranslations: true,
  previewPath: '/success-stories/{slug}',
  fields: {
    title: text('Title', { required: true, max: 200 }),
    category: text('Category', {
      required: true,
      max: 100,
      translatable: false,
      suggestions: STORY_CATEGORIES,
      help: 'The sector filter of Our Impact matches it exactly; a category not in the list gets the default icon.',
    }),
    summary: longText('Summary', { required: true, max: 1000 }),
    impact: text('Impact', {
      required: true,
      max: 200,
      help: 'A number with words, e.g. “12,000 students reached”; “By Impact” sorts by its digits.',
    }),
    year: number('Year', { required: true, integer: true, min: 1990, max: 2100 }),
    narrative: richText('Full story', { max: 50_000 }),
    gallery: images('Gallery', {
      max: 20,
      help: 'The first picture is the story’s main image; the others follow in the gallery in this order.',
    }),
    publishAt: date('Publish at', 'instant', {
      schedules: true,
      help: 'Leave empty to show the story as soon as it is published. A date to come schedules it: it appears by itself then.',
    }),
    consentEndsAt: date('Consent end', 'instant', {
      expires: true,
      help: 'When the person in the story stops consenting to it being public. From then it is public nowhere.',
    }),
  },
});

/** Insight articles (spec section 3): the Insights list and pages, the feeds. */
export const articles = defineCollection({
  name: 'articles',
  label: 'Article',
  plural: 'Insight articles',
  description: 'News and insight articles: on Insights & News, the feeds and the sitemap.',
  section: 'Publishing',
  titleField: 'headline',
  imageField: 'thumbnail',
  listFields: ['category', 'publishedAt'],
  slugs: true,
  completeTranslations: true,
  previewPath: '/insights/{slug}',
  fields: {
    headline: text('Headline', { required: true, max: 300 }),
    excerpt: longText('Excerpt', { required: true, max: 1000 }),
    body: richText('Body', { max: 100_000 }),
    authors: references('Authors', 'people', {
      max: 6,
      help: 'The byline, in order (from People).',
    }),
    category: text('Category', { required: true, max: 100, translatable: false }),
    publishedAt: date('Date shown', 'instant', {
      schedules: true,
      help: 'The date the article shows; publishing without one uses the moment of publishing. A date to come schedules it.',
    }),
    thumbnail: image('Image', { aspect: 16 / 9 }),
  },
});
