import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import { publicJsonCache } from '../middleware/http-cache.js';
import type { SuccessStoryService } from '../services/success-stories.js';

/** GET /api/success-stories (Our Impact, Success Stories list) and GET /api/success-stories/:slug. */
export function successStoryRoutes(router: Router, service: SuccessStoryService): void {
  router.get('/api/success-stories', publicJsonCache(), async (ctx) => {
    const { items, total } = await service.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  router.get('/api/success-stories/:slug', publicJsonCache(), async (ctx) => {
    const found = await service.getBySlug(ctx.params.slug ?? '', ctx.query);
    if ('movedTo' in found) {
      // An address the story had before: permanently moved (the query, e.g. ?lang=, kept).
      ctx.status = 301;
      ctx.redirect(`/api/success-stories/${found.movedTo}${ctx.search}`);
      return;
    }
    ctx.body = found.story;
  });
}
