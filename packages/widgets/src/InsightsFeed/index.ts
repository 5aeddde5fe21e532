export {
  InsightsFeed,
  type InsightsFeedProps,
  type ArticleOpenDetail,
  type ArticleOpenHandler,
} from './InsightsFeed';
export { ArticleThumbnail, type ArticleThumbnailProps } from './ArticleThumbnail';
export { useArticles, useArticleCount, articlesQuery, articleCountQuery } from './useArticles';
export { insightsFeedMessages } from './messages';
export {
  articleHref,
  newsletterHref,
  ARTICLES_ENDPOINT,
  DEFAULT_ARTICLE_LINK_BASE,
  SKELETON_ROWS,
} from './insightsFeed';
