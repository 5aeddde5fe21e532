import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@ia/shared';
import { mediaPath, parseWidth } from './media.js';

describe('mediaPath', () => {
  it.each(['stories/lagos-1.jpg', 'articles/x.webp', 'a.PNG', 'uploads/2025/03/photo.jpeg'])(
    'accepts %s',
    (path) => {
      expect(mediaPath(path)).toBe(path);
    },
  );

  it.each([
    '../ia.sqlite',
    'stories/../../x.jpg',
    '.hidden.jpg',
    'stories/.x.jpg',
    'stories//x.jpg',
    'x.txt',
    'x.svg',
    'a\\b.jpg',
    'a/b/c/d/e.jpg',
    'variants/w320/stories/x.jpg',
    'Variants/x.jpg',
    '',
  ])('rejects %s', (path) => {
    expect(mediaPath(path)).toBeUndefined();
  });
});

describe('parseWidth', () => {
  it('accepts the widths of IMAGE_WIDTHS and absence', () => {
    expect(parseWidth(undefined)).toBeUndefined();
    for (const w of IMAGE_WIDTHS) expect(parseWidth(String(w))).toBe(w);
  });

  it.each(['0', '641', '640.0', ' 640', 'abc', ''])('rejects %s', (w) => {
    expect(() => parseWidth(w)).toThrow(`w must be one of ${IMAGE_WIDTHS.join(', ')}`);
  });

  it('rejects a repeated w', () => {
    expect(() => parseWidth(['320', '640'])).toThrow(/w must be one of/);
  });
});
