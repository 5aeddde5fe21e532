import type Router from '@koa/router';
import { staffGuards, type AdminGuardOptions } from '../middleware/admin.js';
import { weakEtag } from '../middleware/http-cache.js';
import type { AuthService } from '../services/auth.js';
import type { InterfaceTextService } from '../services/interface-texts.js';
import { requireJson, jsonBodyParser } from './json.js';

const jsonBody = jsonBodyParser(512 * 1024);

/**
 * Interface texts (services/interface-texts.ts):
 *   GET /api/interface-texts?lang=fr            public: staff's wordings in a language, by key
 *                                               (the site and partners' widgets apply them),
 *                                               with an ETag, revalidated each time
 *   GET /api/admin/interface-texts?lang=fr      [{ key, default, value, english, where }]
 *   PUT /api/admin/interface-texts/{lang}       { texts: { key: wording | null } }
 * The admin routes are for editors and administrators.
 */
export function interfaceTextRoutes(
  router: Router,
  deps: {
    auth: AuthService;
    interfaceTexts: InterfaceTextService;
    guard: AdminGuardOptions;
  },
): void {
  const editor = staffGuards(deps.auth, deps.guard).requireRole('editor');
  const { interfaceTexts } = deps;

  // Revalidated on every use (a 304 while nothing changed), so a new wording shows in partners'
  // embeds at once rather than after the public answers' minute.
  router.get('/api/interface-texts', async (ctx) => {
    const body = Buffer.from(
      JSON.stringify(await interfaceTexts.overrides(ctx.query.lang ?? 'en')),
    );
    ctx.set('Cache-Control', 'public, no-cache');
    ctx.set('ETag', weakEtag(body));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
    if (ctx.fresh) ctx.status = 304;
  });

  router.get('/api/admin/interface-texts', editor, async (ctx) => {
    ctx.body = await interfaceTexts.list(ctx.query.lang ?? 'en');
  });

  router.put('/api/admin/interface-texts/:lang', editor, requireJson, jsonBody, async (ctx) => {
    ctx.body = await interfaceTexts.update(ctx.params.lang, ctx.request.body);
  });
}
