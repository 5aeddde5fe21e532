import { silentLogger, type Logger } from '../logger.js';
import type { Repositories } from '../db/repositories/index.js';
import type { RateLimitStore } from '../db/repositories/rate-limits.js';
import type { Storage } from '../storage/index.js';
import { authorsFrom, createArticleService } from './articles.js';
import { createAuthService, LOGIN_RATE_LIMITS, TWO_FACTOR_ACCOUNT_LIMIT } from './auth.js';
import { createContactMessageService } from './contact-messages.js';
import type { ContentChanges } from './content-changes.js';
import { createContentEditingService } from './content-editing.js';
import { createDocumentLibraryService } from './documents.js';
import { createImageLibraryService } from './image-library.js';
import { createMediaVisibility } from './media-visibility.js';
import { createPublicContentService } from './public-content.js';
import { createRateLimiter, type RateLimit } from './rate-limit.js';
import { cacheBudgets, type CacheBudgets } from './byte-cache.js';
import { createReadCache } from './read-cache.js';
import { createSearchService } from './search.js';
import { createSuccessStoryService } from './success-stories.js';
import { createUploadService } from './uploads.js';
import { createMail } from './mail.js';
import { createNewsletterService, NEWSLETTER_RATE_LIMITS } from './newsletter.js';
import { createPasswordService } from './passwords.js';
import { createStaffService } from './staff.js';
import { createTwoFactorService } from './two-factor.js';
import { createTranslationFileService } from './translation-files.js';
import { createInterfaceTextService } from './interface-texts.js';
import type { InterfaceTextEntry } from '@ia/shared';

/** Contact form: at most 5 messages per client address per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Password reset e-mails asked for: at most 5 per client address per 15 minutes. */
export const PASSWORD_RESET_RATE_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };

/** Every rate limit of the server (sign-in: see LOGIN_RATE_LIMITS in auth.ts). */
export interface RateLimits {
  contact: RateLimit;
  signInPerAddress: RateLimit;
  signInPerEmail: RateLimit;
  passwordReset: RateLimit;
  /** Wrong two-factor codes of one account, from anywhere (TWO_FACTOR_ACCOUNT_LIMIT). */
  twoFactorPerAccount: RateLimit;
  /** Newsletter subscriptions per client address. */
  newsletterPerClient: RateLimit;
  /** Confirmation e-mails per subscribed address. */
  newsletterPerAddress: RateLimit;
}

/** How long public lists and details may be answered from memory (see read-cache.ts). */
export const READ_CACHE_TTL_MS = 2000;

export interface ServiceOptions {
  now?: () => Date;
  /**
   * The interface texts of the built site in a language (its render entry's catalogue);
   * undefined while the site is not built.
   */
  interfaceTextCatalogue?: (lang: string) => Promise<InterfaceTextEntry[] | undefined>;
  /** Where rate limits are counted: the database unless given (Redis with REDIS_URL). */
  rateLimitStore?: RateLimitStore;
  /** Limits other than the defaults (tests use generous ones). */
  rateLimits?: Partial<RateLimits>;
  /** Milliseconds public reads are kept in memory; 0 turns the cache off. */
  readCacheTtlMs?: number;
  /** Bytes each cache may keep (byte-cache.ts; default: shares of the default CACHE_MEMORY_MB). */
  cacheBudgets?: CacheBudgets;
  /** Where uploaded images are stored (the originals store). */
  storage: Storage;
  /** Where resized copies of images are kept (removed with their original). */
  variantStorage: Storage;
  /** Local folder uploads are received in before they are checked. */
  uploadTempDir: string;
  /** Key of the signed upload addresses. */
  uploadSecret: string;
  /** Where content writes are announced (and heard: the read caches subscribe). */
  contentChanges: ContentChanges;
  /** The organisation's name (e-mails, the authenticator app's label, password rules). */
  siteName: string;
  /** MAIL_FROM (the domain of the e-mails' Message-IDs). */
  mailFrom: string;
  /** The site's address e-mailed links are made from (config.siteUrl). */
  siteUrl: string;
  logger?: Logger;
}

export type Services = ReturnType<typeof createServices>;

