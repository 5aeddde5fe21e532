import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { NewsletterSignup } from './NewsletterSignup';

export const NEWSLETTER_SIGNUP_TAG = 'ia-newsletter-signup';

/**
 * Defines `<ia-newsletter-signup>` (once). Attributes: `language`, `hide-heading`,
 * `heading-level`. Event: `ia-newsletter-subscribed` with detail `{ language }`.
 */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(NewsletterSignup, {
    tag: NEWSLETTER_SIGNUP_TAG,
    attributes: {
      language: 'string',
      hideHeading: 'boolean',
      headingLevel: 'number',
    },
    events: { onSubscribed: 'ia-newsletter-subscribed' },
    nonce: options.nonce,
  });
}
