import type { ReactNode } from 'react';
import { color, radius, TOUCH_TARGET } from '../theme';
import { SiteLink } from './SiteLink';

export type CtaTier = 'primary' | 'secondary' | 'tertiary';
export type CtaSize = 'sm' | 'default' | 'lg' | 'xl';

const tiers: Record<CtaTier, Record<string, unknown>> = {
  primary: {
    background: color.primary,
    color: color.onPrimary,
    '&:hover': { background: color.primaryHover },
  },
  secondary: {
    background: 'transparent',
    color: color.primary,
    boxShadow: `inset 0 0 0 2px ${color.primary}`,
    '&:hover': { background: 'rgba(11,110,79,0.08)' },
  },
  tertiary: {
    background: 'transparent',
    color: color.primary,
    textDecoration: 'underline',
    paddingInline: 4,
  },
};

/** Every size keeps the 44 px touch target; larger sizes only grow. */
const sizes: Record<CtaSize, Record<string, unknown>> = {
  sm: { padding: '6px 14px', fontSize: '0.875rem' },
  default: { padding: '10px 20px' },
  lg: { padding: '12px 26px', fontSize: '1.1rem', minHeight: 52 },
  xl: { padding: '14px 32px', fontSize: '1.25rem', minHeight: 60 },
};

/** The look of a call to action, for a link or a button: the spec's CTA tiers and sizes. */
export function ctaStyles({
  tier = 'primary',
  size = 'default',
  onDark = false,
}: {
  tier?: CtaTier;
  size?: CtaSize;
  onDark?: boolean;
}) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    minHeight: TOUCH_TARGET,
    minWidth: TOUCH_TARGET,
    padding: '10px 20px',
    border: 0,
    borderRadius: radius.control,
    font: 'inherit',
    fontWeight: 700,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
    ...tiers[tier],
    ...sizes[size],
    ...(tier === 'tertiary' ? { paddingInline: 4 } : {}),
    ...(onDark && tier === 'secondary'
      ? {
          color: '#fff',
          boxShadow: 'inset 0 0 0 2px #fff',
          '&:hover': { background: 'rgba(255,255,255,0.12)' },
        }
      : {}),
    ...(onDark && tier === 'tertiary' ? { color: '#fff' } : {}),
    // On a dark band the primary action turns light, so it stands out from the band itself.
    ...(onDark && tier === 'primary'
      ? { background: '#fff', color: '#0b3d2e', '&:hover': { background: '#e6f2ed' } }
      : {}),
  };
}

/**
 * A call to action that navigates (a page of the site, or an https address staff chose): the
 * spec's CTA tiers, 44 px touch target.
 */
export function ButtonLink({
  href,
  children,
  tier = 'primary',
  size = 'default',
  onDark = false,
  'aria-describedby': describedBy,
  lang,
  dir,
}: {
  href: string;
  children: ReactNode;
  tier?: CtaTier;
  size?: CtaSize;
  onDark?: boolean;
  'aria-describedby'?: string;
  /** The language of its label when not the page's, and its direction when not the page's. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <SiteLink
      href={href}
      aria-describedby={describedBy}
      lang={lang}
      dir={dir}
      css={ctaStyles({ tier, size, onDark })}
    >
      {children}
    </SiteLink>
  );
}
