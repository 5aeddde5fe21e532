import { css } from '@emotion/react';
import { color, radius, shadow } from '../ui/tokens';

export const card = css`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
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
  block-size: 0.5rem;
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
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
