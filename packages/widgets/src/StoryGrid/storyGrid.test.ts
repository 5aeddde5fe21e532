import { describe, expect, it } from 'vitest';
import { categoryIcon } from '../ui/categories';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@ia/shared';
import { listPageParams } from '../core/paging';
import { limitStories, normalizeLimit, storyHref } from './storyGrid';

describe('storyHref', () => {
  it('links to /success-stories/{slug} by default', () => {
    expect(storyHref('lagos-classrooms')).toBe('/success-stories/lagos-classrooms');
  });
  it('links to the API site by default on a partner page', () => {
    expect(storyHref('a-b', undefined, 'https://ia.example/')).toBe(
      'https://ia.example/success-stories/a-b',
    );
  });
  it('uses an explicit link base as it is', () => {
    expect(storyHref('a-b', '/impact/', 'https://ia.example')).toBe('/impact/a-b');
  });
});

describe('limitStories', () => {
  const list = [1, 2, 3, 4, 5];
  it('keeps every story without a limit', () => {
    expect(limitStories(list)).toEqual(list);
  });
  it('keeps the first n', () => {
    expect(limitStories(list, 3)).toEqual([1, 2, 3]);
  });
  it('ignores a limit below 1 or not a number', () => {
    expect(normalizeLimit(0)).toBeUndefined();
    expect(normalizeLimit(Number.NaN)).toBeUndefined();
    expect(normalizeLimit('2.7')).toBe(2);
  });
  it('caps a limit at the API’s largest page', () => {
    expect(normalizeLimit(MAX_PAGE_SIZE)).toBe(MAX_PAGE_SIZE);
    expect(normalizeLimit(MAX_PAGE_SIZE + 1)).toBe(MAX_PAGE_SIZE);
    expect(normalizeLimit('100000')).toBe(MAX_PAGE_SIZE);
  });
});

describe('listPageParams', () => {
  it('asks for a page of the limit, the first one without a page, nothing without either', () => {
    expect(listPageParams()).toEqual({});
    expect(listPageParams(6)).toEqual({ page: 1, pageSize: 6 });
    expect(listPageParams(undefined, 3)).toEqual({ page: 3, pageSize: DEFAULT_PAGE_SIZE });
    expect(listPageParams(12, 2)).toEqual({ page: 2, pageSize: 12 });
    expect(listPageParams(500, 2)).toEqual({ page: 2, pageSize: MAX_PAGE_SIZE });
    expect(listPageParams(6, 0)).toEqual({ page: 1, pageSize: 6 });
  });
});

describe('categoryIcon', () => {
  it.each([
    ['Education', 'education'],
    ['Youth Development', 'youth'],
    ['Social Welfare', 'welfare'],
    ['Educational Technology', 'edtech'],
    ['Health', 'health'],
    ['Governance', 'governance'],
    ['Technology', 'technology'],
    ['  youth   development ', 'youth'],
    ['Agriculture', 'default'],
    ['', 'default'],
  ])('%s → %s', (category, icon) => {
    expect(categoryIcon(category)).toBe(icon);
  });
});
