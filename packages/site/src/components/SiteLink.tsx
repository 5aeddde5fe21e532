import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A page of the site (`/contact`, kept in the page's language), not another site's address. */
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * A link staff chose (a link field, a link in a text): a page of the site goes through the
 * router, in the page's language; an https address is a plain link to the other site. Styled
 * with the `css` prop like an element.
 */
export function SiteLink({
  href,
  children,
  ...rest
}: {
  href: string;
  children: ReactNode;
  className?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  'aria-describedby'?: string;
}) {
  return isSitePath(href) ? (
    <Link href={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
