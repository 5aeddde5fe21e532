import type { ImageRepository } from '../db/repositories/images.js';

/** Width, height and type of an image the site stores. */
export interface ImageDimensions {
  width: number;
  height: number;
  contentType: string;
}

export type ImageInfo = (src: string) => Promise<ImageDimensions | undefined>;

/**
 * What is known of an image reference from the API (`/media/stories/a.jpg`): its recorded size
 * and type, for link previews and oEmbed thumbnails. Undefined for any other address or an image
 * that is not recorded.
 */
export function createImageInfo(images: ImageRepository): ImageInfo {
  return async (src) => {
    const match = /^\/media\/([^?#]+)$/.exec(src);
    if (!match) return undefined;
    const image = await images.findByPath(match[1]!);
    return image
      ? { width: image.width, height: image.height, contentType: image.contentType }
      : undefined;
  };
}
