import { describe, expect, it } from 'vitest';
import { richTextFromPlainText, richTextPlainText } from '@ia/shared';
import { arrowStep, backHrefFor, fullStoryDocument, galleryImages, wrapIndex } from './storyDetail';

const story = {
  title: 'Lagos',
  primaryImage: '/media/a.jpg',
  galleryImages: ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'],
};

describe('galleryImages', () => {
  it('puts the primary image first, then the others without the primary', () => {
    expect(galleryImages(story)).toEqual([
      {
        src: '/media/a.jpg',
        caption: 'Lagos - Primary Image',
        alt: 'Lagos - Primary Image',
        kind: 'primary',
      },
      {
        src: '/media/b.jpg',
        caption: 'Lagos - Gallery Image 1',
        alt: 'Lagos - Gallery Image 1',
        kind: 'gallery',
      },
      {
        src: '/media/c.jpg',
        caption: 'Lagos - Gallery Image 2',
        alt: 'Lagos - Gallery Image 2',
        kind: 'gallery',
      },
    ]);
  });
  it('uses the alt text staff wrote for each image, the caption where they wrote none', () => {
    const images = galleryImages({
      ...story,
      galleryImageAlts: ['A reading corner', '', 'Pupils with books'],
    });
    expect(images.map((i) => i.alt)).toEqual([
      'A reading corner',
      'Lagos - Gallery Image 1',
      'Pupils with books',
    ]);
    expect(images.map((i) => i.caption)).toEqual([
      'Lagos - Primary Image',
      'Lagos - Gallery Image 1',
      'Lagos - Gallery Image 2',
    ]);
  });
  it('is empty when the story has no gallery images', () => {
    expect(galleryImages({ ...story, galleryImages: [] })).toEqual([]);
  });
  it('adds the primary image even when the gallery does not list it', () => {
    const images = galleryImages({ ...story, galleryImages: ['/media/b.jpg'] });
    expect(images.map((i) => i.src)).toEqual(['/media/a.jpg', '/media/b.jpg']);
  });
  it('starts with the gallery when there is no primary image', () => {
    const images = galleryImages({ ...story, primaryImage: null });
    expect(images[0]).toEqual({
      src: '/media/a.jpg',
      caption: 'Lagos - Gallery Image 1',
      alt: 'Lagos - Gallery Image 1',
      kind: 'gallery',
    });
    expect(images).toHaveLength(3);
  });
});

describe('wrapIndex', () => {
  it('loops both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('arrowStep', () => {
  it('reads right as next in left-to-right text', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
  });
  it('mirrors in right-to-left text', () => {
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  });
  it('ignores other keys', () => {
    expect(arrowStep('Enter', 'ltr')).toBe(0);
  });
});

describe('fullStoryDocument', () => {
  it('is the narrative, or the summary without one', () => {
    const narrative = richTextFromPlainText('a\nb');
    expect(fullStoryDocument({ narrative, summary: 's' })).toBe(narrative);
    expect(richTextPlainText(fullStoryDocument({ narrative: null, summary: 's' }))).toBe('s');
    const empty = { type: 'doc' as const, content: [{ type: 'paragraph' }] };
    expect(richTextPlainText(fullStoryDocument({ narrative: empty, summary: 's' }))).toBe('s');
  });
});

describe('backHrefFor', () => {
  it('goes back to the list of the variant', () => {
    expect(backHrefFor('impact')).toBe('/impact');
    expect(backHrefFor('success-story')).toBe('/success-stories');
    expect(backHrefFor('impact', undefined, 'https://ia.example/')).toBe(
      'https://ia.example/impact',
    );
    expect(backHrefFor('impact', '/somewhere')).toBe('/somewhere');
  });
});
