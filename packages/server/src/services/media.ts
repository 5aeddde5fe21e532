import type { Stats } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { IMAGE_WIDTHS } from '@ia/shared';
import sharp from 'sharp';
import { badRequest } from '../errors.js';
import { fileStat } from '../files.js';

/** Image files the media route serves (and can resize). */
export const MEDIA_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif'] as const;

/** Path segments under media/: plain names only, so a request can never leave the folder. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** `stories/lagos-1.jpg` for a valid media path, else undefined. */
export function mediaPath(rel: string): string | undefined {
  const segments = rel.split('/');
  if (segments.length > 4 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
    return undefined;
  }
  const ext = extname(rel).toLowerCase();
  return (MEDIA_EXTENSIONS as readonly string[]).includes(ext) ? rel : undefined;
}

/** The `w` query value: absent, or one of IMAGE_WIDTHS; anything else is a 400. */
export function parseWidth(raw: string | string[] | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? undefined : raw;
  const width = value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    throw badRequest(`w must be one of ${IMAGE_WIDTHS.join(', ')}`);
  }
  return width;
}

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * Images under DATA_DIR/media (originals) and their resized variants, made with sharp on the
 * first request and kept under DATA_DIR/cache/media/w<width>/ (written to a temporary name and
 * renamed, so a reader never sees half a file; a variant older than its original is remade).
 */
export function createMediaService(options: { dataDir: string }) {
  const originals = join(options.dataDir, 'media');
  const variants = join(options.dataDir, 'cache', 'media');
  const inFlight = new Map<string, Promise<void>>();

  async function makeVariant(source: string, target: string, width: number) {
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      const image = sharp(source, { animated: true }).rotate();
      const { format } = await image.metadata();
      const resized = image.resize({ width, withoutEnlargement: true });
      const output =
        format === 'jpeg'
          ? resized.jpeg({ quality: 78, progressive: true, mozjpeg: true })
          : format === 'webp'
            ? resized.webp({ quality: 76 })
            : format === 'png'
              ? resized.png({ compressionLevel: 9 })
              : resized;
      await writeFile(temporary, await output.toBuffer());
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    originalsDir: originals,

    /** The file to send for a media path at a width (original when no width), if it exists. */
    async resolve(rel: string, width?: number): Promise<{ file: string; info: Stats } | undefined> {
      const source = join(originals, rel);
      const sourceInfo = await fileStat(source);
      if (!sourceInfo) return undefined;
      if (width === undefined) return { file: source, info: sourceInfo };

      const target = join(variants, `w${width}`, rel);
      let info = await fileStat(target);
      if (!info || info.mtimeMs < sourceInfo.mtimeMs) {
        let pending = inFlight.get(target);
        if (!pending) {
          pending = makeVariant(source, target, width).finally(() => inFlight.delete(target));
          inFlight.set(target, pending);
        }
        await pending;
        info = await fileStat(target);
        if (!info) return undefined;
      }
      return { file: target, info };
    },

    /** Stores an original under media/ (demo images now, uploads later). */
    async saveOriginal(rel: string, data: Buffer): Promise<void> {
      if (!mediaPath(rel)) throw new Error(`Invalid media path "${rel}"`);
      const target = join(originals, rel);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
  };
}
