import type { CSSObject } from '@emotion/react';
import { color, media } from '../theme';

/** Styles the home page's sections share. */
export const sectionTitle: CSSObject = { fontSize: '1.8rem', margin: '0 0 12px' };
export const lead: CSSObject = { maxWidth: '62ch', color: color.muted, margin: '0 0 24px' };
export const twoColumns: CSSObject = {
  display: 'grid',
  gap: 32,
  alignItems: 'center',
  [media.lg]: { gridTemplateColumns: '1fr 1fr' },
};
export const rounded: CSSObject = { width: '100%', borderRadius: 16, objectFit: 'cover' };
