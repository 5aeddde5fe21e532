import {
  richTextFromPlainText,
  type Article,
  type ArticleSummary,
  type RichTextDocument,
} from '@ia/shared';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** A body with every kind of block the editor makes (made-up content). */
const richBody: RichTextDocument = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Forty-two participants began the ' },
        { type: 'text', text: 'Reform Entrepreneurs Programme', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' this week.' },
      ],
    },
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'What happens next' }],
    },
    {
      type: 'bulletList',
      content: ['Twelve weeks of sessions', 'A project for each participant', 'A final pitch'].map(
        (text) => ({
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
        }),
      ),
    },
    {
      type: 'blockquote',
      attrs: { attribution: 'A participant from Ikeja' },
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'I came with a complaint and left with a plan.' }],
        },
      ],
    },
    {
      type: 'keyFigure',
      attrs: { value: '42', label: 'participants this year', source: 'Programme records' },
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read the ' },
        {
          type: 'text',
          text: 'full report',
          marks: [{ type: 'link', attrs: { href: 'https://example.org/report' } }],
        },
        { type: 'text', text: ' or ' },
        {
          type: 'text',
          text: 'how we work',
          marks: [{ type: 'link', attrs: { href: '/how-we-work' } }],
        },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'horizontalRule' },
    { type: 'callToAction', attrs: { label: 'Apply now', href: '/contact' } },
  ],
};

/** Sample articles for stories and tests (made-up content). */
export const sampleArticles: Article[] = [
  {
    id: 1,
    slug: 'reform-entrepreneurs-cohort-2024',
    headline: 'Meet the 2024 cohort of reform entrepreneurs',
    excerpt:
      'Forty-two participants from Lagos State begin twelve weeks of training in Education, Health and Governance reform, with projects ranging from school feeding to open budgets.',
    category: 'Programmes',
    publishedAt: '2024-01-05T09:00:00.000Z',
    thumbnailUrl: '/media/articles/cohort-2024.jpg',
    body: richBody,
    authors: [
      {
        id: 7,
        name: 'Amina Bello',
        slug: 'amina-bello',
        role: 'Programme lead',
        bio: 'Amina runs the programme’s weekday track.',
        portrait: null,
      },
    ],
  },
  {
    id: 2,
    slug: 'what-makes-a-health-reform-stick',
    headline: 'What makes a health reform stick?',
    excerpt:
      'Lessons from three community health projects on keeping citizens, clinics and local government at the same table long after the launch.',
    category: 'Health',
    publishedAt: '2023-11-20T09:00:00.000Z',
    thumbnailUrl: '/media/articles/health-reform.jpg',
    body: null,
    authors: [],
  },
  {
    id: 3,
    slug: 'open-budgets-in-practice',
    headline: 'Open budgets in practice: a field note',
    excerpt: 'How one ward learned to read its budget line by line.',
    category: 'Governance',
    publishedAt: '2023-09-02T09:00:00.000Z',
    thumbnailUrl: null,
    body: richTextFromPlainText(
      'The first clinic had eleven people.\n\nThe tenth had two hundred.',
    ),
    authors: [],
  },
  {
    id: 4,
    slug: 'reading-clubs-that-last',
    headline: 'Reading clubs that last beyond the first term',
    excerpt:
      'Teachers who started reading clubs in 2019 share what kept them going, and what they would do differently with a second chance.',
    category: 'Education',
    publishedAt: '2023-06-14T09:00:00.000Z',
    thumbnailUrl: '/media/articles/broken-image.jpg',
    body: null,
    authors: [],
  },
];

export const sampleArticlesAr: Article[] = [
  {
    id: 11,
    slug: 'reform-entrepreneurs-cohort-2024',
    headline: 'تعرّفوا على دفعة روّاد الإصلاح لعام 2024',
    excerpt:
      'يبدأ اثنان وأربعون مشاركًا من ولاية لاغوس اثني عشر أسبوعًا من التدريب على الإصلاح في التعليم والصحة والحوكمة.',
    category: 'البرامج',
    publishedAt: '2024-01-05T09:00:00.000Z',
    thumbnailUrl: '/media/articles/cohort-2024.jpg',
    body: richTextFromPlainText(
      'بدأ اثنان وأربعون مشاركًا برنامج روّاد الإصلاح هذا الأسبوع.\n\nسيصمّمون على مدى اثني عشر أسبوعًا مشاريع إصلاحية ويعرضونها على لجنة من المموّلين.',
    ),
    authors: [],
  },
  {
    id: 12,
    slug: 'open-budgets-in-practice',
    headline: 'الموازنات المفتوحة في الواقع',
    excerpt: 'كيف تعلّم حيّ واحد قراءة موازنته بندًا بندًا.',
    category: 'الحوكمة',
    publishedAt: '2023-09-02T09:00:00.000Z',
    thumbnailUrl: null,
    body: null,
    authors: [],
  },
];

export type ArticleMockMode = 'populated' | 'empty' | 'error' | 'loading';

export interface ArticleHandlerOptions {
  mode?: ArticleMockMode;
  articles?: Article[];
  /** Milliseconds before answering. */
  latency?: number;
}

const summaryOf = ({
  body: _body,
  authors: _authors,
  thumbnailAlt: _alt,
  updatedAt: _updated,
  languages: _languages,
  ...summary
}: Article): ArticleSummary => summary;

const errorBody = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** `GET /api/articles` (with page/pageSize) and `GET /api/articles/:slug`, on any origin. */
export function articleHandlers({
  mode = 'populated',
  articles = sampleArticles,
  latency = 0,
}: ArticleHandlerOptions = {}): HttpHandler[] {
  const wait = async () => {
    if (mode === 'loading') await delay('infinite');
    else if (latency) await delay(latency);
  };
  return [
    http.get('*/api/articles', async ({ request }) => {
      await wait();
      if (mode === 'error') return errorBody(500, 'internal_error', 'Something went wrong');
      let list = mode === 'empty' ? [] : articles.map(summaryOf);
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '');
      if (page >= 1) {
        const size = Number(url.searchParams.get('pageSize') ?? '12') || 12;
        list = list.slice((page - 1) * size, page * size);
      }
      return HttpResponse.json(list);
    }),
    http.get('*/api/articles/:slug', async ({ params }) => {
      await wait();
      if (mode === 'error') return errorBody(500, 'internal_error', 'Something went wrong');
      const article = articles.find((a) => a.slug === params.slug);
      if (mode === 'empty' || !article) return errorBody(404, 'not_found', 'Article not found');
      return HttpResponse.json(article);
    }),
  ];
}
