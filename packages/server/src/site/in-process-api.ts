import type { ApiAnswer } from '@ia/shared';
import Koa, { type Middleware } from 'koa';
import inject from 'light-my-request';

/**
 * The site's API answered in process, for pages rendered on the server: a GET goes through the
 * same middleware as one from the network (validation, read cache, errors in the contract's
 * shape), only without a socket. light-my-request makes the Node request and response objects
 * Koa needs, as Fastify's `inject` does.
 */
export function createInProcessApi(middleware: readonly Middleware[]) {
  const app = new Koa();
  // Errors are answered (and logged) by the error handler among `middleware`.
  app.silent = true;
  for (const handler of middleware) app.use(handler);
  const callback = app.callback();

  return async function fetchApi(pathAndQuery: string): Promise<ApiAnswer> {
    if (!pathAndQuery.startsWith('/api/')) {
      return {
        status: 404,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error: { code: 'not_found', message: 'Not an API address' } }),
      };
    }
    const response = await inject(callback, {
      method: 'GET',
      url: pathAndQuery,
      headers: { accept: 'application/json' },
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: response.statusCode, headers, body: response.payload };
  };
}
