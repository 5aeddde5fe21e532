import {
  ARTICLE_SORTS,
  isSlug,
  people,
  type AuthorPage,
  type Article,
  type ArticleAuthor,
  type ArticleSort,
  type ArticleSummary,
  type LanguageCode,
} from '@ia/shared';
import type {
  ArticleDetailColumns,
  ArticleListQuery,
  ArticleRepository,
  NewArticle,
} from '../db/repositories/articles.js';
import type { ContentRepository } from '../db/repositories/content.js';
import type { ImageRepository } from '../db/repositories/images.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import { parsePagedDetailParams, type RawQuery } from './list-query.js';
import { createPublicCollection, type PublicCollectionOptions } from './public-collection.js';
import { libraryAlts } from './picture-alts.js';
import { richTextWithSizes } from './rich-text.js';
import { inLanguage } from './translate.js';

/** The fields an article's translation holds. */
export const ARTICLE_TRANSLATED_FIELDS = ['headline', 'excerpt', 'body'] as const;

/** The people who write articles, public and in a language (the people collection). */
export interface AuthorLookup {
  /** These, by id. */
  byIds(ids: readonly number[], lang: LanguageCode): Promise<ArticleAuthor[]>;
  /**
   * The public person whose page is at `slug`; or the address they have now, when `slug` is
   * one they had before; else undefined.
   */
  bySlug(
    slug: string,
    lang: LanguageCode,
  ): Promise<{ author: ArticleAuthor } | { movedTo: string } | undefined>;
}

/**
 * The authors of articles from the people collection's public reads: name, address, role,
 * short biography and portrait, in the language asked where written.
 */
export function authorsFrom(
  publicContent: {
    byIds: (def: typeof people, ids: readonly number[], lang: LanguageCode) => Promise<Doc[]>;
    item: (def: typeof people, key: string, raw: RawQuery) => Promise<{ item: Doc }>;
  },
  content: Pick<ContentRepository, 'redirectTarget'>,
): AuthorLookup {
  const author = (doc: Doc): ArticleAuthor => ({
    id: doc.id as number,
    name: String(doc.name ?? ''),
    slug: String(doc.slug ?? ''),
    role: String(doc.role ?? ''),
    bio: String(doc.bio ?? ''),
    portrait: (doc.portrait as ArticleAuthor['portrait']) ?? null,
    lang: String(doc.lang ?? 'en'),
  });
  return {
    byIds: async (ids, lang) => (await publicContent.byIds(people, ids, lang)).map(author),
    bySlug: async (slug, lang) => {
      const found = await publicContent.item(people, slug, { lang }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      });
      if (found) return { author: author(found.item) };
      const id = await content.redirectTarget('people', slug);
      if (id === undefined) return undefined;
      const [now] = await publicContent.byIds(people, [id], 'en');
      const movedTo = now ? String(now.slug ?? '') : '';
      return movedTo !== '' && movedTo !== slug ? { movedTo } : undefined;
    },
  };
}

type Doc = Record<string, unknown>;

/** An article's detail as the page and the feeds read it. */
export type ArticleDetail = Article & { lang: string };

/** An article, or the address it has moved to (an old slug: answered with a 301). */
export type ArticleLookup =
  { article: Article & { lang: string; languages: string[] } } | { movedTo: string };

