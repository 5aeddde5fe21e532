export { StoryDetail, type StoryDetailProps, type NavigateDetail } from './StoryDetail';
export { Gallery, type GalleryProps } from './Gallery';
export { storyDetailMessages } from './messages';
export {
  arrowStep,
  backHrefFor,
  fullStoryDocument,
  galleryImages,
  wrapIndex,
  type GalleryImage,
  type StoryDetailVariant,
} from './storyDetail';
export { successStoryEndpoint, successStoryQuery, useSuccessStory } from './useSuccessStory';
