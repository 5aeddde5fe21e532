import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { StoryDetail } from './StoryDetail';

export const STORY_DETAIL_TAG = 'ia-story-detail';

/** Defines `<ia-story-detail>` (once) and returns its class. */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(StoryDetail, {
    tag: STORY_DETAIL_TAG,
    attributes: {
      slug: 'string',
      variant: 'string',
      backHref: 'string',
      headingLevel: 'number',
    },
    events: { onNavigate: 'ia-navigate', onGalleryChange: 'ia-gallery-change' },
    nonce: options.nonce,
  });
}
