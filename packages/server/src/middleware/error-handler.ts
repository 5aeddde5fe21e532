import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@ia/shared';
import type { Context, Middleware } from 'koa';
import { ApiError } from '../errors.js';
import type { Logger } from '../logger.js';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGES,
  unavailableDependency,
} from '../dependencies.js';
import { UnstorableInputError } from '../db/unstorable.js';

/** What a status means when nothing more precise was said. */
const BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: ERROR_CODES.badRequest, message: 'Bad request' },
  401: { code: ERROR_CODES.unauthorized, message: 'Sign-in required' },
  403: { code: ERROR_CODES.forbidden, message: 'Forbidden' },
  404: { code: ERROR_CODES.notFound, message: 'Not found' },
  405: { code: ERROR_CODES.methodNotAllowed, message: 'Method not allowed' },
  413: { code: ERROR_CODES.payloadTooLarge, message: 'The request body is too large' },
  415: { code: ERROR_CODES.unsupportedMediaType, message: 'Unsupported media type' },
  422: { code: ERROR_CODES.validation, message: 'Validation failed' },
  429: { code: ERROR_CODES.tooManyRequests, message: 'Too many requests' },
  503: { code: ERROR_CODES.unavailable, message: 'Service unavailable' },
  507: { code: ERROR_CODES.insufficientStorage, message: 'The server cannot store this now' },
};

function send(ctx: Context, status: number, code: ErrorCode, message: string, fields?: object) {
  const body: ApiErrorBody = { error: { code, message } };
  if (fields) body.error.fields = fields as Record<string, string>;
  ctx.status = status;
  ctx.remove('ETag');
  ctx.remove('Last-Modified');
  ctx.remove('Content-Encoding');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/**
 * Every error answers `{"error": {"code", "message"}}` (ARCHITECTURE.md, HTTP contract):
 * - an ApiError keeps its status, code, message, per-field messages and headers;
 * - text the database cannot store (a NUL, refused by the data layer on SQLite and Postgres
 *   alike, db/unstorable.ts): 400;
 * - a dependency down, hung or full (dependencies.ts: the database, the media storage, Redis):
 *   503 with Retry-After, the cause logged (no stack: not a bug); a full disk: 507;
 * - errors with a client status (4xx) from libraries (body parser: 400 bad JSON, 413 too large,
 *   415) keep their status with the generic message of that status;
 * - anything else is a bug: logged with its stack, answered 500 without details;
 * - an empty error response from further in (router 405 with Allow, nothing matched: 404) gets
 *   the same shape.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null || ctx.body === '')) {
        const known = BY_STATUS[ctx.status] ?? BY_STATUS[404]!;
        send(ctx, ctx.status, known.code, known.message);
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, value] of Object.entries(error.options.headers ?? {})) {
          ctx.set(name, value);
        }
        send(ctx, error.status, error.code, error.message, error.options.fields);
        return;
      }
      if (error instanceof UnstorableInputError) {
        send(ctx, 400, ERROR_CODES.badRequest, error.message);
        return;
      }
      const dependency = unavailableDependency(error);
      if (dependency !== undefined) {
        logger.warn(`${dependency} not available`, {
          id: ctx.state.requestId as unknown,
          method: ctx.method,
          path: ctx.path,
          error: causeOf(error),
        });
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS[dependency]));
        if (dependency === 'disk') {
          send(ctx, 507, ERROR_CODES.insufficientStorage, UNAVAILABLE_MESSAGES.disk);
        } else {
          send(ctx, 503, ERROR_CODES.unavailable, UNAVAILABLE_MESSAGES[dependency]);
        }
        return;
      }
      const status = clientStatus(error);
      if (status !== undefined) {
        const known = BY_STATUS[status] ?? BY_STATUS[400]!;
        // co-body reports a body that is not JSON (or JSON that is not an object or array) as a
        // SyntaxError with status 400.
        const message =
          status === 400 && error instanceof SyntaxError
            ? 'The body is not valid JSON'
            : status === 400 && typeof (error as { code?: unknown }).code === 'string'
              ? 'The body is not compressed as its Content-Encoding says'
              : known.message;
        send(ctx, status, known.code, message);
        return;
      }
      logger.error('unhandled error', {
        id: ctx.state.requestId as unknown,
        method: ctx.method,
        path: ctx.path,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      send(ctx, 500, ERROR_CODES.internal, 'Something went wrong on our side');
    }
  };
}

/**
 * The 4xx status an http-errors style error (koa-body, raw-body, ctx.throw) carries, if any. A
 * body that says it is compressed (Content-Encoding gzip, deflate, br) but is not is the
 * client's mistake too: zlib's data errors (Z_DATA_ERROR, brotli's ERR_…) are a 400.
 */
function clientStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  if (
    typeof code === 'string' &&
    (/^Z_(DATA|BUF)_ERROR$/.test(code) || code.startsWith('ERR__ERROR'))
  ) {
    return 400;
  }
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500 && expose !== false) {
    return status;
  }
  return undefined;
}

/** The message of the error that says a dependency is down (a wrapper's cause, when it has one). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const inner = cause instanceof Error ? cause : error;
  return inner instanceof Error ? inner.message : String(inner);
}
