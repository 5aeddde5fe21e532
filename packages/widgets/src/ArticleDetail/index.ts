export { ArticleDetail, type ArticleDetailProps, type ArticleBackDetail } from './ArticleDetail';
export { useArticle, articleQuery } from './useArticle';
export { bodyParagraphs, backHrefOf, articleEndpoint } from './articleDetail';
export { articleDetailMessages } from './messages';
