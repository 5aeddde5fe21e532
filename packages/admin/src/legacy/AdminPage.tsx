import type { ReactNode } from 'react';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';

/**
 * The frame of every admin page: English copy for staff (left to right whatever the site's
 * language), a title, and kept out of search engines.
 */
export function AdminPage({
  title,
  titleId,
  children,
  narrow = false,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <PageSection labelledBy={titleId}>
      <PageHead title={title} noIndex />
      <div lang="en" dir="ltr" css={narrow ? { maxWidth: 440, margin: '0 auto' } : undefined}>
        {children}
      </div>
    </PageSection>
  );
}
