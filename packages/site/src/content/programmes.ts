import type { Programme } from './types';

/** The four programmes (spec section 3), in the order the Programmes page lists them. */
export const PROGRAMMES: readonly Programme[] = [
  {
    id: 1,
    name: 'Reform Entrepreneurs Programme',
    tagline: 'Our flagship programme for strategic reform leadership',
    description:
      'A 12-week programme that turns a reform idea into a fundable project. Participants learn to analyse a public problem, design a solution with the people it serves, build a team and measure results. It ends with a pitch to a panel for possible funding through grant schemes or investor networks.',
    imageUrl: null,
    imageAlt: 'Illustration of a compass pointing the way forward',
    duration: '12 weeks',
    format: 'Weekdays or weekends',
    targetAudience: 'Reform-minded individuals',
    icon: 'compass',
    slug: 'reform-entrepreneur-programme',
  },
  {
    id: 2,
    name: 'IA Specialised Courses',
    tagline: 'Deep skills for one sector at a time',
    description:
      'Intensive workshops for professionals already working in education, health or governance: policy analysis, budgeting, monitoring and evaluation, stakeholder engagement and communication for reform.',
    imageUrl: null,
    imageAlt: 'Illustration of an open book',
    duration: '4-8 weeks',
    format: 'Intensive workshops',
    targetAudience: 'Sector professionals',
    icon: 'book',
    slug: 'ia-specialised-courses',
  },
  {
    id: 3,
    name: 'IA Academy',
    tagline: 'Reform training built with your organisation',
    description:
      'Tailored learning designed together with ministries, agencies, companies and civil society groups, so that their leaders and teams can plan and carry out reform in their own institutions.',
    imageUrl: null,
    imageAlt: 'Illustration of an institution building with columns',
    duration: 'Varies',
    format: 'Partnership-based',
    targetAudience: 'Organisations and leaders',
    icon: 'building',
    slug: 'ia-academy',
  },
  {
    id: 4,
    name: 'IA Hub Community',
    tagline: 'A network that keeps reformers going',
    description:
      'Our virtual hub for alumni and partners: peer mentoring, project clinics, events and introductions that keep reform projects moving long after the programme ends.',
    imageUrl: null,
    imageAlt: 'Illustration of a network of connected people',
    duration: 'Ongoing',
    format: 'Community-driven',
    targetAudience: 'Alumni and partners',
    icon: 'network',
    slug: 'ia-hub-community',
  },
];
