import { describe, expect, it } from 'vitest';
import {
  UPLOAD_COPY,
  nextToSend,
  percentOf,
  queueFiles,
  queueSummary,
  stateWords,
  type UploadItem,
} from './uploads';

let n = 0;
const key = () => `k${(n += 1)}`;

describe('the upload queue', () => {
  it('refuses other files and pictures over 10 MB at once, in the spec’s words', () => {
    const items = queueFiles(
      [
        { name: 'team.jpg', size: 2_000_000, type: 'image/jpeg' },
        { name: 'notes.txt', size: 10, type: 'text/plain' },
        { name: 'huge.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' },
        { name: 'logo.webp', size: 5_000, type: 'image/webp' },
      ],
      key,
    );
    expect(items.map((item) => item.state)).toEqual(['waiting', 'failed', 'failed', 'waiting']);
    expect(items[1]!.error).toBe('Please select a valid image file (JPEG, PNG, GIF, WEBP)');
    expect(items[2]!.error).toBe('Please select an image smaller than 10MB');
    expect(new Set(items.map((item) => item.key)).size).toBe(4);
  });

  it('sends one file at a time, in order', () => {
    const items = queueFiles(
      [
        { name: 'a.jpg', size: 10, type: 'image/jpeg' },
        { name: 'b.jpg', size: 10, type: 'image/jpeg' },
      ],
      key,
    );
    expect(nextToSend(items)?.name).toBe('a.jpg');
    const sending: UploadItem[] = [{ ...items[0]!, state: 'uploading' }, items[1]!];
    expect(nextToSend(sending)).toBeUndefined();
    expect(nextToSend([{ ...items[0]!, state: 'done' }, items[1]!])?.name).toBe('b.jpg');
  });

  it('says how far each file and the whole queue are', () => {
    const item: UploadItem = { key: 'x', name: 'a.jpg', size: 200, sent: 50, state: 'uploading' };
    expect(percentOf(item)).toBe(25);
    expect(stateWords(item)).toBe('Uploading... 25 %');
    expect(percentOf({ ...item, sent: 200 })).toBe(99);
    expect(percentOf({ ...item, state: 'done' })).toBe(100);
    expect(stateWords({ ...item, state: 'done' })).toBe('Uploaded');
    expect(stateWords({ ...item, state: 'failed' })).toBe(UPLOAD_COPY.failureDescription);
    expect(stateWords({ ...item, state: 'failed', error: 'Too big' })).toBe('Too big');
    expect(queueSummary([])).toBe('');
    expect(
      queueSummary([
        { ...item, state: 'done' },
        { ...item, key: 'y', state: 'failed' },
        { ...item, key: 'z', state: 'waiting' },
      ]),
    ).toBe('1 of 3 uploaded, 1 not uploaded...');
    expect(queueSummary([{ ...item, state: 'done' }])).toBe('1 of 1 uploaded.');
  });
});
