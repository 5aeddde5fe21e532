import Koa from 'koa';
import type { Config } from './config.js';
import { createRepositories } from './db/repositories/index.js';
import type { Db } from './db/knex.js';
import { createLogger, type Logger } from './logger.js';
import { compress } from './middleware/compress.js';
import { cors, type CorsRule } from './middleware/cors.js';
import { errorHandler } from './middleware/error-handler.js';
import { requestLog } from './middleware/request-log.js';
import { securityHeaders } from './middleware/security-headers.js';
import { createFileSender } from './middleware/send-file.js';
import { staticFiles } from './middleware/static-files.js';
import { apiRoutes } from './routes/index.js';
import { mediaRoutes } from './routes/media.js';
import { createServices } from './services/index.js';
import { createMediaService } from './services/media.js';
import type { RateLimiter } from './services/rate-limit.js';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: Logger;
  /** The clock of the services (tests move it). */
  now?: () => Date;
  contactRateLimiter?: RateLimiter;
  /** Milliseconds public reads may be answered from memory (default 2000; 0 = off). */
  readCacheTtlMs?: number;
}

/** What partner pages may use cross-origin (see middleware/cors.ts). */
const CORS_RULES: CorsRule[] = [
  { prefix: '/api/success-stories', methods: ['GET', 'HEAD'] },
  { prefix: '/api/articles', methods: ['GET', 'HEAD'] },
  { prefix: '/api/contact-messages', methods: ['POST'] },
  { prefix: '/media', methods: ['GET', 'HEAD'] },
];

/**
 * The whole HTTP application, composed in one place. From the outside in: request id and log
 * line, errors into the contract's JSON shape, security headers, compression, CORS, then the
 * handlers in turn: API + health, media images, the built site and the partner embed.
 */
export function createApp(deps: AppDeps): Koa {
  const { config, db } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const services = createServices(createRepositories(db), {
    now: deps.now,
    contactRateLimiter: deps.contactRateLimiter,
    readCacheTtlMs: deps.readCacheTtlMs,
  });
  const media = createMediaService({ dataDir: config.dataDir });
  const sendFile = createFileSender();

  const app = new Koa({ proxy: config.trustProxy });
  app.on('error', (error: unknown) => {
    // Errors Koa sees after the answer started (a client that went away mid-stream).
    logger.warn('response error', { error: String(error) });
  });

  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders({ https: config.publicBaseUrl?.startsWith('https:') ?? false }));
  app.use(compress());
  app.use(cors(CORS_RULES));
  app.use(apiRoutes(services, logger));
  app.use(mediaRoutes(media, sendFile));
  app.use(
    staticFiles({
      siteDir: config.siteDir,
      embedDir: config.embedDir,
      sendFile,
      pageMeta: { 'ia:site-name': config.siteName, 'ia:contact-email': config.contactEmail },
    }),
  );
  return app;
}
