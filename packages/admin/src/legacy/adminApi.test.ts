import { ApiError, type ApiClient } from '@ia/widgets';
import { describe, expect, it } from 'vitest';
import {
  fetchContactMessages,
  fetchCurrentAdmin,
  formatMessageDate,
  loginPathFor,
  safeNextPath,
  signInErrorMessage,
  signOut,
} from './adminApi';

const fakeApi = (get: ApiClient['get']): ApiClient => ({
  base: '',
  get,
  post: () => Promise.reject(new Error('not used')),
});

describe('safeNextPath', () => {
  it.each([
    ['/admin/image-manager', '/admin/image-manager'],
    ['/admin/dashboard?page=2', '/admin/dashboard?page=2'],
    [null, '/admin/dashboard'],
    ['', '/admin/dashboard'],
    ['https://evil.example/admin/x', '/admin/dashboard'],
    ['//evil.example/admin/x', '/admin/dashboard'],
    ['/\\evil.example', '/admin/dashboard'],
    ['/about', '/admin/dashboard'],
    ['/admin/login', '/admin/dashboard'],
    ['/admin/login?next=/admin/login', '/admin/dashboard'],
    ['/admin/../about', '/admin/dashboard'],
    ['/admin/x y', '/admin/dashboard'],
  ])('%j -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it('asks to come back to any admin page but the dashboard, which is the default', () => {
    expect(loginPathFor('/admin/image-manager')).toBe('/admin/login?next=%2Fadmin%2Fimage-manager');
    expect(loginPathFor('/admin/dashboard')).toBe('/admin/login');
  });
});

describe('signInErrorMessage', () => {
  it.each([
    [
      new ApiError('The email or password is not correct', 401),
      'The email or password is not correct.',
    ],
    [
      new ApiError('Too many sign-in attempts. Please wait 14 minutes and try again.', 429),
      'Too many sign-in attempts. Please wait 14 minutes and try again.',
    ],
    [new ApiError('Forbidden', 403), expect.stringContaining('did not come from this site')],
    [new ApiError('Something went wrong on our side', 500), expect.stringContaining('on our side')],
    [
      new TypeError('Failed to fetch'),
      'Could not reach the server. Check your connection and try again.',
    ],
  ])('says %s in words', (error, message) => {
    expect(signInErrorMessage(error)).toEqual(message);
  });
});

describe('fetchCurrentAdmin', () => {
  it('answers the session, or null for a 401, and fails on anything else', async () => {
    const signedIn = fakeApi(async () => ({ data: { email: 'a@b.org' }, headers: new Headers() }));
    expect(await fetchCurrentAdmin(signedIn)).toEqual({ email: 'a@b.org' });
    const signedOut = fakeApi(() => Promise.reject(new ApiError('Not signed in', 401)));
    expect(await fetchCurrentAdmin(signedOut)).toBeNull();
    const broken = fakeApi(() => Promise.reject(new ApiError('down', 503)));
    await expect(fetchCurrentAdmin(broken)).rejects.toThrow('down');
  });
});

describe('fetchContactMessages', () => {
  it('asks for one page and reads the total from X-Total-Count', async () => {
    const calls: unknown[] = [];
    const api = fakeApi(async (path, _schema, params) => {
      calls.push([path, params]);
      return {
        data: [],
        headers: new Headers({
          'X-Total-Count': '45',
          'X-Message-Counts': '{"inbox":45,"unread":3,"archived":2,"all":47}',
        }),
      };
    });
    expect(await fetchContactMessages(api, 2)).toEqual({
      items: [],
      total: 45,
      page: 2,
      pageCount: 3,
      counts: { inbox: 45, unread: 3, archived: 2, all: 47 },
    });
    expect(await fetchContactMessages(api, 1, 'archived')).toMatchObject({ page: 1 });
    expect(calls).toEqual([
      ['/api/admin/contact-messages', { page: 2, pageSize: 20 }],
      ['/api/admin/contact-messages', { page: 1, pageSize: 20, status: 'archived' }],
    ]);
  });
});

describe('signOut', () => {
  it('posts to /api/auth/logout with same-origin cookies and fails on an error status', async () => {
    const seen: [string, RequestInit | undefined][] = [];
    const ok = (async (url: string, init?: RequestInit) => {
      seen.push([url, init]);
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    await signOut('', ok);
    expect(seen).toEqual([['/api/auth/logout', { method: 'POST', credentials: 'same-origin' }]]);
    const refused = (async () => new Response(null, { status: 403 })) as typeof fetch;
    await expect(signOut('', refused)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('formatMessageDate', () => {
  it('shows date and time, and the raw text for a bad date', () => {
    expect(formatMessageDate('2024-01-05T14:03:00.000Z')).toMatch(
      /^Jan 5, 2024, \d{1,2}:\d{2}\s?[AP]M$/,
    );
    expect(formatMessageDate('not a date')).toBe('not a date');
  });
});
