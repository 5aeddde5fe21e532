/**
 * Where the focus goes in a horizontal tab list after a key press (WAI-ARIA tabs pattern):
 * the arrows move to the neighbouring tab and wrap around, Home and End go to the ends.
 * In a right-to-left page the left arrow moves forward. Other keys give null.
 */
export function tabIndexAfterKey(
  key: string,
  current: number,
  count: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  if (count <= 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
