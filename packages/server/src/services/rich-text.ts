import { richTextImages, withRichTextImageSizes, type RichTextDocument } from '@ia/shared';
import type { ImageRepository } from '../db/repositories/images.js';

/**
 * Rich-text documents as public reads give them: each picture with its size beside it (read in
 * one query for all of them), so a page reserves its place and nothing moves as it loads; a
 * picture no longer in the library is left out.
 */
export async function richTextWithSizes(
  images: Pick<ImageRepository, 'findByPaths'>,
  docs: readonly (RichTextDocument | null | undefined)[],
): Promise<(RichTextDocument | null)[]> {
  const paths = docs.flatMap((doc) =>
    richTextImages(doc).map((found) => found.src.slice('/media/'.length)),
  );
  const library = paths.length > 0 ? await images.findByPaths(paths) : new Map();
  return docs.map((doc) =>
    withRichTextImageSizes(doc, (src) => {
      const stored = library.get(src.slice('/media/'.length));
      return stored ? { width: stored.width, height: stored.height } : undefined;
    }),
  );
}
