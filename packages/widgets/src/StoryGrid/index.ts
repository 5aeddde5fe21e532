export { StoryGrid, type StoryGridProps } from './StoryGrid';
export { storyGridMessages } from './messages';
export { DEFAULT_STORY_LINK_BASE, limitStories, normalizeLimit, storyHref } from './storyGrid';
export {
  SUCCESS_STORIES_ENDPOINT,
  successStoriesQuery,
  useSuccessStories,
} from './useSuccessStories';
