/**
 * Image references in the API are either absolute (http:, https:, data:) or root-relative paths
 * on the API's origin (for example `/media/stories/lagos-classroom-1.jpg`). Root-relative media
 * can be asked for at a width from IMAGE_WIDTHS with `?w=`; the server resizes and caches.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;

/**
 * Formats a media image can be asked for besides its own (`?w=640&fm=avif`): AVIF and WebP for
 * pages, JPEG for link previews (several preview scrapers read no WebP or AVIF).
 */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The widths a picture of `width` pixels is offered at: the ladder up to its own width. */
export function widthsFor(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
}

/** The address of a media image at a width, in a format (`/media/x.jpg?w=640&fm=avif`). */
export function mediaVariant(src: string, width: number, format?: ImageFormat): string {
  if (!src.startsWith('/media/')) return src;
  return `${src}?w=${width}${format ? `&fm=${format}` : ''}`;
}

/**
 * Where a crop keeps a picture's subject: its focal point (0 to 1 from the left and the top) as
 * CSS `object-position`. The site crops with it; the image library shows the same crops.
 */
export const focalPosition = (image: { focalX: number; focalY: number }) =>
  `${Math.round(image.focalX * 100)}% ${Math.round(image.focalY * 100)}%`;

const isAbsolute = (ref: string): boolean => /^(https?:|data:|blob:)/i.test(ref);

/** The address of an image reference, resolved against the API base ('' for same origin). */
export function resolveImage(ref: string, apiBase = '', width?: number): string {
  if (isAbsolute(ref)) return ref;
  const base = apiBase.replace(/\/+$/, '');
  const path = ref.startsWith('/') ? ref : `/${ref}`;
  const url = `${base}${path}`;
  if (width === undefined || !path.startsWith('/media/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** A `srcset` for a media reference, or undefined where the server cannot resize it. */
export function imageSrcSet(ref: string, apiBase = ''): string | undefined {
  if (isAbsolute(ref) || !ref.startsWith('/media/')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${resolveImage(ref, apiBase, w)} ${w}w`).join(', ');
}
