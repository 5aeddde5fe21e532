import type { AdminContactMessage, AdminSession } from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AdminGate } from '../admin/AdminGate';
import { AdminPage } from '../admin/AdminPage';
import { ADMIN_HOME, ADMIN_LOGIN, formatMessageDate, isUnauthorized } from '../admin/adminApi';
import { adminKeys, useContactMessages, useSignOut } from '../admin/hooks';
import { adminCard, errorBox, muted, secondaryButton } from '../admin/styles';
import { color, media, radius } from '../theme';

const MAX_PAGE = 10_000;

/** The page number in `?page=`, 1 when absent or not a whole number in range. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const page = raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

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

function MessageItem({ message }: { message: AdminContactMessage }) {
  return (
    <li
      css={{
        padding: '16px 0',
        borderTop: `1px solid ${color.border}`,
        '&:first-of-type': { borderTop: 0, paddingTop: 0 },
      }}
    >
      <article aria-label={`Message from ${message.name}`}>
        <header
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: '4px 12px',
            marginBottom: 8,
          }}
        >
          <strong css={{ overflowWrap: 'anywhere' }}>{message.name}</strong>
          <a
            href={`mailto:${message.email}`}
            css={{ color: color.primary, overflowWrap: 'anywhere' }}
          >
            {message.email}
          </a>
          <time dateTime={message.createdAt} css={{ ...muted, fontSize: '0.9rem' }}>
            {formatMessageDate(message.createdAt)}
          </time>
        </header>
        {/* Plain text: React escapes it, pre-wrap keeps the sender's line breaks. */}
        <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </p>
      </article>
    </li>
  );
}

function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const link = (to: number) => (to === 1 ? ADMIN_HOME : `${ADMIN_HOME}?page=${to}`);
  const pagerLink = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '0 14px',
    borderRadius: radius.control,
    border: `1px solid ${color.border}`,
    color: color.primary,
    fontWeight: 600,
    textDecoration: 'none',
  } as const;
  return (
    <nav
      aria-label="Message pages"
      css={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16, flexWrap: 'wrap' }}
    >
      {page > 1 ? (
        <Link href={link(page - 1)} css={pagerLink}>
          ← Newer
        </Link>
      ) : null}
      <span css={muted}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={link(page + 1)} css={pagerLink}>
          Older →
        </Link>
      ) : null}
    </nav>
  );
}

function ContactMessages() {
  const page = pageFromSearch(useSearch());
  const messages = useContactMessages(page);
  const queryClient = useQueryClient();
  const headingId = useId();

  // A session that ended meanwhile: forget it, and the gate sends the admin to sign in.
  useEffect(() => {
    if (isUnauthorized(messages.error)) queryClient.setQueryData(adminKeys.me, null);
  }, [messages.error, queryClient]);

  let body;
  if (messages.isPending) {
    body = (
      <p role="status" css={muted}>
        Loading messages...
      </p>
    );
  } else if (messages.isError) {
    body = (
      <div>
        <p role="alert" css={errorBox}>
          Could not load the messages. Check your connection and try again.
        </p>
        <button type="button" css={secondaryButton} onClick={() => void messages.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (messages.data.total === 0) {
    body = <p css={muted}>No messages yet.</p>;
  } else if (messages.data.items.length === 0) {
    body = (
      <p css={muted}>
        There are no messages on this page. <Link href={ADMIN_HOME}>Go to the newest</Link>.
      </p>
    );
  } else {
    body = (
      <>
        <ol
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            opacity: messages.isPlaceholderData ? 0.6 : 1,
          }}
          aria-busy={messages.isFetching || undefined}
        >
          {messages.data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
        {messages.data.pageCount > 1 && (
          <Pager page={messages.data.page} pageCount={messages.data.pageCount} />
        )}
      </>
    );
  }

  const total = messages.data?.total;
  return (
    <section aria-labelledby={headingId} css={adminCard}>
      <h2 id={headingId} css={{ fontSize: '1.3rem', margin: '0 0 4px' }}>
        Contact messages
      </h2>
      <p css={{ ...muted, margin: '0 0 16px' }}>
        Sent with the contact form, newest first
        {total !== undefined && total > 0 ? ` (${total} in all)` : ''}. Reply by email.
      </p>
      {body}
    </section>
  );
}

/** /admin/dashboard: who is signed in, the image manager, and the contact messages. */
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
              <ContactMessages />
            </div>
          </>
        )}
      </AdminGate>
    </AdminPage>
  );
}
