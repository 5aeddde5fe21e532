import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_FORMATS, widthsFor } from '@ia/shared';
import { PICTURES, type PictureName } from '@ia/shared/pictures';
import { sceneSvg } from '@ia/shared/scenes';
import sharp from 'sharp';
import { drawnOnce } from '../drawn-cache.js';
import type { Repositories } from '../repositories/index.js';
import type { Storage } from '../../storage/index.js';
import { variantKey } from '../../services/media.js';

/** Where a drawn picture is kept in the image library. */
export const seedPicturePath = (name: PictureName): string =>
  `site/${name}.${'library' in PICTURES[name] && PICTURES[name].library === 'png' ? 'png' : 'jpg'}`;

/** The library address the seed content refers to a drawn picture by. */
export const seedPictureUrl = (name: PictureName): string => `/media/${seedPicturePath(name)}`;

const readOrUndefined = (file: string) => readFile(file).catch(() => undefined);

/**
 * A drawn picture's bytes: from the site's build (`client/images/originals`, written by its
 * pictures script), else drawn once per machine (drawn-cache.ts).
 */
async function originalOf(name: PictureName, siteDir: string): Promise<Buffer> {
  const spec = PICTURES[name];
  const ext = 'library' in spec && spec.library === 'png' ? 'png' : 'jpg';
  const built = await readOrUndefined(
    join(siteDir, 'client', 'images', 'originals', `${name}.${ext}`),
  );
  if (built) return built;
  return drawnOnce(`picture:${JSON.stringify(spec)}`, ext, async () => {
    const svg = Buffer.from(sceneSvg(spec));
    return ext === 'png'
      ? sharp(svg).png({ compressionLevel: 9 }).toBuffer()
      : sharp(svg).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
  });
}

/**
 * Puts drawn pictures into the image library (file and record) unless they are there already,
 * with their resized copies from the site's build where it has them (so the first visitors do
 * not wait for pictures to be resized). Returns how many it stored.
 */
export async function storeSeedPictures(
  names: Iterable<PictureName>,
  deps: {
    repositories: Repositories;
    originals: Storage;
    variants: Storage;
    siteDir: string;
    alts: Map<PictureName, string>;
    now: () => Date;
  },
): Promise<number> {
  let stored = 0;
  for (const name of new Set(names)) {
    const path = seedPicturePath(name);
    if (await deps.repositories.images.isRecorded(path)) continue;
    const spec = PICTURES[name];
    const bytes = await originalOf(name, deps.siteDir);
    const contentType = path.endsWith('.png') ? 'image/png' : 'image/jpeg';
    await deps.originals.put(path, bytes, { contentType, size: bytes.length });
    for (const width of widthsFor(spec.width)) {
      for (const format of IMAGE_FORMATS) {
        const file = join(deps.siteDir, 'client', 'images', `${name}-${width}.${format}`);
        const variant = await readOrUndefined(file);
        if (!variant) continue;
        await deps.variants.put(variantKey(path, width, format), variant, {
          contentType: `image/${format}`,
          size: variant.length,
        });
      }
    }
    await deps.repositories.images.insertMany([
      {
        path,
        contentType,
        width: spec.width,
        height: spec.height,
        byteSize: bytes.length,
        alt: deps.alts.get(name) ?? null,
        originalName: `${name}.${path.endsWith('.png') ? 'png' : 'jpg'}`,
        createdAt: deps.now().toISOString(),
      },
    ]);
    stored += 1;
  }
  return stored;
}
