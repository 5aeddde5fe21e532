import type { SuccessStory } from '@ia/shared';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { sampleStories, summaryOf } from './stories';

/**
 * msw handlers imitating the API, for Storybook and tests. `'*'` in the paths matches any
 * origin, so they work with an empty `apiBase` and with a partner-style absolute one.
 */

export type MockMode = 'populated' | 'empty' | 'error' | 'loading';

const errorBody = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

function yearOf(story: SuccessStory) {
  return Number.parseInt(story.year, 10) || 0;
}
function impactOf(story: SuccessStory) {
  return Number(story.impact.replace(/\D/g, '')) || 0;
}

/** The list endpoint with its query options (q, category, sort, page, pageSize). */
function listStories(stories: SuccessStory[], url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const category = url.searchParams.get('category');
  const sort = url.searchParams.get('sort');
  let out = stories.filter(
    (s) =>
      (!q || `${s.title} ${s.summary} ${s.category}`.toLowerCase().includes(q)) &&
      (!category || s.category === category),
  );
  if (sort === 'year-asc') out = [...out].sort((a, b) => yearOf(a) - yearOf(b));
  else if (sort === 'impact') out = [...out].sort((a, b) => impactOf(b) - impactOf(a));
  else if (sort === 'alphabetical') out = [...out].sort((a, b) => a.title.localeCompare(b.title));
  else if (sort === 'year-desc') out = [...out].sort((a, b) => yearOf(b) - yearOf(a));
  const headers: Record<string, string> = {};
  const page = Number(url.searchParams.get('page') ?? '');
  if (page >= 1) {
    const size = Number(url.searchParams.get('pageSize') ?? '12') || 12;
    headers['X-Total-Count'] = String(out.length);
    out = out.slice((page - 1) * size, page * size);
  }
  return HttpResponse.json(out.map(summaryOf), { headers });
}

export interface StoryHandlerOptions {
  mode?: MockMode;
  stories?: SuccessStory[];
  /** Milliseconds before answering (realistic 'loading'). */
  latency?: number;
}

/** `GET /api/success-stories` and `GET /api/success-stories/:slug`. */
export function storyHandlers({
  mode = 'populated',
  stories = sampleStories,
  latency = 0,
}: StoryHandlerOptions = {}): HttpHandler[] {
  const wait = async () => {
    if (mode === 'loading') await delay('infinite');
    else if (latency) await delay(latency);
  };
  return [
    http.get('*/api/success-stories', async ({ request }) => {
      await wait();
      if (mode === 'error') return errorBody(500, 'internal_error', 'Something went wrong');
      return listStories(mode === 'empty' ? [] : stories, new URL(request.url));
    }),
    http.get('*/api/success-stories/:slug', async ({ params }) => {
      await wait();
      if (mode === 'error') return errorBody(500, 'internal_error', 'Something went wrong');
      const story = stories.find((s) => s.slug === params.slug);
      if (mode === 'empty' || !story) return errorBody(404, 'not_found', 'Story not found');
      return HttpResponse.json(story);
    }),
  ];
}

const PALETTE = ['#0b6e4f', '#1d4e89', '#8a1538', '#b35c00', '#5b3e96', '#2f6f3e'];

/** A generated picture for any `/media/…` path, honouring `?w=` (so srcset works). */
export function mockImageSvg(path: string, width = 640): string {
  const height = Math.round((width * 10) / 16);
  let hash = 0;
  for (const ch of path) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const c1 = PALETTE[hash % PALETTE.length]!;
  const c2 = PALETTE[(hash >> 3) % PALETTE.length]!;
  const name = path
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.18}" fill="#ffffff" opacity="0.25"/><path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.55} ${width * 0.55} ${height * 0.75} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#000" opacity="0.18"/><text x="50%" y="52%" fill="#fff" font-family="sans-serif" font-size="${Math.round(width / 22)}" text-anchor="middle">${name}</text></svg>`;
}

export const imageHandlers: HttpHandler[] = [
  http.get('*/media/*', ({ request }) => {
    const url = new URL(request.url);
    const width = Number(url.searchParams.get('w')) || 640;
    return new HttpResponse(mockImageSvg(url.pathname, width), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
    });
  }),
];
