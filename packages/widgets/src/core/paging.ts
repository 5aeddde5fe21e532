import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@ia/shared';
import type { QueryParams } from './queryOptions';

/**
 * A usable limit: a whole number of at least 1, at most the API's largest page
 * (`MAX_PAGE_SIZE`, 100: a larger one shows 100), or undefined for none.
 */
export function normalizeLimit(limit: number | string | null | undefined): number | undefined {
  const n = typeof limit === 'string' ? Number(limit) : limit;
  if (n === undefined || n === null || !Number.isFinite(n) || n < 1) return undefined;
  return Math.min(Math.floor(n), MAX_PAGE_SIZE);
}

/**
 * The paging of a list widget's request: page `page` (from 1) of `limit` items (the API's
 * default page size without one), the first page of `limit` items without a page, and nothing
 * without either (the API answers its default page, `DEFAULT_PAGE_SIZE`).
 */
export function listPageParams(limit?: number, page?: number): QueryParams {
  const n = normalizeLimit(limit);
  const p = page !== undefined && Number.isInteger(page) && page >= 1 ? page : undefined;
  if (p === undefined) return n === undefined ? {} : { page: 1, pageSize: n };
  return { page: p, pageSize: n ?? DEFAULT_PAGE_SIZE };
}
