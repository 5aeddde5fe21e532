import type { CSSObject } from '@emotion/react';
import { focalPosition, mediaVariant, widthsFor, type PublicImage } from '@ia/shared';
import { useState, type ReactNode } from 'react';
import type { PictureSources } from '../pictures/pictures';
import { ResponsivePicture } from '../pictures/ResponsivePicture';

/**
 * The sources of a library image: AVIF and WebP at each width of the ladder up to its own
 * (resized and converted by the server, `/media/x.jpg?w=640&fm=avif`), the middle one as the
 * fallback `src`. An address outside the library is used as it is.
 */
export function mediaSources(image: PublicImage): PictureSources {
  if (!image.src.startsWith('/media/') || image.width === 0) {
    return { avif: '', webp: '', src: image.src, width: image.width, height: image.height };
  }
  const widths = widthsFor(image.width);
  const set = (format: 'avif' | 'webp') =>
    widths.map((w) => `${mediaVariant(image.src, w, format)} ${w}w`).join(', ');
  return {
    avif: set('avif'),
    webp: set('webp'),
    src: mediaVariant(image.src, widths[Math.floor((widths.length - 1) / 2)]!, 'webp'),
    width: image.width,
    height: image.height,
  };
}

export interface MediaPictureProps {
  image: PublicImage | null | undefined;
  /** The width the picture takes in the layout (the `sizes` attribute). */
  sizes: string;
  /** The image's alt text unless the picture only decorates here (`''`). */
  alt?: string;
  /**
   * The shape of the place it shows in (width / height): the picture is cropped to it around
   * its focal point, its box reserved at that shape.
   */
  aspect?: number;
  priority?: boolean;
  hiddenWhere?: string;
  imgCss?: CSSObject;
  /** What shows without a picture, or when it fails to load (initials, a drawn icon). */
  fallback?: ReactNode;
}

/**
 * A picture of the image library as staff chose it for a place on a page: responsive, its box
 * reserved (no layout shift), cropped around its focal point where the place has a fixed shape,
 * lazy below the fold, and `fallback` when there is none or it fails to load.
 */
export function MediaPicture({
  image,
  sizes,
  alt,
  aspect,
  priority,
  hiddenWhere,
  imgCss,
  fallback = null,
}: MediaPictureProps) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) return <>{fallback}</>;
  const sources = mediaSources(image);
  const width = image.width || 1200;
  const box = aspect ? { width, height: Math.round(width / aspect) } : undefined;
  return (
    <ResponsivePicture
      sources={sources}
      box={box ?? (image.width ? undefined : { width: 1200, height: 675 })}
      alt={alt ?? image.alt}
      sizes={sizes}
      priority={priority}
      hiddenWhere={hiddenWhere}
      onFail={() => setFailed(true)}
      imgCss={{
        ...(aspect
          ? { aspectRatio: `${aspect}`, objectFit: 'cover', objectPosition: focalPosition(image) }
          : {}),
        ...imgCss,
      }}
    />
  );
}
