import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '@ia/shared';
import sharp from 'sharp';
import { badRequest } from '../errors.js';
import { contentTypeOf, type Storage, type StoredInfo } from '../storage/index.js';

/** Image files the media route serves (and can resize). */
export const MEDIA_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif'] as const;

/** Path segments under media/: plain names only, so a request can never leave the folder. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** First segment kept for the resized copies in an S3 bucket (`variants/w640/…`): never a media path. */
const RESERVED = 'variants';

/** `stories/lagos-1.jpg` for a valid media path, else undefined. */
export function mediaPath(rel: string): string | undefined {
  const segments = rel.split('/');
  if (segments.length > 4 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
    return undefined;
  }
  if (segments[0]!.toLowerCase() === RESERVED) return undefined;
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

/** The `fm` query value: absent, or one of IMAGE_FORMATS (with a width); else a 400. */
export function parseFormat(
  raw: string | string[] | undefined,
  width: number | undefined,
): ImageFormat | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) || !(IMAGE_FORMATS as readonly string[]).includes(raw)) {
    throw badRequest(`fm must be one of ${IMAGE_FORMATS.join(', ')}`);
  }
  if (width === undefined) throw badRequest('fm goes with a width (w)');
  return raw as ImageFormat;
}

/** Where the copy of `rel` at a width (and in a format) is kept in the variants store. */
export const variantKey = (rel: string, width: number, format?: ImageFormat): string =>
  `w${width}${format ? `-${format}` : ''}/${rel}`;

/** Every variant key an original may have (to remove them with it). */
export const variantKeys = (rel: string): string[] =>
  IMAGE_WIDTHS.flatMap((width) => [
    variantKey(rel, width),
    ...IMAGE_FORMATS.map((format) => variantKey(rel, width, format)),
  ]);

const FORMAT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The root-relative address an original is served at (resizable with `?w=`). */
export const mediaUrl = (key: string): string => `/media/${key}`;

/** An image to send: its metadata now, its bytes when the answer is not a 304 or a HEAD. */
export interface MediaFile extends StoredInfo {
  /** The bytes and their length; undefined when the object went away since it was looked up. */
  open(): Promise<{ body: Readable; size: number } | undefined>;
}

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * Originals and their resized variants, through the storage module whatever the driver. A
 * variant is made with sharp on its first request (the original read from storage, resized in
 * memory, same format) and kept in the variants store at `w<width>/<path>`: DATA_DIR/cache/media
 * on local disk, `variants/` in the bucket with S3. A variant older than its original is remade;
 * concurrent first requests for one variant share one resize.
 */
export function createMediaService(options: { originals: Storage; variants: Storage }) {
  const { originals, variants } = options;
  const inFlight = new Map<string, Promise<void>>();

  /** The stored type when it is an image type, else the one of the extension. */
  const typeOf = (info: StoredInfo, rel: string) =>
    info.contentType.startsWith('image/') ? info.contentType : contentTypeOf(rel);

  const fileOf = (store: Storage, key: string, rel: string, info: StoredInfo): MediaFile => ({
    ...info,
    contentType: typeOf(info, rel),
    open: () => store.get(key),
  });

  async function makeVariant(
    rel: string,
    key: string,
    width: number,
    contentType: string,
    target: ImageFormat | undefined,
  ) {
    const original = await originals.get(rel);
    if (!original) return;
    const image = sharp(await buffer(original.body), { animated: target === undefined }).rotate();
    const { format } = await image.metadata();
    const resized = image.resize({ width, withoutEnlargement: true });
    const output =
      target === 'avif'
        ? resized.avif({ quality: 50, effort: 2 })
        : target === 'webp'
          ? resized.webp({ quality: 74 })
          : target === 'jpeg'
            ? resized
                .flatten({ background: '#ffffff' })
                .jpeg({ quality: 82, progressive: true, mozjpeg: true })
            : format === 'jpeg'
              ? resized.jpeg({ quality: 78, progressive: true, mozjpeg: true })
              : format === 'webp'
                ? resized.webp({ quality: 76 })
                : format === 'png'
                  ? resized.png({ compressionLevel: 9 })
                  : resized;
    const data = await output.toBuffer();
    await variants.put(key, data, { contentType, size: data.length });
  }

  return {
    /** The image at a media path and width (the original when no width), if it exists. */
    async resolve(
      rel: string,
      width?: number,
      format?: ImageFormat,
    ): Promise<MediaFile | undefined> {
      if (width === undefined) {
        const info = await originals.stat(rel);
        return info && fileOf(originals, rel, rel, info);
      }
      const key = variantKey(rel, width, format);
      const [source, cached] = await Promise.all([originals.stat(rel), variants.stat(key)]);
      if (!source) return undefined;
      let info = cached;
      if (!info || info.lastModified < source.lastModified) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = makeVariant(
            rel,
            key,
            width,
            format ? FORMAT_TYPES[format] : typeOf(source, rel),
            format,
          ).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        await pending;
        info = await variants.stat(key);
        if (!info) return undefined;
      }
      const file = fileOf(variants, key, rel, info);
      return format ? { ...file, contentType: FORMAT_TYPES[format] } : file;
    },
  };
}
