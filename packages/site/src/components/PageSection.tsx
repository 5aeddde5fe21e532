import type { ReactNode } from 'react';
import { contentWidth } from '../theme';

/** A centred band of the page with the site's content width. */
export function PageSection({
  children,
  background,
  labelledBy,
  id,
}: {
  children: ReactNode;
  background?: string;
  labelledBy?: string;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      // An anchor (`/#contact`) brings the section in view below the sticky header.
      css={{ background, padding: '48px 0', scrollMarginTop: 72 }}
    >
      <div css={{ maxWidth: contentWidth, margin: '0 auto', padding: '0 16px' }}>{children}</div>
    </section>
  );
}
