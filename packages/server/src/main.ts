import { existsSync, realpathSync } from 'node:fs';
import {
  createServer,
  IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import { ERROR_CODES } from '@ia/shared';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { createContentChanges } from './services/content-changes.js';
import { ConfigError, parseConfig, production, type Config, type Env } from './config.js';
import { loadDemoContentIfEmpty } from './db/demo/load.js';
import { loadSeedContent } from './db/seed/load.js';
import { createContentEditingService } from './services/content-editing.js';
import { createDb, type Db, type DbOptions } from './db/knex.js';
import { migrateLatest } from './db/migrations/index.js';
import { createRepositories } from './db/repositories/index.js';
import { createRedisRateLimitStore } from './db/repositories/rate-limits-redis.js';
import { createLogger, type Logger } from './logger.js';
import { setUpFirstAdmin } from './services/auth.js';
import { removeUnfinishedDocuments } from './services/documents.js';
import { removeUnfinishedUploads } from './services/uploads.js';
import { READY_TIMEOUT_MS } from './routes/health.js';
import { siteBuild } from './site/renderer.js';
import { createStorage, uploadTempRoot, type MediaStorage } from './storage/index.js';
import {
  createConfiguredNewsletterSender,
  createConfiguredSender,
  type NewsletterSender,
  type NewsletterSenderOptions,
  type OutboxSender,
  type SenderOptions,
} from './mail/index.js';
import { removeStaleTempFiles } from './storage/local.js';
import { startBackupSchedule, type BackupSchedule } from './backup/schedule.js';
import type { Context } from 'koa';
import { createFileSender } from './middleware/send-file.js';
import { cacheBudgets } from './services/byte-cache.js';
import { FALLBACK_HOST, requestHostname, requestProtocol } from './middleware/request-origin.js';
import { createDesignApp } from './site/design.js';

/** How long in-flight requests may take to finish after SIGTERM before they are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long after SIGTERM an idle kept-alive connection stays open at least: a request a client
 * sent on it before it could know we stop is still on its way, and is answered rather than cut.
 */
export const SHUTDOWN_LINGER_MS = 1000;

export interface RunningServer {
  server: Server;
  db: Db;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  /** Where Storybook is served (DESIGN_PORT), unless DESIGN_PORT=off. */
  designUrl: string | undefined;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions extends DbOptions {
  logger?: Logger;
  /** Skip the demo content (an empty database stays empty). */
  skipDemoContent?: boolean;
  /** With skipDemoContent: still load the seed content (the site's own pages, no stories). */
  seedContent?: boolean;
  /** Milliseconds public reads may be answered from memory (default 2000; 0 = off). */
  readCacheTtlMs?: number;
  /** NODE_ENV=production (a missing SESSION_SECRET is warned about more loudly). */
  production?: boolean;
  /** How the outbox is sent (tests make the retries and claims short). */
  mail?: SenderOptions;
  /** How newsletters are sent (tests make the claims and retries short). */
  newsletter?: Partial<NewsletterSenderOptions>;
}

/**
 * Opens the database, migrates it, loads the demo content if it is empty and listens.
 * Used by `main()` and by tests that need the whole server.
 */
export async function start(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = createDb(config.database, { searchPath: options.searchPath });
  const storage = createStorage(config);
  /** Answers whose handler is still running. */
  const inFlight = new Set<ServerResponse>();
  /** Called whenever a handler or an answer is done while stopping. */
  const onDone = new Set<() => void>();
  let stopping = false;
  const contentChanges = createContentChanges({ db, logger });
  // Rate limits in Redis with REDIS_URL (else in the database); closed with the server.
  const rateLimitStore = config.redis && createRedisRateLimitStore({ ...config.redis, logger });
  let server: Server;
  let outboxSender: OutboxSender | undefined;
  let newsletterSender: NewsletterSender | undefined;
  let backups: BackupSchedule | undefined;
  let designServer: Server | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  try {
    const ran = await migrateLatest(db);
    if (ran.length > 0) logger.info('database migrated', { migrations: ran });
    const repositories = createRepositories(db);
    await setUpFirstAdmin({
      users: repositories.users,
      accountTokens: repositories.accountTokens,
      admin: config.admin,
      logger,
    });
    await removeStaleTempFiles(uploadTempRoot(config.dataDir));
    const unfinished = await removeUnfinishedUploads({
      images: repositories.images,
      storage: storage.originals,
    });
    if (unfinished > 0) logger.info('unfinished uploads removed', { count: unfinished });
    const documents = await removeUnfinishedDocuments({
      documents: repositories.documents,
      storage: storage.originals,
    });
    if (documents > 0) logger.info('unfinished documents removed', { count: documents });
    if (storage.driver === 's3') await warnIfStorageUnreachable(config, storage, logger);
    if (!options.skipDemoContent) {
      await loadDemoContentIfEmpty({ repositories, storage: storage.originals, logger });
    }
    if (!options.skipDemoContent || options.seedContent) {
      await loadSeedContent({
        repositories,
        content: createContentEditingService({ repositories, onChange: () => {} }),
        originals: storage.originals,
        variants: storage.variants,
        siteDir: config.siteDir,
        logger,
        settings: { contactEmail: config.contactEmail },
      });
    }
    outboxSender = createConfiguredSender({
      config,
      outbox: repositories.outbox,
      logger,
      options: options.mail,
    });
    newsletterSender = createConfiguredNewsletterSender({
      config,
      newsletter: repositories.newsletter,
      logger,
      options: options.newsletter,
      // An issue sent is public content: the archive's pages, feeds and sitemap show it.
      onSent: () => contentChanges.changed(),
    });
    // Storybook on a listener of its own: another origin than the site (see site/design.ts).
    let designOrigin: ((ctx: Context) => string) | undefined;
    if (config.design) {
      const design = createHttpServer(
        createDesignApp({
          designDir: config.designDir,
          sendFile: createFileSender(cacheBudgets(config.cacheMemoryBytes).designFiles),
        }).callback(),
      );
      await listen(design, config.design.port, config.host);
      designServer = design;
      const { port } = design.address() as AddressInfo;
      const fixed = config.design.origin;
      designOrigin = (ctx) =>
        fixed ?? `${requestProtocol(ctx)}://${requestHostname(ctx) ?? FALLBACK_HOST}:${port}`;
    }
    app = createApp({
      config,
      db,
      logger,
      storage,
      production: options.production,
      readCacheTtlMs: options.readCacheTtlMs,
      contentChanges,
      rateLimitStore,
      outboxSender,
      newsletterSender,
      designOrigin,
    });
    const handle = app.callback();
    server = createHttpServer((req, res) => {
      // After SIGTERM every answer closes its connection, so a kept-alive client learns we stop.
      if (stopping) res.setHeader('Connection', 'close');
      // Counted until the handler is done, even when the client went away meanwhile: the
      // database is only closed once no handler can still use it.
      inFlight.add(res);
      const done = () => {
        for (const callback of onDone) callback();
      };
      res.once('close', done);
      void handle(req, res).finally(() => {
        inFlight.delete(res);
        done();
      });
    });
    await listen(server, config.port, config.host);
    outboxSender.start();
    newsletterSender.start();
    if (config.backup) {
      backups = startBackupSchedule({
        db,
        storage: storage.originals,
        ...config.backup,
        passphrase: config.backupPassphrase,
        production: options.production === true,
        logger,
        sqliteFile: config.database.client === 'sqlite' ? config.database.filename : undefined,
      });
    }
  } catch (error) {
    designServer?.close();
    designServer?.closeAllConnections();
    await outboxSender?.close();
    await newsletterSender?.close();
    await contentChanges.close();
    await rateLimitStore?.close();
    await db.destroy();
    storage.close();
    throw error;
  }

  const address = server.address() as AddressInfo;
  const shownHost =
    config.host === undefined || config.host === '0.0.0.0' || config.host === '::'
      ? '127.0.0.1'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const url = `http://${shownHost}:${address.port}`;
  const designAddress = designServer?.address() as AddressInfo | undefined;
  const designUrl = designAddress && `http://${shownHost}:${designAddress.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stopping = true;
      const deadline = Date.now() + SHUTDOWN_GRACE_MS;
      // Answers not begun yet close their connection too.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Idle connections are closed once nothing is in flight (a connection that answered a
      // request after the signal closes itself) and the linger has passed. setImmediate: an
      // answer that just ended leaves its connection idle a moment later.
      let lingered = false;
      const closeIdle = () =>
        setImmediate(() => {
          if (lingered && inFlight.size === 0) server.closeIdleConnections();
        });
      onDone.add(closeIdle);
      setTimeout(() => {
        lingered = true;
        closeIdle();
      }, SHUTDOWN_LINGER_MS).unref();
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        cut.unref();
        // Stops accepting; calls back once every connection is closed. Not http's
        // server.close(), which also drops the idle kept-alive connections at once: a request
        // already sent on one would be cut instead of answered.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(cut);
          resolve();
        });
      });
      if (inFlight.size > 0) {
        await new Promise<void>((resolve) => {
          onDone.add(() => {
            if (inFlight.size === 0) resolve();
          });
          setTimeout(resolve, Math.max(0, deadline - Date.now())).unref();
        });
      }
      // The reach counts of the last batch interval, written before the database closes.
      await app?.flushReach().catch(() => undefined);
      await backups?.close();
      if (designServer) {
        const closing = designServer;
        await new Promise<void>((resolve) => {
          closing.close(() => resolve());
          closing.closeAllConnections();
        });
      }
      await outboxSender?.close();
      await newsletterSender?.close();
      await contentChanges.close();
      await rateLimitStore?.close();
      await db.destroy();
      storage.close();
    })();
    return closing;
  };
  return { server, db, url, designUrl, close };
}

/** What Node could not read as HTTP, answered in the contract's shape. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request did not arrive in time',
  },
};

/**
 * A body parser that gives up halfway (a 413 on the decoded size of a compressed body) stops
 * listening to the decoder it piped the request into, and pauses it. The decoder's later error
 * (a cut stream: "unexpected end of file") then had no listener and ended the process; so every
 * stream a request is piped into keeps a listener for such errors.
 */
class Request extends IncomingMessage {
  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    destination.on('error', ignore);
    return super.pipe(destination, options);
  }
}

const ignore = () => {};

/**
 * The HTTP server around the app. A request Node itself cannot read (a method it does not know,
 * a malformed header, a body cut short or framed twice) never reaches the app: Node would answer
 * a bare 400. It is answered here in the contract's shape, as the app answers bad input, and the
 * connection closed, as what follows on it cannot be trusted. When what cannot be read comes
 * after a whole request (bytes beyond its Content-Length), that request is still answered, with
 * `Connection: close`, and nothing more.
 */
export function createHttpServer(listener: RequestListener): Server {
  const answering = new WeakMap<Socket, ServerResponse>();
  const server = createServer({ IncomingMessage: Request }, (req, res) => {
    answering.set(req.socket, res);
    res.once('close', () => {
      if (answering.get(req.socket) === res) answering.delete(req.socket);
    });
    // Once answered, the rest of a body a parser gave up on is read and dropped (unpiped from
    // the paused decoder first), as Node does for a body nobody read: left alone, the next
    // request on the kept-alive connection waited behind it until the connection was cut.
    res.once('finish', () => {
      if (req.complete) return;
      req.unpipe();
      req.resume();
    });
    listener(req, res);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const res = answering.get(socket);
    if (res?.req.complete && !res.writableFinished) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      res.once('close', () => socket.destroySoon());
      return;
    }
    if (!socket.writable || error.code === 'ECONNRESET' || res?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
      status: 400,
      reason: 'Bad Request',
      message: 'The request is not valid HTTP',
    };
    const body = JSON.stringify({ error: { code: ERROR_CODES.badRequest, message } });
    // The answer to a HEAD has no body (the client would read it as the start of another
    // answer); the bytes Node could not read say whether it was one.
    const raw = (error as { rawPacket?: Buffer }).rawPacket;
    const head = raw?.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
    socket.destroySoon();
  });
  return server;
}

function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * At start with S3: says in the log when the bucket does not answer (wrong endpoint, keys or
 * bucket name). Not fatal by itself: the server starts and /readyz answers 503 until the bucket
 * answers (loading demo content into an empty database does need it, and fails the start).
 */
async function warnIfStorageUnreachable(
  config: Config,
  storage: MediaStorage,
  logger: Logger,
): Promise<void> {
  const settings = config.storage.driver === 's3' ? config.storage : undefined;
  try {
    await storage.originals.ping(AbortSignal.timeout(READY_TIMEOUT_MS * 2));
  } catch (error) {
    logger.warn('the S3 bucket does not answer: media cannot be served or stored until it does', {
      bucket: settings?.bucket,
      endpoint: settings?.endpoint ?? `AWS S3 (${settings?.region})`,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Variables that only mean something with STORAGE_DRIVER=s3. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

function warnIfNotBuilt(config: Config, logger: Logger): void {
  if (!existsSync(siteBuild(config.siteDir).entry)) {
    logger.warn('the site is not built: pages answer 503 until you run `npm run build`', {
      siteDir: config.siteDir,
    });
  }
  if (!existsSync(join(config.embedDir, 'embed.js'))) {
    logger.warn('the partner embed is not built: /embed.js answers 503 until `npm run build`', {
      embedDir: config.embedDir,
    });
  }
}

/**
 * The server process: reads the configuration from the environment (exit 1 with one line per bad
 * value), starts, and on SIGTERM or SIGINT stops accepting, finishes requests in flight, closes
 * the database and exits 0.
 */
export async function main(env: Env = process.env): Promise<RunningServer> {
  let config: Config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (config.storage.driver === 'local') {
    const ignored = S3_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
    if (ignored.length > 0) {
      logger.warn('S3 variables are set but STORAGE_DRIVER is not "s3": media stays in DATA_DIR', {
        ignored,
      });
    }
  }

  let running: RunningServer;
  try {
    running = await start(config, { logger, production: production(env) });
  } catch (error) {
    logger.error('could not start', {
      error: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
  warnIfNotBuilt(config, logger);
  logger.info('listening', {
    url: running.url,
    design: running.designUrl,
    database: config.database.client,
    dataDir: config.dataDir,
    storage:
      config.storage.driver === 's3'
        ? { driver: 's3', bucket: config.storage.bucket, endpoint: config.storage.endpoint }
        : { driver: 'local' },
  });

  const shutdown = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal });
    running.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return running;
}

/** True when this file is the script Node was started with (`node dist/main.js`). */
function isEntryModule(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryModule()) {
  await main();
}
