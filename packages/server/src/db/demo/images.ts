import { sceneSvg, type SceneKind, type SceneMood } from '@ia/shared/scenes';
import sharp from 'sharp';
import { drawnOnce } from '../drawn-cache.js';

/**
 * Demo pictures drawn locally (no downloads), with the site's own scene generator: a scene in
 * the category's colours, composed by a generator seeded with the image's name (so the same
 * story always gets the same picture). No words in the pictures: the story's title is on the
 * page, in the page's language.
 */
export interface DemoImageSpec {
  /** Seeds the scene; the same seed draws the same picture. */
  seed: string;
  category: string;
  width: number;
  height: number;
  format: 'jpeg' | 'webp';
  /** Gallery pictures after the first show another kind of scene. */
  variant?: number;
}

const MOODS: Record<string, SceneMood> = {
  Education: 'gold',
  Health: 'teal',
  Governance: 'dusk',
  Technology: 'blue',
  'Youth Development': 'dawn',
  'Social Welfare': 'green',
  'Educational Technology': 'blue',
};

const KINDS: Record<string, readonly SceneKind[]> = {
  Governance: ['city', 'people', 'portrait'],
  default: ['people', 'portrait', 'landscape'],
};

/** The SVG of a demo picture (exported for tests and for a look in a browser). */
export function demoImageSvg(spec: DemoImageSpec): string {
  const kinds = KINDS[spec.category] ?? KINDS.default!;
  const variant = spec.variant ?? 0;
  return sceneSvg({
    kind: kinds[variant % kinds.length]!,
    seed: `${spec.seed}:${variant}`,
    mood: MOODS[spec.category] ?? 'green',
    width: spec.width,
    height: spec.height,
  });
}

/** Renders a demo picture to JPEG or WebP bytes (once per machine: see drawn-cache.ts). */
export function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  return drawnOnce(`demo:${JSON.stringify(spec)}`, spec.format, () => {
    const image = sharp(Buffer.from(demoImageSvg(spec)));
    return spec.format === 'webp'
      ? image.webp({ quality: 80 }).toBuffer()
      : image.jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
  });
}
