import type Router from '@koa/router';
import { UPLOAD_MAX_BYTES } from '@ia/shared';
import { notFound } from '../errors.js';
import { publicBase, requireAdmin, type AdminGuardOptions } from '../middleware/admin.js';
import { IMMUTABLE } from '../middleware/send-file.js';
import { sendStored } from '../middleware/send-stored.js';
import type { AuthService } from '../services/auth.js';
import { parseWidth, type MediaService } from '../services/media.js';
import { formatOfType } from '../services/image-types.js';
import { tooLarge, type UploadService } from '../services/uploads.js';
import { requireJson, jsonBodyParser } from './json.js';
import { readMultipart, uploadedFile } from './multipart.js';

/** The multipart field that carries the image (spec section 7). */
export const IMAGE_FIELD = 'image';

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

  const readImage = readMultipart({
    tempDir: uploads.tempDir,
    field: IMAGE_FIELD,
    noun: 'image',
    maxBytes: UPLOAD_MAX_BYTES,
    tooLarge: () => tooLarge(),
    accepts: (type) => formatOfType(type) !== undefined,
  });

  router.post('/api/images/upload', admin, readImage, async (ctx) => {
    const file = uploadedFile(ctx.request.files, IMAGE_FIELD, 'image');
    const stored = await uploads.storeUploadedFile({
      file: file.filepath,
      size: file.size,
      declaredType: file.mimetype,
      originalName: file.originalFilename,
    });
    ctx.status = 201;
    ctx.body = stored;
  });

  const jsonBody = jsonBodyParser(8 * 1024);

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
