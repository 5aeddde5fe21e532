import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { InsightsFeed } from './InsightsFeed';

export const INSIGHTS_FEED_TAG = 'ia-insights-feed';

/** Defines `<ia-insights-feed>` (once) and returns its class. */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(InsightsFeed, {
    tag: INSIGHTS_FEED_TAG,
    attributes: {
      limit: 'number',
      linkBase: 'string',
      contactEmail: 'string',
      hideHeading: 'boolean',
      headingLevel: 'number',
    },
    events: { onArticleOpen: 'ia-article-open' },
    nonce: options.nonce,
  });
}
