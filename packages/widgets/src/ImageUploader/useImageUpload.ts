import { useMutation } from '@tanstack/react-query';
import { useWidgetQueryClient } from '../core/query';
import type { UploadClient } from './uploadClient';

/** `POST /api/images/upload`: one image, multipart field `image`. */
export function useImageUpload(client: UploadClient) {
  return useMutation(
    { mutationFn: (file: File) => client.uploadImage(file) },
    useWidgetQueryClient(),
  );
}
