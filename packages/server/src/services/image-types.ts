import { UPLOAD_IMAGE_TYPES, type UploadImageType } from '@ia/shared';

/** Image formats an upload may be (sharp's names), with their type and file extension. */
export const UPLOAD_FORMATS = {
  jpeg: { contentType: 'image/jpeg', extension: '.jpg' },
  png: { contentType: 'image/png', extension: '.png' },
  gif: { contentType: 'image/gif', extension: '.gif' },
  webp: { contentType: 'image/webp', extension: '.webp' },
} as const;
export type UploadFormat = keyof typeof UPLOAD_FORMATS;

/** The format each accepted declared type stands for (`image/jpg` is a common JPEG alias). */
const FORMAT_OF_TYPE: Record<UploadImageType, UploadFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The media type without parameters, lower-cased: `Image/PNG; q=1` -> `image/png`. */
export const essence = (type: string | undefined): string =>
  (type ?? '').split(';')[0]!.trim().toLowerCase();

/** The format a declared type stands for, or undefined when uploads may not declare it. */
export function formatOfType(type: string | undefined): UploadFormat | undefined {
  const key = essence(type);
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(key)
    ? FORMAT_OF_TYPE[key as UploadImageType]
    : undefined;
}

export const isUploadFormat = (format: string | undefined): format is UploadFormat =>
  format !== undefined && Object.hasOwn(UPLOAD_FORMATS, format);

/**
 * A file name fit to keep as information: the last path segment only, no control characters,
 * at most 255 characters. Undefined when nothing is left.
 */
export function displayFileName(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  const last = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? undefined : clean.slice(0, 255);
}
