import { css } from '@emotion/react';
import { imageSrcSet, resolveImage } from '@ia/shared';
import { useState } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { CategoryIcon } from './CategoryIcon';
import { color } from './tokens';

export interface StoryImageProps {
  /** Image reference from the API (`/media/…` or absolute); null shows the category placeholder. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic width and height: they fix the aspect ratio, so nothing shifts while loading. */
  width: number;
  height: number;
  /** The `sizes` attribute matching the layout the image sits in. */
  sizes: string;
  /** Category for the placeholder's icon when there is no image or it fails to load. */
  category?: string;
  /** Eager for an image above the fold (the gallery's first slide). */
  loading?: 'lazy' | 'eager';
  part?: string;
  className?: string;
}

const img = css`
  display: block;
  inline-size: 100%;
  block-size: auto;
  object-fit: cover;
  background: ${color.background};
`;

/** A responsive image (`srcset` of the server's widths) with a placeholder when missing. */
export function StoryImage({
  src,
  alt,
  width,
  height,
  sizes,
  category,
  loading = 'lazy',
  part = 'image',
  className,
}: StoryImageProps) {
  const { apiBase } = useWidgetSettings();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        part={`${part} image-placeholder`}
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
  }
  return (
    <img
      part={part}
      className={className}
      css={[img, css({ aspectRatio: `${width} / ${height}` })]}
      src={resolveImage(src, apiBase, width <= 640 ? 640 : 1280)}
      srcSet={imageSrcSet(src, apiBase)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        console.warn(`Image failed to load: ${src}`);
        setFailed(src);
      }}
    />
  );
}
