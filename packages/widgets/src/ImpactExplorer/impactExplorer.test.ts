import { describe, expect, it } from 'vitest';
import { sampleSummaries } from '../mocks/stories';
import {
  exploreStories,
  filterStories,
  impactValue,
  pageNumbers,
  paginate,
  sortStories,
} from './impactExplorer';

const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('filterStories', () => {
  it('searches title, summary and category without regard to case', () => {
    expect(titles(filterStories(sampleSummaries, { query: 'BUDGET' }))).toEqual([
      'Open Budget Clinics',
    ]);
    expect(titles(filterStories(sampleSummaries, { query: 'hotline' }))).toEqual([
      'Maternal Care Hotline',
    ]);
    expect(filterStories(sampleSummaries, { query: 'youth development' })).toHaveLength(1);
    expect(filterStories(sampleSummaries, { query: '  ' })).toHaveLength(sampleSummaries.length);
  });
  it('matches the sector exactly', () => {
    expect(titles(filterStories(sampleSummaries, { sector: 'Health' }))).toEqual([
      'Community Health Scorecards',
      'Maternal Care Hotline',
    ]);
    // 'Educational Technology' is not 'Education', nor 'Technology'
    expect(filterStories(sampleSummaries, { sector: 'Education' })).toHaveLength(1);
    expect(filterStories(sampleSummaries, { sector: 'Technology' })).toHaveLength(1);
    expect(filterStories(sampleSummaries, { sector: 'health' })).toHaveLength(0);
  });
  it('combines search and sector', () => {
    expect(filterStories(sampleSummaries, { sector: 'Health', query: 'midwives' })).toHaveLength(1);
  });
});

describe('impactValue', () => {
  it('reads the digits of the impact text', () => {
    expect(impactValue('12,000 pupils reached')).toBe(12000);
    expect(impactValue('100,000+ lives')).toBe(100000);
    expect(impactValue('many')).toBe(0);
  });
});

describe('sortStories', () => {
  it('sorts newest first', () => {
    expect(sortStories(sampleSummaries, 'year-desc').map((s) => s.year)).toEqual([
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
    ]);
  });
  it('sorts oldest first', () => {
    expect(sortStories(sampleSummaries, 'year-asc')[0]!.year).toBe('2015');
  });
  it('sorts by impact, highest first', () => {
    expect(titles(sortStories(sampleSummaries, 'impact')).slice(0, 3)).toEqual([
      'Community Health Scorecards',
      'Clean Water Cooperatives',
      'Lagos Classrooms Reimagined',
    ]);
  });
  it('sorts A-Z by title', () => {
    expect(titles(sortStories(sampleSummaries, 'alphabetical'))[0]).toBe(
      'Clean Water Cooperatives',
    );
  });
  it('does not change its input', () => {
    const copy = [...sampleSummaries];
    sortStories(sampleSummaries, 'alphabetical');
    expect(sampleSummaries).toEqual(copy);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, i) => i + 1);
  it('cuts pages of six', () => {
    expect(paginate(items, 1)).toMatchObject({
      items: [1, 2, 3, 4, 5, 6],
      pageCount: 3,
      from: 1,
      to: 6,
    });
    expect(paginate(items, 3)).toMatchObject({ items: [13, 14], page: 3, from: 13, to: 14 });
  });
  it('shows the last page for a page past the end, the first for one below 1', () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate([], 4)).toMatchObject({ items: [], page: 1, pageCount: 1, from: 0, to: 0 });
  });
});

describe('exploreStories', () => {
  it('filters, sorts and pages, keeping a page past the end sensible', () => {
    const page = exploreStories(sampleSummaries, {
      query: '',
      sector: 'Health',
      sort: 'year-asc',
      page: 2,
    });
    expect(page.page).toBe(1);
    expect(titles(page.items)).toEqual(['Maternal Care Hotline', 'Community Health Scorecards']);
  });
});

describe('pageNumbers', () => {
  it('lists every page up to seven', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  });
  it('elides the middle of a long range', () => {
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });
});
