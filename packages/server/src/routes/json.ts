import { ERROR_CODES } from '@ia/shared';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { ApiError, badRequest } from '../errors.js';

/**
 * 415 for a body that is not declared as JSON; 400 for one whose request was cut while the
 * handlers before waited (the session check): the body parser would wait for it for ever.
 */
export const requireJson: Middleware = async (ctx, next) => {
  if (ctx.request.type !== 'application/json') {
    throw new ApiError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Send the body as JSON (Content-Type: application/json)',
    );
  }
  if (ctx.req.destroyed) throw badRequest('The request was interrupted');
  await next();
};

/** The parser of a strict JSON body of at most `limit` bytes (nothing else is read). */
export const jsonBodyParser = (limit: number) =>
  koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limit,
    urlencoded: false,
    text: false,
    multipart: false,
  });
