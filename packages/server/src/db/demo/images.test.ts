import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageSvg, renderDemoImage } from './images.js';

describe('demo images', () => {
  const spec = {
    seed: 'reading-corners',
    category: 'Education',
    width: 800,
    height: 500,
    format: 'jpeg' as const,
  };

  it('draws the same picture for the same seed and another for another seed or variant', () => {
    expect(demoImageSvg(spec)).toBe(demoImageSvg(spec));
    expect(demoImageSvg({ ...spec, seed: 'other' })).not.toBe(demoImageSvg(spec));
    expect(demoImageSvg({ ...spec, variant: 1 })).not.toBe(demoImageSvg(spec));
  });

  it('puts no text in a picture', () => {
    for (const category of ['Education', 'Health', 'Governance', 'Unknown']) {
      for (const variant of [0, 1, 2]) {
        expect(demoImageSvg({ ...spec, category, variant })).not.toMatch(/<text|<tspan/);
      }
    }
  });

  it('renders JPEG and WebP of the asked size', async () => {
    const jpeg = await sharp(await renderDemoImage(spec)).metadata();
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 800, height: 500 });
    const webp = await sharp(await renderDemoImage({ ...spec, format: 'webp' })).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 800, height: 500 });
  });
});
