import { ERROR_CODES } from '@ia/shared';
import type { Context, Middleware } from 'koa';
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

/** A file sent as the request's body (an XLIFF file, a CSV), as text; a 413 past `limit` bytes. */
export async function bodyText(ctx: Context, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      throw new ApiError(413, ERROR_CODES.payloadTooLarge, 'The file is too large to import.');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
