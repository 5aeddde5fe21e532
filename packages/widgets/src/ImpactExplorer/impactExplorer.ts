/** Plain logic of the impact page's explorer; no React, callable from a test. */
import type { StorySort } from '@ia/shared';

/** Stories per page (spec section 9). */
export const PAGE_SIZE = 6;

/** Sector filter options; '' is All Sectors. */
export const SECTORS = ['Education', 'Health', 'Governance', 'Technology'] as const;

/** Sort orders in the order the selector offers them; the first is the initial one. */
export const SORTS: readonly StorySort[] = ['year-desc', 'year-asc', 'impact', 'alphabetical'];

export type ViewMode = 'grid' | 'list';

/** The longest search the API takes. */
export const MAX_QUERY = 200;

export interface ExplorerState {
  query: string;
  /** '' for All Sectors, else a category matched exactly (by the API). */
  sector: string;
  sort: StorySort;
  view: ViewMode;
  /** 1-based. */
  page: number;
}

export const initialExplorerState: ExplorerState = {
  query: '',
  sector: '',
  sort: 'year-desc',
  view: 'grid',
  page: 1,
};

/** A whole, valid state from a partial or hand-made one (a shared link may say anything). */
export function normalizeState(state: Partial<ExplorerState> = {}): ExplorerState {
  const page = Math.floor(Number(state.page));
  return {
    query: (state.query ?? '').slice(0, MAX_QUERY),
    sector: (SECTORS as readonly string[]).includes(state.sector ?? '') ? state.sector! : '',
    sort: SORTS.includes(state.sort as StorySort) ? state.sort! : initialExplorerState.sort,
    view: state.view === 'list' ? 'list' : 'grid',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * The state after a change. A new search, sector or sort starts again at page 1 (with the state
 * in the address, a page past the end of a shorter list would show nothing).
 */
export function changeState(state: ExplorerState, patch: Partial<ExplorerState>): ExplorerState {
  const filtersChanged = (['query', 'sector', 'sort'] as const).some(
    (key) => key in patch && patch[key] !== state[key],
  );
  return normalizeState({ ...state, ...patch, ...(filtersChanged ? { page: 1 } : {}) });
}

/** The state in an address's query string: `sector=Health&sort=impact&page=2`. */
export function stateFromSearch(search: string): ExplorerState {
  const params = new URLSearchParams(search);
  return normalizeState({
    query: params.get('q') ?? '',
    sector: params.get('sector') ?? '',
    sort: (params.get('sort') ?? undefined) as StorySort | undefined,
    view: (params.get('view') ?? undefined) as ViewMode | undefined,
    page: Number(params.get('page') ?? 1),
  });
}

/** The query string of a state, without the values that are the initial ones ('' for none). */
export function searchFromState(state: ExplorerState): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('q', state.query);
  if (state.sector) params.set('sector', state.sector);
  if (state.sort !== initialExplorerState.sort) params.set('sort', state.sort);
  if (state.view !== initialExplorerState.view) params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** What the explorer asks the API for a state: filter, sort and page are the API's rules. */
export function storyListParams(state: ExplorerState, pageSize = PAGE_SIZE) {
  return {
    q: state.query.trim() || undefined,
    category: state.sector || undefined,
    sort: state.sort,
    page: state.page,
    pageSize,
  };
}

/** Pages of `total` items, at least one. */
export const pageCountOf = (total: number, pageSize = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** 1-based positions of the first and last item of a page of `shown` items (0 when empty). */
export function rangeOf(page: number, pageSize: number, shown: number) {
  const from = shown ? (page - 1) * pageSize + 1 : 0;
  return { from, to: shown ? from + shown - 1 : 0 };
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
