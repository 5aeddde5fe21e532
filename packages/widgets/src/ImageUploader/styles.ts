import { css, keyframes } from '@emotion/react';
import { color, media, radius, shadow } from '../ui/tokens';

export const card = css`
  box-sizing: border-box;
  min-inline-size: 0;
  & * {
    box-sizing: border-box;
  }
  display: grid;
  gap: 1em;
  padding: 1.25em;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

export const cardTitle = css`
  margin: 0;
  font-size: 1.25em;
  line-height: 1.3;
  color: ${color.text};
`;

export const muted = css`
  margin: 0;
  color: ${color.muted};
`;

export const progress = css`
  inline-size: 100%;
  block-size: 0.5em;
  appearance: none;
  border: 0;
  border-radius: 999px;
  background: ${color.background};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${color.background};
  }
  &::-webkit-progress-value {
    background: ${color.primary};
  }
  &::-moz-progress-bar {
    background: ${color.primary};
  }
  accent-color: ${color.primary};
`;

export const list = css`
  display: grid;
  gap: 0.5em;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A bar for work of unknown length (the single upload): a segment sliding across. */
export const indeterminate = css`
  position: relative;
  inline-size: 100%;
  block-size: 0.5em;
  border-radius: 999px;
  background: ${color.background};
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: 40%;
    border-radius: inherit;
    background: ${color.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  ${media.reducedMotion} {
    &::after {
      animation: none;
      inline-size: 100%;
      opacity: 0.5;
    }
  }
`;
