/** Plain logic of the impact page's explorer; no React, callable from a test. */
import type { StorySort, SuccessStorySummary } from '@ia/shared';

/** Stories per page (spec section 9). */
export const PAGE_SIZE = 6;

/** Sector filter options; '' is All Sectors. */
export const SECTORS = ['Education', 'Health', 'Governance', 'Technology'] as const;

/** Sort orders in the order the selector offers them; the first is the initial one. */
export const SORTS: readonly StorySort[] = ['year-desc', 'year-asc', 'impact', 'alphabetical'];

export type ViewMode = 'grid' | 'list';

export interface ExplorerState {
  query: string;
  /** '' for All Sectors, else a category matched exactly. */
  sector: string;
  sort: StorySort;
  view: ViewMode;
  /** 1-based; not reset when the filters change (spec), clamped when shown. */
  page: number;
}

export const initialExplorerState: ExplorerState = {
  query: '',
  sector: '',
  sort: 'year-desc',
  view: 'grid',
  page: 1,
};

type Story = Pick<SuccessStorySummary, 'title' | 'summary' | 'category' | 'impact' | 'year'>;

/** Case-insensitive search over title, summary and category, and the exact sector. */
export function filterStories<T extends Story>(
  stories: readonly T[],
  { query = '', sector = '' }: { query?: string; sector?: string },
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return stories.filter((story) => {
    if (sector && story.category !== sector) return false;
    if (!needle) return true;
    return [story.title, story.summary, story.category].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    );
  });
}

/** The number in an impact text: its digits read together ('12,000 pupils' → 12000). */
export function impactValue(impact: string): number {
  const digits = impact.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

const yearValue = (year: string) => {
  const n = Number.parseInt(year, 10);
  return Number.isNaN(n) ? 0 : n;
};

const byTitle = (a: Story, b: Story) => a.title.localeCompare(b.title);

/** A sorted copy: newest or oldest year first, highest impact first, or A-Z by title. */
export function sortStories<T extends Story>(stories: readonly T[], sort: StorySort): T[] {
  const out = [...stories];
  switch (sort) {
    case 'year-asc':
      return out.sort((a, b) => yearValue(a.year) - yearValue(b.year) || byTitle(a, b));
    case 'impact':
      return out.sort((a, b) => impactValue(b.impact) - impactValue(a.impact) || byTitle(a, b));
    case 'alphabetical':
      return out.sort(byTitle);
    case 'year-desc':
    default:
      return out.sort((a, b) => yearValue(b.year) - yearValue(a.year) || byTitle(a, b));
  }
}

export interface Page<T> {
  items: T[];
  /** The page shown: the asked page clamped into 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 when empty). */
  from: number;
  to: number;
}

/**
 * One page of `items`. A page past the last (the filters changed while on page 3, say) shows
 * the last page instead of nothing; a page below 1 shows the first.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || PAGE_SIZE);
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (shown - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: shown,
    pageCount,
    total,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

/** Filter, sort, then page: what the explorer shows for a state. */
export function exploreStories<T extends Story>(
  stories: readonly T[],
  state: Pick<ExplorerState, 'query' | 'sector' | 'sort' | 'page'>,
  pageSize = PAGE_SIZE,
): Page<T> {
  return paginate(sortStories(filterStories(stories, state), state.sort), state.page, pageSize);
}

/** Page numbers to offer: all of them up to 7, else the ends and the neighbours of the current. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const keep = new Set([1, pageCount, page - 1, page, page + 1]);
  const out: (number | 'gap')[] = [];
  let last = 0;
  for (let n = 1; n <= pageCount; n++) {
    if (!keep.has(n)) continue;
    if (n - last > 1) out.push('gap');
    out.push(n);
    last = n;
  }
  return out;
}
