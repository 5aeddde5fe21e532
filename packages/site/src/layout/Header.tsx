import { localizedPath } from '@ia/shared';
import { LanguageSwitcher, useTranslation } from '@ia/widgets';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'wouter';
import { color, contentWidth, focusOutline, media, radius, TOUCH_TARGET } from '../theme';
import { useSiteConfig } from '../SiteConfigContext';
import { useMenus, type MenuLink } from '../model/navigation';
import { langAttr } from '../model/useContent';
import { HEADER_END_ID } from './headerId';
import { Logo } from './Logo';

const navLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH_TARGET,
  padding: '0 10px',
  color: color.text,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: radius.control,
  '&:hover': { color: color.primary },
  '&:focus-visible': focusOutline,
  '&[aria-current="page"]': { color: color.primary, textDecoration: 'underline' },
} as const;

function ContactButton({ onNavigate }: { onNavigate?: () => void }) {
  const { t, language } = useTranslation();
  const [location] = useLocation();
  return (
    <a
      href={localizedPath(language, '/contact')}
      onClick={(event) => {
        // A full page load, as the spec asks, but none if we are already there.
        if (location === '/contact') event.preventDefault();
        onNavigate?.();
      }}
      css={{
        ...navLink,
        background: color.primary,
        color: color.onPrimary,
        padding: '0 18px',
        '&:hover': { background: color.primaryHover, color: color.onPrimary },
      }}
    >
      {t('nav.contact')}
    </a>
  );
}

