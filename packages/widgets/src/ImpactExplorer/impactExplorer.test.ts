import { describe, expect, it } from 'vitest';
import {
  changeState,
  initialExplorerState,
  normalizeState,
  pageCountOf,
  pageNumbers,
  rangeOf,
  searchFromState,
  stateFromSearch,
  storyListParams,
} from './impactExplorer';

describe('the explorer state in an address', () => {
  it('reads the state of a shared link', () => {
    expect(stateFromSearch('?sector=Health&sort=impact&page=2')).toEqual({
      ...initialExplorerState,
      sector: 'Health',
      sort: 'impact',
      page: 2,
    });
    expect(stateFromSearch('q=girls%20stem&view=list')).toEqual({
      ...initialExplorerState,
      query: 'girls stem',
      view: 'list',
    });
  });

  it('ignores what it does not understand instead of failing', () => {
    expect(stateFromSearch('sector=Sport&sort=random&view=3d&page=-4&x=1')).toEqual(
      initialExplorerState,
    );
    expect(stateFromSearch('page=2.7').page).toBe(2);
    expect(stateFromSearch(`q=${'a'.repeat(500)}`).query).toHaveLength(200);
  });

  it('writes only what differs from the first state, and reads back what it wrote', () => {
    expect(searchFromState(initialExplorerState)).toBe('');
    const state = normalizeState({ query: 'clinic', sector: 'Health', sort: 'impact', page: 3 });
    const search = searchFromState(state);
    expect(search).toBe('q=clinic&sector=Health&sort=impact&page=3');
    expect(stateFromSearch(search)).toEqual(state);
  });
});

describe('changeState', () => {
  const onPage3 = normalizeState({ sector: 'Health', page: 3 });
  it('starts again at page 1 when the search, the sector or the sort changes', () => {
    expect(changeState(onPage3, { sector: 'Education' }).page).toBe(1);
    expect(changeState(onPage3, { query: 'x' }).page).toBe(1);
    expect(changeState(onPage3, { sort: 'alphabetical' }).page).toBe(1);
  });
  it('keeps the page for a change of view or a same value', () => {
    expect(changeState(onPage3, { view: 'list' }).page).toBe(3);
    expect(changeState(onPage3, { sector: 'Health' }).page).toBe(3);
    expect(changeState(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('what is asked of the API', () => {
  it('maps the state to the API parameters, leaving out empty filters', () => {
    expect(storyListParams(normalizeState({ query: '  ', page: 2 }))).toEqual({
      q: undefined,
      category: undefined,
      sort: 'year-desc',
      page: 2,
      pageSize: 6,
    });
    expect(storyListParams(normalizeState({ query: ' maths ', sector: 'Education' }), 9)).toEqual({
      q: 'maths',
      category: 'Education',
      sort: 'year-desc',
      page: 1,
      pageSize: 9,
    });
  });
});

describe('pages', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(6)).toBe(1);
    expect(pageCountOf(7)).toBe(2);
  });
  it('says which items a page shows', () => {
    expect(rangeOf(2, 6, 3)).toEqual({ from: 7, to: 9 });
    expect(rangeOf(1, 6, 0)).toEqual({ from: 0, to: 0 });
  });
  it('lists every page up to seven', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  });
  it('elides the middle of a long range', () => {
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });
});
