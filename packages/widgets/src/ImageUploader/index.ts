export {
  ImageUploader,
  type ImageUploaderProps,
  type ImageUploaderMode,
  type UploadCompleteDetail,
} from './ImageUploader';
export {
  createUploadClient,
  IMAGE_UPLOAD_ENDPOINT,
  OBJECT_UPLOAD_ENDPOINT,
  type UploadClient,
  type UploadedImage,
  type UploadTarget,
} from './uploadClient';
export {
  validateUploadFile,
  formatFileSize,
  fullImageUrl,
  storedObjectUrl,
  normalizeAssets,
  runBulkUpload,
  ACCEPTED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_RELOAD_DELAY_MS,
  type BulkAsset,
  type BulkAssetInput,
  type BulkResult,
} from './imageUploader';
export { useImageUpload } from './useImageUpload';
export { useObjectUpload } from './useObjectUpload';
