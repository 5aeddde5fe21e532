import * as v from 'valibot';
import { LANGUAGE_CODES } from './languages.js';

/**
 * Site-wide search: how texts are compared (the server's index and the highlighting of results
 * both use these), and the answer of `GET /api/search`.
 */

/** What a search may look for. */
export const SEARCH_TYPES = ['story', 'article', 'page', 'document'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results per page, and the most pages a search goes to. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE = 100;
/**
 * The most matches a search ranks and counts (every page it goes to): of more, the latest
 * written are ranked and the answer says there are `more`, so a search of a word every story
 * has costs what a rare word costs.
 */
export const SEARCH_MAX_RESULTS = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;
/** The longest query taken (characters), and the most words of it used. */
export const SEARCH_MAX_QUERY = 200;
export const SEARCH_MAX_TERMS = 8;

/**
 * One character as searched: lower case, accents and Arabic vowel marks taken off (`É` → `e`,
 * `مَدْرَسَة` → `مدرسة`), Arabic letter variants made one (`أ إ آ` → `ا`, `ى` → `ي`, `ة` → `ه`)
 * and the Arabic tatweel dropped. May be empty (a mark alone) or longer than one (`ß` → `ss`).
 * Words are then taken without their Arabic article (`searchForm`).
 */
function searchChar(char: string): string {
  return char
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ß/g, 'ss');
}

/**
 * Arabic's definite article `ال` at the start of a word, with the letters written onto it: `و`
 * or `ف` (and), then `ب` (with), `ك` (like) or `ل` (to; `ل` + `ال` is written `لل`). Taken off
 * where at least two letters stay, so "مدرسة" finds "المدرسة", "والمدرسة", "بالمدرسة" and
 * "للمدرسة" (and the other way round). Matched on the searched form (after `searchChar`).
 */
const ARABIC_ARTICLE = /(?<![\p{L}\p{N}])(?:[وف]?[بك]?ال|[وف]?لل)(?=[\p{L}\p{N}]{2})/gu;

/**
 * `text` as searched: each character by `searchChar`, then each Arabic word without its article;
 * with, for each character of the result (and one past its end), where it came from in `text`.
 * A word's first character left after its article stands for the whole word (from its start).
 */
function searchForm(text: string): { folded: string; origin: number[] } {
  let chars = '';
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const mapped = searchChar(char);
    for (let i = 0; i < mapped.length; i += 1) from.push(index);
    chars += mapped;
    index += char.length;
  }
  from.push(text.length);
  let folded = '';
  const origin: number[] = [];
  let kept = 0;
  const keep = (end: number) => {
    folded += chars.slice(kept, end);
    for (let i = kept; i < end; i += 1) origin.push(from[i]!);
  };
  for (const match of chars.matchAll(ARABIC_ARTICLE)) {
    keep(match.index);
    kept = match.index + match[0].length;
    from[kept] = from[match.index]!;
  }
  keep(chars.length);
  origin.push(from[chars.length]!);
  return { folded, origin };
}

/** A text as the index holds it and as queries are compared with it. */
export function searchText(text: string): string {
  return searchForm(text).folded;
}

/** The words of a query as searched (letters and digits; at most SEARCH_MAX_TERMS). */
export function searchTerms(query: string): string[] {
  const words = searchText(query.slice(0, SEARCH_MAX_QUERY)).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}

/**
 * A passage of `text` around the first word that starts with a term (or its beginning), at
 * most about `length` characters, with where each such word is in it: ranges of the passage, to be
 * shown marked. Plain text in, plain text out: nothing here becomes markup.
 */
export function searchSnippet(
  text: string,
  terms: readonly string[],
  length = 220,
): { text: string; highlights: [number, number][] } {
  // The searched form of `text`, with where each of its characters came from.
  const { folded, origin } = searchForm(text);
  const matches: [number, number][] = [];
  if (terms.length > 0) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\p{L}\\p{N}]*`,
      'gu',
    );
    for (const match of folded.matchAll(pattern)) {
      const start = origin[match.index]!;
      const end = origin[match.index + match[0].length]!;
      if (end > start) matches.push([start, end]);
      if (matches.length >= 50) break;
    }
  }
  const first = matches[0]?.[0] ?? 0;
  let from = Math.max(0, first - Math.floor(length / 4));
  if (from > 0) {
    const space = text.lastIndexOf(' ', first);
    from = space >= from ? space + 1 : from;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > first) to = space;
  }
  const lead = from > 0 ? '…' : '';
  const tail = to < text.length ? '…' : '';
  const passage = `${lead}${text.slice(from, to).replace(/\s+/g, ' ')}${tail}`;
  // Ranges again, in the passage (whitespace runs were made single spaces).
  const highlights: [number, number][] = [];
  const inPassage = (at: number) => {
    const before = text.slice(from, at).replace(/\s+/g, ' ');
    return lead.length + before.length;
  };
  for (const [start, end] of matches) {
    if (start < from || end > to) continue;
    highlights.push([inPassage(start), inPassage(end)]);
  }
  return { text: passage, highlights };
}

/** One result of a search. */
export const searchResultSchema = /* @__PURE__ */ v.object({
  type: v.picklist(SEARCH_TYPES),
  /** The page's address in the language asked for. */
  path: v.string(),
  title: v.string(),
  /** A passage of its text, and where the words searched for are in it. */
  snippet: v.string(),
  highlights: v.array(v.tuple([v.number(), v.number()])),
  /** The language the result is written in: the one asked for, or English where it is not. */
  lang: v.picklist(LANGUAGE_CODES),
});
export type SearchResult = v.InferOutput<typeof searchResultSchema>;

export const searchAnswerSchema = /* @__PURE__ */ v.object({
  q: v.string(),
  items: v.array(searchResultSchema),
  /** Results found, at most `SEARCH_MAX_RESULTS`; `more`: there are others beyond. */
  total: v.number(),
  more: v.optional(v.literal(true)),
  page: v.number(),
  pages: v.number(),
});
export type SearchAnswer = v.InferOutput<typeof searchAnswerSchema>;
