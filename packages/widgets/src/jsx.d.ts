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
  'heading-level'?: 1 | 2 | '1' | '2';
}

export interface IaImpactExplorerAttributes extends Base {
  'link-base'?: string;
  'page-size'?: number | string;
  heading?: string;
  'heading-level'?: 2 | 3 | '2' | '3';
}

export interface IaArticleDetailAttributes extends Base {
  slug?: string;
  'back-href'?: string;
  'heading-level'?: number | string;
}

export interface IaInsightsFeedAttributes extends Base {
  limit?: number | string;
  'link-base'?: string;
  'contact-email'?: string;
  /** Boolean: present or absent. */
  'hide-heading'?: boolean | '';
  'heading-level'?: number | string;
}

export interface IaContactFormAttributes extends Base {
  'contact-email'?: string;
  venture?: string;
  'hide-heading'?: boolean | '';
  'heading-level'?: number | string;
}

export interface IaNewsletterSignupAttributes extends Base {
  /** The newsletter's language chosen first (the element's `lang` when absent). */
  language?: string;
  'hide-heading'?: boolean | '';
  'heading-level'?: number | string;
}

export interface IaLanguageSwitcherAttributes extends Base {
  variant?: 'header' | 'compact' | 'full';
  value?: string;
  'apply-to-document'?: boolean | '';
}
export interface IaImageUploaderAttributes extends Base {
  mode?: 'manual' | 'bulk' | 'both';
  /** JSON list of bundled assets for the bulk tool. */
  assets?: string;
  'heading-level'?: number | string;
}

export interface IaElements {
  'ia-story-grid': IaStoryGridAttributes;
  'ia-story-detail': IaStoryDetailAttributes;
  'ia-impact-explorer': IaImpactExplorerAttributes;
  'ia-insights-feed': IaInsightsFeedAttributes;
  'ia-article-detail': IaArticleDetailAttributes;
  'ia-contact-form': IaContactFormAttributes;
  'ia-newsletter-signup': IaNewsletterSignupAttributes;
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
