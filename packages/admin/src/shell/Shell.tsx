import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession, useSignOut } from '../api/hooks';
import { color, focusRing, media, secondaryButton, visuallyHidden } from '../ui/styles';
import { ErrorBoundary } from './ErrorBoundary';
import { menuFor } from './navigation';

const menuLink = {
  display: 'block',
  padding: '8px 12px',
  borderRadius: 8,
  color: '#e6f2ed',
  textDecoration: 'none',
  minHeight: 40,
  '&:hover': { background: 'rgba(255,255,255,0.08)' },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { background: '#fff', color: color.primary, fontWeight: 700 },
} as const;

/** A button on the dark header and menu: outlined in white, lighter on hover. */
const onDarkButton = {
  ...secondaryButton,
  minHeight: 40,
  background: 'transparent',
  color: '#fff',
  borderColor: '#fff',
  '&:hover:not(:disabled)': { background: 'rgba(255,255,255,0.15)' },
} as const;

/** Whether a menu entry is the current screen or a parent of it. */
const isCurrent = (href: string, location: string) =>
  href === '/'
    ? location === '/' || location === '/dashboard'
    : location === href || location.startsWith(`${href}/`);

/** Who is signed in, the public site and the way out: in the header on large screens, in the menu on phones. */
function Account({ inMenu }: { inMenu: boolean }) {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <div
      css={
        inMenu
          ? {
              display: 'grid',
              gap: 8,
              padding: '12px',
              borderTop: '1px solid rgba(255,255,255,0.25)',
              color: '#e6f2ed',
              [media.lg]: { display: 'none' },
            }
          : {
              display: 'none',
              [media.lg]: { display: 'flex', alignItems: 'center', gap: 12 },
            }
      }
    >
      <a href="/" css={{ color: '#fff', '&:focus-visible': focusRing }}>
        View the site
      </a>
      {session.data && (
        <>
          <Link
            href="/account"
            title="Your account"
            css={{
              color: '#fff',
              opacity: 0.9,
              overflowWrap: 'anywhere',
              '&:focus-visible': focusRing,
            }}
          >
            {inMenu ? `Signed in as ${session.data.email}` : session.data.email}
          </Link>
          <button
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            css={{ ...onDarkButton, justifySelf: 'start' }}
          >
            Sign out
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The staff application's frame: a menu of every screen (behind the Menu button on phones,
 * closed by Escape or by choosing a screen), who is signed in, a way out, and the screen itself.
 * Not the public site's header and footer.
 */
export function Shell({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu (on phones), back on its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div
      css={{
        minHeight: '100vh',
        [media.lg]: {
          display: 'grid',
          gridTemplateColumns: '260px 1fr',
          gridTemplateRows: 'auto 1fr',
        },
      }}
    >
      <a
        href="#main"
        css={{
          ...visuallyHidden,
          '&:focus': {
            position: 'static',
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            padding: 8,
          },
        }}
      >
        Skip to content
      </a>
      <header
        css={{
          gridColumn: '1 / -1',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '8px 16px',
          background: '#0b3d2e',
          color: '#fff',
          minHeight: 56,
        }}
      >
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="staff-menu"
          onClick={() => setOpen(!open)}
          css={{ ...onDarkButton, [media.lg]: { display: 'none' } }}
        >
          Menu
        </button>
        <p css={{ margin: 0, fontWeight: 800, flex: 1 }}>
          Staff <span css={{ fontWeight: 400, opacity: 0.85 }}>· Initiative for Africa</span>
        </p>
        <Account inMenu={false} />
      </header>
      <nav
        id="staff-menu"
        aria-label="Staff menu"
        css={{
          display: open ? 'block' : 'none',
          background: '#0f4d3a',
          padding: 12,
          [media.lg]: { display: 'block', minHeight: '100%' },
        }}
      >
        {menuFor(session.data?.permissions).map((group) => (
          <div key={group.label} css={{ marginBottom: 16 }}>
            <p
              css={{
                margin: '0 12px 4px',
                fontSize: '0.8rem',
                textTransform: 'uppercase',
                letterSpacing: '0.05em',
                color: '#b9d6ca',
              }}
            >
              {group.label}
            </p>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.entries.map((entry) => (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    css={menuLink}
                    aria-current={isCurrent(entry.href, location) ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Account inMenu />
      </nav>
      <main
        id="main"
        tabIndex={-1}
        css={{
          padding: '16px 16px 120px',
          minWidth: 0,
          [media.md]: { padding: '24px 32px 120px' },
        }}
      >
        <ErrorBoundary
          what="This screen"
          note="The menu still works: try again, or go to another screen."
          resetKey={location}
        >
          {children}
        </ErrorBoundary>
      </main>
    </div>
  );
}
