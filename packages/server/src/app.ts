import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import Koa, { type Context } from 'koa';
import { pages as staffPages } from '@ia/shared';
import type { Config } from './config.js';
import { createRepositories } from './db/repositories/index.js';
import type { Db } from './db/knex.js';
import { createLogger, type Logger } from './logger.js';
import { compress } from './middleware/compress.js';
import { cors, type CorsRule } from './middleware/cors.js';
import { errorHandler } from './middleware/error-handler.js';
import { createPublicAnswers } from './middleware/http-cache.js';
import { reachCounting } from './middleware/reach.js';
import { requestLog } from './middleware/request-log.js';
import { SESSION_COOKIE } from './middleware/admin.js';
import { securityHeaders } from './middleware/security-headers.js';
import { createFileSender } from './middleware/send-file.js';
import { staticFiles } from './middleware/static-files.js';
import { apiRoutes } from './routes/index.js';
import { publicDocumentRoutes } from './routes/documents.js';
import { mediaRoutes } from './routes/media.js';
import { createImageInfo } from './services/images.js';
import { probeWrite } from './files.js';
import { writeBackup, writingPassphrase } from './backup/backup.js';
import { join } from 'node:path';
import { createContentChanges, type ContentChanges } from './services/content-changes.js';
import { cacheBudgets, createByteCache } from './services/byte-cache.js';
import { createServices, type RateLimits } from './services/index.js';
import { createMediaService } from './services/media.js';
import { createPreviewService, previewAnswers } from './services/preview.js';
import { createReach, type Reach } from './services/reach.js';
import { createInProcessApi } from './site/in-process-api.js';
import { noteApiAnswer, sitePages } from './site/pages.js';
import { createSiteRendererLoader, siteBuild } from './site/renderer.js';
import { designRedirect } from './site/design.js';
import { adminApp } from './site/admin-app.js';
import { movedPages, siteRoutes } from './site/routes.js';
import { newsletterForms } from './site/newsletter-forms.js';
import { createSitemaps } from './site/sitemap.js';
import type { RateLimitStore } from './db/repositories/rate-limits.js';
import type { ReachRepository } from './db/repositories/reach.js';
import { createRedisRateLimitStore } from './db/repositories/rate-limits-redis.js';
import { createStorage, type MediaStorage } from './storage/index.js';
import {
  createConfiguredNewsletterSender,
  createConfiguredSender,
  outboxHold,
  type NewsletterSender,
  type OutboxSender,
} from './mail/index.js';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: Logger;
  /** The clock of the services (tests move it). */
  now?: () => Date;
  /** Limits other than the defaults (tests use generous ones). */
  rateLimits?: Partial<RateLimits>;
  /**
   * Where rate limits are counted (default: Redis with REDIS_URL, else the database). Whoever
   * passes it closes it; a Redis connection made here lives as long as the process.
   */
  rateLimitStore?: RateLimitStore;
  /**
   * Where media is stored (default: the configured driver). Whoever passes it closes it; one
   * made here lives as long as the process.
   */
  storage?: MediaStorage;
  /**
   * NODE_ENV=production: a missing SESSION_SECRET is warned about more loudly, and a backup is
   * only downloaded encrypted (BACKUP_PASSPHRASE).
   */
  production?: boolean;
  /** Milliseconds public reads may be answered from memory (default 2000; 0 = off). */
  readCacheTtlMs?: number;
  /**
   * Where content changes are announced and heard; main.ts passes one that listens to other
   * processes on Postgres. One made here hears this process and the consent timer only.
   */
  contentChanges?: ContentChanges;
  /**
   * The background sender of the outbox; whoever passes it starts and closes it (main.ts, the
   * tests). Without one, one is made and started here when SMTP_URL is set, living as long as
   * the process; without SMTP_URL e-mails then stay in the outbox.
   */
  outboxSender?: OutboxSender;
  /** The newsletter's sender, as `outboxSender`: made and started here when not given. */
  newsletterSender?: NewsletterSender;
  /**
   * Where Storybook is served (main.ts listens for it on DESIGN_PORT): the site's /design/
   * redirects there. Without it /design/ is a 404.
   */
  designOrigin?: (ctx: Context) => string;
  /**
   * What the site's answers count (services/reach.ts); whoever passes it closes it (main.ts
   * writes the last batch when stopping). One made here writes its batches as long as the
   * process lives.
   */
  reach?: Reach;
}

