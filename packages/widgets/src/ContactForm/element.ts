import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { toasterHostStyles, withToaster } from '../Toaster/withToaster';
import { ContactForm } from './ContactForm';

export const CONTACT_FORM_TAG = 'ia-contact-form';

/**
 * Defines `<ia-contact-form>` (once). Attributes: `contact-email`, `venture`, `hide-heading`,
 * `heading-level`. Event: `ia-contact-sent` with detail `{ id }`. Its toasts show in its own
 * shadow root.
 */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(withToaster(ContactForm), {
    tag: CONTACT_FORM_TAG,
    attributes: {
      contactEmail: 'string',
      venture: 'string',
      hideHeading: 'boolean',
      headingLevel: 'number',
    },
    events: { onSent: 'ia-contact-sent' },
    styles: toasterHostStyles,
    nonce: options.nonce,
  });
}
