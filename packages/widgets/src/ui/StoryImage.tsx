import { css } from '@emotion/react';
import { CategoryIcon } from './CategoryIcon';
import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
import { color } from './tokens';
import { useParts } from '../core/parts';

export interface StoryImageProps extends Omit<ResponsiveImageProps, 'fallback'> {
  /** Category for the placeholder's icon when there is no image or it fails to load. */
  category?: string;
}

/** A story's image, or a placeholder with the category's icon when it is missing. */
export function StoryImage({ category, ...image }: StoryImageProps) {
  const parts = useParts();
  const { width, height, alt, className, part = 'image' } = image;
  const placeholder = (
    <div
      {...parts(`${part} image-placeholder`)}
      className={className}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      css={css`
        display: flex;
        align-items: center;
        justify-content: center;
        aspect-ratio: ${width} / ${height};
        inline-size: 100%;
        background: var(--ia-color-placeholder, #e6f2ec);
        color: ${color.primary};
      `}
    >
      <CategoryIcon category={category} size={48} />
    </div>
  );
  return <ResponsiveImage {...image} part={part} fallback={placeholder} />;
}
