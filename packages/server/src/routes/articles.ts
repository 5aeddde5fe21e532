import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import { publicJsonCache } from '../middleware/http-cache.js';
import type { ArticleService } from '../services/articles.js';

/** GET /api/articles (Insights & News) and GET /api/articles/:slug (article detail). */
export function articleRoutes(router: Router, service: ArticleService): void {
  router.get('/api/articles', publicJsonCache(), async (ctx) => {
    const { items, total } = await service.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  router.get('/api/articles/:slug', publicJsonCache(), async (ctx) => {
    const found = await service.getBySlug(ctx.params.slug ?? '', ctx.query);
    if ('movedTo' in found) {
      // An address the article had before: permanently moved (the query, e.g. ?lang=, kept).
      ctx.status = 301;
      ctx.redirect(`/api/articles/${found.movedTo}${ctx.search}`);
      return;
    }
    ctx.body = found.article;
  });
}
