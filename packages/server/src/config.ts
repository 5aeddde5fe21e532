import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_NAME, LANGUAGE_CODES } from '@ia/shared';
import { DEFAULT_CACHE_MEMORY_MB } from './services/byte-cache.js';

/**
 * The server's configuration, read from environment variables only (ARCHITECTURE.md,
 * operational contract). `parseConfig` is pure: it takes the variables and the working directory
 * and either returns a Config or throws a ConfigError listing every bad value at once.
 */
export interface Config {
  port: number;
  /** Interface to listen on; undefined listens on all of them (Node's default). */
  host: string | undefined;
  /** Absolute: the SQLite file, local media and resized variants live here. */
  dataDir: string;
  database: { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string };
  /**
   * Redis for the rate limits (contact messages, sign-in attempts) instead of the database:
   * every server process using it counts the same actions. Undefined: the database.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        /** S3-compatible store (MinIO, R2, …), addressed path-style; undefined: AWS S3. */
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /**
   * PUBLIC_BASE_URL as set: the absolute origin (and optional path) the site is reached at,
   * without a trailing slash. Undefined when unset: e-mails then stay in the outbox (their links
   * would point nowhere), and `siteUrl` is a development default.
   */
  publicBaseUrl: string | undefined;
  /**
   * The site's address every absolute link the server writes is made from (e-mails, feeds,
   * sitemaps, oEmbed, canonical and share tags): PUBLIC_BASE_URL, else `http://localhost:PORT`
   * (HOST when it names one interface) for development. Never the request's Host or forwarded
   * headers, which whoever sends the request chooses.
   */
  siteUrl: string;
  sessionSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  siteName: string;
  contactEmail: string;
  /**
   * E-mail: `smtpUrl` (SMTP_URL, smtp:// or smtps://; may hold a password, never echoed) and the
   * sender (MAIL_FROM). Without `smtpUrl` e-mails stay in the outbox.
   */
  mail: { smtpUrl: string | undefined; from: string };
  /** The built site (index.html + assets/) and the partner embed bundle (embed.js + chunks). */
  siteDir: string;
  embedDir: string;
  /** The built Storybook, served at /design/ for designers. */
  designDir: string;
  /**
   * Where Storybook is served: a listener of its own (DESIGN_PORT; 0, the default, lets the
   * system pick a free port; `off` for none), so its scripts, which need a relaxed policy, run
   * on another origin than the site and its admin. The site's /design/ redirects there, to
   * DESIGN_ORIGIN when set (the address a proxy publishes it at), else to the port on the host
   * the request came to.
   */
  design: { port: number; origin: string | undefined } | undefined;
  /** The built staff application (packages/admin), served at /admin/. */
  adminDir: string;
  /** Read the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: boolean;
  /**
   * How many proxies in front of the server add to X-Forwarded-For: the client address is the
   * one the outermost of them saw, never what the client itself wrote further left.
   */
  proxyHops: number;
  logLevel: LogLevel;
  /**
   * Scheduled backups (BACKUP_DIR, default DATA_DIR/backups; BACKUP_EVERY, default a day, `off`
   * for none; BACKUP_KEEP, default 7): on by default, so a site whose operator set nothing else
   * still has a week of daily backups beside its data.
   */
  backup: { dir: string; everyMs: number; keep: number } | undefined;
  /**
   * BACKUP_PASSPHRASE (at least 12 characters): backups (scheduled, downloaded, `npm run
   * backup`) are encrypted with it, and restored with it; required for the scheduled backups and
   * the download in production (NODE_ENV=production).
   */
  backupPassphrase: string | undefined;
  /**
   * SITEMAP_MAX_URLS: the most URLs of one sitemap file, up to the protocol's 50,000 (undefined:
   * `SITEMAP_FILE_URLS`, 1,000). At least the number of languages: a page's URLs share a file.
   */
  sitemapMaxUrls: number | undefined;
  /**
   * Bytes every in-memory cache together may keep (CACHE_MEMORY_MB, default
   * DEFAULT_CACHE_MEMORY_MB), split between the caches by fixed shares (services/byte-cache.ts).
   */
  cacheMemoryBytes: number;
  /** NEWSLETTER_RATE: newsletter e-mails sent per second by each server process (default 10). */
  newsletterRate: number;
  /**
   * Reach counting (services/reach.ts): batches written every `flushMs` (REACH_FLUSH_MS,
   * default 5000; a crash loses at most that much), hourly counts kept `hourlyDays` days
   * (REACH_HOURLY_DAYS, default 90), off with REACH=off.
   */
  reach: { enabled: boolean; flushMs: number; hourlyDays: number };
}

