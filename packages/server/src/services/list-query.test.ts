import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { parseListParams } from './list-query.js';

const SORTS = ['year-desc', 'year-asc', 'impact', 'alphabetical'] as const;
const parse = (raw: Record<string, string | string[]>) => parseListParams(raw, SORTS, 'year-desc');

describe('parseListParams', () => {
  it('defaults to the default sort, no filters and the first page of the default size', () => {
    expect(parse({})).toEqual({
      sort: 'year-desc',
      lang: 'en',
      page: { page: 1, pageSize: 12, limit: 12, offset: 0 },
    });
  });

  it('reads q, category, sort, page and pageSize', () => {
    expect(
      parse({ q: '  Lagos ', category: 'Health', sort: 'impact', page: '3', pageSize: '6' }),
    ).toEqual({
      q: 'Lagos',
      category: 'Health',
      sort: 'impact',
      lang: 'en',
      page: { page: 3, pageSize: 6, limit: 6, offset: 12 },
    });
  });

  it('fills in the missing half of paging', () => {
    expect(parse({ page: '2' }).page).toEqual({ page: 2, pageSize: 12, limit: 12, offset: 12 });
    expect(parse({ pageSize: '5' }).page).toEqual({ page: 1, pageSize: 5, limit: 5, offset: 0 });
  });

  it('gives a page size over the maximum the largest page, never everything', () => {
    expect(parse({ pageSize: '101' }).page).toEqual({
      page: 1,
      pageSize: 100,
      limit: 100,
      offset: 0,
    });
    expect(parse({ page: '3', pageSize: '999999' }).page.offset).toBe(200);
  });

  it('treats empty q and category as no filter', () => {
    expect(parse({ q: '', category: '  ' })).toMatchObject({ sort: 'year-desc', lang: 'en' });
    expect(parse({ q: '', category: '  ' })).not.toHaveProperty('q');
    expect(parse({ q: '', category: '  ' })).not.toHaveProperty('category');
  });

  it.each([
    [
      { limit: '5' },
      'Unknown query parameter "limit"; allowed: q, category, sort, page, pageSize, lang',
    ],
    [{ lang: 'de' }, 'lang must be one of en, fr, ar, sw, ha, yo, ig, pt, am (got "de")'],
    [
      { sort: 'newest' },
      'sort must be one of year-desc, year-asc, impact, alphabetical (got "newest")',
    ],
    [{ page: '0' }, 'page must be a whole number from 1 to 10000 (got "0")'],
    [{ page: '1e3' }, 'page must be a whole number from 1 to 10000 (got "1e3")'],
    [{ pageSize: '0' }, 'pageSize must be a whole number from 1 (got "0")'],
    [{ q: ['a', 'b'] }, 'Query parameter "q" must be given once'],
  ])('rejects %o with a 400', (raw, message) => {
    try {
      parse(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toBe(message);
    }
  });

  it('shortens long values it quotes back', () => {
    expect(() => parse({ sort: 'x'.repeat(500) })).toThrow(/got "x{40}…"/);
  });
});
