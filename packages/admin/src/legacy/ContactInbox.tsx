import {
  MESSAGE_FILTERS,
  type AdminContactMessage,
  type MessageCounts,
  type MessageFilter,
} from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link, useSearch } from 'wouter';
import { color, radius } from '../theme';
import {
  ADMIN_HOME,
  changeContactMessage,
  exportAddress,
  formatMessageDate,
  isUnauthorized,
  markAllMessagesRead,
} from './adminApi';
import { adminKeys, useContactMessages } from './hooks';
import { useWidgetSettings } from '@ia/widgets';
import { adminCard, errorBox, muted, secondaryButton } from './styles';

const MAX_PAGE = 10_000;

/** The page number in `?page=`, 1 when absent or not a whole number in range. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const page = raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The filter in `?status=`, the inbox when absent or unknown. */
export function filterFromSearch(search: string): MessageFilter {
  const raw = new URLSearchParams(search).get('status');
  return (MESSAGE_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as MessageFilter)
    : 'inbox';
}

/** The dashboard address of a filter and page. */
export function inboxHref(filter: MessageFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'inbox') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_HOME}?${query}` : ADMIN_HOME;
}

const FILTER_LABELS: Record<MessageFilter, string> = {
  inbox: 'Inbox',
  unread: 'Unread',
  archived: 'Archived',
  all: 'All',
};

const EMPTY: Record<MessageFilter, string> = {
  inbox: 'No messages in the inbox.',
  unread: 'No unread messages.',
  archived: 'No archived messages.',
  all: 'No messages yet.',
};

const smallButton = { ...secondaryButton, minHeight: 40, padding: '0 12px', fontSize: '0.9rem' };

/** Marks read/unread and archives/restores, refreshing every list and count afterwards. */
function useChangeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: { read?: boolean; archived?: boolean } }) =>
      changeContactMessage(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allMessages }),
  });
}

function MessageItem({ message }: { message: AdminContactMessage }) {
  const change = useChangeMessage();
  const { toast } = useToast();
  const unread = message.readAt === null;
  const archived = message.archivedAt !== null;
  const failed = () =>
    toast({
      title: 'That did not work',
      description: 'Check your connection and try again.',
      variant: 'destructive',
    });
  return (
    <li
      css={{
        padding: '16px 0',
        borderTop: `1px solid ${color.border}`,
        '&:first-of-type': { borderTop: 0, paddingTop: 0 },
      }}
    >
      <article aria-label={`Message from ${message.name}${unread ? ' (unread)' : ''}`}>
        <header
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: '4px 12px',
            marginBottom: 8,
          }}
        >
          {unread ? (
            <span
              css={{
                padding: '0 8px',
                borderRadius: radius.pill,
                background: color.primary,
                color: color.onPrimary,
                fontSize: '0.8rem',
                fontWeight: 700,
              }}
            >
              New
            </span>
          ) : null}
          <strong dir="auto" css={{ overflowWrap: 'anywhere', fontWeight: unread ? 800 : 600 }}>
            {message.name}
          </strong>
          <a
            href={`mailto:${message.email}`}
            css={{ color: color.primary, overflowWrap: 'anywhere' }}
          >
            {message.email}
          </a>
          <time dateTime={message.createdAt} css={{ ...muted, fontSize: '0.9rem' }}>
            {formatMessageDate(message.createdAt)}
          </time>
          {archived ? <span css={{ ...muted, fontSize: '0.9rem' }}>Archived</span> : null}
        </header>
        {/* Plain text: React escapes it, pre-wrap keeps the sender's line breaks, and each
            message reads in its own direction (Arabic right to left). */}
        <p dir="auto" css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 10 }}>
          <button
            type="button"
            css={smallButton}
            disabled={change.isPending}
            onClick={() =>
              change.mutate({ id: message.id, change: { read: unread } }, { onError: failed })
            }
          >
            {unread ? 'Mark as read' : 'Mark as unread'}
          </button>
          <button
            type="button"
            css={smallButton}
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                // Archiving a message also counts as having read it.
                {
                  id: message.id,
                  change: archived ? { archived: false } : { archived: true, read: true },
                },
                {
                  onError: failed,
                  onSuccess: () =>
                    toast({
                      title: archived
                        ? 'Moved back to the inbox'
                        : `Archived the message from ${message.name}`,
                      action: {
                        label: 'Undo',
                        altText: archived ? 'Archive it again' : 'Move it back to the inbox',
                        onClick: () =>
                          change.mutate(
                            {
                              id: message.id,
                              change: archived
                                ? { archived: true }
                                : { archived: false, read: !unread },
                            },
                            { onError: failed },
                          ),
                      },
                    }),
                },
              )
            }
          >
            {archived ? 'Move to inbox' : 'Archive'}
          </button>
        </div>
      </article>
    </li>
  );
}

function Pager({
  filter,
  page,
  pageCount,
}: {
  filter: MessageFilter;
  page: number;
  pageCount: number;
}) {
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
        <Link href={inboxHref(filter, page - 1)} css={pagerLink}>
          ← Newer
        </Link>
      ) : null}
      <span css={muted}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={inboxHref(filter, page + 1)} css={pagerLink}>
          Older →
        </Link>
      ) : null}
    </nav>
  );
}

function Filters({ filter, counts }: { filter: MessageFilter; counts: MessageCounts | null }) {
  return (
    <nav
      aria-label="Message filters"
      css={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '0 0 16px' }}
    >
      {MESSAGE_FILTERS.map((name) => (
        <Link
          key={name}
          href={inboxHref(name)}
          aria-current={name === filter ? 'page' : undefined}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 40,
            padding: '0 12px',
            borderRadius: radius.control,
            border: `1px solid ${name === filter ? color.primary : color.border}`,
            background: name === filter ? color.primary : color.surface,
            color: name === filter ? color.onPrimary : color.text,
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {FILTER_LABELS[name]}
          {counts ? ` (${counts[name]})` : ''}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The contact messages as an inbox: Inbox, Unread, Archived and All with their counts (kept in
 * the address with the page), new messages marked in words as well as bold, read/unread and
 * archive with Undo, mark all read, and the filter's messages as a CSV download.
 */
export function ContactInbox() {
  const search = useSearch();
  const page = pageFromSearch(search);
  const filter = filterFromSearch(search);
  const messages = useContactMessages(page, filter);
  const queryClient = useQueryClient();
  const { api } = useWidgetSettings();
  const { toast } = useToast();
  const headingId = useId();
  const readAll = useMutation({
    mutationFn: () => markAllMessagesRead(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allMessages }),
    onError: () =>
      toast({
        title: 'Could not mark the messages read',
        description: 'Try again.',
        variant: 'destructive',
      }),
  });

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
    body = <p css={muted}>{EMPTY[filter]}</p>;
  } else if (messages.data.items.length === 0) {
    body = (
      <p css={muted}>
        There are no messages on this page. <Link href={inboxHref(filter)}>Go to the newest</Link>.
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
          <Pager filter={filter} page={messages.data.page} pageCount={messages.data.pageCount} />
        )}
      </>
    );
  }

  const counts = messages.data?.counts ?? null;
  return (
    <section aria-labelledby={headingId} css={adminCard}>
      <h2 id={headingId} css={{ fontSize: '1.3rem', margin: '0 0 4px' }}>
        Contact messages
      </h2>
      <p css={{ ...muted, margin: '0 0 12px' }}>
        Sent with the contact form, newest first
        {counts && counts.unread > 0 ? `; ${counts.unread} unread` : ''}. Reply by email; archive
        what is done.
      </p>
      <Filters filter={filter} counts={counts} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 16px' }}>
        <a href={exportAddress(filter)} download css={smallButton}>
          Export {FILTER_LABELS[filter].toLowerCase()} as CSV
        </a>
        {counts && counts.unread > 0 ? (
          <button
            type="button"
            css={smallButton}
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {readAll.isPending ? 'Marking...' : 'Mark all as read'}
          </button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
