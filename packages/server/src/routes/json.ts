import { ERROR_CODES } from '@ia/shared';
import type { Middleware } from 'koa';
import { ApiError } from '../errors.js';

/** 415 for a body that is not declared as JSON. */
export const requireJson: Middleware = async (ctx, next) => {
  if (ctx.request.type !== 'application/json') {
    throw new ApiError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Send the body as JSON (Content-Type: application/json)',
    );
  }
  await next();
};
