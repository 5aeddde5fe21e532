import { color, radius, shadow, TOUCH_TARGET } from '@ia/widgets/ui/tokens.ts';

/** The staff application's looks: the site's colours, plainer surfaces, large touch targets. */
export { color, radius, shadow, TOUCH_TARGET };

export const focusRing = { outline: `3px solid ${color.focus}`, outlineOffset: 2 } as const;

export const card = {
  background: color.surface,
  borderRadius: radius.card,
  boxShadow: shadow.card,
  padding: 20,
} as const;

export const fieldLabel = { display: 'block', fontWeight: 600, marginBottom: 6 } as const;

export const help = { color: color.muted, fontSize: '0.9rem', margin: '4px 0 0' } as const;

export const textInput = {
  display: 'block',
  width: '100%',
  minHeight: TOUCH_TARGET,
  padding: '8px 12px',
  border: `1px solid #8a9a92`,
  borderRadius: radius.control,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: 2 },
  '&:read-only': { background: '#f1f4f2' },
} as const;

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: TOUCH_TARGET,
  padding: '8px 16px',
  borderRadius: radius.control,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
} as const;

export const primaryButton = {
  ...buttonBase,
  border: `2px solid ${color.primary}`,
  background: color.primary,
  color: '#fff',
  '&:hover:not(:disabled)': { background: color.primaryHover },
} as const;

export const secondaryButton = {
  ...buttonBase,
  border: `2px solid ${color.primary}`,
  background: '#fff',
  color: color.primary,
  '&:hover:not(:disabled)': { background: '#eef5f1' },
} as const;

export const dangerButton = {
  ...buttonBase,
  border: `2px solid ${color.danger}`,
  background: '#fff',
  color: color.danger,
  '&:hover:not(:disabled)': { background: '#fdecea' },
} as const;

/** A small button inside a list row (Earlier, Later, Remove). */
export const smallButton = {
  ...buttonBase,
  minHeight: 36,
  padding: '4px 10px',
  fontWeight: 600,
  border: `1px solid #8a9a92`,
  background: '#fff',
  color: color.text,
  '&:hover:not(:disabled)': { background: '#f1f4f2' },
} as const;

export const errorBox = {
  margin: '0 0 16px',
  padding: '12px 16px',
  borderRadius: radius.control,
  background: '#fdecea',
  color: '#8a1c12',
  border: `1px solid #f5c2bd`,
} as const;

export const infoBox = {
  margin: '0 0 16px',
  padding: '12px 16px',
  borderRadius: radius.control,
  background: '#eef5f1',
  color: color.text,
  border: `1px solid #cfe6da`,
} as const;

export const muted = { color: color.muted } as const;

export const fieldError = { color: '#a8200d', margin: '6px 0 0', fontWeight: 600 } as const;

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A status pill: Published, Draft, Scheduled, Not public. */
export const pill = (tone: 'green' | 'grey' | 'amber' | 'red') =>
  ({
    display: 'inline-block',
    padding: '2px 10px',
    borderRadius: 999,
    fontSize: '0.85rem',
    fontWeight: 700,
    background: { green: '#dcf3e6', grey: '#e9edf0', amber: '#fff1c7', red: '#fde6e3' }[tone],
    color: { green: '#0b5a3c', grey: '#3e4c59', amber: '#6b4d00', red: '#8a1c12' }[tone],
  }) as const;

export const media = {
  md: '@media (min-width: 768px)',
  lg: '@media (min-width: 1024px)',
} as const;

/** A button that reads as a link (a choice inside a form, not its action). */
export const linkButton = {
  background: 'none',
  border: 'none',
  padding: '8px 0',
  minHeight: TOUCH_TARGET,
  font: 'inherit',
  color: color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
} as const;
