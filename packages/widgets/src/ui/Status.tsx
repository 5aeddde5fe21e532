import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, media } from './tokens';
import { useParts } from '../core/parts';
import { reservedHeight } from './reserve';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const box = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75em;
  padding-block: 2em;
  padding-inline: 1em;
  text-align: center;
  color: ${color.muted};
`;

const spinner = css`
  inline-size: 2.5em;
  block-size: 2.5em;
  border-radius: 50%;
  border: 4px solid ${color.border};
  border-block-start-color: ${color.primary};
  animation: ${spin} 0.9s linear infinite;
  ${media.reducedMotion} {
    animation-duration: 3s;
  }
`;

export interface StatusProps {
  kind: 'loading' | 'error' | 'empty';
  children: ReactNode;
  /** Space to keep while loading so the page does not jump (see ui/reserve.ts). */
  minHeight?: string;
  /** Links or buttons under the message, such as a back link. */
  actions?: ReactNode;
}

/**
 * A widget's loading, error or empty state. Loading and empty are polite live regions;
 * an error is an alert.
 */
export function Status({ kind, children, minHeight, actions }: StatusProps) {
  const parts = useParts();
  return (
    <div
      {...parts(`status status-${kind}`)}
      data-state={kind}
      css={[box, minHeight && kind === 'loading' ? css({ minBlockSize: minHeight }) : null]}
    >
      {kind === 'loading' && <span css={spinner} aria-hidden="true" {...parts('spinner')} />}
      <p
        role={kind === 'error' ? 'alert' : 'status'}
        aria-live={kind === 'error' ? 'assertive' : 'polite'}
        css={css`
          margin: 0;
          font-size: 1em;
          color: ${kind === 'error' ? color.danger : color.muted};
          font-weight: ${kind === 'error' ? 600 : 400};
        `}
      >
        {children}
      </p>
      {actions}
    </div>
  );
}

/**
 * A list widget's state before its answer is there: loading (keeping the space reserved for
 * `tag`, see ui/reserve.ts) or the error.
 */
export function QueryStatus({
  query,
  tag,
  t,
}: {
  query: { isPending: boolean };
  tag: string;
  t: (key: 'loading' | 'error') => string;
}) {
  return query.isPending ? (
    <Status kind="loading" minHeight={reservedHeight(tag)}>
      {t('loading')}
    </Status>
  ) : (
    <Status kind="error">{t('error')}</Status>
  );
}
