import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * A widget's link handler that routes on the client: widgets render real `<a href>` links (with
 * the page's language prefix already in them) and call this on a plain click, so the site moves
 * without a full page load.
 */
export function useRouteLink() {
  const [, navigate] = useLocation();
  return (detail: { href: string }, event: MouseEvent<HTMLAnchorElement>) => {
    if (!detail.href.startsWith('/') || detail.href.startsWith('//')) return;
    event.preventDefault();
    // `~`: the address is whole, not relative to the language's base path.
    navigate(`~${detail.href}`);
  };
}
