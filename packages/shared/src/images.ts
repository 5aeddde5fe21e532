/**
 * Image references in the API are either absolute (http:, https:, data:) or root-relative paths
 * on the API's origin (for example `/media/stories/lagos-classroom-1.jpg`). Root-relative media
 * can be asked for at a width from IMAGE_WIDTHS with `?w=`; the server resizes and caches.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

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
