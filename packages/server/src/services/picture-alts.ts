import { pictureAlt } from '@ia/shared';
import type { ImageRepository } from '../db/repositories/images.js';

/**
 * The alt text of pictures that public reads give beside their address (a story's gallery, an
 * article's thumbnail), by the one rule (`pictureAlt`): each use's own, else the image
 * library's, read in one query for all of them.
 */
export async function libraryAlts(
  images: Pick<ImageRepository, 'findByPaths'>,
  pictures: readonly { src: string | null | undefined; alt: string | null | undefined }[],
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
    return pictureAlt({ alt: picture.alt }, path ? library.get(path)?.alt : undefined);
  });
}
