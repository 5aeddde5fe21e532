/**
 * The menu's behaviour as plain functions: which item a key moves to, and whether a pointer
 * press happened outside the switcher (also across shadow roots).
 */

/** The index a key moves the focus to in a menu of `count` items, or null for other keys. */
export function menuIndexFor(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Whether `event` happened outside `root`. Inside a shadow root the event's target is
 * retargeted to the host, so the composed path is what tells inside from outside.
 */
export function isOutside(event: Event, root: Node | null): boolean {
  if (!root) return true;
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  if (path.length > 0) return !path.includes(root);
  return !(event.target instanceof Node && root.contains(event.target));
}
