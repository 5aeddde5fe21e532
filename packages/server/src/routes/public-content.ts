import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import { answerFromRead, type PublicAnswers } from '../middleware/http-cache.js';
import { parseCollection, parseGlobal } from '../services/content-editing.js';
import type { PublicContentService } from '../services/public-content.js';

/**
 * What the site's pages read of the content model (same origin only, not opened to partners):
 *   GET /api/content/{collection}?lang&page&pageSize   the public items, in their order
 *   GET /api/content/{collection}/{slug or id}?lang    one public item
 *   GET /api/globals/{name}?lang                       a global
 * Texts in the language asked, English where an item is not written in it (`lang` says which).
 */
export function publicContentRoutes(
  router: Router,
  service: PublicContentService,
  answers: PublicAnswers,
): void {
  router.get('/api/content/:collection', answers.middleware, async (ctx) => {
    const list = await service.list(parseCollection(ctx.params.collection), ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(list.total));
    answerFromRead(ctx, list, list.items);
  });

  router.get('/api/content/:collection/:key', answers.middleware, async (ctx) => {
    const found = await service.item(
      parseCollection(ctx.params.collection),
      ctx.params.key ?? '',
      ctx.query,
    );
    answerFromRead(ctx, found, found.item);
  });

  router.get('/api/globals/:name', answers.middleware, async (ctx) => {
    const found = await service.global(parseGlobal(ctx.params.name), ctx.query);
    answerFromRead(ctx, found, found.global);
  });
}
