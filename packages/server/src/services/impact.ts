/**
 * The number used to sort stories "By Impact": the digits of the impact text read as one number
 * (spec section 9), e.g. "5,000+ students reached" -> 5000. Text without digits sorts last (0).
 * Computed on write and stored in `impact_value`, so both databases sort by a plain integer
 * column and paging stays in SQL. Capped at the largest safe integer.
 */
export function impactValue(impact: string): number {
  const digits = impact.replace(/\D/g, '').replace(/^0+/, '');
  if (digits === '') return 0;
  if (digits.length > 15) return Number.MAX_SAFE_INTEGER;
  return Math.min(Number(digits), Number.MAX_SAFE_INTEGER);
}
