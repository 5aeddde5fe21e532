import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';

/**
 * The HTTP client of every widget. `apiBase` is '' on the host site (same origin) and the
 * site's origin on a partner page. Errors read 'status: text' as the spec's default fetcher.
 */
export type SearchParams = Record<string, string | number | undefined | readonly string[]>;

export interface ApiClient {
  readonly base: string;
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    /** A list repeats its name (`url=a&url=b`). */
    searchParams?: SearchParams,
  ): Promise<{ data: v.InferOutput<S>; headers: Headers }>;
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
  ): Promise<v.InferOutput<S>>;
}

/** An error the API answered, with its status, code and per-field messages when it gave them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const errorBody = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});

/** An HTTP error from ky as an ApiError with the contract's message, code and fields. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  const { response } = error;
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  let parsed: v.InferOutput<typeof errorBody> | undefined;
  try {
    const result = v.safeParse(errorBody, JSON.parse(text));
    if (result.success) parsed = result.output;
  } catch {
    // not JSON: keep the text
  }
  const message = parsed
    ? parsed.error.message
    : `${response.status}: ${text || response.statusText}`;
  return new ApiError(message, response.status, parsed?.error.code, parsed?.error.fields);
}

function cleanParams(params: SearchParams = {}): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value as string[]) out.push([key, item]);
    else if (value !== undefined && value !== '') out.push([key, String(value)]);
  }
  return out;
}

/**
 * The API client of `apiBase`. `instance` may bring its own `fetch` (a server answers the site's
 * own API in process while it renders a page); there, where a request needs an absolute
 * address, `requestOrigin` is put in front of a same-origin path without changing `base` (and so
 * without changing the query keys the browser will look the answers up by).
 */
export function createApiClient(
  apiBase = '',
  instance: KyInstance = ky,
  requestOrigin = '',
): ApiClient {
  const base = apiBase.replace(/\/+$/, '');
  const sameOrigin = base === '';
  const http = instance.extend({
    retry: 0,
    timeout: 20_000,
    credentials: sameOrigin ? 'same-origin' : 'omit',
  });
  const url = (path: string) =>
    `${sameOrigin ? requestOrigin : ''}${base}${path.startsWith('/') ? path : `/${path}`}`;
  return {
    base,
    async get(path, schema, searchParams) {
      try {
        const response = await http.get(url(path), { searchParams: cleanParams(searchParams) });
        const data = v.parse(schema, await response.json());
        return { data, headers: response.headers };
      } catch (error) {
        throw await toApiError(error);
      }
    },
    async post(path, body, schema) {
      try {
        const response = await http.post(url(path), { json: body });
        return v.parse(schema, await response.json());
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
