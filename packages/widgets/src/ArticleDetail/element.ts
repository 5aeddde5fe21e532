import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { ArticleDetail } from './ArticleDetail';

export const ARTICLE_DETAIL_TAG = 'ia-article-detail';

/** Defines `<ia-article-detail>` (once) and returns its class. */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(ArticleDetail, {
    tag: ARTICLE_DETAIL_TAG,
    attributes: { slug: 'string', backHref: 'string', headingLevel: 'number' },
    events: { onBack: 'ia-article-back' },
    nonce: options.nonce,
  });
}
