import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { color, radius, TOUCH_TARGET } from '../theme';

type Tier = 'primary' | 'secondary' | 'tertiary';

const tiers: Record<Tier, Record<string, unknown>> = {
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

/** A call to action that navigates: the spec's CTA tiers, 44 px touch target. */
export function ButtonLink({
  href,
  children,
  tier = 'primary',
  onDark = false,
}: {
  href: string;
  children: ReactNode;
  tier?: Tier;
  onDark?: boolean;
}) {
  return (
    <Link
      href={href}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        minHeight: TOUCH_TARGET,
        padding: '10px 20px',
        borderRadius: radius.control,
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
        ...tiers[tier],
        ...(onDark && tier !== 'primary'
          ? { color: '#fff', boxShadow: 'inset 0 0 0 2px #fff' }
          : {}),
      }}
    >
      {children}
    </Link>
  );
}
