/**
 * Ids are 32-bit integers on both databases (Knex's `increments`): a larger one matches no row,
 * and Postgres refuses to compare an integer column with it (a 500 before this check).
 */
export const MAX_ID = 2_147_483_647;

/** The id a path segment names, or undefined when it cannot be one. */
export function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}
