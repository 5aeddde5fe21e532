import type Router from '@koa/router';
import { unavailable } from '../errors.js';
import type { Logger } from '../logger.js';

const READY_TIMEOUT_MS = 2000;

/** GET /healthz: the process answers. GET /readyz: the database answers too. */
export function healthRoutes(router: Router, ping: () => Promise<void>, logger: Logger): void {
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      logger.warn('database not reachable', { error: String(error) });
      throw unavailable('The database is not reachable');
    } finally {
      clearTimeout(timer);
    }
    ctx.body = { status: 'ready' };
  });
}
