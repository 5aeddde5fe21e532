import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { toasterHostStyles, withToaster } from '../Toaster/withToaster';
import { ImageUploader } from './ImageUploader';

export const IMAGE_UPLOADER_TAG = 'ia-image-uploader';

/**
 * Defines `<ia-image-uploader>` (once). Attributes: `mode` (manual, bulk or both), `assets`
 * (JSON), `heading-level`. Event: `ia-upload-complete`. Its toasts show in its own shadow root.
 */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(withToaster(ImageUploader), {
    tag: IMAGE_UPLOADER_TAG,
    attributes: { mode: 'string', assets: 'json', headingLevel: 'number' },
    events: { onUploadComplete: 'ia-upload-complete' },
    styles: toasterHostStyles,
    nonce: options.nonce,
  });
}
