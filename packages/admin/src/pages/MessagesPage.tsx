import { MESSAGE_FILTERS, type AdminContactMessage, type MessageFilter } from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { exportAddress } from '../api/admin';
import { useChangeMessage, useMarkAllMessagesRead, useMessages, useSession } from '../api/hooks';
import { formatWhen } from '../editor/parts';
import {
  EMPTY,
  FILTER_LABELS,
  filterFromSearch,
  inboxHref,
  messagesError,
  NOT_YOUR_MESSAGES,
  pageFromSearch,
  previewOf,
  replyHref,
} from '../messages/inbox';
import {
  card,
  color,
  errorBox,
  focusRing,
  muted,
  pill,
  secondaryButton,
  smallButton,
  visuallyHidden,
} from '../ui/styles';
import { Screen } from './Screen';
import { Pager } from '../ui/Pager';

const PAGE_SIZE = 20;

type Change = { read?: boolean; archived?: boolean; answered?: boolean };

function MessageItem({ message }: { message: AdminContactMessage }) {
  const [open, setOpen] = useState(false);
  const change = useChangeMessage();
  const { toast } = useToast();
  const id = useId();
  const unread = message.readAt === null;
  const archived = message.archivedAt !== null;
  const answered = message.answeredAt !== null;
  const failed = () =>
    toast({
      title: 'That did not work',
      description: 'Check your connection and try again.',
      variant: 'destructive',
    });
  const set = (next: Change, onSuccess?: () => void) =>
    change.mutate({ id: message.id, change: next }, { onError: failed, onSuccess });

  const toggle = () => {
    setOpen(!open);
    // Reading a message marks it read, as in any mail program.
    if (!open && unread) set({ read: true });
  };

  const archive = () =>
    set(archived ? { archived: false } : { archived: true, read: true }, () =>
      toast({
        title: archived ? 'Moved back to the inbox' : `Archived the message from ${message.name}`,
        action: {
          label: 'Undo',
          altText: archived ? 'Archive it again' : 'Move it back to the inbox',
          onClick: () => set(archived ? { archived: true } : { archived: false, read: !unread }),
        },
      }),
    );

  return (
    <li
      css={{
        ...card,
        padding: 16,
        borderInlineStart: unread ? `6px solid ${color.primary}` : '6px solid transparent',
      }}
    >
      <article aria-label={`Message from ${message.name}${unread ? ' (unread)' : ''}`}>
        <header
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: '4px 12px',
            marginBottom: 6,
          }}
        >
          {unread && <span css={pill('green')}>New</span>}
          {answered && <span css={pill('grey')}>Answered</span>}
          {archived && <span css={pill('grey')}>Archived</span>}
          <h2
            dir="auto"
            css={{
              margin: 0,
              fontSize: '1.05rem',
              fontWeight: unread ? 800 : 600,
              overflowWrap: 'anywhere',
            }}
          >
            {message.name}
          </h2>
          <a href={`mailto:${message.email}`} css={{ overflowWrap: 'anywhere' }}>
            {message.email}
          </a>
          <time dateTime={message.createdAt} css={{ ...muted, fontSize: '0.9rem' }}>
            {formatWhen(message.createdAt)}
          </time>
        </header>
        {open ? (
          // Plain text: React escapes it, pre-wrap keeps the sender's line breaks, and each
          // message reads in its own direction (Arabic right to left).
          <p
            id={`${id}-text`}
            dir="auto"
            css={{ margin: '0 0 10px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {message.message}
          </p>
        ) : (
          <p dir="auto" css={{ ...muted, margin: '0 0 10px', overflowWrap: 'anywhere' }}>
            {previewOf(message.message)}
          </p>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <button
            type="button"
            css={smallButton}
            aria-expanded={open}
            aria-controls={open ? `${id}-text` : undefined}
            onClick={toggle}
          >
            {open ? 'Hide the message' : 'Read the message'}
          </button>
          <a href={replyHref(message)} css={smallButton}>
            Reply by e-mail<span css={visuallyHidden}> to {message.name}</span>
          </a>
          <button
            type="button"
            css={smallButton}
            disabled={change.isPending}
            onClick={() => set(answered ? { answered: false } : { answered: true, read: true })}
          >
            {answered ? 'Not answered yet' : 'Mark as answered'}
          </button>
          <button
            type="button"
            css={smallButton}
            disabled={change.isPending}
            onClick={() => set({ read: unread })}
          >
            {unread ? 'Mark as read' : 'Mark as unread'}
          </button>
          <button type="button" css={smallButton} disabled={change.isPending} onClick={archive}>
            {archived ? 'Move to inbox' : 'Archive'}
          </button>
        </div>
      </article>
    </li>
  );
}

function Filters({
  filter,
  counts,
}: {
  filter: MessageFilter;
  counts: Record<MessageFilter, number> | null;
}) {
  return (
    <nav aria-label="Message filters" css={{ marginBottom: 12 }}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 6,
        }}
      >
        {MESSAGE_FILTERS.map((name) => (
          <li key={name}>
            <Link
              href={inboxHref(name)}
              aria-current={name === filter ? 'page' : undefined}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 40,
                padding: '0 12px',
                borderRadius: 999,
                border: '1px solid #8a9a92',
                background: name === filter ? '#0b6e4f' : '#fff',
                color: name === filter ? '#fff' : color.text,
                fontWeight: 600,
                textDecoration: 'none',
                '&:focus-visible': focusRing,
              }}
            >
              {FILTER_LABELS[name]}
              {counts ? ` (${counts[name]})` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /admin/messages: what visitors sent with the contact form, as an inbox: Inbox, Unread,
 * Archived and All with their counts (kept in the address with the page), each message read
 * in place (which marks it read), replied to by e-mail, marked answered, archived with Undo;
 * mark all read, and the filter's messages as a CSV download. Messages are never deleted.
 */
export function MessagesPage() {
  const session = useSession();
  // A role that does not read messages is told so, not shown an inbox it cannot open.
  if (session.data && !session.data.permissions.readMessages) {
    return (
      <Screen title="Messages">
        <div role="status" css={card}>
          <p css={{ margin: '0 0 8px' }}>{NOT_YOUR_MESSAGES}</p>
          <Link href="/">Back to the dashboard</Link>
        </div>
      </Screen>
    );
  }
  return <Inbox />;
}

function Inbox() {
  const search = useSearch();
  const page = pageFromSearch(search);
  const filter = filterFromSearch(search);
  const messages = useMessages(filter, page, PAGE_SIZE);
  const readAll = useMarkAllMessagesRead();
  const { toast } = useToast();
  const counts = messages.data?.counts ?? null;
  const pages = Math.max(1, Math.ceil((messages.data?.total ?? 0) / PAGE_SIZE));

  let body;
  if (messages.isPending) {
    body = (
      <p role="status" css={muted}>
        Loading messages...
      </p>
    );
  } else if (messages.isError) {
    body = (
      <div role="alert" css={errorBox}>
        <p css={{ margin: '0 0 8px' }}>{messagesError(messages.error)}</p>
        <button type="button" css={secondaryButton} onClick={() => void messages.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (messages.data.total === 0) {
    body = <p css={card}>{EMPTY[filter]}</p>;
  } else if (messages.data.items.length === 0) {
    body = (
      <p css={card}>
        There are no messages on this page. <Link href={inboxHref(filter)}>Go to the newest</Link>.
      </p>
    );
  } else {
    body = (
      <>
        <ol
          aria-label={`${FILTER_LABELS[filter]}, newest first`}
          aria-busy={messages.isFetching || undefined}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            opacity: messages.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {messages.data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
        <Pager
          label="Message pages"
          page={page}
          pages={pages}
          hrefOf={(to) => inboxHref(filter, to)}
          previous="← Newer"
          next="Older →"
        />
      </>
    );
  }

  return (
    <Screen
      title="Messages"
      intro="What visitors send with the Contact page’s form, newest first. Read a message (it is then marked read), reply by e-mail, mark it answered, and archive it once it is dealt with. Nothing is deleted: archived messages stay under Archived."
    >
      <Filters filter={filter} counts={counts} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 16px' }}>
        {counts && counts.unread > 0 && (
          <button
            type="button"
            css={smallButton}
            disabled={readAll.isPending}
            onClick={() =>
              readAll.mutate(undefined, {
                onError: () =>
                  toast({
                    title: 'Could not mark the messages read',
                    description: 'Check your connection and try again.',
                    variant: 'destructive',
                  }),
              })
            }
          >
            {readAll.isPending ? 'Marking...' : `Mark all as read (${counts.unread})`}
          </button>
        )}
        <a href={exportAddress(filter)} download css={smallButton}>
          Export {FILTER_LABELS[filter].toLowerCase()} as CSV
        </a>
      </div>
      {body}
    </Screen>
  );
}
