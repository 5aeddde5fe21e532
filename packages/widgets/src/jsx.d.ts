/**
 * JSX types of the custom elements, so a React (or Preact) page can write
 * `<ia-story-grid api-base="https://…" limit={3} />` with checked attributes.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Base = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  /** Origin of the API ('' or absent: the page's own origin). */
  'api-base'?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  class?: string;
};

export interface IaStoryGridAttributes extends Base {
  limit?: number | string;
  'link-base'?: string;
  'heading-level'?: 2 | 3 | 4 | '2' | '3' | '4';
}

export interface IaStoryDetailAttributes extends Base {
  slug?: string;
  variant?: 'impact' | 'success-story';
  'back-href'?: string;
}

export interface IaImpactExplorerAttributes extends Base {
  'link-base'?: string;
  'page-size'?: number | string;
}

export interface IaInsightsFeedAttributes extends Base {
  [attribute: `${string}-${string}`]: unknown;
}
export interface IaContactFormAttributes extends Base {
  [attribute: `${string}-${string}`]: unknown;
}
export interface IaLanguageSwitcherAttributes extends Base {
  variant?: string;
  [attribute: `${string}-${string}`]: unknown;
}
export interface IaImageUploaderAttributes extends Base {
  [attribute: `${string}-${string}`]: unknown;
}

export interface IaElements {
  'ia-story-grid': IaStoryGridAttributes;
  'ia-story-detail': IaStoryDetailAttributes;
  'ia-impact-explorer': IaImpactExplorerAttributes;
  'ia-insights-feed': IaInsightsFeedAttributes;
  'ia-contact-form': IaContactFormAttributes;
  'ia-language-switcher': IaLanguageSwitcherAttributes;
  'ia-image-uploader': IaImageUploaderAttributes;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends IaElements {}
  }
}
