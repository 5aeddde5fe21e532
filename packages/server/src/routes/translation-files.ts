import type Router from '@koa/router';
import type { Context } from 'koa';
import { staffGuards, type AdminGuardOptions } from '../middleware/admin.js';
import { ApiError, badRequest } from '../errors.js';
import { bodyText } from './json.js';
import { ERROR_CODES } from '@ia/shared';
import type { AuthService, SignedIn } from '../services/auth.js';
import { actorOf } from '../services/content-editing.js';
import type { TranslationFileService } from '../services/translation-files.js';
import { XLIFF_TYPE } from '../xliff/file.js';

/** The largest translation file taken (every text of the site is far below it). */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The body of a request as UTF-8 text, up to `limit` bytes (413 past it). */
/**
 * Translation files (services/translation-files.ts), for editors and administrators:
 *   GET  /api/admin/translations/{lang}/xliff?scope=all|missing[&item=stories.12]
 *        200 application/xliff+xml: an XLIFF 2.0 file, srcLang="en", trgLang={lang}
 *   POST /api/admin/translations/{lang}/xliff   (Content-Type: application/xliff+xml)
 *        200 { applied, unchanged, outOfDate: [unit ids] }, or 422 naming each unit and its
 *        line, with nothing written
 */
export function translationFileRoutes(
  router: Router,
  deps: { auth: AuthService; translationFiles: TranslationFileService; guard: AdminGuardOptions },
): void {
  const editor = staffGuards(deps.auth, deps.guard).requireRole('editor');
  const by = (ctx: Context) => actorOf(ctx.state.admin as SignedIn);

  router.get('/api/admin/translations/:lang/xliff', editor, async (ctx) => {
    const xml = await deps.translationFiles.exportFile(ctx.params.lang, ctx.query, by(ctx));
    const scope = ctx.query.scope === 'missing' ? 'missing' : 'all';
    const item = typeof ctx.query.item === 'string' ? `-${ctx.query.item}` : '';
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="translations-${ctx.params.lang}-${scope}${item}.xlf"`,
    );
    ctx.type = `${XLIFF_TYPE}; charset=utf-8`;
    ctx.body = xml;
  });

  router.post('/api/admin/translations/:lang/xliff', editor, async (ctx) => {
    if (!ctx.is(XLIFF_TYPE, 'application/xml', 'text/xml')) {
      throw new ApiError(415, ERROR_CODES.unsupportedMediaType, `Send the file as ${XLIFF_TYPE}`);
    }
    const text = await bodyText(ctx, MAX_FILE_BYTES);
    if (text.trim() === '') throw badRequest('The file is empty.');
    ctx.body = await deps.translationFiles.importFile(ctx.params.lang, text, by(ctx));
  });
}
