import manifest from './pictures.json';

/** The name of one of the site's own pictures (src/pictures/pictures.json). */
export type PictureName = keyof typeof manifest.pictures;

export interface PictureSources {
  avif: string;
  webp: string;
  /** The fallback `src`: the WebP of the middle width. */
  src: string;
  width: number;
  height: number;
}

/** Where the build writes a picture at one width in one format (scripts/pictures.mjs). */
export const pictureFile = (name: PictureName, width: number, format: 'avif' | 'webp'): string =>
  `/images/${name}-${width}.${format}`;

/** The srcsets of a picture, its fallback and its intrinsic size (so its box is kept). */
export function pictureSources(name: PictureName): PictureSources {
  const { widths, width, height } = manifest.pictures[name];
  const set = (format: 'avif' | 'webp') =>
    widths.map((w) => `${pictureFile(name, w, format)} ${w}w`).join(', ');
  return {
    avif: set('avif'),
    webp: set('webp'),
    src: pictureFile(name, widths[Math.floor((widths.length - 1) / 2)]!, 'webp'),
    width,
    height,
  };
}

/** The image manager's bundled pictures: what the bulk tool copies to storage (spec section 7). */
export const LIBRARY_ASSETS: readonly string[] = Object.entries(manifest.pictures).flatMap(
  ([name, picture]) => ('library' in picture ? [`/images/library/${name}.${picture.library}`] : []),
);
