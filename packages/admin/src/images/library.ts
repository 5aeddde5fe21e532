import {
  COLLECTIONS,
  GLOBALS,
  collectionNamed,
  focalPosition,
  mediaVariant,
  type AdminImage,
  type Fields,
  type ImageUsage,
} from '@ia/shared';
import { collectionHref, globalHref, itemHref } from '../shell/navigation';

/**
 * The image library's rules for staff, as plain functions: where a use of a picture is edited,
 * its size in words, the shapes the site crops pictures to (from the declarations), and how
 * the focal point moves by click and by keyboard.
 */

/** A library image's preview address, resized by the server (WebP). */
export const thumbnail = (url: string, width = 320) => mediaVariant(url, width, 'webp');

/** The editor of the item or global that uses a picture; none for a deleted item. */
export function usageHref(use: ImageUsage): string | null {
  if (use.deleted) return null;
  if (use.kind === 'globals') return use.name ? globalHref(use.name) : null;
  return collectionNamed(use.kind) ? itemHref(use.kind, use.id) : null;
}

/** What kind of content uses it, in staff's words ("Person", "Page texts and settings"). */
export function usageKind(use: ImageUsage): string {
  if (use.kind === 'globals') return 'Page texts and settings';
  return collectionNamed(use.kind)?.label ?? use.kind;
}

/** Where the list of a kind of content is (for a use in a deleted item). */
export const usageListHref = (use: ImageUsage) =>
  use.kind === 'globals' ? null : collectionNamed(use.kind) ? collectionHref(use.kind) : null;

/** The uses that stop a delete: all but those in deleted items. */
export const liveUsage = (image: Pick<AdminImage, 'usage'>) =>
  image.usage.filter((use) => !use.deleted);

/**
 * What the library says of a picture's alt text: its own; else, when a use words it, that the
 * uses do; "none" only when nothing anywhere describes it (what "No alt text yet" means).
 */
export function altState(image: Pick<AdminImage, 'alt' | 'usage'>): 'library' | 'uses' | 'none' {
  if (image.alt?.trim()) return 'library';
  return image.usage.some((use) => use.described === true && !use.deleted) ? 'uses' : 'none';
}

/** "63 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (!bytes) return 'size unknown';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The name staff know a picture by: its file name, else the last part of its address. */
export const imageName = (image: Pick<AdminImage, 'name' | 'url'>) =>
  image.name || image.url.split('/').pop() || image.url;

/** A shape in words: 1 → "Square", 16/9 → "16:9 (wide)", 3/4 → "3:4 (tall)". */
export function shapeName(aspect: number): string {
  if (Math.abs(aspect - 1) < 0.01) return 'Square';
  for (let height = 1; height <= 20; height++) {
    const width = aspect * height;
    if (Math.abs(width - Math.round(width)) < 1e-6) {
      return `${Math.round(width)}:${height} (${aspect > 1 ? 'wide' : 'tall'})`;
    }
  }
  // No small whole ratio (a share picture's 1200 × 630): the ratio to one, in hundredths.
  const ratio = (value: number) => String(Math.round(value * 100) / 100);
  return aspect > 1 ? `${ratio(aspect)}:1 (wide)` : `1:${ratio(1 / aspect)} (tall)`;
}

export interface CropShape {
  aspect: number;
  name: string;
  /** Where the site shows pictures at this shape ("People · Portrait"). */
  places: string[];
}

/** The shapes of the image fields (`aspect` → where each is), groups' fields included. */
function collectAspects(
  fields: Fields,
  owner: string,
  into: Map<string, { aspect: number; places: Set<string> }>,
) {
  for (const field of Object.values(fields)) {
    if (field.type === 'image' && field.aspect) {
      const key = field.aspect.toFixed(3);
      const shape = into.get(key) ?? { aspect: field.aspect, places: new Set<string>() };
      shape.places.add(`${owner} · ${field.label}`);
      into.set(key, shape);
    }
    if (field.type === 'group') collectAspects(field.fields, owner, into);
    if (field.type === 'blocks') {
      for (const kind of Object.values(field.blocks)) collectAspects(kind.fields, owner, into);
    }
  }
}

/**
 * The fixed shapes the site crops pictures to, each with the places that use it, read from the
 * content model's image fields (a new field with an `aspect` shows up here by itself). The
 * focal point decides what each crop keeps.
 */
export function cropShapes(): CropShape[] {
  const found = new Map<string, { aspect: number; places: Set<string> }>();
  for (const def of COLLECTIONS) collectAspects(def.fields, def.plural, found);
  for (const def of GLOBALS) collectAspects(def.fields, def.label, found);
  return [...found.values()]
    .sort((a, b) => a.aspect - b.aspect)
    .map(({ aspect, places }) => ({ aspect, name: shapeName(aspect), places: [...places] }));
}

export interface Focal {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/** The focal point where a picture drawn in `box` was clicked or touched. */
export function focalAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): Focal {
  return {
    x: clamp(box.width ? (clientX - box.left) / box.width : 0.5),
    y: clamp(box.height ? (clientY - box.top) / box.height : 0.5),
  };
}

/**
 * The focal point after a key: arrows move it 1 % (10 % with Shift), Home/End to the left or
 * right edge, PageUp/PageDown to the top or bottom edge; null for any other key.
 */
export function focalAfterKey(focal: Focal, key: string, shift: boolean): Focal | null {
  const step = shift ? 0.1 : 0.01;
  switch (key) {
    case 'ArrowLeft':
      return { ...focal, x: clamp(focal.x - step) };
    case 'ArrowRight':
      return { ...focal, x: clamp(focal.x + step) };
    case 'ArrowUp':
      return { ...focal, y: clamp(focal.y - step) };
    case 'ArrowDown':
      return { ...focal, y: clamp(focal.y + step) };
    case 'Home':
      return { ...focal, x: 0 };
    case 'End':
      return { ...focal, x: 1 };
    case 'PageUp':
      return { ...focal, y: 0 };
    case 'PageDown':
      return { ...focal, y: 1 };
    default:
      return null;
  }
}

/** The focal point as CSS `object-position`, as the site crops it. */
export const objectPosition = (focal: Focal) => focalPosition({ focalX: focal.x, focalY: focal.y });

/** The focal point in words: "30 % from the left, 40 % from the top". */
export const focalWords = (focal: Focal) =>
  `${Math.round(focal.x * 100)} % from the left, ${Math.round(focal.y * 100)} % from the top`;
