import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageSvg, renderDemoImage, wrapTitle } from './images.js';

describe('wrapTitle', () => {
  it('wraps at word boundaries', () => {
    expect(wrapTitle('Reading Corners in Lagos Public Schools', 16, 3)).toEqual([
      'Reading Corners',
      'in Lagos Public',
      'Schools',
    ]);
  });

  it('ends with an ellipsis when the title needs more lines than allowed', () => {
    expect(wrapTitle('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
  });
});

describe('demo images', () => {
  const spec = {
    seed: 'reading-corners',
    title: 'Reading Corners & <Schools>',
    label: 'Education · Lagos, Nigeria',
    category: 'Education',
    width: 800,
    height: 500,
    format: 'jpeg' as const,
  };

  it('escapes the title for SVG', () => {
    const svg = demoImageSvg(spec);
    expect(svg).toContain('Reading Corners &#38; &#60;Schools&#62;');
    expect(svg).not.toContain('<Schools>');
  });

  it('draws the same picture for the same seed and another for another seed', () => {
    expect(demoImageSvg(spec)).toBe(demoImageSvg(spec));
    expect(demoImageSvg({ ...spec, seed: 'other' })).not.toBe(demoImageSvg(spec));
    expect(demoImageSvg({ ...spec, variant: 1 })).not.toBe(demoImageSvg(spec));
  });

  it('renders JPEG and WebP of the asked size', async () => {
    const jpeg = await sharp(await renderDemoImage(spec)).metadata();
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 800, height: 500 });
    const webp = await sharp(await renderDemoImage({ ...spec, format: 'webp' })).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 800, height: 500 });
  });
});
