// @vitest-environment happy-dom
import { ApiError, WidgetProvider, createQueryClient, type ApiClient } from '@ia/widgets';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AdminDashboardPage, pageFromSearch } from './AdminDashboardPage';
import { AdminLoginPage } from './AdminLoginPage';
import { ImageManagerPage } from './ImageManagerPage';

afterEach(cleanup);

type Handler = (params?: Record<string, unknown>, body?: unknown) => unknown;

/** A fake API: each path answers data (with headers) or throws. */
function fakeApi(routes: Record<string, Handler>): ApiClient & { posts: unknown[] } {
  const posts: unknown[] = [];
  const answer = async (path: string, params?: Record<string, unknown>, body?: unknown) => {
    const handler = routes[path];
    if (!handler) throw new ApiError('Not found', 404);
    return handler(params, body);
  };
  return {
    base: '',
    posts,
    async get(path, _schema, params) {
      const result = (await answer(path, params)) as { data: unknown; headers?: Headers };
      return { data: result.data, headers: result.headers ?? new Headers() } as never;
    },
    async post(path, body) {
      posts.push([path, body]);
      return (await answer(path, undefined, body)) as never;
    },
  };
}

const unauthorized = () => {
  throw new ApiError('Not signed in', 401);
};

function renderAt(path: string, api: ApiClient, extra?: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WidgetProvider api={api}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Suspense fallback={null}>
            <Switch>
              <Route path="/admin/login" component={AdminLoginPage} />
              <Route path="/admin/dashboard" component={AdminDashboardPage} />
              <Route path="/admin/image-manager" component={ImageManagerPage} />
            </Switch>
          </Suspense>
          {extra}
        </Router>
      </WidgetProvider>
    </QueryClientProvider>,
  );
  return location;
}

const message = (id: number, name: string, text: string) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  message: text,
  createdAt: `2025-06-0${id}T10:00:00.000Z`,
  readAt: id === 1 ? '2025-06-05T10:00:00.000Z' : null,
  archivedAt: null,
});

