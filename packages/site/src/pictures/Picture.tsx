import type { CSSObject } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { pictureSources, type PictureName } from './pictures';

/** A transparent 1×1 GIF: what a `<source>` gives where a picture is not shown at all. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export interface PictureProps {
  name: PictureName;
  /** The text alternative; empty when the picture only decorates. */
  alt: string;
  /** The width the picture takes in the layout (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: loaded at once with high priority (else lazily). */
  priority?: boolean;
  /** A media query where the picture is not shown: nothing is downloaded there. */
  hiddenWhere?: string;
  /** Styles of the `<img>` (the `<picture>` is `display: contents`: the image is the box, in a grid or flex layout too). */
  imgCss?: CSSObject;
  /** Another picture to show when this one fails to load, then the next, … */
  fallbacks?: readonly PictureName[];
  /** What to show when every picture failed (an initials avatar, say). */
  onFail?: () => void;
}

/**
 * One of the site's pictures, responsive: AVIF and WebP at several widths for the browser to
 * choose from, its width and height set (its box is reserved: no layout shift), lazy below the
 * fold. When it fails to load, the next of its fallbacks is tried, then `onFail` is called; a
 * failure before the page was taken over (the image errored while the server's HTML loaded) is
 * found on mount.
 */
export function Picture({
  name,
  alt,
  sizes,
  priority = false,
  hiddenWhere,
  imgCss,
  fallbacks = [],
  onFail,
}: PictureProps) {
  const chain = [name, ...fallbacks];
  const [index, setIndex] = useState(0);
  const img = useRef<HTMLImageElement>(null);
  const current = chain[Math.min(index, chain.length - 1)]!;
  const sources = pictureSources(current);

  const failed = () => {
    if (index + 1 < chain.length) setIndex(index + 1);
    else onFail?.();
  };
  useLayoutEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) failed();
    // Only on mount and after a switch to the next picture.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  return (
    <picture css={{ display: 'contents', '& > source': { display: 'none' } }}>
      {hiddenWhere && <source media={hiddenWhere} srcSet={NOTHING} />}
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        ref={img}
        src={sources.src}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onError={(event: SyntheticEvent<HTMLImageElement>) => {
          // A `<source>` that gives nothing on purpose is not a failure.
          if (event.currentTarget.currentSrc !== NOTHING) failed();
        }}
        css={{ display: 'block', maxWidth: '100%', height: 'auto', ...imgCss }}
      />
    </picture>
  );
}
