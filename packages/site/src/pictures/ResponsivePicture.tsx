import type { CSSObject } from '@emotion/react';
import { useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import type { PictureSources } from './pictures';

/** A transparent 1×1 GIF: what a `<source>` gives where a picture is not shown at all. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export interface ResponsivePictureProps {
  /** Its AVIF and WebP srcsets, fallback `src` and intrinsic size. */
  sources: PictureSources;
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
  /** Box of the `<img>` when it is not the picture's own (a crop): its width and height. */
  box?: { width: number; height: number };
  /** Called when it fails to load. */
  onFail?: () => void;
}

/**
 * A picture, responsive: AVIF and WebP at several widths for the browser to choose from, its
 * width and height set (its box is reserved: no layout shift), lazy below the fold. A failure
 * before the page was taken over (the image errored while the server's HTML loaded) is found on
 * mount. Library images (model/MediaPicture) and the drawn pictures (Picture) are shown with it.
 */
export function ResponsivePicture({
  sources,
  box,
  alt,
  sizes,
  priority = false,
  hiddenWhere,
  imgCss,
  onFail,
}: ResponsivePictureProps) {
  const img = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) onFail?.();
    // Only on mount: a picture switched for another is a new element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          if (event.currentTarget.currentSrc !== NOTHING) onFail?.();
        }}
        css={{ display: 'block', maxWidth: '100%', height: 'auto', ...imgCss }}
      />
    </picture>
  );
}
