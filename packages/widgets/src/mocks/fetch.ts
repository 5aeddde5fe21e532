import { getResponse, type RequestHandler } from 'msw';
import ky from 'ky';
import { createApiClient, type ApiClient } from '../core/api';

/** A `fetch` answered by msw handlers in-process (no service worker, no network). */
export function handlerFetch(
  handlers: RequestHandler[],
  onRequest?: (url: string) => void,
): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    onRequest?.(request.url);
    const response = await getResponse(handlers, request);
    return response ?? new Response('No handler', { status: 599, statusText: 'Unhandled' });
  };
}

/** An API client whose requests the given msw handlers answer. */
export function mockApiClient(
  handlers: RequestHandler[],
  base = 'http://api.test',
  onRequest?: (url: string) => void,
): ApiClient {
  return createApiClient(base, ky.create({ fetch: handlerFetch(handlers, onRequest) }));
}

/** What `read` finds once it finds something (checked every 20 ms), or an error after `timeout` ms. */
export async function waitFor<T>(read: () => T | null | undefined, timeout = 3000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
