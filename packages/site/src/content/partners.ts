import type { CollaborativePartner, PartnerCaseStudy, PartnerCategory } from './types';

/** Partnership categories with their counts (spec section 3). */
export const PARTNER_CATEGORIES: readonly PartnerCategory[] = [
  {
    type: 'Educational Institutions',
    count: '25+',
    description:
      'Universities, colleges and schools that co-host training, supervise research and open their classrooms to reform projects.',
    icon: 'book',
  },
  {
    type: 'International Organisations',
    count: '15+',
    description:
      'Development agencies and foundations that fund reform projects, share expertise and connect our alumni to programmes across the continent.',
    icon: 'globe',
  },
  {
    type: 'Community Networks',
    count: '40+',
    description:
      'Associations, faith groups and youth networks that bring local knowledge and make sure projects answer to the communities they serve.',
    icon: 'people',
  },
];

/** Static partner case studies for the Collaborative Partners page. */
export const PARTNER_CASE_STUDIES: readonly PartnerCaseStudy[] = [
  {
    id: 1,
    title: 'Teacher coaching across 40 public schools',
    narrative:
      'With a teacher-training college in Lagos State, programme alumni designed a weekend coaching cycle for public-school teachers and ran it in two local government areas.',
    imageUrl: null,
    partnerType: 'Educational Institution',
    outcome: '1,200 teachers coached; reading scores up in 9 of 10 schools',
    year: '2019',
    caseStudyLink: '/insights/teacher-coaching-partnership',
    icon: 'book',
  },
  {
    id: 2,
    title: 'Community health records that travel with the patient',
    narrative:
      'A regional health foundation funded three alumni ventures to pilot shared patient cards between village health posts and the nearest general hospital.',
    imageUrl: null,
    partnerType: 'International Organisation',
    outcome: '18 health posts connected; referral delays halved',
    year: '2021',
    caseStudyLink: '/insights/community-health-records',
    icon: 'heart',
  },
  {
    id: 3,
    title: 'Ward budget forums in three states',
    narrative:
      'Youth and market associations hosted quarterly forums where residents reviewed local budgets with council officials and agreed on priority repairs.',
    imageUrl: null,
    partnerType: 'Community Network',
    outcome: '60 forums held; 35 community projects completed',
    year: '2023',
    caseStudyLink: '/insights/ward-budget-forums',
    icon: 'scales',
  },
];

/** The collaborative partners shown on How We Work (three, spec section 3). */
export const COLLABORATIVE_PARTNERS: readonly CollaborativePartner[] = [
  {
    id: 1,
    name: 'Sahel Learning Trust',
    description:
      'Co-designs our education modules and hosts reform fellows in its partner schools.',
    logoUrl: null,
  },
  {
    id: 2,
    name: 'Gulf of Guinea Health Alliance',
    description:
      'Opens clinics and health data to our health-sector teams and mentors their founders.',
    logoUrl: null,
  },
  {
    id: 3,
    name: 'Civic Futures Foundation',
    description:
      'Funds governance projects that come out of the Reform Entrepreneurs Programme pitch panel.',
    logoUrl: null,
  },
];
