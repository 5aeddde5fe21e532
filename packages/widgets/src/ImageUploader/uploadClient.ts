import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { toApiError } from '../core/api';

/**
 * The admin upload endpoints, which the shared JSON client does not cover (multipart, a PUT to
 * a signed address, assets read as blobs). Same-origin credentials: these endpoints need the
 * admin session cookie and refuse cross-site requests.
 */
export const IMAGE_UPLOAD_ENDPOINT = '/api/images/upload';
export const OBJECT_UPLOAD_ENDPOINT = '/api/objects/upload';
/** The multipart field of the image (spec section 7). */
export const IMAGE_FIELD = 'image';

export const uploadedImageSchema = v.object({
  fileName: v.string(),
  imageUrl: v.string(),
  uploadedAt: v.string(),
});
export type UploadedImage = v.InferOutput<typeof uploadedImageSchema>;

export const uploadUrlSchema = v.object({ uploadURL: v.pipe(v.string(), v.minLength(1)) });

export interface UploadTarget {
  fileName: string;
  contentType: string;
  size: number;
}

export interface UploadClient {
  /** POST /api/images/upload (multipart, field `image`): the stored image. */
  uploadImage(file: File): Promise<UploadedImage>;
  /** GET an asset of the site as a blob. */
  fetchAsset(path: string): Promise<Blob>;
  /** POST /api/objects/upload: a signed address for one direct PUT. */
  requestUploadUrl(target: UploadTarget): Promise<string>;
  /** PUT the raw blob to the signed address, with its content type. */
  putObject(uploadURL: string, blob: Blob, contentType: string): Promise<void>;
}

/** The upload client for an API origin ('' for the same origin). */
export function createUploadClient(
  apiBase = '',
  fetchImpl?: typeof fetch,
  instance: KyInstance = ky,
): UploadClient {
  const base = apiBase.replace(/\/+$/, '');
  const http = instance.create({
    retry: 0,
    timeout: 120_000,
    credentials: 'same-origin',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const url = (path: string) =>
    /^(https?:|blob:|data:)/i.test(path)
      ? path
      : `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw await toApiError(error);
    }
  };
  return {
    uploadImage: (file) =>
      run(async () => {
        const body = new FormData();
        body.append(IMAGE_FIELD, file, file.name);
        const response = await http.post(url(IMAGE_UPLOAD_ENDPOINT), { body });
        return v.parse(uploadedImageSchema, await response.json());
      }),
    fetchAsset: (path) => run(async () => (await http.get(url(path))).blob()),
    requestUploadUrl: (target) =>
      run(async () => {
        const response = await http.post(url(OBJECT_UPLOAD_ENDPOINT), { json: target });
        return v.parse(uploadUrlSchema, await response.json()).uploadURL;
      }),
    putObject: (uploadURL, blob, contentType) =>
      run(async () => {
        await http.put(url(uploadURL), {
          body: blob,
          headers: { 'Content-Type': contentType || 'application/octet-stream' },
        });
      }),
  };
}
