import { mkdir, rm } from 'node:fs/promises';
import type Router from '@koa/router';
import { UPLOAD_MAX_BYTES } from '@ia/shared';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { badRequest, notFound } from '../errors.js';
import { publicBase, requireAdmin, type AdminGuardOptions } from '../middleware/admin.js';
import { IMMUTABLE } from '../middleware/send-file.js';
import { sendStored } from '../middleware/send-stored.js';
import type { AuthService } from '../services/auth.js';
import { parseWidth, type MediaService } from '../services/media.js';
import { formatOfType } from '../services/image-types.js';
import { interrupted, tooLarge, unsupportedType, type UploadService } from '../services/uploads.js';
import { requireJson } from './json.js';

/** The multipart field that carries the image (spec section 7). */
export const IMAGE_FIELD = 'image';

/** Room for the multipart framing around the file: a larger body is refused before it is read. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface MultipartState {
  /** Temp files formidable started to write. */
  written: string[];
  /** File parts seen (only the first is kept). */
  fileParts: number;
  /** The image part declared a type that is not an allowed image type. */
  refusedType: boolean;
}

interface UploadedFile {
  filepath: string;
  size: number;
  mimetype: string | null;
  originalFilename: string | null;
}

/** formidable's error codes (formidable/src/FormidableError.js) that say what was wrong. */
const FORMIDABLE_MAX_FILES = 1015;
const FORMIDABLE_EMPTY_FILE = 1010;

/** A formidable error as an answer in the contract's shape. */
function multipartError(error: unknown): unknown {
  const { httpCode, code } = (error ?? {}) as { httpCode?: unknown; code?: unknown };
  if (typeof httpCode !== 'number') return error;
  if (code === FORMIDABLE_MAX_FILES) return badRequest('Send one image only');
  if (code === FORMIDABLE_EMPTY_FILE) return badRequest('The file is empty');
  if (httpCode === 413) return tooLarge();
  if (httpCode === 415) return unsupportedType('Send the image as multipart/form-data');
  return badRequest('The upload could not be read; send multipart/form-data with one image');
}

/**
 * POST /api/images/upload, POST /api/objects/upload (admin only), and the signed address:
 * PUT /api/objects/:key (the signature is the permission) and GET /api/objects/:key (public:
 * the address the client keeps is the upload address without its query).
 */
export function uploadRoutes(
  router: Router,
  deps: {
    auth: AuthService;
    uploads: UploadService;
    media: MediaService;
    guard: AdminGuardOptions;
  },
): void {
  const { auth, uploads, media, guard } = deps;
  const admin = requireAdmin(auth, guard);

  /**
   * koa-body with formidable's limits. Before a file is written, `filter` keeps only the first
   * file part, in the field `image`, of an allowed declared type: anything else is never written
   * to disk and only noted in `state`. `written` collects every file formidable starts.
   */
  const multipartBody = (state: MultipartState) =>
    koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir: uploads.tempDir,
        maxFiles: 1,
        maxFileSize: UPLOAD_MAX_BYTES,
        maxTotalFileSize: UPLOAD_MAX_BYTES,
        maxFields: 10,
        maxFieldsSize: 64 * 1024,
        allowEmptyFiles: false,
        keepExtensions: false,
        filter: (part) => {
          state.fileParts += 1;
          if (state.fileParts > 1) return false;
          if (part.name !== IMAGE_FIELD) return false;
          if (!formatOfType(part.mimetype ?? undefined)) {
            state.refusedType = true;
            return false;
          }
          return true;
        },
        onFileBegin: (_name, file) => {
          state.written.push(file.filepath);
        },
      },
    });

  /**
   * Reads the multipart body into a temp file; every file it wrote is removed afterwards, also
   * when the body was refused halfway (too large, the client went away).
   */
  const readMultipart: Middleware = async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw unsupportedType('Send the image as multipart/form-data in the field "image"');
    }
    if (
      ctx.request.length !== undefined &&
      ctx.request.length > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD
    ) {
      throw tooLarge();
    }
    await mkdir(uploads.tempDir, { recursive: true });
    // Cut while the session was checked: formidable would wait for the body for ever.
    if (ctx.req.destroyed) throw interrupted();
    const state: MultipartState = { written: [], fileParts: 0, refusedType: false };
    try {
      try {
        await multipartBody(state)(ctx, async () => {});
      } catch (error) {
        throw multipartError(error);
      }
      if (state.fileParts > 1) throw badRequest('Send one image only');
      if (state.refusedType) throw unsupportedType();
      await next();
    } finally {
      await Promise.all(state.written.map((file) => rm(file, { force: true })));
    }
  };

  router.post('/api/images/upload', admin, readMultipart, async (ctx) => {
    const value = ctx.request.files?.[IMAGE_FIELD];
    const file = (Array.isArray(value) ? value[0] : value) as UploadedFile | undefined;
    if (!file) throw badRequest(`Send the image in the multipart field "${IMAGE_FIELD}"`);
    const stored = await uploads.storeUploadedFile({
      file: file.filepath,
      size: file.size,
      declaredType: file.mimetype,
      originalName: file.originalFilename,
    });
    ctx.status = 201;
    ctx.body = stored;
  });

  const jsonBody = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: 8 * 1024,
    urlencoded: false,
    text: false,
    multipart: false,
  });

  router.post('/api/objects/upload', admin, requireJson, jsonBody, async (ctx) => {
    ctx.body = uploads.createUploadUrl(ctx.request.body, publicBase(ctx, guard.publicBaseUrl));
  });

  router.put('/api/objects/:key', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const stored = await uploads.receiveObject({
      key: ctx.params.key ?? '',
      query: ctx.query,
      contentType: ctx.get('Content-Type') || undefined,
      contentLength: ctx.get('Content-Length') || undefined,
      body: ctx.req,
    });
    ctx.status = 201;
    ctx.body = { ...stored, url: `${publicBase(ctx, guard.publicBaseUrl)}${stored.url}` };
  });

  router.get('/api/objects/:key', async (ctx) => {
    const rel = uploads.objectPath(ctx.params.key ?? '');
    const width = parseWidth(ctx.query.w);
    const found = rel === undefined ? undefined : await media.resolve(rel, width);
    if (!found) throw notFound('No image at this address');
    await sendStored(ctx, found, IMMUTABLE);
  });
}