/** The site-wide search: a magnifier in the wide header, its name in the phone menu. */
function SearchLink({ withName, onNavigate }: { withName?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const name = t('shared.search.link');
  return (
    <Link
      href="/search"
      css={navLink}
      aria-label={withName ? undefined : name}
      aria-current={location === '/search' ? 'page' : undefined}
      onClick={onNavigate}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        css={{ flex: 'none' }}
      >
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
      {withName && <span css={{ marginInlineStart: 8 }}>{name}</span>}
    </Link>
  );
}

/**
 * A menu of links under a name: a native disclosure, so it opens by keyboard and without script.
 * In the wide header its links drop down over the page; in the phone menu they show under it.
 * Escape closes it and gives the focus back to its name.
 */
function SubMenu({
  item,
  phone,
  language,
  children,
}: {
  item: MenuLink;
  phone: boolean;
  language: string;
  children: ReactNode;
}) {
  return (
    <details
      onKeyDown={(event) => {
        const details = event.currentTarget;
        if (event.key !== 'Escape' || !details.open) return;
        event.stopPropagation();
        details.open = false;
        details.querySelector('summary')?.focus();
      }}
    >
      <summary
        css={{
          ...navLink,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
        }}
        {...langAttr(item.lang, language)}
      >
        {item.label}
        <span aria-hidden="true" css={{ marginInlineStart: 6, fontSize: '0.8em' }}>
          ▾
        </span>
      </summary>
      <ul
        css={
          phone
            ? { listStyle: 'none', margin: 0, padding: 0, paddingInlineStart: 16 }
            : {
                listStyle: 'none',
                margin: 0,
                padding: 8,
                position: 'absolute',
                insetInlineStart: 0,
                top: '100%',
                minWidth: 220,
                background: '#fff',
                border: `1px solid ${color.border}`,
                borderRadius: radius.control,
                boxShadow: '0 8px 24px rgba(0,0,0,0.12)',
                zIndex: 25,
              }
        }
      >
        {children}
      </ul>
    </details>
  );
}

/**
 * The header. The whole navigation shows in one line from 1280 px (French and Swahili names
 * are long: at 1024 px they wrapped); narrower screens have the menu button.
 */
export function Header() {
  const { t, language } = useTranslation();
  const [location] = useLocation();
  const { siteName } = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // The mobile menu closes whenever the route changes.
  useEffect(() => setMenuOpen(false), [location]);
  // Escape closes it and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // The header's links are content: the `navigation` global staff edit under Menus.
  const menu = useMenus().header;
  const anchor = (item: MenuLink, onNavigate?: (event: ReactMouseEvent) => void) =>
    item.external ? (
      <a href={item.href} css={navLink} {...langAttr(item.lang, language)}>
        {item.label}
      </a>
    ) : (
      <Link
        href={item.href}
        css={navLink}
        aria-current={location === item.href ? 'page' : undefined}
        onClick={onNavigate}
        {...langAttr(item.lang, language)}
      >
        {item.label}
      </Link>
    );
  const links = (phone: boolean, onNavigate?: () => void) =>
    menu.map((item: MenuLink, index) => (
      <li key={`${index}-${item.href}`} css={{ position: 'relative' }}>
        {item.children ? (
          <SubMenu item={item} phone={phone} language={language}>
            {item.children.map((child, at) => (
              <li key={`${at}-${child.href}`}>
                {anchor(child, (event) => {
                  // Chosen: the menu closes (and the phone's menu too).
                  (event.currentTarget as Element).closest('details')?.removeAttribute('open');
                  onNavigate?.();
                })}
              </li>
            ))}
          </SubMenu>
        ) : (
          anchor(item, onNavigate)
        )}
      </li>
    ));

  return (
    <header
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        background: 'rgba(255,255,255,0.97)',
        borderBottom: `1px solid ${color.border}`,
      }}
    >
      <a
        href="#main"
        css={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -200,
          '&:focus': { top: 8, background: '#fff', padding: 8, zIndex: 30 },
        }}
      >
        {t('nav.skipToContent')}
      </a>
      <div
        css={{
          maxWidth: contentWidth,
          margin: '0 auto',
          padding: '4px 16px',
          display: 'flex',
          alignItems: 'center',
          gap: 16,
        }}
      >
        <Link
          href="/"
          // The visible name first (WCAG 2.5.3), then where the link goes.
          aria-label={`${siteName}, ${t('nav.home')}`}
          css={{ flex: 'none', textDecoration: 'none', '&:focus-visible': focusOutline }}
        >
          <Logo />
        </Link>
        <nav
          aria-label={t('nav.main')}
          css={{ display: 'none', marginInlineStart: 'auto', [media.xl]: { display: 'block' } }}
        >
          <ul
            css={{
              display: 'flex',
              gap: 4,
              listStyle: 'none',
              margin: 0,
              padding: 0,
              alignItems: 'center',
            }}
          >
            {links(false)}
            <li>
              <SearchLink />
            </li>
            <li>
              <LanguageSwitcher variant="header" />
            </li>
            <li>
              <ContactButton />
            </li>
          </ul>
        </nav>
        <button
          ref={toggle}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          css={{
            marginInlineStart: 'auto',
            minWidth: TOUCH_TARGET,
            minHeight: TOUCH_TARGET,
            border: `1px solid ${color.border}`,
            borderRadius: radius.control,
            background: '#fff',
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
            '&:focus-visible': focusOutline,
            [media.xl]: { display: 'none' },
          }}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span
            css={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            {t('nav.menu')}
          </span>
        </button>
      </div>
      {menuOpen && (
        <nav
          id={menuId}
          aria-label={t('nav.main')}
          css={{ borderTop: `1px solid ${color.border}`, [media.xl]: { display: 'none' } }}
        >
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: '8px 16px 16px',
              display: 'grid',
              gap: 4,
            }}
          >
            {links(true, () => setMenuOpen(false))}
            <li>
              <SearchLink withName onNavigate={() => setMenuOpen(false)} />
            </li>
            <li>
              <LanguageSwitcher variant="compact" />
            </li>
            <li>
              <ContactButton onNavigate={() => setMenuOpen(false)} />
            </li>
          </ul>
        </nav>
      )}
      {/* The end of the header, for the document's first paint (see headerId.ts). */}
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