export function createServices(repositories: Repositories, options: ServiceOptions) {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.readCacheTtlMs ?? READ_CACHE_TTL_MS;
  // A list's total is counted once per content change (every page and request share it), not
  // once per request; without a read cache, every time.
  const budgets = options.cacheBudgets ?? cacheBudgets();
  const totals = (budget: number) => createReadCache({ ttlMs: ttlMs > 0 ? Infinity : 0, budget });
  const reads = (budget: number) => createReadCache({ ttlMs, budget, now: () => now().getTime() });
  const limits: RateLimits = {
    contact: CONTACT_RATE_LIMIT,
    signInPerAddress: LOGIN_RATE_LIMITS.perAddress,
    signInPerEmail: LOGIN_RATE_LIMITS.perEmail,
    passwordReset: PASSWORD_RESET_RATE_LIMIT,
    twoFactorPerAccount: TWO_FACTOR_ACCOUNT_LIMIT,
    newsletterPerClient: NEWSLETTER_RATE_LIMITS.perClient,
    newsletterPerAddress: NEWSLETTER_RATE_LIMITS.perAddress,
    ...options.rateLimits,
  };
  // One store for every limiter, so each limit holds across the processes sharing it.
  const limiter = (name: keyof RateLimits) =>
    createRateLimiter({
      store: options.rateLimitStore ?? repositories.rateLimits,
      name,
      ...limits[name],
      now: () => now().getTime(),
    });
  const search = createSearchService({
    repositories,
    logger: options.logger ?? silentLogger,
    now,
    cache: reads(budgets.searchReads),
    ranked: totals(budgets.searchRanked),
    onIndexed: () => {
      successStories.invalidate();
      articles.invalidate();
    },
  });
  const successStories = createSuccessStoryService(repositories.successStories, {
    searched: search.upToDate,
    content: repositories.content,
    images: repositories.images,
    now,
    cache: reads(budgets.storyReads),
    totals: totals(budgets.storyTotals),
  });
  const publicContent = createPublicContentService({
    repositories,
    now,
    cache: reads(budgets.contentReads),
  });
  const articles = createArticleService(repositories.articles, {
    searched: search.upToDate,
    content: repositories.content,
    images: repositories.images,
    authors: authorsFrom(publicContent, repositories.content),
    now,
    cache: reads(budgets.articleReads),
    totals: totals(budgets.articleTotals),
  });
  const mediaVisibility = createMediaVisibility({
    repositories,
    now,
    budget: budgets.mediaVisibility,
  });
  options.contentChanges.subscribe(() => {
    successStories.invalidate();
    articles.invalidate();
    publicContent.invalidate();
    mediaVisibility.invalidate();
    search.invalidate();
    interfaceTexts.invalidate();
    void search.sync();
  });
  const onChange = () => options.contentChanges.changed();
  const interfaceTexts = createInterfaceTextService({
    repository: repositories.interfaceTexts,
    catalogue: options.interfaceTextCatalogue ?? (async () => undefined),
    onChange,
    now,
  });
  const { siteName } = options;
  const mail = createMail({ siteName, from: options.mailFrom, now });
  const auth = createAuthService({
    repositories,
    addressLimiter: limiter('signInPerAddress'),
    emailLimiter: limiter('signInPerEmail'),
    codeLimiter: limiter('twoFactorPerAccount'),
    mail,
    siteUrl: options.siteUrl,
    siteName,
    now,
  });
  const contentEditing = createContentEditingService({ repositories, now, onChange, mail });
  return {
    successStories,
    articles,
    publicContent,
    mediaVisibility,
    search,
    contentEditing,
    translationFiles: createTranslationFileService({ content: contentEditing, interfaceTexts }),
    imageLibrary: createImageLibraryService({
      repositories,
      originals: options.storage,
      variants: options.variantStorage,
      onChange,
      now,
    }),
    interfaceTexts,
    documents: createDocumentLibraryService({
      repositories,
      storage: options.storage,
      onChange,
      now,
    }),
    contactMessages: createContactMessageService({
      repository: repositories.contactMessages,
      transaction: repositories.transaction,
      mail,
      users: repositories.users,
      rateLimiter: limiter('contact'),
      now,
    }),
    auth,
    mail,
    newsletter: createNewsletterService({
      repositories,
      mail,
      clientLimiter: limiter('newsletterPerClient'),
      addressLimiter: limiter('newsletterPerAddress'),
      siteUrl: options.siteUrl,
      siteName,
      mailFrom: options.mailFrom,
      now,
    }),
    passwords: createPasswordService({
      repositories,
      auth,
      mail,
      resetLimiter: limiter('passwordReset'),
      siteName,
      now,
    }),
    staff: createStaffService({ repositories, auth, mail, siteName, now }),
    twoFactor: createTwoFactorService({ repositories, auth, siteName, now }),
    auditLog: repositories.auditLog,
    uploads: createUploadService({
      storage: options.storage,
      tempDir: options.uploadTempDir,
      images: repositories.images,
      secret: options.uploadSecret,
      now,
    }),
    ping: repositories.ping,
  };
}
