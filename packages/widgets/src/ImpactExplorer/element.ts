import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { ImpactExplorer } from './ImpactExplorer';

export const IMPACT_EXPLORER_TAG = 'ia-impact-explorer';

/** Defines `<ia-impact-explorer>` (once) and returns its class. */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(ImpactExplorer, {
    tag: IMPACT_EXPLORER_TAG,
    attributes: {
      linkBase: 'string',
      pageSize: 'number',
      heading: 'string',
      headingLevel: 'number',
    },
    events: { onStoryOpen: 'ia-story-open' },
    nonce: options.nonce,
  });
}
