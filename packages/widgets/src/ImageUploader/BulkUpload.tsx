import { css } from '@emotion/react';
import { useId } from 'react';
import { useMessages } from '../i18n/messages';
import { primaryButton } from '../ui/styles';
import { color, radius } from '../ui/tokens';
import { fileNameOf, type BulkAsset, type BulkResult } from './imageUploader';
import { imageUploaderMessages } from './messages';
import { card, cardTitle, list, muted, progress } from './styles';
import type { UploadClient } from './uploadClient';
import { useObjectUpload } from './useObjectUpload';
import { useParts } from '../core/parts';

export interface BulkUploadProps {
  client: UploadClient;
  assets: readonly BulkAsset[];
  headingLevel: 2 | 3 | 4;
  onDone?: (results: BulkResult[]) => void;
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25em 1em;
  padding-block: 0.5em;
  padding-inline: 0.75em;
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  &[data-state='success'] {
    border-color: ${color.success};
  }
  &[data-state='error'] {
    border-color: ${color.danger};
  }
`;

const state = css`
  font-weight: 600;
  font-size: 0.9em;
  &[data-state='success'] {
    color: ${color.success};
  }
  &[data-state='error'] {
    color: ${color.danger};
  }
  &[data-state='pending'],
  &[data-state='working'] {
    color: ${color.muted};
  }
`;

/** Copies a list of the site's assets to object storage, one after another. */
export function BulkUpload({ client, assets, headingLevel, onDone }: BulkUploadProps) {
  const parts = useParts();
  const t = useMessages(imageUploaderMessages);
  const run = useObjectUpload(client);
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const total = assets.length;
  const done = run.results.length;
  const busy = run.isPending;
  const succeeded = run.results.filter((r) => r.success).length;

  const start = async () => {
    if (busy || total === 0) return;
    const results = await run.mutateAsync(assets);
    onDone?.(results);
  };

  const messageOf = (result: BulkResult) =>
    result.reason
      ? t(`error_${result.reason}`, { filename: fileNameOf(result.asset.path) })
      : (result.error ?? '');

  return (
    <section css={card} {...parts('bulk')} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} css={cardTitle}>
        {t('bulkTitle')}
      </Heading>
      <p css={muted}>{t('bulkIntro')}</p>
      {total === 0 ? (
        <p css={muted} {...parts('bulk-empty')}>
          {t('bulkNoAssets')}
        </p>
      ) : (
        <ul css={list} {...parts('bulk-list')} aria-label={t('bulkAssets')}>
          {assets.map((asset, index) => {
            const result = run.results[index];
            const itemState = result
              ? result.success
                ? 'success'
                : 'error'
              : busy && index === done
                ? 'working'
                : 'pending';
            return (
              <li
                key={`${asset.path}-${index}`}
                css={row}
                data-state={itemState}
                {...parts('bulk-item')}
              >
                <span css={{ minInlineSize: 0, overflowWrap: 'anywhere' }}>{asset.name}</span>
                {result && (
                  <span css={state} data-state={itemState} {...parts(`bulk-${itemState}`)}>
                    {result.success ? t('success') : messageOf(result)}
                  </span>
                )}
                {!result && itemState === 'working' && (
                  <span css={state} data-state="working">
                    {t('uploading')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(busy || done > 0) && total > 0 && (
        <progress
          css={progress}
          {...parts('progress')}
          value={done}
          max={total}
          aria-label={t('bulkBusy', { done, total })}
        />
      )}
      <p role="status" css={[muted, { fontWeight: 600 }]} {...parts('bulk-status')}>
        {busy
          ? t('bulkBusy', { done, total })
          : done > 0
            ? t('bulkDone', { succeeded, total })
            : ''}
      </p>
      <button
        type="button"
        css={[primaryButton, { justifySelf: 'start' }]}
        {...parts('bulk-button')}
        disabled={total === 0}
        aria-disabled={busy || undefined}
        onClick={() => void start()}
      >
        {busy ? t('bulkBusy', { done, total }) : t('bulkStart')}
      </button>
    </section>
  );
}
