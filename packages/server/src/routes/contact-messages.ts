import type Router from '@koa/router';
import { CONTACT_MESSAGE_MAX, ERROR_CODES } from '@ia/shared';
import type { Middleware } from 'koa';
import { ApiError } from '../errors.js';
import { STAFF_LINKS } from '@ia/shared';
import { requestInfo } from '../middleware/admin.js';
import type { ContactMessageService } from '../services/contact-messages.js';
import { jsonBodyParser } from './json.js';

/**
 * Largest body accepted: the longest allowed message in 4-byte characters plus room for the
 * other fields and JSON escaping. Anything bigger is a 413 before it is read.
 */
export const CONTACT_BODY_LIMIT = CONTACT_MESSAGE_MAX * 4 + 4096;

const requireJson: Middleware = async (ctx, next) => {
  if (ctx.request.type !== 'application/json') {
    throw new ApiError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Send the message as JSON (Content-Type: application/json)',
    );
  }
  await next();
};

const jsonBody = jsonBodyParser(CONTACT_BODY_LIMIT);

/** POST /api/contact-messages: the Contact page's "Send us a Message" form. */
export function contactMessageRoutes(
  router: Router,
  service: ContactMessageService,
  /** The site's address (config.siteUrl): the staff's link to the inbox is made from it. */
  siteUrl: string,
): void {
  router.post('/api/contact-messages', requireJson, jsonBody, async (ctx) => {
    const inbox = `${siteUrl}${STAFF_LINKS.messages}`;
    const created = await service.submit(ctx.request.body, requestInfo(ctx).address, inbox);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = created;
  });
}
