import { badRequest } from '../errors.js';
import type { RawQuery } from '../services/list-query.js';

/** Endpoints that take no query parameters say so instead of ignoring them. */
export function rejectQuery(query: RawQuery): void {
  const [first] = Object.keys(query);
  if (first !== undefined) {
    throw badRequest(`Unknown query parameter ${JSON.stringify(first.slice(0, 40))}; none allowed`);
  }
}