describe('admin pages without a session', () => {
  it.each(['/admin/dashboard', '/admin/image-manager'])(
    '%s sends the visitor to the sign-in page, asking to come back',
    async (path) => {
      const location = renderAt(
        path,
        fakeApi({
          '/api/auth/me': unauthorized,
          '/api/auth/setup': () => ({ data: { adminExists: true } }),
        }),
      );
      await screen.findByRole('heading', { name: 'Admin sign in' });
      const expected =
        path === '/admin/dashboard'
          ? '/admin/login'
          : `/admin/login?next=${encodeURIComponent(path)}`;
      expect(location.history!.at(-1)).toBe(expected);
      expect(screen.queryByText('Contact messages')).toBeNull();
    },
  );

  it('explains how to create the first admin when none exists', async () => {
    renderAt(
      '/admin/login',
      fakeApi({
        '/api/auth/me': unauthorized,
        '/api/auth/setup': () => ({ data: { adminExists: false } }),
      }),
    );
    await screen.findByRole('heading', { name: 'No admin account yet' });
    expect(screen.getByText('ADMIN_EMAIL')).toBeTruthy();
    expect(screen.getByText('ADMIN_PASSWORD')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});

describe('AdminLoginPage', () => {
  it('checks the fields, then shows a wrong password in words', async () => {
    const api = fakeApi({
      '/api/auth/me': unauthorized,
      '/api/auth/setup': () => ({ data: { adminExists: true } }),
      '/api/auth/login': () => {
        throw new ApiError('The email or password is not correct', 401);
      },
    });
    renderAt('/admin/login', api);
    const button = await screen.findByRole('button', { name: 'Sign in' });
    fireEvent.click(button);
    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(api.posts).toEqual([]);

    fireEvent.input(screen.getByLabelText('Email address'), {
      target: { value: 'staff@example.org' },
    });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password is not correct.',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('shows "Signing in..." while waiting, then goes to the page asked for', async () => {
    let resolve!: (value: unknown) => void;
    const api = fakeApi({
      '/api/auth/me': unauthorized,
      '/api/auth/setup': () => ({ data: { adminExists: true } }),
      '/api/auth/login': () => new Promise((r) => (resolve = r)),
    });
    const location = renderAt('/admin/login?next=%2Fadmin%2Fimage-manager', api);
    fireEvent.input(await screen.findByLabelText('Email address'), {
      target: { value: 'staff@example.org' },
    });
    fireEvent.input(screen.getByLabelText('Password'), {
      target: { value: 'a long staff password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    resolve({ email: 'staff@example.org' });
    await waitFor(() => expect(location.history!.at(-1)).toBe('/admin/image-manager'));
    expect(api.posts).toEqual([
      ['/api/auth/login', { email: 'staff@example.org', password: 'a long staff password' }],
    ]);
  });
});

describe('AdminDashboardPage', () => {
  const signedIn = {
    '/api/auth/me': () => ({ data: { email: 'staff@example.org' } }),
    '/api/admin/consents': () => ({ data: [] }),
  };

  it('shows who is signed in and the messages newest first, as plain text', async () => {
    renderAt(
      '/admin/dashboard',
      fakeApi({
        ...signedIn,
        '/api/admin/contact-messages': () => ({
          data: [
            message(2, 'Chidi Okeke', 'Second line follows\n<b>not bold</b>'),
            message(1, 'Amina Bello', 'When does the next cohort start?'),
          ],
          headers: new Headers({ 'X-Total-Count': '2' }),
        }),
      }),
    );
    const inbox = await screen.findByRole('region', { name: 'Contact messages' });
    const list = await within(inbox).findByRole('list');
    expect(screen.getByText('staff@example.org')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the Image Manager →' }).getAttribute('href'),
    ).toBe('/admin/image-manager');
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Message from Chidi Okeke (unread)',
      'Message from Amina Bello',
    ]);
    expect(within(items[0]!).getByText('New')).toBeTruthy();
    expect(within(items[1]!).queryByText('New')).toBeNull();
    const mail = within(items[0]!).getByRole('link', { name: 'chidi@example.org' });
    expect(mail.getAttribute('href')).toBe('mailto:chidi@example.org');
    const text = within(items[0]!).getByText(/Second line follows/);
    expect(text.textContent).toBe('Second line follows\n<b>not bold</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(within(items[0]!).getByText(/2025/).getAttribute('datetime')).toBe(
      '2025-06-02T10:00:00.000Z',
    );
    expect(screen.queryByRole('navigation', { name: 'Message pages' })).toBeNull();
  });

  it('says "No messages in the inbox." when there are none', async () => {
    renderAt(
      '/admin/dashboard',
      fakeApi({
        ...signedIn,
        '/api/admin/contact-messages': () => ({
          data: [],
          headers: new Headers({ 'X-Total-Count': '0' }),
        }),
      }),
    );
    expect(await screen.findByText('No messages in the inbox.')).toBeTruthy();
  });

  it('says when the messages could not be loaded, and tries again', async () => {
    let fail = true;
    renderAt(
      '/admin/dashboard',
      fakeApi({
        ...signedIn,
        '/api/admin/contact-messages': () => {
          if (fail) throw new ApiError('down', 503);
          return { data: [], headers: new Headers({ 'X-Total-Count': '0' }) };
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load the messages.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages in the inbox.')).toBeTruthy();
  });

  it('pages through many messages', async () => {
    const seen: unknown[] = [];
    const location = renderAt(
      '/admin/dashboard?page=2',
      fakeApi({
        ...signedIn,
        '/api/admin/contact-messages': (params) => {
          seen.push(params);
          return {
            data: [message(1, 'Amina Bello', 'An older message here')],
            headers: new Headers({ 'X-Total-Count': '45' }),
          };
        },
      }),
    );
    const pager = await screen.findByRole('navigation', { name: 'Message pages' });
    expect(pager.textContent).toContain('Page 2 of 3');
    expect(seen).toEqual([{ page: 2, pageSize: 20 }]);
    fireEvent.click(within(pager).getByRole('link', { name: 'Older →' }));
    await waitFor(() => expect(seen).toContainEqual({ page: 3, pageSize: 20 }));
    expect(location.history!.at(-1)).toBe('/admin/dashboard?page=3');
  });

  it('sends the admin to sign in when the session ended meanwhile', async () => {
    const location = renderAt(
      '/admin/dashboard',
      fakeApi({
        ...signedIn,
        '/api/auth/setup': () => ({ data: { adminExists: true } }),
        '/api/admin/contact-messages': unauthorized,
      }),
    );
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(location.history!.at(-1)).toBe('/admin/login');
  });
});

describe('pageFromSearch', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=abc', 1],
    ['?page=99999999', 1],
  ])('%s -> %i', (search, page) => {
    expect(pageFromSearch(search)).toBe(page);
  });
});
