import { describe, expect, it } from 'vitest';
import { relativePath } from './static-files.js';

describe('relativePath', () => {
  it.each([
    ['/', ''],
    ['/index.html', 'index.html'],
    ['/assets/index-AbCd1234.js', 'assets/index-AbCd1234.js'],
    ['/embed-chunks/element-CV1mImKk.js', 'embed-chunks/element-CV1mImKk.js'],
    ['/success-stories/', 'success-stories/'],
    ['/caf%C3%A9', 'café'],
  ])('maps %s to %s', (path, rel) => {
    expect(relativePath(path)).toBe(rel);
  });

  it.each([
    '/../x',
    '/%2e%2e/x',
    '/a/..%2f..%2fx',
    '/.env',
    '/assets/.git/config',
    '/a%5cb',
    '/a%00b',
    '//etc/passwd',
    '/%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(relativePath(path)).toBeUndefined();
  });
});