const SORT_ORDERS: Record<ArticleSort, ArticleListQuery['orderBy']> = {
  newest: [
    { column: 'publishedAt', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
  oldest: [
    { column: 'publishedAt', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
  alphabetical: [
    { column: 'headline', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
};

export type ArticleInput = Omit<NewArticle, 'createdAt'>;

export type ArticleService = ReturnType<typeof createArticleService>;

export function createArticleService(
  repository: ArticleRepository,
  options: PublicCollectionOptions & { images: ImageRepository; authors: AuthorLookup },
) {
  const { content } = options;
  const articles = createPublicCollection(
    {
      collection: 'articles',
      sorts: ARTICLE_SORTS,
      defaultSort: 'newest',
      orders: SORT_ORDERS,
      translated: ARTICLE_TRANSLATED_FIELDS,
      badSlug: 'An article slug is lower-case letters and digits separated by hyphens',
      missing: (slug) => `No article "${slug}"`,
    },
    repository,
    options,
  );
  const { now, cache } = articles;

  /**
   * Articles with their bodies, authors and pictures' alt texts in `lang` where translated (the
   * translation's own body, and its thumbnail's alt text), each body's pictures with their size.
   */
  async function detailed(
    items: readonly (ArticleSummary & ArticleDetailColumns)[],
    lang: LanguageCode,
  ): Promise<ArticleDetail[]> {
    const translated = await inLanguage(
      content,
      'articles',
      items,
      lang,
      ARTICLE_TRANSLATED_FIELDS,
    );
    const alts =
      lang === 'en'
        ? new Map<number, Record<string, unknown>>()
        : await content.translationsIn(
            'articles',
            items.map((item) => item.id),
            lang,
          );
    const bodies = await richTextWithSizes(
      options.images,
      translated.map((item) => item.body),
    );
    const people = await options.authors.byIds(
      [...new Set(items.flatMap((item) => item.authorIds))],
      lang,
    );
    const thumbnailAlts = await libraryAlts(
      options.images,
      translated.map((item) => {
        const alt = (alts.get(item.id)?.thumbnail as { alt?: unknown } | undefined)?.alt;
        return {
          src: item.thumbnailUrl,
          alt: typeof alt === 'string' && alt !== '' ? alt : item.thumbnailAlt,
        };
      }),
      lang,
    );
    return translated.map(({ authorIds, ...item }, index) => {
      const alt = thumbnailAlts[index];
      return {
        ...item,
        body: bodies[index] ?? null,
        ...(alt ? { thumbnailAlt: alt } : {}),
        authors: authorIds
          .map((id) => people.find((person) => person.id === id))
          .filter((person): person is ArticleAuthor => person !== undefined),
      };
    });
  }

  return {
    /**
     * Published articles whose date has come, newest first unless `sort` says otherwise, in the
     * language asked for where they have it (search and order on the English original).
     */
    list: articles.list,

    /** One public article in the language asked for, or where its old address now points. */
    async getBySlug(slug: string, raw: RawQuery = {}): Promise<ArticleLookup> {
      const found = await articles.bySlug(
        slug,
        raw,
        async (article, lang) => (await detailed([article], lang))[0]!,
      );
      return 'movedTo' in found ? found : { article: found.item };
    },

    /**
     * The newest `count` public articles with their bodies, each in `lang` where it is
     * translated and in English otherwise (`lang` on each says which): a language's feed.
     */
    async feed(lang: LanguageCode, count: number): Promise<ArticleDetail[]> {
      return cache.get(`articles:feed:${lang}:${count}`, async () => {
        const { items } = await repository.list({
          at: now().toISOString(),
          orderBy: SORT_ORDERS.newest,
          page: { limit: count, offset: 0 },
        });
        const details = await repository.detailsOf(items.map((item) => item.id));
        return detailed(
          items.map((item) => ({
            ...item,
            body: null,
            authorIds: [],
            updatedAt: item.publishedAt,
            ...details.get(item.id),
          })),
          lang,
        );
      });
    },

    /** The next instant a scheduled article becomes public (the caches drop then). */
    nextPublication(): Promise<string | undefined> {
      return repository.nextPublication(now().toISOString());
    },

    languagesOf: articles.languagesOf,

    /**
     * An author's page: the person at `slug`, and the public articles that name them, newest
     * first, in the language asked for where translated; or where an old address of theirs now
     * points. A 404 for a person nobody reads as an author (no public article names them).
     */
    async byAuthor(slug: string, raw: RawQuery = {}): Promise<AuthorPage | { movedTo: string }> {
      if (!isSlug(slug)) {
        throw badRequest('An author slug is lower-case letters and digits separated by hyphens');
      }
      const { lang, page } = parsePagedDetailParams(raw);
      return cache.get(`author:${slug}:${lang}:${page.offset}:${page.limit}`, async () => {
        const found = await options.authors.bySlug(slug, lang);
        if (found && 'movedTo' in found) return found;
        const author = found?.author;
        const all = author ? await repository.listByAuthor(author.id, now().toISOString()) : [];
        if (!author || all.length === 0) throw notFound(`No author "${slug}"`);
        const items = all.slice(page.offset, page.offset + page.limit);
        return {
          author,
          articles: await inLanguage(content, 'articles', items, lang, ARTICLE_TRANSLATED_FIELDS),
          total: all.length,
        };
      });
    },

    countPublic: articles.countPublic,
    publicRange: articles.publicRange,

    /** The public authors of public articles, with their newest article's date (sitemap). */
    async authorsListed(): Promise<{ slug: string; lastmod: string }[]> {
      const newest = await repository.authorsOfPublic(now().toISOString());
      const people = await options.authors.byIds([...newest.keys()], 'en');
      return people
        .filter((person) => person.slug !== '')
        .map((person) => ({ slug: person.slug, lastmod: newest.get(person.id)! }));
    },

    invalidate: articles.invalidate,

    async create(input: ArticleInput): Promise<number> {
      if (!isSlug(input.slug)) throw new Error(`Invalid article slug "${input.slug}"`);
      if (Number.isNaN(Date.parse(input.publishedAt))) {
        throw new Error(`Invalid publishedAt for article "${input.slug}"`);
      }
      const id = await repository.insert({
        ...input,
        publishedAt: new Date(input.publishedAt).toISOString(),
        createdAt: now().toISOString(),
      });
      articles.invalidate();
      return id;
    },
  };
}
