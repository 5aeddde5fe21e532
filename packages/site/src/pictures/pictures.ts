import type { PictureName } from '@ia/shared/pictures';

export type { PictureName };

interface PictureSize {
  width: number;
  height: number;
  /** The widths the build wrote it at. */
  widths: readonly number[];
}

/** The pictures' sizes, from @ia/shared/pictures at build time (vite.config.ts, `picturesDefine`). */
declare const __PICTURES__: Record<PictureName, PictureSize>;

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
  const { widths, width, height } = __PICTURES__[name];
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
