import type { Stat, TimelineMilestone } from './types';

/** The six milestones of Our History (spec section 3), oldest first. */
export const MILESTONES: readonly TimelineMilestone[] = [
  {
    year: '2011',
    title: 'Founded in Abuja',
    description:
      'In November 2011 a small group of professionals launched the initiative in Abuja to train citizens for reform work in Education, Health and Governance.',
  },
  {
    year: '2012',
    title: 'A new home in Lagos',
    description:
      'In September 2012 we moved to Lagos, closer to the entrepreneurs, companies and networks our participants needed.',
  },
  {
    year: '2016',
    title: 'Young Reformers Network',
    description:
      'Alumni formed the Young Reformers Network so that graduates could mentor each other and team up on projects.',
  },
  {
    year: '2018',
    title: 'Hub Community launch',
    description:
      'We opened the Hub Community, a space for alumni and partners that has since become a virtual hub open around the clock.',
  },
  {
    year: '2020',
    title: 'International partnerships',
    description:
      'Partnerships with foundations and development agencies brought funding and mentors from beyond Nigeria.',
  },
  {
    year: '2024',
    title: 'Continental impact',
    description:
      'Our reform entrepreneurs now run projects in 12 countries, and the network keeps growing across the continent.',
  },
];

/** The Reform Entrepreneurs Programme at a glance (spec section 1). */
export const REP_DETAILS: readonly Stat[] = [
  { label: 'Duration', value: 'About 12 weeks' },
  { label: 'Schedule', value: 'Weekdays or weekends' },
  { label: 'Residency', value: 'Participants must live in Lagos State' },
  {
    label: 'Final pitch',
    value:
      'Participants present their reform projects to a panel for possible funding through grant schemes or investor networks',
  },
];

export interface VideoPlaceholder {
  title: string;
  description: string;
  /** Length of the recording, when known, as shown to visitors. */
  duration: string;
}

/** The two recordings of Our History; shown as placeholders until a video host exists. */
export const HISTORY_VIDEOS: { intro: VideoPlaceholder; testimony: VideoPlaceholder } = {
  intro: {
    title: 'Introducing the Reform Entrepreneurs Programme',
    description:
      'Programme staff walk through the 12 weeks: from finding a reform problem worth solving to pitching a project to the funding panel.',
    duration: 'About 4 minutes',
  },
  testimony: {
    title: 'An alumna’s testimony',
    description:
      'A graduate of the programme tells how her community-health project grew from a class assignment into a funded venture.',
    duration: 'About 3 minutes',
  },
};
