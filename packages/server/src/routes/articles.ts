import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import { redirectWithin } from '../middleware/redirect.js';
import { answerFromRead, type PublicAnswers } from '../middleware/http-cache.js';
import type { ArticleService } from '../services/articles.js';

/**
 * GET /api/articles (Insights & News), GET /api/articles/:slug (article detail) and
 * GET /api/authors/:slug (an author and their articles).
 */
export function articleRoutes(
  router: Router,
  service: ArticleService,
  answers: PublicAnswers,
): void {
  router.get('/api/articles', answers.middleware, async (ctx) => {
    const list = await service.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(list.total));
    answerFromRead(ctx, list, list.items);
  });

  router.get('/api/articles/:slug', answers.middleware, async (ctx) => {
    const found = await service.getBySlug(ctx.params.slug ?? '', ctx.query);
    if ('movedTo' in found) {
      // An address the article had before: permanently moved (the query, e.g. ?lang=, kept).
      redirectWithin(ctx, `/api/articles/${found.movedTo}${ctx.search}`);
      return;
    }
    answerFromRead(ctx, found, found.article);
  });

  router.get('/api/authors/:slug', answers.middleware, async (ctx) => {
    const page = await service.byAuthor(ctx.params.slug ?? '', ctx.query);
    if ('movedTo' in page) {
      // An address the person had before: permanently moved (the query kept).
      redirectWithin(ctx, `/api/authors/${page.movedTo}${ctx.search}`);
      return;
    }
    answerFromRead(ctx, page, page);
  });
}
