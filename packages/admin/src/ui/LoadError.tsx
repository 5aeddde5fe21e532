import { errorBox, secondaryButton } from './styles';

/**
 * What a screen could not load, said as an alert with the server's reason, and a way to try
 * again (`what` names it: "The images").
 */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error;
  onRetry: () => unknown;
}) {
  return (
    <div role="alert" css={errorBox}>
      <p css={{ margin: '0 0 8px' }}>
        {what} could not be loaded. {error.message}
      </p>
      <button type="button" css={secondaryButton} onClick={() => void onRetry()}>
        Try again
      </button>
    </div>
  );
}
