import {
  CONTENT_LANG_PARAM,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  isLanguageCode,
  LANGUAGE_CODES,
  MAX_PAGE_SIZE,
  type LanguageCode,
} from '@ia/shared';
import { UnstorableInputError, holdsUnstorable } from '../db/unstorable.js';
import { badRequest } from '../errors.js';

/** A query string as Koa parses it: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

export interface ListParams<S extends string> {
  /** Case-insensitive text to look for; absent when not given or empty. */
  q?: string;
  /** Exact category; absent when not given or empty. */
  category?: string;
  sort: S;
  /** The language the texts are asked in (`?lang=`; English by default). */
  lang: LanguageCode;
  /** Always present: a list is never answered whole (`DEFAULT_PAGE_SIZE` when not asked). */
  page: ListPage;
}

export interface ListPage {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export const LIST_PARAMS = [
  'q',
  'category',
  'sort',
  'page',
  'pageSize',
  CONTENT_LANG_PARAM,
] as const;
export const MAX_QUERY_TEXT = 200;
export const MAX_CATEGORY = 100;
export const MAX_PAGE = 10_000;

export const shown = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** `?lang=`: one of the site's languages; absent or empty is English. */
export function langOf(value: string | string[] | undefined): LanguageCode {
  if (Array.isArray(value))
    throw badRequest(`Query parameter "${CONTENT_LANG_PARAM}" must be given once`);
  if (value === undefined || value === '') return DEFAULT_LANGUAGE;
  if (!isLanguageCode(value)) {
    throw badRequest(
      `${CONTENT_LANG_PARAM} must be one of ${LANGUAGE_CODES.join(', ')} (got ${shown(value)})`,
    );
  }
  return value;
}

/** The query of a detail endpoint: only `lang` is understood. */
export function parseDetailParams(raw: RawQuery): { lang: LanguageCode } {
  for (const key of Object.keys(raw)) {
    if (key !== CONTENT_LANG_PARAM) {
      throw badRequest(`Unknown query parameter ${shown(key)}; allowed: ${CONTENT_LANG_PARAM}`);
    }
  }
  return { lang: langOf(raw[CONTENT_LANG_PARAM]) };
}

/** The query of a detail with a list in it (an author's articles): `lang`, `page`, `pageSize`. */
export function parsePagedDetailParams(raw: RawQuery): { lang: LanguageCode; page: ListPage } {
  const allowed = [CONTENT_LANG_PARAM, 'page', 'pageSize'];
  for (const key of Object.keys(raw)) {
    if (!allowed.includes(key)) {
      throw badRequest(`Unknown query parameter ${shown(key)}; allowed: ${allowed.join(', ')}`);
    }
  }
  return { lang: langOf(raw[CONTENT_LANG_PARAM]), page: pageOfQuery(raw) };
}

/**
 * Reads the query string of a list endpoint. Anything not understood is rejected with a 400 that
 * says why (unknown or repeated parameter, unknown sort, a page that is not a whole number in
 * range) instead of being ignored: a partner who mistypes `pagesize` learns it at once.
 * An empty `q` or `category` means "no filter", as a cleared search box sends.
 */
export function parseListParams<S extends string>(
  raw: RawQuery,
  sorts: readonly S[],
  defaultSort: S,
): ListParams<S> {
  for (const key of Object.keys(raw)) {
    if (!(LIST_PARAMS as readonly string[]).includes(key)) {
      throw badRequest(`Unknown query parameter ${shown(key)}; allowed: ${LIST_PARAMS.join(', ')}`);
    }
  }
  const single = (key: (typeof LIST_PARAMS)[number]): string | undefined => {
    const value = raw[key];
    if (Array.isArray(value)) throw badRequest(`Query parameter "${key}" must be given once`);
    return value;
  };

  const params: ListParams<S> = {
    sort: defaultSort,
    lang: langOf(single(CONTENT_LANG_PARAM)),
    page: pageOf(single('page'), single('pageSize')),
  };

  const q = single('q')?.trim();
  // Searched in the index, never stored: still refused as every route refuses it (a 400).
  if (q && holdsUnstorable(q)) throw new UnstorableInputError();
  if (q) {
    if (q.length > MAX_QUERY_TEXT) {
      throw badRequest(`q must be at most ${MAX_QUERY_TEXT} characters`);
    }
    params.q = q;
  }

  const category = single('category')?.trim();
  if (category) {
    if (category.length > MAX_CATEGORY) {
      throw badRequest(`category must be at most ${MAX_CATEGORY} characters`);
    }
    params.category = category;
  }

  const sort = single('sort');
  if (sort !== undefined) {
    if (!(sorts as readonly string[]).includes(sort)) {
      throw badRequest(`sort must be one of ${sorts.join(', ')} (got ${shown(sort)})`);
    }
    params.sort = sort as S;
  }

  return params;
}

/**
 * What picks a list's items, whatever their order and page (what a total and the starts of its
 * pages are kept under): the category, and the search with the language it is made in.
 */
export function filterOf(params: ListParams<string>): unknown[] {
  return params.q === undefined ? [params.category] : [params.category, params.q, params.lang];
}

/**
 * The one paging rule of every list: `page` from 1 (1 when absent), `pageSize` `defaultSize`
 * when absent and at most `maxSize` (a larger one gets the largest page, never everything).
 */
export function pageOf(
  page: string | undefined,
  pageSize: string | undefined,
  { defaultSize = DEFAULT_PAGE_SIZE, maxSize = MAX_PAGE_SIZE, maxPage = MAX_PAGE } = {},
): ListPage {
  const p = wholeNumber('page', page, maxPage) ?? 1;
  const size = Math.min(wholeNumber('pageSize', pageSize) ?? defaultSize, maxSize);
  return { page: p, pageSize: size, limit: size, offset: (p - 1) * size };
}

/** `pageOf` for a query whose values are not checked yet (an admin list's). */
export function pageOfQuery(
  raw: Record<string, unknown>,
  sizes?: Parameters<typeof pageOf>[2],
): ListPage {
  const one = (key: 'page' | 'pageSize'): string | undefined => {
    const value = raw[key];
    if (value === undefined || typeof value === 'string') return value;
    throw badRequest(`Query parameter "${key}" must be given once`);
  };
  return pageOf(one('page'), one('pageSize'), sizes);
}

function wholeNumber(name: string, value: string | undefined, max?: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || (max !== undefined && Number(value) > max)) {
    throw badRequest(
      max === undefined
        ? `${name} must be a whole number from 1 (got ${shown(value)})`
        : `${name} must be a whole number from 1 to ${max} (got ${shown(value)})`,
    );
  }
  return Number(value);
}