/** BACKUP_EVERY: a number and a unit, minutes (m), hours (h) or days (d). */
const DURATION = /^(\d{1,5})\s*(m|min|h|d)$/i;
const DURATION_MS: Record<string, number> = { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 };
export const DEFAULT_BACKUP_EVERY_MS = 86_400_000;
export const DEFAULT_BACKUP_KEEP = 7;
/** CACHE_MEMORY_MB's bounds: the caches need a few megabytes to be of use. */
export const MIN_CACHE_MEMORY_MB = 8;
export const MAX_CACHE_MEMORY_MB = 65_536;

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Env = Record<string, string | undefined>;

export interface ConfigDefaults {
  /** Directory relative paths (DATA_DIR, SITE_DIR, EMBED_DIR) are resolved against. */
  cwd: string;
  /** Where the built site, embed and Storybook are when SITE_DIR / EMBED_DIR / DESIGN_DIR are not set. */
  siteDir: string;
  embedDir: string;
  designDir?: string;
  adminDir?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** S3 bucket naming rules (also MinIO's and R2's): no upper case, no underscore. */
const S3_BUCKET = /^(?=.{3,63}$)[a-z0-9][a-z0-9.-]*[a-z0-9]$/;
/** AWS regions (`af-south-1`), R2's `auto`, and whatever an S3-compatible store calls its own. */
const S3_REGION = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The region when S3_REGION is unset: AWS's first, and what MinIO and s3rver expect by default. */
export const DEFAULT_S3_REGION = 'us-east-1';
/** What keys start with in Redis, so several sites or environments can share one Redis. */
export const DEFAULT_REDIS_KEY_PREFIX = 'ia:';
const REDIS_KEY_PREFIX = /^[A-Za-z0-9._:-]{1,64}$/;
const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/**
 * Monorepo layout: packages/server/{src,dist}/config.* -> packages/{site,widgets}/dist, and
 * Storybook's build at the repository's root (storybook-static).
 */
export function defaultDirs(moduleUrl: string = import.meta.url): {
  siteDir: string;
  embedDir: string;
  designDir: string;
  adminDir: string;
} {
  const packages = new URL('../../', moduleUrl);
  return {
    siteDir: fileURLToPath(new URL('site/dist', packages)),
    embedDir: fileURLToPath(new URL('widgets/dist/embed', packages)),
    designDir: fileURLToPath(new URL('../storybook-static', packages)),
    adminDir: fileURLToPath(new URL('admin/dist', packages)),
  };
}

export function parseConfig(env: Env, defaults: Partial<ConfigDefaults> = {}): Config {
  const cwd = defaults.cwd ?? process.cwd();
  const dirs = { ...defaultDirs(), ...defaults };
  const problems: string[] = [];
  const problem = (name: string, message: string) => problems.push(`${name}: ${message}`);

  // Empty strings count as unset: `FOO= node main.js` should mean "use the default".
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const path = (name: string, fallback: string): string => {
    const value = get(name) ?? fallback;
    return isAbsolute(value) ? value : resolve(cwd, value);
  };

  let port = 3000;
  const rawPort = get('PORT');
  if (rawPort !== undefined) {
    if (!/^\d{1,5}$/.test(rawPort) || Number(rawPort) > 65535) {
      problem('PORT', `must be a whole number from 0 to 65535 (got "${rawPort}")`);
    } else {
      port = Number(rawPort);
    }
  }

  const host = get('HOST');
  if (host !== undefined && /[\s/]/.test(host)) {
    problem('HOST', `must be a host name or IP address (got "${host}")`);
  }

  const dataDir = path('DATA_DIR', './data');

  let database: Config['database'] = { client: 'sqlite', filename: resolve(dataDir, 'ia.sqlite') };
  const databaseUrl = get('DATABASE_URL');
  if (databaseUrl !== undefined) {
    if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
      problem(
        'DATABASE_URL',
        'must start with postgres:// or postgresql:// (leave it unset to use SQLite in DATA_DIR)',
      );
    } else if (!URL.canParse(databaseUrl)) {
      problem('DATABASE_URL', 'is not a valid URL');
    } else {
      database = { client: 'postgres', url: databaseUrl };
    }
  }

