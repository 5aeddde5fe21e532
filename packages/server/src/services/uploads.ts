import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  ERROR_CODES,
  objectUploadRequestSchema,
  UPLOAD_MAX_BYTES,
  type ObjectUploadUrl,
  type UploadedImageResult,
} from '@ia/shared';
import sharp, { type Metadata } from 'sharp';
import * as v from 'valibot';
import type { ImageRepository } from '../db/repositories/images.js';
import { ApiError, badRequest, validationFailed } from '../errors.js';
import type { Storage } from '../storage/index.js';
import {
  displayFileName,
  essence,
  formatOfType,
  isUploadFormat,
  UPLOAD_FORMATS,
  type UploadFormat,
} from './image-types.js';
import { mediaUrl } from './media.js';
import { isDiskFull } from '../dependencies.js';
import { probeWrite } from '../files.js';
import {
  isObjectKey,
  newObjectKey,
  signedUploadQuery,
  UPLOAD_URL_TTL_MS,
  verifyUpload,
} from './signed-upload.js';

/** Largest image accepted, in pixels (a small file can still decode to a huge picture). */
export const MAX_UPLOAD_PIXELS = 100_000_000;

/** Folder under media/ of images sent through the signed addresses. */
export const OBJECTS_FOLDER = 'uploads/objects';

export const TYPE_MESSAGE = 'Only JPEG, PNG, GIF and WEBP images can be uploaded';
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, GIF or WEBP image';
export const TOO_LARGE = 'The image must be smaller than 10MB';

export const unsupportedType = (message = TYPE_MESSAGE) =>
  new ApiError(415, ERROR_CODES.unsupportedMediaType, message);
export const tooLarge = (message = TOO_LARGE) =>
  new ApiError(413, ERROR_CODES.payloadTooLarge, message);
const forbidden = (message: string) => new ApiError(403, ERROR_CODES.forbidden, message);

export interface InspectedImage {
  format: UploadFormat;
  contentType: string;
  width: number;
  height: number;
}

