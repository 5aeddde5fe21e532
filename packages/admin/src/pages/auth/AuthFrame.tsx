import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { muted } from '../../ui/styles';

/**
 * The frame of the pages for someone not signed in (sign-in, the first account, an invitation,
 * a forgotten password): a narrow column with the page's title, also the document's.
 */
export function AuthFrame({
  title,
  intro,
  children,
  back = true,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A link back to the sign-in page under the form. */
  back?: boolean;
}) {
  useEffect(() => {
    document.title = `${title} · Staff`;
  }, [title]);
  return (
    <main css={{ maxWidth: 480, margin: '48px auto', padding: '0 16px' }}>
      <h1 css={{ fontSize: '2rem', margin: '0 0 8px', overflowWrap: 'anywhere' }}>{title}</h1>
      {intro && <p css={{ ...muted, margin: '0 0 24px' }}>{intro}</p>}
      {children}
      {back && (
        <p css={{ marginTop: 24 }}>
          <Link href="/login">Back to sign in</Link>
        </p>
      )}
    </main>
  );
}
