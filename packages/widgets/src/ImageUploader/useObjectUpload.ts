import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useWidgetQueryClient } from '../core/query';
import { runBulkUpload, type BulkAsset, type BulkResult } from './imageUploader';
import type { UploadClient } from './uploadClient';

/**
 * `POST /api/objects/upload` then `PUT uploadURL`, for each asset in turn. `results` fills in
 * as each item finishes, so the progress shows while the run goes on.
 */
export function useObjectUpload(client: UploadClient) {
  const [results, setResults] = useState<BulkResult[]>([]);
  const mutation = useMutation(
    {
      mutationFn: (assets: readonly BulkAsset[]) => {
        setResults([]);
        return runBulkUpload(assets, client, setResults);
      },
    },
    useWidgetQueryClient(),
  );
  return { ...mutation, results };
}
