/**
 * Space each element takes before its data arrives. The embed loader reserves it before the
 * element is defined (`ia-story-grid:not(:defined) { min-height: … }`) and the loading state
 * keeps it, so the partner page does not jump while a widget loads.
 */
export const RESERVED_HEIGHT: Record<string, string> = {
  'ia-story-grid': '320px',
  'ia-story-detail': '480px',
  'ia-article-detail': '480px',
  'ia-impact-explorer': '560px',
  'ia-insights-feed': '480px',
  'ia-contact-form': '440px',
  'ia-newsletter-signup': '420px',
  'ia-language-switcher': '44px',
  'ia-image-uploader': '320px',
};

export const reservedHeight = (tag: string): string => RESERVED_HEIGHT[tag] ?? '0px';
