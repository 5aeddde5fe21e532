export { ArticleDetail, type ArticleDetailProps, type ArticleBackDetail } from './ArticleDetail';
export { useArticle, articleQuery } from './useArticle';
export {
  authorNames,
  authorHrefOf,
  authorPagePath,
  backHrefOf,
  articleEndpoint,
} from './articleDetail';
export { articleDetailMessages } from './messages';
