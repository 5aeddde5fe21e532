import { css } from '@emotion/react';
import { imageSrcSet, resolveImage } from '@ia/shared';
import { useState } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { color } from '../ui/tokens';

export interface ArticleThumbnailProps {
  src: string | null | undefined;
  /** Empty when the headline next to it already says what it shows. */
  alt?: string;
  width: number;
  height: number;
  sizes: string;
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

/**
 * An article's thumbnail. Nothing is shown without one, and a thumbnail that fails to load is
 * hidden (spec: "A failing thumbnail is hidden") and logged.
 */
export function ArticleThumbnail({
  src,
  alt = '',
  width,
  height,
  sizes,
  loading = 'lazy',
  part = 'thumbnail',
  className,
}: ArticleThumbnailProps) {
  const { apiBase } = useWidgetSettings();
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      css={img}
      className={className}
      part={part}
      src={resolveImage(src, apiBase, 640)}
      srcSet={imageSrcSet(src, apiBase)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        console.warn(`Article image failed to load: ${src}`);
        setFailed(true);
      }}
    />
  );
}
