import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { StoryGrid } from './StoryGrid';

export const STORY_GRID_TAG = 'ia-story-grid';

/** Defines `<ia-story-grid>` (once) and returns its class. */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(StoryGrid, {
    tag: STORY_GRID_TAG,
    attributes: {
      limit: 'number',
      linkBase: 'string',
      headingLevel: 'number',
      category: 'string',
    },
    events: { onStoryOpen: 'ia-story-open' },
    nonce: options.nonce,
  });
}
