import { css } from '@emotion/react';
import { color, focusRing, media, radius, TOUCH_TARGET } from './tokens';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const focusVisible = css`
  &:focus-visible {
    ${focusRing}
  }
`;

/** A text link in the widget's colours. */
export const textLink = css`
  color: ${color.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: 2px;
  &:hover {
    color: ${color.primaryHover};
  }
  ${focusVisible}
`;

/** A button or link that looks like a button. */
export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-block-size: ${TOUCH_TARGET};
  min-inline-size: ${TOUCH_TARGET};
  padding-block: 0.5em;
  padding-inline: 1em;
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-pressed='true'],
  &[aria-current='page'] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
  ${focusVisible}
`;

export const primaryButton = css`
  ${button};
  background: ${color.primary};
  border-color: ${color.primary};
  color: ${color.onPrimary};
  &:hover {
    background: ${color.primaryHover};
    color: ${color.onPrimary};
  }
`;

/** A form control (input, select). */
export const control = css`
  min-block-size: ${TOUCH_TARGET};
  inline-size: 100%;
  padding-block: 0.5em;
  padding-inline: 0.75em;
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  ${focusVisible}
`;

/** A category badge. */
export const badge = css`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: 0.35em;
  padding-block: 0.2em;
  padding-inline: 0.65em;
  border-radius: ${radius.pill};
  background: var(--ia-color-badge, #e6f2ec);
  color: ${color.primary};
  font-size: 0.8125em;
  font-weight: 600;
  line-height: 1.4;
`;

/** Turns animation off for people who asked for less motion. */
export const noMotion = css`
  ${media.reducedMotion} {
    animation: none !important;
    transition: none !important;
  }
`;
