import type { AdminSession } from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { AdminGate } from '../admin/AdminGate';
import { AdminPage } from '../admin/AdminPage';
import { ContactInbox } from '../admin/ContactInbox';
import { PublishingPanel } from '../admin/PublishingPanel';
import { ADMIN_LOGIN } from '../admin/adminApi';
import { useSignOut } from '../admin/hooks';
import { adminCard, muted, secondaryButton } from '../admin/styles';
import { color, media } from '../theme';

export { pageFromSearch } from '../admin/ContactInbox';

function SignedInBar({ admin }: { admin: AdminSession }) {
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        margin: '0 0 24px',
      }}
    >
      <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
        Signed in as <strong>{admin.email}</strong>
      </p>
      <button
        type="button"
        css={secondaryButton}
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => navigate(ADMIN_LOGIN, { replace: true }),
            onError: () =>
              toast({
                title: 'Sign out failed',
                description: 'Check your connection and try again.',
                variant: 'destructive',
              }),
          })
        }
      >
        {signOut.isPending ? 'Signing out...' : 'Sign out'}
      </button>
    </div>
  );
}

/** /admin/dashboard: who is signed in, publishing, the image manager, and the contact messages. */
export function AdminDashboardPage() {
  const titleId = useId();
  return (
    <AdminPage title="Dashboard" titleId={titleId}>
      <h1 id={titleId} css={{ fontSize: '2rem', margin: '0 0 16px' }}>
        Dashboard
      </h1>
      <AdminGate>
        {(admin) => (
          <>
            <SignedInBar admin={admin} />
            <div css={{ display: 'grid', gap: 24, [media.lg]: { gridTemplateColumns: '1fr 2fr' } }}>
              <div css={{ display: 'grid', gap: 24, alignSelf: 'start' }}>
                <PublishingPanel />
                <section
                  aria-labelledby={`${titleId}-tools`}
                  css={{ ...adminCard, alignSelf: 'start' }}
                >
                  <h2 id={`${titleId}-tools`} css={{ fontSize: '1.3rem', margin: '0 0 8px' }}>
                    Images
                  </h2>
                  <p css={{ ...muted, margin: '0 0 16px' }}>
                    Upload photos for stories and articles and copy their addresses.
                  </p>
                  <Link
                    href="/admin/image-manager"
                    css={{ color: color.primary, fontWeight: 700, fontSize: '1.05rem' }}
                  >
                    Open the Image Manager →
                  </Link>
                </section>
              </div>
              <ContactInbox />
            </div>
          </>
        )}
      </AdminGate>
    </AdminPage>
  );
}
