import { useEffect, type ReactNode } from 'react';
import { muted } from '../ui/styles';

/** One screen of the staff application: its title (also the document's), where it sits, what it is for. */
export function Screen({
  title,
  breadcrumb,
  intro,
  actions,
  children,
}: {
  title: string;
  breadcrumb?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Staff`;
  }, [title]);
  return (
    <div css={{ maxWidth: 1100 }}>
      {breadcrumb && <p css={{ margin: '0 0 4px' }}>{breadcrumb}</p>}
      <div
        css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 8 }}
      >
        <h1 css={{ margin: 0, fontSize: '1.8rem', flex: '1 1 auto', overflowWrap: 'anywhere' }}>
          {title}
        </h1>
        {actions}
      </div>
      {intro && <p css={{ ...muted, margin: '0 0 20px', maxWidth: '70ch' }}>{intro}</p>}
      {children}
    </div>
  );
}
