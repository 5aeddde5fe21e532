/**
 * Every widget as a custom element. `defineAll()` defines them all at once (a host page that
 * wants them eagerly); the partner embed (`src/embed/loader.ts`) defines each lazily instead.
 */
import { define as defineStoryGrid } from './StoryGrid/element';

export { defineStoryGrid };

export function defineAll(): void {
  defineStoryGrid();
}
