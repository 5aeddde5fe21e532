import type { AdminSession } from '@ia/shared';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { loginPathFor } from './adminApi';
import { useCurrentAdmin } from './hooks';
import { errorBox, muted, secondaryButton } from './styles';

/**
 * Shows its children only to a signed-in admin. Without a session it sends the visitor to the
 * sign-in page, which brings them back here afterwards.
 */
export function AdminGate({ children }: { children: (admin: AdminSession) => ReactNode }) {
  const [location] = useLocation();
  const me = useCurrentAdmin();

  if (me.isPending) {
    return (
      <p role="status" css={{ ...muted, padding: '48px 16px', textAlign: 'center' }}>
        Checking your sign-in...
      </p>
    );
  }
  if (me.isError) {
    return (
      <div css={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
        <p role="alert" css={errorBox}>
          Could not check your sign-in. Check your connection and try again.
        </p>
        <button type="button" css={secondaryButton} onClick={() => void me.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (me.data === null) return <Redirect to={loginPathFor(location)} replace />;
  return <>{children(me.data)}</>;
}