  let redis: Config['redis'];
  const redisUrl = get('REDIS_URL');
  const keyPrefix = get('REDIS_KEY_PREFIX') ?? DEFAULT_REDIS_KEY_PREFIX;
  if (redisUrl !== undefined) {
    // The address may hold a password: never echoed back.
    if (!/^rediss?:\/\//i.test(redisUrl)) {
      problem(
        'REDIS_URL',
        'must start with redis:// or rediss:// (leave it unset to keep rate limits in the database)',
      );
    } else if (!URL.canParse(redisUrl) || new URL(redisUrl).hostname === '') {
      problem('REDIS_URL', 'is not a valid URL such as redis://127.0.0.1:6379');
    } else {
      redis = { url: redisUrl, keyPrefix };
    }
  }
  if (!REDIS_KEY_PREFIX.test(keyPrefix)) {
    problem(
      'REDIS_KEY_PREFIX',
      `must be 1 to 64 letters, digits and . : _ - characters (got "${keyPrefix.slice(0, 80)}")`,
    );
  }

  let storage: Config['storage'] = { driver: 'local' };
  const driver = get('STORAGE_DRIVER') ?? 'local';
  if (driver === 's3') {
    const required = (name: string): string | undefined => {
      const value = get(name);
      if (value === undefined) problem(name, 'is required when STORAGE_DRIVER=s3');
      return value;
    };

    const endpoint = get('S3_ENDPOINT');
    if (endpoint !== undefined) {
      if (/^[^:/?#]+:\/\/[^/?#]*@/.test(endpoint)) {
        // Never echo an address that carries credentials.
        problem(
          'S3_ENDPOINT',
          'must not contain a user name or password: put the keys in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
        );
      } else if (!isHttpUrl(endpoint)) {
        problem(
          'S3_ENDPOINT',
          `must be an http(s) URL such as http://127.0.0.1:9000 (got "${endpoint}")`,
        );
      } else if (/[?#]/.test(endpoint)) {
        problem('S3_ENDPOINT', `must not have a query or fragment (got "${endpoint}")`);
      }
    }

    const bucket = required('S3_BUCKET');
    if (bucket !== undefined && !S3_BUCKET.test(bucket)) {
      problem(
        'S3_BUCKET',
        `must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit (got "${bucket}")`,
      );
    }

    const region = get('S3_REGION') ?? DEFAULT_S3_REGION;
    if (!S3_REGION.test(region)) {
      problem(
        'S3_REGION',
        `must be a region name such as us-east-1, eu-west-3 or auto (got "${region}")`,
      );
    }

    // Keys are never echoed back, not even in part.
    const accessKeyId = required('S3_ACCESS_KEY_ID');
    if (accessKeyId !== undefined && /\s/.test(accessKeyId)) {
      problem('S3_ACCESS_KEY_ID', 'must not contain spaces or line breaks');
    }
    const secretAccessKey = required('S3_SECRET_ACCESS_KEY');
    if (secretAccessKey !== undefined && /\s/.test(secretAccessKey)) {
      problem('S3_SECRET_ACCESS_KEY', 'must not contain spaces or line breaks');
    }

    storage = {
      driver: 's3',
      endpoint: endpoint?.replace(/\/+$/, ''),
      bucket: bucket ?? '',
      region,
      accessKeyId: accessKeyId ?? '',
      secretAccessKey: secretAccessKey ?? '',
    };
  } else if (driver !== 'local') {
    problem('STORAGE_DRIVER', `must be "local" or "s3" (got "${driver}")`);
  }

  let publicBaseUrl = get('PUBLIC_BASE_URL');
  if (publicBaseUrl !== undefined) {
    if (!isHttpUrl(publicBaseUrl) || /[?#]/.test(publicBaseUrl)) {
      problem(
        'PUBLIC_BASE_URL',
        `must be an absolute http(s) URL without query or fragment, e.g. https://example.org (got "${publicBaseUrl}")`,
      );
    }
    publicBaseUrl = publicBaseUrl.replace(/\/+$/, '');
  }

  const sessionSecret = get('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    // Never echo a secret back.
    problem('SESSION_SECRET', 'must be at least 32 characters long');
  }

  let admin: Config['admin'];
  const adminEmail = get('ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD; // passwords are taken as typed, spaces included
  if (adminEmail !== undefined || (adminPassword ?? '') !== '') {
    if (adminEmail === undefined) problem('ADMIN_EMAIL', 'is required with ADMIN_PASSWORD');
    else if (!EMAIL.test(adminEmail)) {
      problem('ADMIN_EMAIL', `must be an e-mail address (got "${adminEmail}")`);
    }
    if (adminPassword === undefined || adminPassword === '') {
      problem('ADMIN_PASSWORD', 'is required with ADMIN_EMAIL');
    } else if (adminPassword.length < 12) {
      problem('ADMIN_PASSWORD', 'must be at least 12 characters long');
    }
    if (adminEmail !== undefined && adminPassword) {
      admin = { email: adminEmail.toLowerCase(), password: adminPassword };
    }
  }

  const siteName = get('SITE_NAME') ?? DEFAULT_SITE_NAME;
  const contactEmail = get('CONTACT_EMAIL') ?? DEFAULT_CONTACT_EMAIL;
  if (!EMAIL.test(contactEmail)) {
    problem('CONTACT_EMAIL', `must be an e-mail address (got "${contactEmail}")`);
  }

  let smtpUrl = get('SMTP_URL');
  if (smtpUrl !== undefined) {
    // The address may hold a password: never echoed back.
    if (!/^smtps?:\/\//i.test(smtpUrl)) {
      problem(
        'SMTP_URL',
        'must start with smtp:// or smtps://, e.g. smtp://user:password@mail.example.org:587 (leave it unset to keep e-mails in the outbox)',
      );
      smtpUrl = undefined;
    } else if (!URL.canParse(smtpUrl) || new URL(smtpUrl).hostname === '') {
      problem(
        'SMTP_URL',
        'is not a valid address such as smtps://user:password@mail.example.org:465',
      );
      smtpUrl = undefined;
    }
  }
  const rawMailFrom = get('MAIL_FROM');
  const mailFrom = rawMailFrom ?? `"${siteName.replace(/["\\]/g, '')}" <${contactEmail}>`;
  if (rawMailFrom !== undefined && !isMailbox(rawMailFrom)) {
    problem(
      'MAIL_FROM',
      `must be an e-mail address, or a name and an address such as "Initiative for Africa <no-reply@example.org>" (got "${mailFrom.slice(0, 120)}")`,
    );
  }

  if (publicBaseUrl === undefined && smtpUrl !== undefined && production(env)) {
    problem(
      'PUBLIC_BASE_URL',
      "is required in production when SMTP_URL is set: e-mailed links (password resets, invitations) are made from it, never from the request's Host (e.g. https://example.org)",
    );
  }

  // TRUST_PROXY=true trusts one proxy; a number trusts that many in a row (a CDN, then a load
  // balancer…).
  let proxyHops = 0;
  const rawTrustProxy = get('TRUST_PROXY')?.toLowerCase();
  if (rawTrustProxy !== undefined) {
    if (TRUE.includes(rawTrustProxy)) proxyHops = 1;
    else if (/^([1-9]|10)$/.test(rawTrustProxy)) proxyHops = Number(rawTrustProxy);
    else if (!FALSE.includes(rawTrustProxy)) {
      problem(
        'TRUST_PROXY',
        `must be true, false or the number of proxies in front of the server, 1 to 10 (got "${rawTrustProxy}")`,
      );
    }
  }
  const trustProxy = proxyHops > 0;

  let logLevel: LogLevel = 'info';
  const rawLogLevel = get('LOG_LEVEL')?.toLowerCase();
  if (rawLogLevel !== undefined) {
    if ((LOG_LEVELS as readonly string[]).includes(rawLogLevel)) {
      logLevel = rawLogLevel as LogLevel;
    } else {
      problem('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${rawLogLevel}")`);
    }
  }

  let design: Config['design'] = { port: 0, origin: undefined };
  const rawDesignPort = get('DESIGN_PORT')?.toLowerCase();
  if (rawDesignPort !== undefined) {
    if (FALSE.includes(rawDesignPort)) design = undefined;
    else if (!/^\d{1,5}$/.test(rawDesignPort) || Number(rawDesignPort) > 65535) {
      problem('DESIGN_PORT', `must be a port from 0 to 65535, or off (got "${rawDesignPort}")`);
    } else if (Number(rawDesignPort) !== 0 && Number(rawDesignPort) === port) {
      problem(
        'DESIGN_PORT',
        "must not be the site's own PORT: Storybook runs on an origin of its own",
      );
    } else {
      design.port = Number(rawDesignPort);
    }
  }
  const designOrigin = get('DESIGN_ORIGIN');
  if (designOrigin !== undefined) {
    if (
      !isHttpUrl(designOrigin) ||
      new URL(designOrigin).origin !== designOrigin.replace(/\/+$/, '')
    ) {
      problem(
        'DESIGN_ORIGIN',
        `must be an origin such as https://design.example.org, without a path (got "${designOrigin}")`,
      );
    } else if (design) {
      design.origin = new URL(designOrigin).origin;
    }
  }

  let backup: Config['backup'] = {
    dir: path('BACKUP_DIR', resolve(dataDir, 'backups')),
    everyMs: DEFAULT_BACKUP_EVERY_MS,
    keep: DEFAULT_BACKUP_KEEP,
  };
  const rawEvery = get('BACKUP_EVERY')?.toLowerCase();
  if (rawEvery !== undefined) {
    const every = DURATION.exec(rawEvery);
    if (FALSE.includes(rawEvery) || rawEvery === 'never') backup = undefined;
    else if (
      !every ||
      Number(every[1]) === 0 ||
      Number(every[1]) * DURATION_MS[every[2]!]! < 60_000
    ) {
      problem(
        'BACKUP_EVERY',
        `must be a time such as 30m, 6h or 1d (at least a minute), or off (got "${rawEvery}")`,
      );
    } else if (backup) {
      backup.everyMs = Number(every[1]) * DURATION_MS[every[2]!]!;
    }
  }
  const rawKeep = get('BACKUP_KEEP');
  if (rawKeep !== undefined) {
    if (!/^\d{1,4}$/.test(rawKeep) || Number(rawKeep) < 1) {
      problem('BACKUP_KEEP', `must be how many backups to keep, 1 or more (got "${rawKeep}")`);
    } else if (backup) {
      backup.keep = Number(rawKeep);
    }
  }

  const backupPassphrase = get('BACKUP_PASSPHRASE');
  if (backupPassphrase !== undefined && [...backupPassphrase].length < 12) {
    problem('BACKUP_PASSPHRASE', 'must be at least 12 characters long');
  }

  const reach = { enabled: true, flushMs: 5000, hourlyDays: 90 };
  const rawReach = get('REACH');
  if (rawReach !== undefined && FALSE.includes(rawReach)) reach.enabled = false;
  const rawFlush = get('REACH_FLUSH_MS');
  if (rawFlush !== undefined) {
    const value = /^\d{1,7}$/.test(rawFlush) ? Number(rawFlush) : NaN;
    if (!(value >= 50 && value <= 600_000)) {
      problem('REACH_FLUSH_MS', `must be milliseconds from 50 to 600000 (got "${rawFlush}")`);
    } else reach.flushMs = value;
  }
  const rawHourly = get('REACH_HOURLY_DAYS');
  if (rawHourly !== undefined) {
    const value = /^\d{1,4}$/.test(rawHourly) ? Number(rawHourly) : NaN;
    if (!(value >= 1 && value <= 3660)) {
      problem('REACH_HOURLY_DAYS', `must be days from 1 to 3660 (got "${rawHourly}")`);
    } else reach.hourlyDays = value;
  }

  const rawSitemapUrls = get('SITEMAP_MAX_URLS');
  let sitemapMaxUrls: number | undefined;
  if (rawSitemapUrls !== undefined) {
    const value = /^\d{1,5}$/.test(rawSitemapUrls) ? Number(rawSitemapUrls) : NaN;
    if (!(value >= LANGUAGE_CODES.length && value <= 50_000)) {
      problem(
        'SITEMAP_MAX_URLS',
        `must be a number from ${LANGUAGE_CODES.length} to 50000 (got "${rawSitemapUrls}")`,
      );
    } else {
      sitemapMaxUrls = value;
    }
  }

  let newsletterRate = 10;
  const rawNewsletterRate = get('NEWSLETTER_RATE');
  if (rawNewsletterRate !== undefined) {
    const value = /^\d{1,4}(\.\d{1,3})?$/.test(rawNewsletterRate) ? Number(rawNewsletterRate) : NaN;
    if (!(value > 0 && value <= 1000)) {
      problem(
        'NEWSLETTER_RATE',
        `must be a number of messages per second above 0, at most 1000 (got "${rawNewsletterRate}")`,
      );
    } else {
      newsletterRate = value;
    }
  }

  let cacheMemoryMb = DEFAULT_CACHE_MEMORY_MB;
  const rawCacheMemory = get('CACHE_MEMORY_MB');
  if (rawCacheMemory !== undefined) {
    if (
      !/^\d{1,6}$/.test(rawCacheMemory) ||
      Number(rawCacheMemory) < MIN_CACHE_MEMORY_MB ||
      Number(rawCacheMemory) > MAX_CACHE_MEMORY_MB
    ) {
      problem(
        'CACHE_MEMORY_MB',
        `must be a whole number of megabytes from ${MIN_CACHE_MEMORY_MB} to ${MAX_CACHE_MEMORY_MB} (got "${rawCacheMemory}")`,
      );
    } else {
      cacheMemoryMb = Number(rawCacheMemory);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    database,
    redis,
    storage,
    publicBaseUrl,
    siteUrl: publicBaseUrl ?? developmentSiteUrl(host, port),
    sessionSecret,
    admin,
    siteName,
    contactEmail,
    mail: { smtpUrl, from: mailFrom },
    siteDir: path('SITE_DIR', dirs.siteDir),
    embedDir: path('EMBED_DIR', dirs.embedDir),
    designDir: path('DESIGN_DIR', dirs.designDir ?? defaultDirs().designDir),
    design,
    adminDir: path('ADMIN_DIR', dirs.adminDir ?? defaultDirs().adminDir),
    trustProxy,
    proxyHops,
    logLevel,
    backup,
    backupPassphrase,
    sitemapMaxUrls,
    cacheMemoryBytes: cacheMemoryMb * 1024 * 1024,
    newsletterRate,
    reach,
  };
}

/** NODE_ENV=production. */
export const production = (env: Env): boolean => env.NODE_ENV?.trim() === 'production';

/**
 * The site's address without PUBLIC_BASE_URL, for a server run on one's own machine: HOST when
 * it names one interface, else localhost, with PORT.
 */
function developmentSiteUrl(host: string | undefined, port: number): string {
  const wildcard = host === undefined || host === '0.0.0.0' || host === '::';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** `address@example.org`, or a display name and `<address@example.org>`, on one line. */
function isMailbox(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const angle = /^(.*)<([^<>]+)>$/.exec(value.trim());
  return EMAIL.test(angle ? angle[2]!.trim() : value.trim());
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}
