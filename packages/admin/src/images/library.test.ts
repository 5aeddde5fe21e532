import { COLLECTIONS, GLOBALS, type ImageUsage } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import {
  cropShapes,
  fileSize,
  focalAfterKey,
  focalAt,
  focalWords,
  imageName,
  liveUsage,
  objectPosition,
  shapeName,
  thumbnail,
  usageHref,
  usageKind,
} from './library';

const use = (over: Partial<ImageUsage>): ImageUsage => ({
  kind: 'people',
  id: 4,
  title: 'Amina Bello',
  field: 'Portrait',
  ...over,
});

describe('the image library', () => {
  it('links each use of a picture to the editor of its item or global', () => {
    expect(usageHref(use({}))).toBe('/people/4');
    expect(usageHref(use({ kind: 'globals', id: 0, name: 'about-page' }))).toBe(
      '/globals/about-page',
    );
    expect(usageHref(use({ deleted: true }))).toBeNull();
    expect(usageHref(use({ kind: 'no-such-collection' }))).toBeNull();
    expect(usageKind(use({}))).toBe('Person');
    expect(usageKind(use({ kind: 'globals', name: 'organisation' }))).toBe(
      'Page texts and settings',
    );
  });

  it('counts only uses in live items against a delete', () => {
    const image = { usage: [use({}), use({ id: 9, deleted: true })] };
    expect(liveUsage(image)).toEqual([use({})]);
  });

  it('says sizes and names in words', () => {
    expect(fileSize(0)).toBe('size unknown');
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(64_978)).toBe('63 KB');
    expect(fileSize(3 * 1024 * 1024 + 200_000)).toBe('3.2 MB');
    expect(imageName({ name: 'team.jpg', url: '/media/uploads/x.jpg' })).toBe('team.jpg');
    expect(imageName({ name: null, url: '/media/uploads/2026/11/abc.png' })).toBe('abc.png');
  });

  it('asks the server for a resized WebP of library pictures only', () => {
    expect(thumbnail('/media/site/logo.png')).toBe('/media/site/logo.png?w=320&fm=webp');
    expect(thumbnail('/media/site/logo.png', 960)).toBe('/media/site/logo.png?w=960&fm=webp');
    expect(thumbnail('https://example.org/a.jpg')).toBe('https://example.org/a.jpg');
  });

  it('names shapes', () => {
    expect(shapeName(1)).toBe('Square');
    expect(shapeName(4 / 3)).toBe('4:3 (wide)');
    expect(shapeName(16 / 9)).toBe('16:9 (wide)');
    expect(shapeName(3 / 4)).toBe('3:4 (tall)');
    expect(shapeName(Math.PI)).toBe('3.14:1 (wide)');
    expect(shapeName(1200 / 630)).toBe('1.9:1 (wide)');
    expect(shapeName(1 / Math.PI)).toBe('1:3.14 (tall)');
  });

  it('reads the crop shapes from the declared image fields, each with where it is used', () => {
    const shapes = cropShapes();
    const declared = new Set<number>();
    const walk = (fields: Record<string, { type: string; aspect?: number; fields?: object }>) => {
      for (const field of Object.values(fields)) {
        if (field.type === 'image' && field.aspect) declared.add(field.aspect);
        if (field.type === 'group') walk(field.fields as never);
      }
    };
    for (const def of [...COLLECTIONS, ...GLOBALS]) walk(def.fields as never);
    expect(shapes.map((shape) => shape.aspect)).toEqual([...declared].sort((a, b) => a - b));
    const square = shapes.find((shape) => shape.aspect === 1);
    expect(square?.name).toBe('Square');
    expect(square?.places).toContain('People · Portrait');
    expect(shapes.every((shape) => shape.name.includes(':') || shape.name === 'Square')).toBe(true);
  });

  it('puts the focal point where the picture was clicked, kept inside it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalAt(box, 400, 100)).toEqual({ x: 0.75, y: 0.25 });
    expect(focalAt(box, 50, 400)).toEqual({ x: 0, y: 1 });
    expect(focalAt({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves the focal point by keyboard, by 1 % or 10 % with Shift, to the edges', () => {
    const focal = { x: 0.5, y: 0.5 };
    expect(focalAfterKey(focal, 'ArrowLeft', false)).toEqual({ x: 0.49, y: 0.5 });
    expect(focalAfterKey(focal, 'ArrowDown', true)).toEqual({ x: 0.5, y: 0.6 });
    expect(focalAfterKey({ x: 0.95, y: 0.5 }, 'ArrowRight', true)).toEqual({ x: 1, y: 0.5 });
    expect(focalAfterKey(focal, 'Home', false)).toEqual({ x: 0, y: 0.5 });
    expect(focalAfterKey(focal, 'PageDown', false)).toEqual({ x: 0.5, y: 1 });
    expect(focalAfterKey(focal, 'Enter', false)).toBeNull();
  });

  it('crops as the site does and says where the point is', () => {
    expect(objectPosition({ x: 0.3, y: 0.456 })).toBe('30% 46%');
    expect(focalWords({ x: 0.3, y: 0.4 })).toBe('30 % from the left, 40 % from the top');
  });
});
