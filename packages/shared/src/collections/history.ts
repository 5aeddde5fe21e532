import { defineCollection } from '../model/define.js';
import { longText, number, text } from '../model/fields.js';

/** The timeline of Our History (spec section 3): milestones by year, oldest first. */
export const milestones = defineCollection({
  name: 'milestones',
  label: 'Milestone',
  plural: 'Milestones',
  description:
    'The timeline of Our History. It is shown in order of year, oldest first, so a new milestone takes its place by its year.',
  section: 'Organisation',
  titleField: 'title',
  listFields: ['year'],
  previewPath: '/our-history',
  fields: {
    year: number('Year', {
      required: true,
      integer: true,
      min: 1900,
      max: 2100,
      help: 'Places the milestone on the timeline; milestones of the same year show in the order they were added.',
    }),
    title: text('Title', { required: true, max: 120 }),
    description: longText('Description', { required: true, max: 600 }),
  },
});

/**
 * Milestones as the timeline shows them: by year, oldest first; those of one year in the order
 * they were added (their ids). A milestone without a year goes last.
 */
export function timelineOrder<T extends { id: number; year?: number | null }>(
  items: readonly T[],
): T[] {
  const year = (item: T) => item.year ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => year(a) - year(b) || a.id - b.id);
}
