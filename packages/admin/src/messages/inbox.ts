import { MESSAGE_FILTERS, type AdminContactMessage, type MessageFilter } from '@ia/shared';
import { ApiError } from '../api/http';

/**
 * The inbox's address and words as plain functions: the filter and page kept in the address
 * (`/messages?status=unread&page=2`), and each filter's name and empty state.
 */

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

/** The inbox's address for a filter and page. */
export function inboxHref(filter: MessageFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'inbox') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/messages?${query}` : '/messages';
}

export const FILTER_LABELS: Record<MessageFilter, string> = {
  inbox: 'Inbox',
  unread: 'Unread',
  archived: 'Archived',
  all: 'All',
};

export const EMPTY: Record<MessageFilter, string> = {
  inbox: 'No messages in the inbox. Messages sent with the Contact page’s form arrive here.',
  unread: 'No unread messages.',
  archived: 'No archived messages. Archive a message once it is dealt with.',
  all: 'No messages yet. Messages sent with the Contact page’s form arrive here.',
};

/** A reply by e-mail: to the sender, about their message. */
export const replyHref = (message: Pick<AdminContactMessage, 'email'>): string =>
  `mailto:${message.email}?subject=${encodeURIComponent('Re: your message')}`;

/** The first line of a message, short enough for a list. */
export function previewOf(text: string, length = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

/** Why an account whose role does not read messages is not shown them. */
export const NOT_YOUR_MESSAGES =
  'Contact messages are read by editors and administrators. Ask an administrator if you need to see them.';

/** Why the messages could not be shown, in words staff understand. */
export function messagesError(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return NOT_YOUR_MESSAGES;
  return 'Could not load the messages. Check your connection and try again.';
}
