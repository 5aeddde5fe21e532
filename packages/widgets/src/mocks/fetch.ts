import { getResponse, type RequestHandler } from 'msw';
import ky from 'ky';
import { createApiClient, type ApiClient } from '../core/api';

/** A `fetch` answered by msw handlers in-process (no service worker, no network). */
export function handlerFetch(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await getResponse(handlers, request);
    return response ?? new Response('No handler', { status: 599, statusText: 'Unhandled' });
  };
}

/** An API client whose requests the given msw handlers answer. */
export function mockApiClient(handlers: RequestHandler[], base = 'http://api.test'): ApiClient {
  return createApiClient(base, ky.create({ fetch: handlerFetch(handlers) }));
}
