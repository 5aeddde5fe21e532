import { color, media, radius, shadow } from '../theme';

/** Shared looks of the static pages, so that every page reads the same. */

export const sectionTitle = {
  fontSize: 'clamp(1.5rem, 4vw, 1.9rem)',
  lineHeight: 1.2,
  margin: '0 0 12px',
} as const;

export const lead = {
  margin: '0 0 24px',
  maxWidth: '62ch',
  color: color.muted,
  fontSize: '1.05rem',
} as const;

export const card = {
  background: color.surface,
  borderRadius: radius.card,
  boxShadow: shadow.card,
  padding: 24,
} as const;

export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A list laid out as a grid of one column on phones and `columns` from medium screens. */
export const gridList = (columns: number) =>
  ({
    ...plainList,
    display: 'grid',
    gap: 16,
    [media.md]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` },
    [media.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  }) as const;

/** A round badge that holds an icon in the primary colour. */
export const iconBadge = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: '#e3f1ea',
  color: color.primary,
  marginBottom: 12,
} as const;
