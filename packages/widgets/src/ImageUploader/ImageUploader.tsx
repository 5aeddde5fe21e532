import { css } from '@emotion/react';
import { useMemo } from 'react';
import { BulkUpload } from './BulkUpload';
import { normalizeAssets, type BulkAssetInput, type BulkResult } from './imageUploader';
import { ManualUpload } from './ManualUpload';
import type { UploadClient, UploadedImage } from './uploadClient';
import { useUploadClient } from './useUploadClient';
import { useParts } from '../core/parts';

export type ImageUploaderMode = 'manual' | 'bulk' | 'both';

export type UploadCompleteDetail =
  | { mode: 'manual'; image: UploadedImage; url: string }
  | {
      mode: 'bulk';
      results: { path: string; name: string; success: boolean; url?: string; error?: string }[];
      succeeded: number;
      failed: number;
      allSucceeded: boolean;
    };

export interface ImageUploaderProps {
  /** Which tools to show (default both). */
  mode?: ImageUploaderMode;
  /** Assets for the bulk tool: paths, or `{ path, name }`. */
  assets?: BulkAssetInput[];
  /** Level of the tools' headings (default 2). */
  headingLevel?: 2 | 3;
  /** Transport for tests or a host with its own; by default the widget's API origin. */
  client?: UploadClient;
  /**
   * After a successful manual upload, and after each bulk run. The spec's page reloads 2 s after
   * a success; here the host decides (see `UPLOAD_RELOAD_DELAY_MS`).
   */
  onUploadComplete?: (detail: UploadCompleteDetail) => void;
}

const layout = css`
  display: grid;
  gap: 1.5em;
`;

/** The image manager's tools: a single-image upload and a bulk copy of assets to storage. */
export function ImageUploader({
  mode = 'both',
  assets,
  headingLevel = 2,
  client: given,
  onUploadComplete,
}: ImageUploaderProps) {
  const parts = useParts();
  const client = useUploadClient(given);
  const bulkAssets = useMemo(() => normalizeAssets(assets), [assets]);
  const showManual = mode !== 'bulk';
  const showBulk = mode !== 'manual';

  return (
    <div css={layout} {...parts('image-uploader')}>
      {showBulk && (
        <BulkUpload
          client={client}
          assets={bulkAssets}
          headingLevel={headingLevel}
          onDone={(results: BulkResult[]) => {
            const succeeded = results.filter((r) => r.success).length;
            onUploadComplete?.({
              mode: 'bulk',
              results: results.map((r) => ({
                path: r.asset.path,
                name: r.asset.name,
                success: r.success,
                url: r.url,
                error: r.error,
              })),
              succeeded,
              failed: results.length - succeeded,
              allSucceeded: succeeded === results.length,
            });
          }}
        />
      )}
      {showManual && (
        <ManualUpload
          client={client}
          headingLevel={headingLevel}
          onUploaded={(image, url) => onUploadComplete?.({ mode: 'manual', image, url })}
        />
      )}
    </div>
  );
}
