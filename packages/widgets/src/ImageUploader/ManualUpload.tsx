import { css } from '@emotion/react';
import { resolveImage } from '@ia/shared';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { formatDate } from '../i18n/formatDate';
import { useMessages } from '../i18n/messages';
import { useToast } from '../Toaster/ToastContext';
import { button, control, primaryButton } from '../ui/styles';
import { color, media, radius } from '../ui/tokens';
import {
  ACCEPTED_IMAGE_TYPES,
  formatFileSize,
  fullImageUrl,
  validateUploadFile,
} from './imageUploader';
import { imageUploaderMessages } from './messages';
import { card, cardTitle, indeterminate, list, muted } from './styles';
import type { UploadClient, UploadedImage } from './uploadClient';
import { useImageUpload } from './useImageUpload';
import { useParts } from '../core/parts';

export interface ManualUploadProps {
  client: UploadClient;
  headingLevel: 2 | 3 | 4;
  onUploaded?: (image: UploadedImage, url: string) => void;
}

const fileInput = css`
  ${control};
  box-sizing: border-box;
  padding-block: 0.4em;
  cursor: pointer;
  &::file-selector-button {
    margin-inline-end: 0.75em;
    padding-block: 0.4em;
    padding-inline: 0.75em;
    border: 1px solid ${color.border};
    border-radius: ${radius.control};
    background: ${color.background};
    color: ${color.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const uploadedItem = css`
  display: grid;
  grid-template-columns: 4em minmax(0, 1fr);
  gap: 0.75em;
  align-items: center;
  padding: 0.75em;
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  ${media.md} {
    grid-template-columns: 4em minmax(0, 1fr) auto;
  }
`;

const thumb = css`
  inline-size: 4em;
  block-size: 4em;
  object-fit: cover;
  border-radius: calc(${radius.control} - 2px);
  background: ${color.background};
`;

const url = css`
  display: block;
  overflow-wrap: anywhere;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125em;
  color: ${color.muted};
`;

const copyButton = css`
  ${button};
  grid-column: 1 / -1;
  ${media.md} {
    grid-column: auto;
  }
`;

/** One image: choose, check type and size, upload, then copy its address. */
export function ManualUpload({ client, headingLevel, onUploaded }: ManualUploadProps) {
  const parts = useParts();
  const t = useMessages(imageUploaderMessages);
  const { toast } = useToast();
  const { apiBase, lang } = useWidgetSettings();
  const upload = useImageUpload(client);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImage[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      return;
    }
    const check = validateUploadFile(chosen);
    if (!check.ok) {
      event.target.value = '';
      setFile(null);
      toast(
        check.reason === 'type'
          ? {
              title: t('invalidTypeTitle'),
              description: t('invalidTypeDescription'),
              variant: 'destructive',
            }
          : {
              title: t('tooLargeTitle'),
              description: t('tooLargeDescription'),
              variant: 'destructive',
            },
      );
      return;
    }
    setFile(chosen);
  };

  const onUpload = async () => {
    if (!file || upload.isPending) return;
    try {
      const image = await upload.mutateAsync(file);
      setUploaded((previous) => [image, ...previous]);
      setFile(null);
      if (input.current) input.current.value = '';
      toast({
        title: t('successTitle'),
        description: t('successDescription', { fileName: image.fileName }),
      });
      onUploaded?.(image, fullImageUrl(image.imageUrl, apiBase || window.location.origin));
    } catch {
      toast({
        title: t('failureTitle'),
        description: t('failureDescription'),
        variant: 'destructive',
      });
    }
  };

  const onCopy = async (image: UploadedImage) => {
    const address = fullImageUrl(image.imageUrl, apiBase || window.location.origin);
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: t('copiedTitle'), description: t('copiedDescription') });
    } catch {
      toast({
        title: t('copyFailedTitle'),
        description: t('copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section css={card} {...parts('manual')} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} css={cardTitle}>
        {t('manualTitle')}
      </Heading>
      <p css={muted} id={`${id}-hint`}>
        {t('manualIntro')}
      </p>
      <div css={{ display: 'grid', gap: '0.375em' }}>
        <label htmlFor={`${id}-file`} css={{ fontWeight: 600 }}>
          {t('chooseFile')}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          css={fileInput}
          {...parts('file-input')}
          disabled={upload.isPending}
          onChange={onChange}
        />
      </div>
      {file && (
        <p css={{ margin: 0, fontWeight: 600 }} {...parts('selected')} aria-live="polite">
          {t('selected', { name: file.name, size: formatFileSize(file.size) })}
        </p>
      )}
      {upload.isPending && file && (
        <div
          role="progressbar"
          aria-label={t('uploadingStatus', { name: file.name })}
          css={indeterminate}
          {...parts('progress')}
        />
      )}
      <button
        type="button"
        css={[primaryButton, { justifySelf: 'start' }]}
        {...parts('upload-button')}
        disabled={!file}
        aria-disabled={upload.isPending || undefined}
        onClick={() => void onUpload()}
      >
        {upload.isPending ? t('uploading') : t('upload')}
      </button>
      {uploaded.length > 0 && (
        <div css={{ display: 'grid', gap: '0.5em' }}>
          <SubHeading css={[cardTitle, { fontSize: '1.05em' }]}>{t('uploadedTitle')}</SubHeading>
          <ul css={list} {...parts('uploaded-list')}>
            {uploaded.map((image) => (
              <li
                key={`${image.imageUrl}-${image.uploadedAt}`}
                css={uploadedItem}
                {...parts('uploaded-item')}
              >
                <img
                  css={thumb}
                  src={resolveImage(image.imageUrl, apiBase)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
                <div css={{ minInlineSize: 0 }}>
                  <div css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{image.fileName}</div>
                  <div css={{ fontSize: '0.875em', color: color.muted }}>
                    {formatDate(image.uploadedAt, 'long', lang)}
                  </div>
                  <code css={url} dir="ltr">
                    {image.imageUrl}
                  </code>
                </div>
                <button
                  type="button"
                  css={copyButton}
                  {...parts('copy-button')}
                  aria-label={`${t('copyUrl')}: ${image.fileName}`}
                  onClick={() => void onCopy(image)}
                >
                  {t('copyUrl')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
