import { ctaStyles } from '../components/ButtonLink';
import { color, radius, shadow, TOUCH_TARGET } from '../theme';

/** Looks shared by the admin pages. */

export const adminCard = {
  background: color.surface,
  borderRadius: radius.card,
  boxShadow: shadow.card,
  padding: 24,
} as const;

export const fieldLabel = { display: 'block', fontWeight: 600, marginBottom: 6 } as const;

export const textInput = {
  display: 'block',
  width: '100%',
  minHeight: TOUCH_TARGET,
  padding: '8px 12px',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: color.danger },
} as const;

export const primaryButton = {
  ...ctaStyles({ tier: 'primary' }),
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
} as const;

export const secondaryButton = {
  ...ctaStyles({ tier: 'secondary' }),
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
} as const;

export const errorBox = {
  margin: '0 0 16px',
  padding: '12px 16px',
  borderRadius: radius.control,
  background: '#fdecea',
  color: color.danger,
  border: `1px solid #f5c2bd`,
  fontWeight: 600,
} as const;

export const infoBox = {
  margin: '0 0 16px',
  padding: '16px',
  borderRadius: radius.card,
  background: '#eef5f1',
  color: color.text,
} as const;

export const muted = { color: color.muted } as const;

export const fieldError = { color: color.danger, margin: '6px 0 0', fontWeight: 600 } as const;
