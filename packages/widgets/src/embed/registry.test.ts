import { describe, expect, it } from 'vitest';
import { RESERVED_HEIGHT } from '../ui/reserve';
import { ELEMENT_REGISTRY, ELEMENT_TAGS } from './registry';

describe('embed registry', () => {
  it('reserves the same height as the loading state of each element', () => {
    for (const tag of ELEMENT_TAGS) {
      expect(ELEMENT_REGISTRY[tag]!.minHeight, tag).toBe(RESERVED_HEIGHT[tag]);
    }
  });
  it('names only ia-* elements', () => {
    for (const tag of ELEMENT_TAGS) expect(tag).toMatch(/^ia-[a-z-]+$/);
  });
});