/** What partner pages may use cross-origin (see middleware/cors.ts). */
const CORS_RULES: CorsRule[] = [
  { prefix: '/api/success-stories', methods: ['GET', 'HEAD'] },
  { prefix: '/api/articles', methods: ['GET', 'HEAD'] },
  // Staff's wordings of the widgets' texts, which partners' embeds read.
  { prefix: '/api/interface-texts', methods: ['GET', 'HEAD'] },
  { prefix: '/api/contact-messages', methods: ['POST'] },
  // The newsletter's sign-up (<ia-newsletter-signup> on partners' pages) and its confirmation.
  { prefix: '/api/newsletter/subscriptions', methods: ['POST'] },
  { prefix: '/api/newsletter/confirm', methods: ['POST'] },
  { prefix: '/media', methods: ['GET', 'HEAD'] },
  // Stored uploads at the address the uploader keeps; the PUT to it stays same-site only.
  { prefix: '/api/objects', methods: ['GET', 'HEAD'] },
  { prefix: '/oembed', methods: ['GET', 'HEAD'] },
];

/**
 * Koa, and before it `replay`: a request it answers never reaches Koa (middleware/http-cache.ts
 * replays public reads answered a moment ago).
 */
class App extends Koa {
  replay: (req: IncomingMessage, res: ServerResponse) => boolean = () => false;
  /** Writes the reach counts not written yet (main.ts, when stopping). */
  flushReach: () => Promise<void> = async () => {};

  override callback() {
    const handle = super.callback();
    type Handle = typeof handle;
    return (req: Parameters<Handle>[0], res: Parameters<Handle>[1]) =>
      req instanceof IncomingMessage && res instanceof ServerResponse && this.replay(req, res)
        ? Promise.resolve()
        : handle(req, res);
  }
}

/** The reach counter of the configuration (REACH_FLUSH_MS, REACH_HOURLY_DAYS). */
export function createReachCounter(
  deps: Pick<AppDeps, 'config' | 'now'>,
  repository: ReachRepository,
  search: { search(raw: Record<string, string>): Promise<{ total: number }> },
  logger: Logger,
): Reach {
  return createReach({
    repository,
    flushMs: deps.config.reach.flushMs,
    hourlyDays: deps.config.reach.hourlyDays,
    sessionCookie: SESSION_COOKIE,
    searchFound: async (q, lang) => (await search.search({ q, lang })).total > 0,
    logger,
    now: deps.now,
  });
}

/**
 * The key of the signed upload addresses: SESSION_SECRET, or a random one for this process
 * (addresses handed out before a restart then stop working, which is said in the log).
 */
function uploadSecret(deps: AppDeps, logger: Logger): string {
  if (deps.config.sessionSecret) return deps.config.sessionSecret;
  logger.warn(
    deps.production
      ? 'SESSION_SECRET is not set in production: using a random key, so signed upload addresses stop working when the server restarts. Set SESSION_SECRET (at least 32 characters).'
      : 'SESSION_SECRET is not set: using a random key for this run; signed upload addresses will not survive a restart.',
  );
  return randomBytes(32).toString('base64url');
}

/**
 * The whole HTTP application, composed in one place. From the outside in: public reads
 * answered a moment ago sent again as they were (replayed before Koa, recorded by its first
 * middleware; middleware/http-cache.ts), request id and log line, errors into the contract's
 * JSON shape, security headers, compression, CORS (public reads only: the admin API is never
 * opened to other origins), then the handlers in turn: API +
 * health (admin routes guard themselves, see middleware/admin.ts), media images, the site's
 * sitemap, robots.txt, feeds and oEmbed, the newsletter forms' posts, Storybook at /design/, the built site's files and the
 * partner embed, and last
 * every page, rendered on the server (site/pages.ts).
 */
