import { describe, expect, it } from 'vitest';
import { isCompressible } from './compress.js';

describe('isCompressible', () => {
  it('compresses text, JSON, XML of every kind (feeds, sitemaps) and SVG', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      'application/problem+json',
      'application/xml; charset=utf-8',
      'application/atom+xml; charset=utf-8',
      'application/rss+xml',
      'image/svg+xml',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
  });

  it('leaves pictures, fonts and archives as they are', () => {
    for (const type of ['image/png', 'image/avif', 'font/woff2', 'application/zip']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});
