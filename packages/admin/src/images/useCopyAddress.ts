import { fullImageUrl, useToast } from '@ia/widgets';
import { useCallback } from 'react';
import { UPLOAD_COPY } from './uploads';

/** Copies a picture's full address (the site's origin and its path), saying so in a toast. */
export function useCopyAddress() {
  const { toast } = useToast();
  return useCallback(
    async (imageUrl: string) => {
      try {
        await navigator.clipboard.writeText(fullImageUrl(imageUrl, window.location.origin));
        toast({ title: UPLOAD_COPY.copiedTitle, description: UPLOAD_COPY.copiedDescription });
      } catch {
        toast({
          title: UPLOAD_COPY.copyFailedTitle,
          description: UPLOAD_COPY.copyFailedDescription,
          variant: 'destructive',
        });
      }
    },
    [toast],
  );
}
