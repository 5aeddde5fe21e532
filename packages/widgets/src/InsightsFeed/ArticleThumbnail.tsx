import { ResponsiveImage, type ResponsiveImageProps } from '../ui/ResponsiveImage';

export interface ArticleThumbnailProps extends Omit<ResponsiveImageProps, 'alt' | 'fallback'> {
  /** Empty when the headline next to it already says what it shows. */
  alt?: string;
}

/**
 * An article's thumbnail. Nothing is shown without one, and a thumbnail that fails to load is
 * hidden (spec: "A failing thumbnail is hidden") and logged.
 */
export function ArticleThumbnail({
  alt = '',
  part = 'thumbnail',
  ...image
}: ArticleThumbnailProps) {
  return <ResponsiveImage {...image} alt={alt} part={part} />;
}
