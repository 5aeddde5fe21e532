/** Plain logic of the story detail and its gallery; no React, callable from a test. */
import {
  isEmptyRichText,
  richTextFromPlainText,
  type RichTextDocument,
  type SuccessStory,
} from '@ia/shared';
import { siteHref } from '../core/links';

export type StoryDetailVariant = 'impact' | 'success-story';

export interface GalleryImage {
  src: string;
  caption: string;
  /** What the image shows, as staff described it; the caption when they did not. */
  alt: string;
  kind: 'primary' | 'gallery';
}

export interface CaptionFormat {
  primary: (title: string) => string;
  gallery: (title: string, n: number) => string;
}

export const englishCaptions: CaptionFormat = {
  primary: (title) => `${title} - Primary Image`,
  gallery: (title, n) => `${title} - Gallery Image ${n}`,
};

/**
 * The gallery's slides: none when the story has no gallery images; otherwise the primary image
 * first, then the other gallery images (the primary left out, repeats dropped), numbered from 1.
 */
export function galleryImages(
  story: Pick<SuccessStory, 'title' | 'primaryImage' | 'galleryImages' | 'galleryImageAlts'>,
  captions: CaptionFormat = englishCaptions,
): GalleryImage[] {
  if (story.galleryImages.length === 0) return [];
  const out: GalleryImage[] = [];
  const seen = new Set<string>();
  const alts = new Map<string, string>();
  story.galleryImages.forEach((src, i) => {
    const alt = story.galleryImageAlts?.[i];
    if (alt && !alts.has(src)) alts.set(src, alt);
  });
  if (story.primaryImage) {
    const caption = captions.primary(story.title);
    out.push({
      src: story.primaryImage,
      caption,
      alt: alts.get(story.primaryImage) ?? caption,
      kind: 'primary',
    });
    seen.add(story.primaryImage);
  }
  let n = 0;
  for (const src of story.galleryImages) {
    if (!src || seen.has(src)) continue;
    seen.add(src);
    n += 1;
    const caption = captions.gallery(story.title, n);
    out.push({ src, caption, alt: alts.get(src) ?? caption, kind: 'gallery' });
  }
  return out;
}

/** An index wrapped into 0..count-1 in both directions (-1 is the last, count is the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The step an arrow key means: ArrowRight is next and ArrowLeft previous in left-to-right
 * text; mirrored in right-to-left, where the next image lies to the left.
 */
export function arrowStep(key: string, dir: 'ltr' | 'rtl'): -1 | 0 | 1 {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  return 0;
}

/** What the 'Full Story' section shows: the narrative, or the summary when there is none. */
export function fullStoryDocument(
  story: Pick<SuccessStory, 'narrative' | 'summary'>,
): RichTextDocument | null {
  return isEmptyRichText(story.narrative) ? richTextFromPlainText(story.summary) : story.narrative;
}

/**
 * Where the back link goes: the list the variant belongs to, on the API's site in `lang` by
 * default.
 */
export function backHrefFor(
  variant: StoryDetailVariant,
  backHref?: string,
  apiBase = '',
  lang = 'en',
): string {
  if (backHref) return backHref;
  return siteHref(variant === 'success-story' ? '/success-stories' : '/impact', apiBase, lang);
}
