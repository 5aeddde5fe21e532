import type { SceneSpec } from './scenes.js';

/**
 * The pictures the site draws in the repo (with ./scenes.ts) instead of fetching them: the seed
 * content's photographs until staff upload their own (hero, founder, focus areas, programmes,
 * portraits, video posters…), and the image manager's bundled pictures (spec section 7), which
 * the bulk tool copies to storage whole (`library`: written as JPEG or PNG). The site's build
 * (packages/site/scripts/pictures.mjs) renders each one whole and as AVIF and WebP at every width
 * of the media ladder up to its own (IMAGE_WIDTHS), so loading the seed content costs copies, not
 * drawing. Change a seed to draw another picture.
 */
export interface PictureSpec extends Omit<SceneSpec, 'seed'> {
  seed: string;
  /** One of the image manager's bundled pictures, written whole in this format. */
  library?: 'jpg' | 'png';
}

export const PICTURES = {
  'hero-background': {
    kind: 'landscape',
    seed: 'savanna-dawn',
    mood: 'dawn',
    width: 1920,
    height: 1080,
    library: 'jpg',
  },
  'landing-founder': {
    kind: 'portrait',
    seed: 'founder-7',
    mood: 'dawn',
    width: 960,
    height: 1200,
    library: 'jpg',
  },
  logo: { kind: 'emblem', seed: 'logo', width: 512, height: 512, library: 'png' },
  about: {
    kind: 'people',
    seed: 'about-team',
    mood: 'gold',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'governance-word-cloud': {
    kind: 'cluster',
    seed: 'governance',
    mood: 'dusk',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'health-landing': {
    kind: 'people',
    seed: 'health-landing-2',
    mood: 'teal',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'sppg-1': {
    kind: 'people',
    seed: 'sppg-one',
    mood: 'blue',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'sppg-2': {
    kind: 'city',
    seed: 'sppg-two',
    mood: 'dusk',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'sppg-3': {
    kind: 'people',
    seed: 'sppg-three',
    mood: 'dawn',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'health-story-1': {
    kind: 'people',
    seed: 'health-story-one',
    mood: 'teal',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'health-story-2': {
    kind: 'portrait',
    seed: 'health-story-two',
    mood: 'teal',
    width: 1200,
    height: 1200,
    library: 'jpg',
  },
  'health-story-3': {
    kind: 'landscape',
    seed: 'health-story-three',
    mood: 'green',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'health-story-4': {
    kind: 'people',
    seed: 'health-story-four',
    mood: 'green',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'education-story-1': {
    kind: 'people',
    seed: 'education-story-one',
    mood: 'gold',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'education-story-2': {
    kind: 'people',
    seed: 'education-story-two',
    mood: 'blue',
    width: 1600,
    height: 1200,
    library: 'jpg',
  },
  'education-story-3': {
    kind: 'portrait',
    seed: 'education-story-three',
    mood: 'gold',
    width: 1200,
    height: 1200,
    library: 'jpg',
  },
  'focus-education': {
    kind: 'people',
    seed: 'focus-education-3',
    mood: 'gold',
    width: 1200,
    height: 900,
  },
  'focus-health': {
    kind: 'people',
    seed: 'focus-health-1',
    mood: 'teal',
    width: 1200,
    height: 900,
  },
  'focus-governance': {
    kind: 'city',
    seed: 'focus-governance',
    mood: 'dusk',
    width: 1200,
    height: 900,
  },
  'programme-rep': {
    kind: 'people',
    seed: 'programme-rep',
    mood: 'dawn',
    width: 1200,
    height: 900,
  },
  'programme-labs': {
    kind: 'people',
    seed: 'programme-labs-2',
    mood: 'blue',
    width: 1200,
    height: 900,
  },
  'programme-academy': {
    kind: 'people',
    seed: 'programme-academy',
    mood: 'green',
    width: 1200,
    height: 900,
  },
  'programme-fellowship': {
    kind: 'city',
    seed: 'programme-fellowship',
    mood: 'blue',
    width: 1200,
    height: 900,
  },
  impact: { kind: 'people', seed: 'impact-community', mood: 'green', width: 1200, height: 900 },
  'impact-alternative': {
    kind: 'landscape',
    seed: 'impact-fields',
    mood: 'green',
    width: 1200,
    height: 900,
  },
  'virtual-hub': {
    kind: 'city',
    seed: 'virtual-hub-night',
    mood: 'blue',
    width: 1200,
    height: 900,
  },
  'video-driving-change': {
    kind: 'people',
    seed: 'video-driving-change',
    mood: 'dusk',
    width: 1280,
    height: 720,
  },
  'video-history-intro': {
    kind: 'landscape',
    seed: 'video-history-intro',
    mood: 'gold',
    width: 1280,
    height: 720,
  },
  'video-history-testimony': {
    kind: 'portrait',
    seed: 'video-history-testimony',
    mood: 'dusk',
    width: 1280,
    height: 720,
  },
  'case-education': {
    kind: 'people',
    seed: 'case-education',
    mood: 'gold',
    width: 1200,
    height: 900,
  },
  'case-health': { kind: 'people', seed: 'case-health', mood: 'teal', width: 1200, height: 900 },
  'case-governance': {
    kind: 'city',
    seed: 'case-governance',
    mood: 'dusk',
    width: 1200,
    height: 900,
  },
  'portrait-1': { kind: 'portrait', seed: 'council-1', mood: 'gold', width: 384, height: 384 },
  'portrait-2': { kind: 'portrait', seed: 'council-2', mood: 'blue', width: 384, height: 384 },
  'portrait-4': { kind: 'portrait', seed: 'advisor-4', mood: 'teal', width: 384, height: 384 },
  'portrait-5': { kind: 'portrait', seed: 'advisor-5', mood: 'green', width: 384, height: 384 },
  'portrait-6': { kind: 'portrait', seed: 'advisor-6', mood: 'dusk', width: 384, height: 384 },
  'portrait-7': { kind: 'portrait', seed: 'advisor-7', mood: 'gold', width: 384, height: 384 },
  'portrait-8': { kind: 'portrait', seed: 'advisor-8', mood: 'blue', width: 384, height: 384 },
  'portrait-9': { kind: 'portrait', seed: 'advisor-9', mood: 'dawn', width: 384, height: 384 },
} as const satisfies Record<string, PictureSpec>;

export type PictureName = keyof typeof PICTURES;

/**
 * The image manager's bundled pictures, where the site serves them whole
 * (`/images/library/<name>.jpg|png`): what the bulk tool copies to storage (spec section 7).
 */
export const LIBRARY_ASSETS: readonly string[] = Object.entries(PICTURES).flatMap(
  ([name, picture]) =>
    'library' in picture ? [`/images/library/${name}.${(picture as PictureSpec).library}`] : [],
);
