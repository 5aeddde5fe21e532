import type { UploadedImageResult } from '@ia/shared';
import { formatFileSize, validateUploadFile } from '@ia/widgets';
import { imageUploaderMessages } from '@ia/widgets/ImageUploader/messages.ts';

/**
 * The upload queue as plain data: each chosen file checked as the spec's manual upload checks
 * it (JPEG, PNG, GIF or WEBP, at most 10 MB, with the spec's words), then sent one after another
 * with how far each has gone.
 */

/** The spec's words for the image manager (section 8), in English: staff read English. */
export const UPLOAD_COPY = imageUploaderMessages.en;

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'stopped';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  /** Bytes sent so far, of `size`. */
  sent: number;
  error?: string;
  result?: UploadedImageResult;
}

/** The items for chosen files: refused at once when not an image of an allowed type and size. */
export function queueFiles(
  files: readonly Pick<File, 'name' | 'size' | 'type'>[],
  nextKey: () => string,
): UploadItem[] {
  return files.map((file) => {
    const check = validateUploadFile(file);
    const base = { key: nextKey(), name: file.name, size: file.size, sent: 0 };
    if (check.ok) return { ...base, state: 'waiting' };
    return {
      ...base,
      state: 'failed',
      error:
        check.reason === 'type'
          ? UPLOAD_COPY.invalidTypeDescription
          : UPLOAD_COPY.tooLargeDescription,
    };
  });
}

/** Percent sent, 0 to 100 (100 once stored). */
export function percentOf(item: UploadItem): number {
  if (item.state === 'done') return 100;
  if (!item.size) return 0;
  return Math.min(99, Math.floor((item.sent / item.size) * 100));
}

/** The item's state in words. */
export function stateWords(item: UploadItem): string {
  switch (item.state) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return `Uploading... ${percentOf(item)} %`;
    case 'done':
      return 'Uploaded';
    case 'stopped':
      return 'Stopped';
    case 'failed':
      return item.error ?? UPLOAD_COPY.failureDescription;
  }
}

/** The next file to send, when none is being sent. */
export const nextToSend = (items: readonly UploadItem[]) =>
  items.some((item) => item.state === 'uploading')
    ? undefined
    : items.find((item) => item.state === 'waiting');

/** One sentence on the whole queue, for the live region. */
export function queueSummary(items: readonly UploadItem[]): string {
  if (items.length === 0) return '';
  const done = items.filter((item) => item.state === 'done').length;
  const failed = items.filter((item) => item.state === 'failed').length;
  const busy = items.some((item) => item.state === 'uploading' || item.state === 'waiting');
  const parts = [`${done} of ${items.length} uploaded`];
  if (failed) parts.push(`${failed} not uploaded`);
  return `${parts.join(', ')}${busy ? '...' : '.'}`;
}

export { formatFileSize };
