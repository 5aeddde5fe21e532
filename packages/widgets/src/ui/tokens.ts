/**
 * Design tokens. Every colour and radius reads a CSS custom property first, so a partner can
 * theme an element from outside (`ia-story-grid { --ia-color-primary: #8a1538 }`).
 */
export const color = {
  primary: 'var(--ia-color-primary, #0b6e4f)',
  primaryHover: 'var(--ia-color-primary-hover, #08583f)',
  onPrimary: 'var(--ia-color-on-primary, #ffffff)',
  accent: 'var(--ia-color-accent, #e0a100)',
  text: 'var(--ia-color-text, #1f2933)',
  muted: 'var(--ia-color-muted, #52606d)',
  surface: 'var(--ia-color-surface, #ffffff)',
  background: 'var(--ia-color-background, #f7f8f6)',
  border: 'var(--ia-color-border, #d9e2dc)',
  danger: 'var(--ia-color-danger, #b42318)',
  success: 'var(--ia-color-success, #067647)',
  focus: 'var(--ia-color-focus, #f5b800)',
} as const;

export const radius = {
  card: 'var(--ia-radius-card, 12px)',
  control: 'var(--ia-radius-control, 8px)',
  pill: '999px',
} as const;

export const shadow = {
  card: 'var(--ia-shadow-card, 0 1px 2px rgba(16, 24, 40, 0.06), 0 2px 8px rgba(16, 24, 40, 0.08))',
} as const;

/** Breakpoints, min-width, matching the spec's medium and extra-large screens. */
export const media = {
  md: '@media (min-width: 768px)',
  lg: '@media (min-width: 1024px)',
  xl: '@media (min-width: 1280px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Touch targets are at least 44 px (spec design note). */
export const TOUCH_TARGET = '44px';

export const focusRing = `
  outline: 3px solid ${color.focus};
  outline-offset: 2px;
`;