export function createApp(deps: AppDeps): App {
  const { config, db } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const storage = deps.storage ?? createStorage(config);
  const repositories = createRepositories(db);
  const contentChanges =
    deps.contentChanges ??
    createContentChanges({ db, logger, now: () => (deps.now?.() ?? new Date()).getTime() });
  const rateLimitStore =
    deps.rateLimitStore ?? (config.redis && createRedisRateLimitStore({ ...config.redis, logger }));
  const budgets = cacheBudgets(config.cacheMemoryBytes);
  if (deps.production && config.publicBaseUrl === undefined) {
    logger.warn(
      `PUBLIC_BASE_URL is not set in production: links in feeds, sitemaps, oEmbed and share tags say ${config.siteUrl}, and e-mails stay in the outbox. Set PUBLIC_BASE_URL to the site's address (such as https://example.org).`,
    );
  }
  const services = createServices(repositories, {
    cacheBudgets: budgets,
    contentChanges,
    now: deps.now,
    rateLimits: deps.rateLimits,
    rateLimitStore,
    readCacheTtlMs: deps.readCacheTtlMs,
    storage: storage.originals,
    variantStorage: storage.variants,
    uploadTempDir: storage.tempDir,
    uploadSecret: uploadSecret(deps, logger),
    siteName: config.siteName,
    mailFrom: config.mail.from,
    siteUrl: config.siteUrl,
    logger,
    interfaceTextCatalogue: async (lang) => (await loadRenderer())?.interfaceTexts(lang),
  });
  // The search index takes in what changed while no server ran (everything, the first time).
  void services.search.sync();
  let outboxSender = deps.outboxSender;
  if (!outboxSender && config.mail.smtpUrl) {
    outboxSender = createConfiguredSender({
      config,
      outbox: repositories.outbox,
      logger,
      now: deps.now,
    });
    outboxSender.start();
  }
  const sender = outboxSender;
  services.mail.setWake(() => sender?.wake());
  let newsletterSender = deps.newsletterSender;
  if (!newsletterSender && config.mail.smtpUrl) {
    newsletterSender = createConfiguredNewsletterSender({
      config,
      newsletter: repositories.newsletter,
      logger,
      now: deps.now,
      onSent: () => contentChanges.changed(),
    });
    newsletterSender.start();
  }
  const issues = newsletterSender;
  services.newsletter.setWake(() => issues?.wake());
  const media = createMediaService({ originals: storage.originals, variants: storage.variants });
  const sendFile = createFileSender(budgets.files);
  const guard = { publicBaseUrl: config.publicBaseUrl, siteUrl: config.siteUrl };
  const imageInfo = createImageInfo(repositories.images);

  let reach = deps.reach;
  if (!reach) {
    reach = createReachCounter(deps, repositories.reach, services.search, logger);
    reach.start();
  }

  const handleErrors = errorHandler(logger);
  const answers = createPublicAnswers({ budgets });
  const preview = createPreviewService({
    publicContent: services.publicContent,
    now: deps.now,
    render: async (url, origin) => (await loadRenderer())?.render({ url, origin }),
  });
  const api = apiRoutes(services, logger, {
    answers,
    media,
    guard,
    preview,
    trustProxy: config.trustProxy,
    storagePing: (signal) => storage.originals.ping(signal),
    rateLimitsPing: rateLimitStore?.ping?.bind(rateLimitStore),
    mailHeld: () => (sender ? sender.held : outboxHold(config)),
    reach,
    diskProbe: () => probeWrite(config.dataDir),
    backups: {
      tempDir: config.backup?.dir ?? join(config.dataDir, 'backups'),
      write: (file) =>
        writeBackup({
          db,
          storage: storage.originals,
          file,
          sqliteFile: config.database.client === 'sqlite' ? config.database.filename : undefined,
          passphrase: writingPassphrase(config.backupPassphrase, deps.production === true),
        }),
    },
  });
  const inProcessApi = createInProcessApi([handleErrors, api]);
  const loadRenderer = createSiteRendererLoader(config.siteDir, {
    site: { siteName: config.siteName },
    // A preview's unsaved document answers first, for the render of that preview only.
    fetchApi: async (pathAndQuery) => {
      const answer = await (previewAnswers.getStore()?.(pathAndQuery) ??
        inProcessApi(pathAndQuery));
      noteApiAnswer(answer.status);
      return answer;
    },
    imageInfo,
  });
  const pages = sitePages({
    loadRenderer,
    siteUrl: config.siteUrl,
    logger,
    budget: budgets.pages,
  });
  contentChanges.subscribe(() => pages.invalidate());
  // One passed in is owned (and closed) by the caller: it also hears other processes.
  void contentChanges.start({
    nextChange: async () => {
      // Whichever comes first: a story's consent ends or its scheduled time comes, or a
      // scheduled article's date comes.
      const instants = await Promise.all([
        services.successStories.nextChange(),
        services.articles.nextPublication(),
      ]);
      return instants.filter((at): at is string => at !== undefined).sort()[0];
    },
    listen: deps.contentChanges !== undefined,
  });

  const app = new App({ proxy: config.trustProxy, maxIpsCount: config.proxyHops });
  const counting = reachCounting(reach, { trust: config.trustProxy, hops: config.proxyHops });
  const countReach = config.reach.enabled;
  const counter = reach;
  app.flushReach = () => counter.flush();
  app.replay = (req, res) => {
    if (!answers.replay(req, res, logger)) return false;
    if (countReach) counting.replayed(req);
    return true;
  };
  app.on('error', (error: unknown) => {
    // Errors Koa sees after the answer started (a client that went away mid-stream).
    logger.warn('response error', { error: String(error) });
  });

  if (countReach) app.use(counting.middleware);
  app.use(answers.record);
  app.use(requestLog(logger));
  app.use(handleErrors);
  app.use(securityHeaders({ https: config.publicBaseUrl?.startsWith('https:') ?? false }));
  app.use(compress(budgets.compressed));
  app.use(cors(CORS_RULES));
  app.use(api);
  app.use(mediaRoutes(media, { visibility: services.mediaVisibility, auth: services.auth }));
  app.use(publicDocumentRoutes({ documents: services.documents, auth: services.auth }));
  const sitemaps = createSitemaps(
    {
      stories: services.successStories,
      articles: services.articles,
      authors: () => services.articles.authorsListed(),
      contentPages: () => services.publicContent.addressed(staffPages),
      newsletterIssues: async () =>
        (await services.newsletter.archive('en')).map((issue) => ({
          id: issue.id,
          lastmod: issue.sentAt,
        })),
      lastPublicChange: () => services.successStories.lastPublicChange(),
    },
    { urls: config.sitemapMaxUrls },
    budgets.sitemaps,
  );
  const feeds = createByteCache<Promise<{ body: Buffer; etag: string }>>({
    budget: budgets.feeds,
  });
  contentChanges.subscribe(() => {
    sitemaps.invalidate();
    feeds.clear();
  });
  const siteDeps = {
    loadRenderer,
    sitemaps,
    feeds,
    stories: services.successStories,
    articles: services.articles,
    newsletter: services.newsletter,
    pageMovedTo: (slug: string) => services.publicContent.movedTo(staffPages, slug),
    imageInfo,
    siteName: config.siteName,
    siteUrl: config.siteUrl,
  };
  app.use(siteRoutes(siteDeps));
  app.use(newsletterForms(services.newsletter));
  app.use(designRedirect(deps.designOrigin));
  app.use(adminApp({ adminDir: config.adminDir, sendFile }));
  app.use(
    staticFiles({ siteDir: siteBuild(config.siteDir).client, embedDir: config.embedDir, sendFile }),
  );
  app.use(movedPages(siteDeps));
  app.use(pages.middleware);
  return app;
}
