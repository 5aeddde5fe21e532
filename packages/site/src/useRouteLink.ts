import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * A widget's link handler that routes on the client: widgets render real `<a href>` links and
 * call this on a plain click, so the site moves without a full page load.
 */
export function useRouteLink() {
  const [, navigate] = useLocation();
  return (detail: { href: string }, event: MouseEvent<HTMLAnchorElement>) => {
    if (!detail.href.startsWith('/')) return;
    event.preventDefault();
    navigate(detail.href);
  };
}
