import type { CSSObject } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { pictureSources, type PictureName, type PictureSources } from './pictures';

/** A transparent 1×1 GIF: what a `<source>` gives where a picture is not shown at all. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export interface PictureProps {
  /** One of the drawn pictures (design pages)… */
  name?: PictureName;
  /** …or the sources of a library image (MediaPicture). */
  sources?: PictureSources;
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
  /** Box of the `<img>` when it is not the picture's own (a crop): its width and height. */
  box?: { width: number; height: number };
  /** What to show when every picture failed (an initials avatar, say). */
  onFail?: () => void;
}

/**
 * A picture, responsive: AVIF and WebP at several widths for the browser to choose from, its
 * width and height set (its box is reserved: no layout shift), lazy below the fold. Either one of
 * the drawn pictures by name, or a library image's sources (model/MediaPicture). When it fails to load, the next of its fallbacks is tried, then `onFail` is called; a
 * failure before the page was taken over (the image errored while the server's HTML loaded) is
 * found on mount.
 */
export function Picture({
  name,
  sources: given,
  box,
  alt,
  sizes,
  priority = false,
  hiddenWhere,
  imgCss,
  fallbacks = [],
  onFail,
}: PictureProps) {
  const chain = name ? [name, ...fallbacks] : [];
  const [index, setIndex] = useState(0);
  const img = useRef<HTMLImageElement>(null);
  const current = chain[Math.min(index, chain.length - 1)];
  const sources = given ?? pictureSources(current!);

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
      {/* Described as 1 px wide with its sizes: the HTML checker asks every source of a picture
          whose other sources give widths to give one too. */}
      {hiddenWhere && <source media={hiddenWhere} srcSet={`${NOTHING} 1w`} sizes="1px" />}
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        ref={img}
        src={sources.src}
        alt={alt}
        width={box?.width ?? sources.width}
        height={box?.height ?? sources.height}
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