/** What the content really is, read by sharp from the file's header: never the declared type. */
export async function inspectImage(file: string): Promise<InspectedImage> {
  let metadata: Metadata;
  try {
    // Only the header is read (no pixel is decoded), so sharp's own pixel limit is lifted: past
    // it, a picture too large was answered "not an image"; the check below says what is wrong.
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedType(NOT_AN_IMAGE);
  }
  const { format, width, height } = metadata;
  if (!isUploadFormat(format) || !width || !height) throw unsupportedType(NOT_AN_IMAGE);
  // An animation is as many pictures as it has frames: all of them count.
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? height;
  if (width * frameHeight * frames > MAX_UPLOAD_PIXELS) {
    throw validationFailed('The image has too many pixels', {
      image: `The image must have at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
    });
  }
  return { format, contentType: UPLOAD_FORMATS[format].contentType, width, height: height };
}

export const DAMAGED = 'The image file is damaged or incomplete; export it again and retry';

/**
 * What is stored of an upload: the image decoded whole (a truncated or corrupt file is refused
 * here, not later when a resized copy is made) and encoded again in its own format, turned the
 * way its EXIF orientation says, without any metadata (EXIF, GPS position, camera, comments),
 * which sharp drops unless asked to keep it. Animated GIF and WebP keep their frames.
 */
export async function reencodeImage(
  file: string,
  image: InspectedImage,
  out: string,
): Promise<{ image: InspectedImage; size: number }> {
  const animated = image.format === 'gif' || image.format === 'webp';
  let pipeline = sharp(file, {
    failOn: 'truncated',
    limitInputPixels: MAX_UPLOAD_PIXELS,
    animated,
  }).rotate();
  if (image.format === 'jpeg') pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
  else if (image.format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
  else if (image.format === 'webp') pipeline = pipeline.webp({ quality: 90 });
  else pipeline = pipeline.gif();
  try {
    const info = await pipeline.toFile(out);
    const height = info.pageHeight ?? info.height;
    return { image: { ...image, width: info.width, height }, size: info.size };
  } catch (error) {
    await rm(out, { force: true });
    // No room for the clean copy is not the image's fault: a 507 (dependencies.ts), not a 415.
    if (isDiskFull(error)) throw error;
    throw unsupportedType(DAMAGED);
  }
}

/**
 * A received file shorter on disk than the bytes received was not written whole: the disk is
 * full (the write probe says so: a 507), or the upload was cut. Never read as "not an image".
 */
async function assertWhole(file: string, received: number): Promise<void> {
  const written = (await stat(file).catch(() => undefined))?.size ?? 0;
  if (written >= received) return;
  await probeWrite(dirname(file));
  throw interrupted();
}

/** The client went away before the end of the body (400, not logged as a server error). */
export const interrupted = () => badRequest('The upload was interrupted');

/** A new temp file name in `dir`. */
export const tempFileIn = (dir: string): string =>
  join(dir, `${randomBytes(12).toString('hex')}.part`);

/**
 * Writes `source` to `file`, counting bytes; more than `limit` is a 413. On any failure the
 * partial file is removed before the promise settles, and the rest of the request body is
 * read and dropped (not cut), so the client still receives the error answer.
 */
export function receiveToFile(source: Readable, file: string, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // Cut while the address was being checked: the stream will say nothing more, and waiting
    // for it would hold the handler, and the file made below, for ever.
    if (source.destroyed) {
      reject(interrupted());
      return;
    }
    const out = createWriteStream(file, { flags: 'wx' });
    let bytes = 0;
    let settled = false;
    const detach = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', fail);
      source.off('close', onClose);
    };
    function fail(error: unknown) {
      if (settled) return;
      settled = true;
      detach();
      source.resume();
      out.destroy();
      out.once('close', () => {
        rm(file, { force: true }).then(
          () => reject(error),
          () => reject(error),
        );
      });
    }
    function onData(chunk: Buffer) {
      bytes += chunk.length;
      if (bytes > limit) {
        fail(tooLarge());
        return;
      }
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    }
    function onEnd() {
      if (settled) return;
      settled = true;
      detach();
      out.end(() => resolve(bytes));
    }
    function onClose() {
      // The client went away before the end of the body.
      fail(interrupted());
    }
    out.once('error', fail);
    source.on('data', onData);
    source.once('end', onEnd);
    // The request stream fails when the client aborts or the connection breaks: the client's
    // doing, answered 400 (if anyone is still listening) and not logged as a server error.
    source.once('error', () => fail(interrupted()));
    source.once('close', onClose);
  });
}

/** How long an upload may take between its record and its file before it counts as abandoned. */
export const UNFINISHED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * At start: the uploads a stopped process recorded but did not finish (killed between the record
 * and marking the file stored), older than UNFINISHED_UPLOAD_MS so that another process's upload
 * under way is left alone. Their file, if it got stored, and their record are removed; their
 * address stays used (the client was never told it succeeded and asks for a new one). One whose
 * file cannot be removed now (S3 not answering) is left for a later start. Returns how many
 * were removed.
 */
export async function removeUnfinishedUploads(deps: {
  images: ImageRepository;
  storage: Storage;
  now?: Date;
}): Promise<number> {
  const before = new Date((deps.now ?? new Date()).getTime() - UNFINISHED_UPLOAD_MS);
  const paths = await deps.images.listUnstoredBefore(before.toISOString());
  let removed = 0;
  for (const path of paths) {
    try {
      await deps.storage.delete(path);
      await deps.images.deleteByPath(path);
      removed += 1;
    } catch {
      // The storage did not answer: the record stays, unlisted, until a later start.
    }
  }
  return removed;
}

/** `uploads/2025/06/3f2a….png`: a fresh key under the month of `at`. */
export function uploadKey(format: UploadFormat, at: Date): string {
  const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  return `uploads/${month}/${newObjectKey(format)}`;
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * The image manager's two ways in: a multipart upload (the file arrives in a temp file) and a
 * signed address for one direct PUT. Both check the content with sharp, store through the
 * storage module under a new name, and record the image.
 */
export function createUploadService(deps: {
  storage: Storage;
  /** Local folder uploads are received in (the content is checked there before it is stored). */
  tempDir: string;
  images: ImageRepository;
  /** Key of the signed addresses (SESSION_SECRET, or a random one for this process). */
  secret: string;
  now?: () => Date;
}) {
  const { storage, tempDir, images, secret, now = () => new Date() } = deps;

  async function store(
    key: string,
    file: string,
    image: InspectedImage,
    size: number,
    originalName: string | null,
    at: Date,
  ) {
    const recorded = await images.insertIfAbsent({
      path: key,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      byteSize: size,
      alt: null,
      createdAt: at.toISOString(),
      originalName,
    });
    if (!recorded) return false;
    try {
      await storage.putFile(key, file, { contentType: image.contentType });
      await images.markStored(key);
    } catch (error) {
      // Nothing half-stored stays behind: neither the record nor an object. The object's removal
      // is not waited for: a store that did not take it may not answer that either, and the
      // answer would wait for its timeout twice.
      await images.deleteByPath(key).catch(() => undefined);
      void storage.delete(key).catch(() => undefined);
      throw error;
    }
    return true;
  }

  return {
    tempDir,

    /**
     * A file received by the multipart endpoint: its declared type must be an allowed image
     * type (415), its content an image of an allowed format (415). Stored under a new name.
     */
    async storeUploadedFile(input: {
      file: string;
      size: number;
      declaredType: string | null | undefined;
      originalName: string | null | undefined;
    }): Promise<UploadedImageResult> {
      if (!formatOfType(input.declaredType ?? undefined)) throw unsupportedType();
      if (input.size > UPLOAD_MAX_BYTES) throw tooLarge();
      await assertWhole(input.file, input.size);
      const inspected = await inspectImage(input.file);
      await mkdir(tempDir, { recursive: true });
      const clean = tempFileIn(tempDir);
      try {
        const { image, size } = await reencodeImage(input.file, inspected, clean);
        const at = now();
        const key = uploadKey(image.format, at);
        const originalName = displayFileName(input.originalName) ?? null;
        await store(key, clean, image, size, originalName, at);
        return {
          fileName: originalName ?? key.split('/').pop()!,
          imageUrl: mediaUrl(key),
          uploadedAt: at.toISOString(),
        };
      } finally {
        await rm(clean, { force: true });
      }
    },

    /** A signed address for one PUT of an image of the given type and size. */
    createUploadUrl(body: unknown, baseUrl: string): ObjectUploadUrl {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('The body must be a JSON object with fileName, contentType and size');
      }
      const parsed = v.safeParse(objectUploadRequestSchema, body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
        if (fields.size && typeof (body as { size?: unknown }).size === 'number') {
          if ((body as { size: number }).size > UPLOAD_MAX_BYTES) throw tooLarge();
        }
        if (
          fields.contentType &&
          typeof (body as { contentType?: unknown }).contentType === 'string'
        ) {
          throw unsupportedType();
        }
        throw validationFailed('Please correct the highlighted fields', fields);
      }
      const { contentType, size, fileName } = parsed.output;
      const expiresMs = now().getTime() + UPLOAD_URL_TTL_MS;
      const name = displayFileName(fileName);
      const grant = {
        key: newObjectKey(formatOfType(contentType)!),
        expires: Math.floor(expiresMs / 1000),
        type: contentType,
        maxSize: size,
        ...(name === undefined ? {} : { name }),
      };
      return {
        uploadURL: `${baseUrl}/api/objects/${grant.key}?${signedUploadQuery(grant, secret)}`,
        expiresAt: new Date(grant.expires * 1000).toISOString(),
      };
    },

    /**
     * A direct PUT to a signed address. In order: the address (403: altered, expired or used),
     * the content type (415), the announced length (413), then the body, counted as it arrives
     * (413 beyond the signed size), the content (415), and the one use of the key (403).
     */
    async receiveObject(input: {
      key: string;
      query: Record<string, string | string[] | undefined>;
      contentType: string | undefined;
      contentLength: string | undefined;
      body: Readable;
    }): Promise<UploadedImageResult & { url: string }> {
      const check = verifyUpload(input.key, input.query, secret, now().getTime());
      if (!check.ok) {
        throw forbidden(
          check.reason === 'expired'
            ? 'This upload address has expired; ask for a new one'
            : 'This upload address is not valid',
        );
      }
      const { grant } = check;
      if (essence(input.contentType) !== grant.type) {
        throw unsupportedType(`Send the file with Content-Type: ${grant.type}`);
      }
      const limit = Math.min(grant.maxSize, UPLOAD_MAX_BYTES);
      const announced = Number(input.contentLength);
      if (input.contentLength && Number.isFinite(announced) && announced > limit) {
        throw tooLarge(`The file is larger than the ${limit} bytes this address allows`);
      }
      const key = `${OBJECTS_FOLDER}/${grant.key}`;
      if (await images.isRecorded(key))
        throw forbidden('This upload address has already been used');

      await mkdir(tempDir, { recursive: true });
      const file = tempFileIn(tempDir);
      const clean = tempFileIn(tempDir);
      try {
        const size = await receiveToFile(input.body, file, limit);
        if (size === 0) throw badRequest('The body is empty: send the image file');
        const inspected = await inspectImage(file);
        if (inspected.format !== formatOfType(grant.type)) {
          throw unsupportedType(`The file is not a ${grant.type} image`);
        }
        const { image, size: cleanSize } = await reencodeImage(file, inspected, clean);
        const at = now();
        const originalName = displayFileName(grant.name) ?? null;
        if (!(await store(key, clean, image, cleanSize, originalName, at))) {
          throw forbidden('This upload address has already been used');
        }
        return {
          fileName: originalName ?? grant.key,
          imageUrl: mediaUrl(key),
          uploadedAt: at.toISOString(),
          url: `/api/objects/${grant.key}`,
        };
      } finally {
        await rm(file, { force: true });
        await rm(clean, { force: true });
      }
    },

    /** The media path of a stored object, when the key is well formed. */
    objectPath(key: string): string | undefined {
      return isObjectKey(key) ? `${OBJECTS_FOLDER}/${key}` : undefined;
    },
  };
}
