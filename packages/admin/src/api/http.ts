import { toApiError, ApiError } from '@ia/widgets';
import ky from 'ky';

/**
 * The admin API over HTTP: same-origin requests with the session cookie, JSON in and out, every
 * failure an ApiError with the contract's message, code and per-field messages (a 422 names the
 * fields, a 409 says who changed the item). Plain functions: the hooks in queries.ts put them
 * behind react-query.
 */
const http = ky.create({ credentials: 'same-origin', retry: 0, timeout: 30_000 });

/** A request's query: a list of values is sent as the name repeated (`url=…&url=…`). */
type Params = Record<string, string | number | readonly string[] | undefined>;

const clean = (params: Params = {}) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      value === undefined || value === ''
        ? []
        : Array.isArray(value)
          ? value.map((each) => [name, each])
          : [[name, String(value)]],
    ),
  );

export async function get<T>(
  path: string,
  params?: Params,
): Promise<{ data: T; headers: Headers }> {
  try {
    const response = await http.get(path, { searchParams: clean(params) });
    return { data: (await response.json()) as T, headers: response.headers };
  } catch (error) {
    throw await toApiError(error);
  }
}

export async function send<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
  params?: Params,
): Promise<T> {
  try {
    const response = await http(path, {
      method,
      searchParams: clean(params),
      ...(body === undefined ? {} : { json: body }),
    });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Sends a file as the body (an XLIFF file, say) and reads the JSON answer. */
export async function sendFile<T>(path: string, body: string, contentType: string): Promise<T> {
  try {
    const response = await http.post(path, { body, headers: { 'Content-Type': contentType } });
    return (await response.json()) as T;
  } catch (error) {
    throw await toApiError(error);
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
export { ApiError };
