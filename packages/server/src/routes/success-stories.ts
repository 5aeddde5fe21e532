import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import { publicJsonCache } from '../middleware/http-cache.js';
import type { SuccessStoryService } from '../services/success-stories.js';
import { rejectQuery } from './query.js';

/** GET /api/success-stories (Our Impact, Success Stories list) and GET /api/success-stories/:slug. */
export function successStoryRoutes(router: Router, service: SuccessStoryService): void {
  router.get('/api/success-stories', publicJsonCache(), async (ctx) => {
    const { items, total } = await service.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  router.get('/api/success-stories/:slug', publicJsonCache(), async (ctx) => {
    rejectQuery(ctx.query);
    ctx.body = await service.getBySlug(ctx.params.slug ?? '');
  });
}
