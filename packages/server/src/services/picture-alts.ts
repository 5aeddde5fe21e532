import { pictureAlt } from '@ia/shared';
import type { ImageRepository, StoredImage } from '../db/repositories/images.js';

/** The library's alt text of a picture in `lang`: staff's translation there, else the English. */
export const libraryAltIn = (
  image: Pick<StoredImage, 'alt' | 'altTranslations'>,
  lang: string,
): string | null => image.altTranslations?.[lang] || image.alt;

/** The library's pictures as a page in `lang` reads them: each with its alt text in `lang`. */
export const libraryIn = (
  library: ReadonlyMap<string, StoredImage>,
  lang: string,
): Map<string, StoredImage> =>
  new Map(
    [...library].map(([path, image]) => [path, { ...image, alt: libraryAltIn(image, lang) }]),
  );

/**
 * The alt text of pictures that public reads give beside their address (a story's gallery, an
 * article's thumbnail), by the one rule (`pictureAlt`): each use's own, else the image
 * library's in `lang` (else its English), read in one query for all of them.
 */
export async function libraryAlts(
  images: Pick<ImageRepository, 'findByPaths'>,
  pictures: readonly { src: string | null | undefined; alt: string | null | undefined }[],
  lang: string,
): Promise<string[]> {
  const pathOf = (src: string | null | undefined) =>
    typeof src === 'string' && src.startsWith('/media/') ? src.slice('/media/'.length) : undefined;
  const wanted = pictures
    .filter((picture) => !picture.alt?.trim())
    .map((picture) => pathOf(picture.src))
    .filter((path): path is string => path !== undefined);
  const library = wanted.length > 0 ? await images.findByPaths(wanted) : new Map();
  return pictures.map((picture) => {
    const path = pathOf(picture.src);
    const image = path ? library.get(path) : undefined;
    return pictureAlt({ alt: picture.alt }, image ? libraryAltIn(image, lang) : undefined);
  });
}
