import type Router from '@koa/router';
import type { PublicAnswers } from '../middleware/http-cache.js';
import type { SearchService } from '../services/search.js';

/** GET /api/search?q=&lang=&type=&page=: the site-wide search, for the site, widgets and partners. */
export function searchRoutes(router: Router, service: SearchService, answers: PublicAnswers): void {
  router.get('/api/search', answers.middleware, async (ctx) => {
    ctx.body = await service.search(ctx.query);
  });
}
