import {
  adminContactMessageListSchema,
  adminContactMessageSchema,
  MESSAGE_COUNTS_HEADER,
  messageCountsSchema,
  type MessageCounts,
  type MessageFilter,
  adminSessionSchema,
  adminSetupSchema,
  TOTAL_COUNT_HEADER,
  type AdminContactMessage,
  type AdminSession,
  type AdminSetup,
} from '@ia/shared';
import { ApiError, type ApiClient } from '@ia/widgets';
import * as v from 'valibot';

/**
 * The admin API as plain functions (no React): who is signed in, sign-in and sign-out, and the
 * contact messages. The hooks in `hooks.ts` put them behind react-query.
 */
export const ADMIN_ENDPOINTS = {
  me: '/api/auth/me',
  setup: '/api/auth/setup',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  contactMessages: '/api/admin/contact-messages',
} as const;

/** Where an admin lands after signing in when no other page was asked for. */
export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/** Messages per page on the dashboard. */
export const MESSAGES_PAGE_SIZE = 20;

export const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** The signed-in admin, or null when there is no session (401). */
export async function fetchCurrentAdmin(api: ApiClient): Promise<AdminSession | null> {
  try {
    return (await api.get(ADMIN_ENDPOINTS.me, adminSessionSchema)).data;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export async function fetchAdminSetup(api: ApiClient): Promise<AdminSetup> {
  return (await api.get(ADMIN_ENDPOINTS.setup, adminSetupSchema)).data;
}

export function signIn(
  api: ApiClient,
  credentials: { email: string; password: string },
): Promise<AdminSession> {
  return api.post(ADMIN_ENDPOINTS.login, credentials, adminSessionSchema);
}

/** POST /api/auth/logout (204, no body: sent with fetch, same-origin cookies). */
export async function signOut(base = '', fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(`${base}${ADMIN_ENDPOINTS.logout}`, {
    method: 'POST',
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new ApiError(`${response.status}: ${response.statusText}`, response.status);
  }
}

export interface MessagePage {
  items: AdminContactMessage[];
  total: number;
  page: number;
  pageCount: number;
  /** How many messages each filter shows (null if the server did not say). */
  counts: MessageCounts | null;
}

/** One page of the contact messages of a filter, newest first. */
export async function fetchContactMessages(
  api: ApiClient,
  page: number,
  filter: MessageFilter = 'inbox',
  pageSize = MESSAGES_PAGE_SIZE,
): Promise<MessagePage> {
  const { data, headers } = await api.get(
    ADMIN_ENDPOINTS.contactMessages,
    adminContactMessageListSchema,
    { page, pageSize, ...(filter === 'inbox' ? {} : { status: filter }) },
  );
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length);
  let counts: MessageCounts | null = null;
  try {
    counts = v.parse(messageCountsSchema, JSON.parse(headers.get(MESSAGE_COUNTS_HEADER) ?? ''));
  } catch {
    counts = null;
  }
  return { items: data, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), counts };
}

/** PATCH one message: read or unread, archived or back in the inbox. */
export async function changeContactMessage(
  id: number,
  change: { read?: boolean; archived?: boolean },
  fetchImpl: typeof fetch = fetch,
): Promise<AdminContactMessage> {
  const response = await fetchImpl(`${ADMIN_ENDPOINTS.contactMessages}/${id}`, {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { message?: string; code?: string } } | undefined)?.error;
    throw new ApiError(
      error?.message ?? `${response.status}: ${response.statusText}`,
      response.status,
      error?.code,
    );
  }
  return v.parse(adminContactMessageSchema, body);
}

/** Every unread message in the inbox marked read. */
export async function markAllMessagesRead(api: ApiClient): Promise<void> {
  await api.post(
    `${ADMIN_ENDPOINTS.contactMessages}/read-all`,
    {},
    v.object({ marked: v.number() }),
  );
}

/** The address of the CSV export of a filter (a plain link: the session cookie goes along). */
export const exportAddress = (filter: MessageFilter): string =>
  `${ADMIN_ENDPOINTS.contactMessages}/export.csv${filter === 'inbox' ? '' : `?status=${filter}`}`;

/**
 * The page to go to after signing in: the `next` the user was on when asked to sign in, if it is
 * an admin page of this site; the dashboard otherwise (never another site, never the sign-in
 * page itself).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/admin/') || next.startsWith('//') || /[\\\s]/.test(next)) {
    return ADMIN_HOME;
  }
  const path = next.split(/[?#]/)[0]!;
  if (path === ADMIN_LOGIN || path.includes('/../') || path.endsWith('/..')) return ADMIN_HOME;
  return next;
}

/** The sign-in page's address for someone who wanted `path`. */
export const loginPathFor = (path: string): string =>
  path === ADMIN_HOME || !path.startsWith('/admin/')
    ? ADMIN_LOGIN
    : `${ADMIN_LOGIN}?next=${encodeURIComponent(path)}`;

/** What went wrong with a sign-in, in words staff understand. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.status) {
      case 401:
        return 'The email or password is not correct.';
      case 429:
        return error.message || 'Too many sign-in attempts. Please wait and try again.';
      case 403:
        return 'The sign-in was refused because it did not come from this site. Open the sign-in page of this site and try again.';
      case 422:
        return 'Enter your email address and password.';
      default:
        return error.status >= 500
          ? 'Something went wrong on our side. Please try again in a moment.'
          : `The sign-in did not work (${error.message}).`;
    }
  }
  return 'Could not reach the server. Check your connection and try again.';
}

/** "Jan 5, 2024, 2:03 PM" in the reader's time zone. */
export function formatMessageDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
