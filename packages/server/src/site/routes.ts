import Router from '@koa/router';
import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  storyCardFrame,
  contentPagePath,
  isLanguageCode,
  SITE_RESERVED_SLUGS,
  isSlug,
  localizedPath,
  mediaVariant,
  NEWSLETTER_ARCHIVE,
  isRichTextDocument,
  splitLanguagePath,
  type LanguageCode,
  type SuccessStory,
  type SiteRenderer,
} from '@ia/shared';
import type { Context, Middleware } from 'koa';
import { ApiError, badRequest, notFound } from '../errors.js';
import { weakEtag } from '../middleware/http-cache.js';
import { keepWhenSettled, type ByteCache } from '../services/byte-cache.js';
import { redirectWithin } from '../middleware/redirect.js';
import type { ImageInfo } from '../services/images.js';
import type { ArticleService } from '../services/articles.js';
import type { NewsletterService } from '../services/newsletter.js';
import type { SuccessStoryService } from '../services/success-stories.js';
import { atomFeed, entryContentHtml } from './feed.js';
import type { Sitemaps } from './sitemap.js';
import { element, escapeXml } from './xml.js';

export interface SiteRouteDeps {
  loadRenderer: () => Promise<SiteRenderer | undefined>;
  stories: SuccessStoryService;
  articles: ArticleService;
  /** The newsletter's public archive (its feed). */
  newsletter: NewsletterService;
  /** The address a page staff made has now, when `slug` is a former one of it. */
  pageMovedTo: (slug: string) => Promise<string | undefined>;
  imageInfo: ImageInfo;
  /** The sitemap index and its files, kept until content changes. */
  sitemaps: Sitemaps;
  /** Each language's feed as made, kept until content changes (`feeds.clear()`). */
  feeds: ByteCache<Promise<{ body: Buffer; etag: string }>>;
  siteName: string;
  /** The site's address every absolute link here is made from (config.siteUrl). */
  siteUrl: string;
}

/** Feeds list the newest articles, this many. */
export const FEED_ENTRIES = 30;
/**
 * The language and page of an address a visitor may share: any of a story's addresses, in any
 * language, with or without a trailing slash, and with the `/en/` prefix English pages redirect
 * from (the pages answer those with a 301; oEmbed takes them as they are shared).
 */
export function sharedAddress(pathname: string): { language: LanguageCode; path: string } {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const english = /^\/en(\/.*)?$/.exec(trimmed);
  if (english) return { language: DEFAULT_LANGUAGE, path: english[1] ?? '/' };
  return splitLanguagePath(trimmed);
}

const XML = 'application/xml; charset=utf-8';

/** How long crawlers and feed readers may reuse an answer before they ask again. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Sends text or its bytes with an ETag from them (or the one worked out with them), answering
 * 304 to a matching revalidation.
 */
function sendText(ctx: Context, type: string, text: string | Buffer, etag = weakEtag(text)) {
  ctx.type = type;
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.set('ETag', etag);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = text;
}

async function rendererOf(deps: SiteRouteDeps): Promise<SiteRenderer> {
  const renderer = await deps.loadRenderer();
  if (!renderer) {
    throw notFound('The site is not built yet: run `npm run build`');
  }
  return renderer;
}

/**
 * What the site publishes beside its pages: the sitemap index and its files (sitemap.ts), robots.txt naming it, an Atom feed of insights per language
 * (`/feed.xml`, `/fr/feed.xml`) and of sent newsletter issues (`/newsletter/feed.xml`,
 * `/fr/newsletter/feed.xml`), and oEmbed for stories (`/oembed?url=…`).
 */
