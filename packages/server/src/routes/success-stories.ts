import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import { redirectWithin } from '../middleware/redirect.js';
import { answerFromRead, type PublicAnswers } from '../middleware/http-cache.js';
import type { SuccessStoryService } from '../services/success-stories.js';

/** GET /api/success-stories (Our Impact, Success Stories list) and GET /api/success-stories/:slug. */
export function successStoryRoutes(
  router: Router,
  service: SuccessStoryService,
  answers: PublicAnswers,
): void {
  router.get('/api/success-stories', answers.middleware, async (ctx) => {
    const list = await service.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(list.total));
    answerFromRead(ctx, list, list.items);
  });

  router.get('/api/success-stories/:slug', answers.middleware, async (ctx) => {
    const found = await service.getBySlug(ctx.params.slug ?? '', ctx.query);
    if ('movedTo' in found) {
      // An address the story had before: permanently moved (the query, e.g. ?lang=, kept).
      redirectWithin(ctx, `/api/success-stories/${found.movedTo}${ctx.search}`);
      return;
    }
    answerFromRead(ctx, found, found.story);
  });
}
