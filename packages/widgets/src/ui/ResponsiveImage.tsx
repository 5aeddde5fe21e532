import { css } from '@emotion/react';
import { imageSrcSet, resolveImage } from '@ia/shared';
import { useState, type ReactNode } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { color } from './tokens';
import { useParts } from '../core/parts';

export interface ResponsiveImageProps {
  /** Image reference from the API (`/media/…` or absolute). */
  src: string | null | undefined;
  /** Empty when the text next to it already says what it shows. */
  alt: string;
  /** Intrinsic width and height: they fix the aspect ratio, so nothing shifts while loading. */
  width: number;
  height: number;
  /** The `sizes` attribute matching the layout the image sits in. */
  sizes: string;
  /** Eager only for an image above the fold. */
  loading?: 'lazy' | 'eager';
  part?: string;
  className?: string;
  /** What stands in when there is no image or it fails to load (nothing by default). */
  fallback?: ReactNode;
}

const img = css`
  display: block;
  inline-size: 100%;
  block-size: auto;
  object-fit: cover;
  background: ${color.background};
`;

/**
 * An API image at the widths the server makes (`srcset`), lazy by default. A failure is logged
 * and replaced by `fallback` (spec: image failures are logged, no message is shown).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  part = 'image',
  className,
  fallback = null,
}: ResponsiveImageProps) {
  const parts = useParts();
  const { apiBase } = useWidgetSettings();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return (
    <img
      {...parts(part)}
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