export function siteRoutes(deps: SiteRouteDeps): Middleware {
  const router = new Router();

  router.get('/robots.txt', (ctx) => {
    const origin = deps.siteUrl;
    sendText(
      ctx,
      'text/plain; charset=utf-8',
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin/',
        'Disallow: /api/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  router.get('/sitemap.xml', async (ctx) => {
    const renderer = await rendererOf(deps);
    const origin = deps.siteUrl;
    const index = await deps.sitemaps.index(origin, renderer.pages);
    sendText(ctx, XML, index.body, index.etag);
  });

  router.get('/:file', async (ctx, next) => {
    const name = /^sitemap-([a-z0-9-]+)\.xml$/.exec(ctx.params.file ?? '')?.[1];
    if (name === undefined) return next();
    const renderer = await rendererOf(deps);
    const origin = deps.siteUrl;
    const file = await deps.sitemaps.file(origin, renderer.pages, name);
    if (file === undefined) return next();
    sendText(ctx, XML, file.body, file.etag);
  });

  /** A language's feed, made once per content change (and per origin: its links are absolute). */
  const feedOf = async (origin: string, language: LanguageCode) => {
    const renderer = await rendererOf(deps);
    const articles = await deps.articles.feed(language, FEED_ENTRIES);
    const texts = renderer.feedTexts(language);
    const text = atomFeed({
      language,
      self: `${origin}${localizedPath(language, '/feed.xml')}`,
      alternate: `${origin}${localizedPath(language, '/insights')}`,
      title: texts.title,
      subtitle: texts.subtitle,
      updated: articles[0]?.publishedAt ?? new Date(0).toISOString(),
      entries: articles.map((article) => ({
        // An article not translated into the feed's language is its English page, marked so.
        href: `${origin}${localizedPath(article.lang, renderer.pages.article(article.slug))}`,
        lang: article.lang,
        title: article.headline,
        summary: article.excerpt,
        contentHtml: entryContentHtml(article.body, article.excerpt, {
          sitePath: (path) => `${origin}${localizedPath(article.lang, path)}`,
          documentUrl: (path) => `${origin}${path}`,
          sourceLabel: texts.richText.source,
          imageUrl: (src, width) => `${origin}${width ? mediaVariant(src, width) : src}`,
        }),
        published: article.publishedAt,
        // Changed before its date came (scheduled): it is new when it appears.
        updated:
          article.updatedAt && article.updatedAt > article.publishedAt
            ? article.updatedAt
            : article.publishedAt,
        category: {
          term: article.category,
          label: renderer.categoryName(article.category, article.lang).text,
        },
        authors:
          article.authors.length > 0
            ? article.authors.map((author) => author.name)
            : [deps.siteName],
      })),
    });
    const body = Buffer.from(text);
    return { body, etag: weakEtag(body) };
  };
  /**
   * A language's feed of sent newsletter issues: each in the feed's language when it has that
   * version, else in English, marked so (as the archive's pages show it).
   */
  const newsletterFeedOf = async (origin: string, language: LanguageCode) => {
    const renderer = await rendererOf(deps);
    const issues = await deps.newsletter.archiveWithBodies(language, FEED_ENTRIES);
    const texts = renderer.feedTexts(language);
    const text = atomFeed({
      language,
      self: `${origin}${localizedPath(language, NEWSLETTER_ARCHIVE.feed)}`,
      alternate: `${origin}${localizedPath(language, NEWSLETTER_ARCHIVE.list)}`,
      title: texts.newsletter.title,
      subtitle: texts.newsletter.subtitle,
      updated: issues[0]?.sentAt ?? new Date(0).toISOString(),
      entries: issues.map((issue) => ({
        href: `${origin}${localizedPath(language, NEWSLETTER_ARCHIVE.issue(issue.id))}`,
        lang: issue.lang,
        title: issue.subject,
        summary: issue.previewText,
        contentHtml: entryContentHtml(
          isRichTextDocument(issue.body) ? issue.body : null,
          issue.previewText,
          {
            sitePath: (path) => `${origin}${localizedPath(language, path)}`,
            documentUrl: (path) => `${origin}${path}`,
            sourceLabel: texts.richText.source,
            imageUrl: (src, width) => `${origin}${width ? mediaVariant(src, width) : src}`,
          },
        ),
        published: issue.sentAt,
        updated: issue.sentAt,
        authors: [deps.siteName],
      })),
    });
    const body = Buffer.from(text);
    return { body, etag: weakEtag(body) };
  };
  /** A feed, made once per content change (a sent issue is one) and per origin. */
  const feed = async (
    ctx: Context,
    language: LanguageCode,
    kind: 'insights' | 'newsletter' = 'insights',
  ) => {
    const origin = deps.siteUrl;
    const key = kind === 'insights' ? `${origin} ${language}` : `${origin} ${kind} ${language}`;
    let made = deps.feeds.get(key);
    if (!made) {
      made = (kind === 'insights' ? feedOf : newsletterFeedOf)(origin, language);
      keepWhenSettled(deps.feeds, key, made, made, (result) => result.body.length);
    }
    const { body, etag } = await made;
    sendText(ctx, 'application/atom+xml; charset=utf-8', body, etag);
  };
  router.get('/feed.xml', (ctx) => feed(ctx, DEFAULT_LANGUAGE));
  router.get('/:language/feed.xml', async (ctx, next) => {
    const { language } = ctx.params;
    if (!isLanguageCode(language) || language === DEFAULT_LANGUAGE) return next();
    await feed(ctx, language);
  });
  router.get(NEWSLETTER_ARCHIVE.feed, (ctx) => feed(ctx, DEFAULT_LANGUAGE, 'newsletter'));
  router.get(`/:language${NEWSLETTER_ARCHIVE.feed}`, async (ctx, next) => {
    const { language } = ctx.params;
    if (!isLanguageCode(language) || language === DEFAULT_LANGUAGE) return next();
    await feed(ctx, language, 'newsletter');
  });

  router.get('/oembed', async (ctx) => {
    const renderer = await rendererOf(deps);
    const origin = deps.siteUrl;
    const query = ctx.query;
    const one = (name: string): string | undefined => {
      const value = query[name];
      if (Array.isArray(value)) throw badRequest(`Query parameter "${name}" must be given once`);
      return value;
    };
    const format = one('format') ?? 'json';
    // oEmbed 1.0, section 2.2: a format the provider does not make is a 501.
    if (format !== 'json' && format !== 'xml') {
      throw new ApiError(501, ERROR_CODES.notImplemented, 'format must be json or xml');
    }
    const dimension = (name: string): number | undefined => {
      const value = one(name);
      if (value === undefined) return undefined;
      if (!/^\d{1,5}$/.test(value) || Number(value) < 1) {
        throw badRequest(`${name} must be a whole number of pixels`);
      }
      return Number(value);
    };
    const maxWidth = dimension('maxwidth');
    const maxHeight = dimension('maxheight');
    const raw = one('url');
    if (!raw) throw badRequest('url is required: the address of one of our stories');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw badRequest('url is not an absolute address');
    }
    const { language, path } = sharedAddress(url.pathname);
    const slug = renderer.pages.storySlugOf(path);
    if (url.origin !== origin || slug === undefined) {
      throw notFound(`${origin} has no story at that address`);
    }
    const lookup = await deps.stories.getBySlug(slug, { lang: language });
    const { story } =
      'movedTo' in lookup
        ? ((await deps.stories.getBySlug(lookup.movedTo, { lang: language })) as {
            story: SuccessStory;
          })
        : lookup;
    const image = story.primaryImage ? await deps.imageInfo(story.primaryImage) : undefined;
    // The card fills its frame (STORY_CARD_FRAME): this height holds all of it at this width,
    // with its picture or, in a frame too low for it, without (STORY_CARD_COMPACT).
    const { width, height } = storyCardFrame(maxWidth, maxHeight);
    const src = `${origin}${localizedPath(language, renderer.pages.storyCard(story.slug))}`;
    // Sized by attributes only: a partner's Content-Security-Policy may block inline styles.
    // frameborder="0" is how the main oEmbed providers drop the frame's border without CSS.
    const html = `<iframe src="${escapeXml(src)}" width="${width}" height="${height}" title="${escapeXml(
      story.title,
    )}" loading="lazy" frameborder="0" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
    const { siteName } = deps;
    const answer: Record<string, string | number> = {
      version: '1.0',
      type: 'rich',
      title: story.title,
      provider_name: siteName,
      provider_url: `${origin}/`,
      author_name: siteName,
      author_url: `${origin}/`,
      cache_age: 3600,
      html,
      width,
      height,
    };
    if (story.primaryImage && image) {
      const thumbWidth = Math.min(image.width, 640);
      answer.thumbnail_url = `${origin}${story.primaryImage}${image.width > 640 ? '?w=640' : ''}`;
      answer.thumbnail_width = thumbWidth;
      answer.thumbnail_height = Math.round((image.height * thumbWidth) / image.width);
    }
    if (format === 'json') {
      sendText(ctx, 'application/json; charset=utf-8', JSON.stringify(answer));
    } else {
      sendText(
        ctx,
        'text/xml; charset=utf-8',
        `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>${Object.entries(answer)
          .map(([key, value]) => element(key, {}, String(value)))
          .join('')}</oembed>\n`,
      );
    }
  });

  const routes = router.routes() as Middleware;
  return routes;
}

/**
 * A story, article or author page, or a story's framed card (what partners' oEmbed iframes
 * show), at an address the item had before its slug changed: 301 to the same page at the new
 * slug (language prefix and query kept). Anything else goes on to the pages.
 */
export function movedPages(deps: SiteRouteDeps): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const renderer = await deps.loadRenderer();
    if (!renderer) return next();
    const { path } = splitLanguagePath(ctx.path);
    const last = path.slice(path.lastIndexOf('/') + 1);
    const cardSlug = renderer.pages.storyCard(last) === path ? last : undefined;
    const storySlug = renderer.pages.storySlugOf(path) ?? cardSlug;
    const articleSlug = renderer.pages.articleSlugOf(path);
    const authorSlug = renderer.pages.authorSlugOf(path);
    const slug = storySlug ?? articleSlug ?? authorSlug;
    if (slug === undefined) {
      // A page staff made, at an address it had before (never one of the site's own).
      const former = path.slice(1);
      if (path !== contentPagePath(former) || !isSlug(former)) return next();
      if (SITE_RESERVED_SLUGS.includes(former)) return next();
      const movedTo = await deps.pageMovedTo(former).catch(() => undefined);
      if (movedTo === undefined) return next();
      redirectWithin(
        ctx,
        `${localizedPath(splitLanguagePath(ctx.path).language, contentPagePath(movedTo))}${ctx.search}`,
      );
      return;
    }
    if (!isSlug(slug)) return next();
    const found = await (
      storySlug !== undefined
        ? deps.stories.getBySlug(slug)
        : articleSlug !== undefined
          ? deps.articles.getBySlug(slug)
          : deps.articles.byAuthor(slug)
    ).catch(() => undefined);
    if (!found || !('movedTo' in found)) return next();
    const segments = ctx.path.split('/');
    segments[segments.length - 1] = found.movedTo;
    redirectWithin(ctx, `${segments.join('/')}${ctx.search}`);
  };
}
