import { richTextFromPlainText, type SuccessStory, type SuccessStorySummary } from '@ia/shared';

/** Sample success stories for stories and tests (made-up people and places). */
export const sampleStories: SuccessStory[] = [
  {
    id: 1,
    slug: 'lagos-classrooms-reimagined',
    title: 'Lagos Classrooms Reimagined',
    category: 'Education',
    summary:
      'A teacher-led reform network brought lesson planning support and reading clubs to 40 public primary schools in Lagos State.',
    impact: '12,000 pupils reached',
    year: '2019',
    primaryImage: '/media/stories/lagos-classrooms-1.jpg',
    galleryImages: [
      '/media/stories/lagos-classrooms-1.jpg',
      '/media/stories/lagos-classrooms-2.jpg',
      '/media/stories/lagos-classrooms-3.jpg',
    ],
    narrative: richTextFromPlainText(
      'It started with six teachers and one borrowed classroom.\n\nOver three years the network trained 250 teachers in structured lesson planning and opened reading clubs in 40 schools.\nReading scores rose in every school that joined.',
    ),
  },
  {
    id: 2,
    slug: 'community-health-scorecards',
    title: 'Community Health Scorecards',
    category: 'Health',
    summary:
      'Residents of Ikorodu now grade their primary health centres every quarter, and the results go straight to the local government.',
    impact: '35,000 patients served',
    year: '2021',
    primaryImage: '/media/stories/health-scorecards-1.jpg',
    galleryImages: [
      '/media/stories/health-scorecards-1.jpg',
      '/media/stories/health-scorecards-2.jpg',
    ],
    narrative: null,
  },
  {
    id: 3,
    slug: 'open-budget-clinics',
    title: 'Open Budget Clinics',
    category: 'Governance',
    summary:
      'Monthly clinics where citizens read the local budget line by line with the officials who wrote it.',
    impact: '4,500 citizens engaged',
    year: '2017',
    primaryImage: '/media/stories/open-budget-1.jpg',
    galleryImages: [],
    narrative: richTextFromPlainText('Budget clinics began in one ward.\nThey now run in nine.'),
  },
  {
    id: 4,
    slug: 'code-for-classrooms',
    title: 'Code for Classrooms',
    category: 'Technology',
    summary:
      'Volunteer engineers built an offline app that lets head teachers record attendance without mobile data.',
    impact: '300 schools using the app',
    year: '2022',
    primaryImage: '/media/stories/code-classrooms-1.jpg',
    galleryImages: ['/media/stories/code-classrooms-1.jpg'],
    narrative: richTextFromPlainText('The app works offline and syncs when a signal returns.'),
  },
  {
    id: 5,
    slug: 'young-reformers-network',
    title: 'Young Reformers Network',
    category: 'Youth Development',
    summary:
      'A peer network that pairs young reform entrepreneurs with mentors from the civil service.',
    impact: '800 young leaders mentored',
    year: '2016',
    primaryImage: '/media/stories/young-reformers-1.jpg',
    galleryImages: [],
    narrative: null,
  },
  {
    id: 6,
    slug: 'safe-homes-initiative',
    title: 'Safe Homes Initiative',
    category: 'Social Welfare',
    summary: 'Case workers and volunteers helped families at risk find housing and support.',
    impact: '1,200 families supported',
    year: '2020',
    primaryImage: null,
    galleryImages: [],
    narrative: null,
  },
  {
    id: 7,
    slug: 'tablets-for-teachers',
    title: 'Tablets for Teachers',
    category: 'Educational Technology',
    summary: 'Low-cost tablets loaded with lesson guides for rural teachers in Ogun State.',
    impact: '2,000 teachers equipped',
    year: '2023',
    primaryImage: '/media/stories/tablets-1.jpg',
    galleryImages: ['/media/stories/tablets-1.jpg', '/media/stories/tablets-2.jpg'],
    narrative: null,
  },
  {
    id: 8,
    slug: 'clean-water-cooperatives',
    title: 'Clean Water Cooperatives',
    category: 'Agriculture',
    summary: 'Farmer cooperatives that maintain boreholes and share the costs fairly.',
    impact: '15,000 residents with clean water',
    year: '2018',
    primaryImage: '/media/stories/water-1.jpg',
    galleryImages: [],
    narrative: null,
  },
  {
    id: 9,
    slug: 'maternal-care-hotline',
    title: 'Maternal Care Hotline',
    category: 'Health',
    summary: 'A free hotline that connects expectant mothers to midwives at any hour.',
    impact: '9,800 calls answered',
    year: '2015',
    primaryImage: '/media/stories/maternal-1.jpg',
    galleryImages: ['/media/stories/maternal-1.jpg', '/media/stories/maternal-2.jpg'],
    narrative: null,
  },
];

/** The list form of a story, as `GET /api/success-stories` answers it. */
export const summaryOf = ({
  id,
  slug,
  title,
  category,
  summary,
  impact,
  year,
  primaryImage,
}: SuccessStory): SuccessStorySummary => ({
  id,
  slug,
  title,
  category,
  summary,
  impact,
  year,
  primaryImage,
});

export const sampleSummaries: SuccessStorySummary[] = sampleStories.map(summaryOf);

/** Arabic copy of the first stories, for right-to-left stories. */
export const sampleStoriesAr: SuccessStory[] = sampleStories.slice(0, 4).map((story, i) => ({
  ...story,
  title: [
    'إعادة تصور فصول لاغوس',
    'بطاقات أداء الصحة المجتمعية',
    'عيادات الميزانية المفتوحة',
    'برمجة من أجل الفصول',
  ][i]!,
  summary: [
    'شبكة إصلاح يقودها المعلمون قدّمت دعم التخطيط للدروس ونوادي القراءة لأربعين مدرسة ابتدائية.',
    'يقيّم سكان إيكورودو مراكزهم الصحية الأولية كل ثلاثة أشهر.',
    'عيادات شهرية يقرأ فيها المواطنون الميزانية المحلية بندًا بندًا.',
    'بنى مهندسون متطوعون تطبيقًا يعمل دون اتصال لتسجيل الحضور.',
  ][i]!,
  impact: ['12,000 تلميذ', '35,000 مريض', '4,500 مواطن', '300 مدرسة'][i]!,
  narrative: story.narrative
    ? richTextFromPlainText('بدأت القصة بستة معلمين.\nثم انتشرت في أربعين مدرسة.')
    : null,
}));
