/** Plain logic of the image manager (spec sections 4, 5, 7 and 9); no React. */
import type { UploadClient } from './uploadClient';

export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
/** 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The spec reloads the page this long after a successful upload; hosts may do the same. */
export const UPLOAD_RELOAD_DELAY_MS = 2000;

export type FileCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/** Whether a chosen file may be uploaded: an accepted image type, at most 10 MB. */
export function validateUploadFile(file: Pick<File, 'type' | 'size'>): FileCheck {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, reason: 'type' };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size' };
  return { ok: true };
}

/** A size in MB with two decimals: '1.50 MB'. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The full address of an uploaded image: the site's origin plus its path. */
export function fullImageUrl(imageUrl: string, origin: string): string {
  if (/^(https?:|data:|blob:)/i.test(imageUrl)) return imageUrl;
  return `${origin.replace(/\/+$/, '')}${imageUrl.startsWith('/') ? '' : '/'}${imageUrl}`;
}

/** Where an object put to a signed address is stored: that address without its query. */
export function storedObjectUrl(uploadURL: string): string {
  return uploadURL.split('?')[0]!.split('#')[0]!;
}

/** An asset to copy to storage: its path on the site and the name shown for it. */
export interface BulkAsset {
  path: string;
  name: string;
}

export type BulkAssetInput = string | { path: string; name?: string };

/** The last segment of a path, without query: `/assets/logo.png?v=2` → `logo.png`. */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0]!;
  return decodeURIComponent(clean.split('/').filter(Boolean).pop() ?? clean);
}

/** Assets from the `assets` option: strings or `{ path, name? }`; anything else is dropped. */
export function normalizeAssets(input: unknown): BulkAsset[] {
  if (!Array.isArray(input)) return [];
  const out: BulkAsset[] = [];
  for (const entry of input as unknown[]) {
    if (typeof entry === 'string' && entry.trim()) {
      out.push({ path: entry.trim(), name: fileNameOf(entry.trim()) });
    } else if (
      entry &&
      typeof entry === 'object' &&
      typeof (entry as BulkAsset).path === 'string'
    ) {
      const { path, name } = entry as { path: string; name?: unknown };
      if (!path.trim()) continue;
      out.push({
        path: path.trim(),
        name: typeof name === 'string' && name ? name : fileNameOf(path),
      });
    }
  }
  return out;
}

export interface BulkResult {
  asset: BulkAsset;
  success: boolean;
  /** Where the object is stored, on success. */
  url?: string;
  /** What went wrong, on failure, in the spec's English (section 8). */
  error?: string;
  /** Which step failed, for a translated message. */
  reason?: BulkFailure;
}

export type BulkFailure = 'fetch' | 'uploadUrl' | 'upload' | 'unknown';

class StepError extends Error {
  constructor(
    message: string,
    readonly reason: BulkFailure,
  ) {
    super(message);
  }
}

/**
 * Copies each asset to object storage, one after another: GET it as a blob, ask for a signed
 * address, PUT the blob with its content type. A failing item does not stop the others.
 */
export async function runBulkUpload(
  assets: readonly BulkAsset[],
  client: UploadClient,
  onProgress?: (results: BulkResult[]) => void,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const asset of assets) {
    let result: BulkResult;
    try {
      const blob = await client.fetchAsset(asset.path).catch(() => {
        throw new StepError(`Failed to fetch ${fileNameOf(asset.path)}`, 'fetch');
      });
      const contentType = blob.type || 'application/octet-stream';
      const uploadURL = await client
        .requestUploadUrl({ fileName: fileNameOf(asset.path), contentType, size: blob.size })
        .catch(() => {
          throw new StepError('Failed to get upload URL', 'uploadUrl');
        });
      await client.putObject(uploadURL, blob, contentType).catch(() => {
        throw new StepError('Upload failed', 'upload');
      });
      result = { asset, success: true, url: storedObjectUrl(uploadURL) };
    } catch (error) {
      result =
        error instanceof StepError
          ? { asset, success: false, error: error.message, reason: error.reason }
          : { asset, success: false, error: 'Unknown error', reason: 'unknown' };
    }
    results.push(result);
    onProgress?.([...results]);
  }
  return results;
}
