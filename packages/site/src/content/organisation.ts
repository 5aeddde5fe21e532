import type { IllustrationName } from './types';

/** The mission statement (spec section 1). */
export const MISSION =
  'To raise values-driven reform entrepreneurs who deliver innovative change in the community.';

export const VISION =
  'An Africa where every community has leaders with the skills, values and networks to reform the schools, clinics and institutions it depends on.';

export const FOUNDED = 'November 2011';

export interface FocusArea {
  title: string;
  description: string;
  icon: IllustrationName;
}

/** The three focus areas (About, spec section 2). */
export const FOCUS_AREAS: readonly FocusArea[] = [
  {
    title: 'Education & Training',
    description:
      'Reformers who rethink how children and adults learn: teacher development, community schools, vocational training and learning technology.',
    icon: 'book',
  },
  {
    title: 'Health',
    description:
      'Entrepreneurs who bring care closer to communities: primary health, maternal care, health financing and public health information.',
    icon: 'heart',
  },
  {
    title: 'Governance',
    description:
      'Citizens who make public institutions work for people: open budgets, civic participation, service delivery and accountability.',
    icon: 'scales',
  },
];
