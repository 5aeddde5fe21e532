import type { UploadedImageResult } from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { uploadImage } from '../api/admin';
import { keys } from '../api/hooks';
import { isUnauthorized } from '../api/http';
import { color, focusRing, help, muted, smallButton, visuallyHidden } from '../ui/styles';
import {
  UPLOAD_COPY,
  formatFileSize,
  nextToSend,
  percentOf,
  queueFiles,
  queueSummary,
  stateWords,
  type UploadItem,
} from './uploads';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

let counter = 0;
const nextKey = () => `upload-${(counter += 1)}`;

/**
 * Uploading pictures to the library: chosen with the button (or dropped on the panel), each
 * checked, then sent one after another with a progress bar; what is stored joins the library at
 * once. `onUploaded` is told of each stored picture; `doneActions` adds buttons to its row.
 */
export function UploadPanel({
  multiple = true,
  onUploaded,
  doneActions,
  label = multiple ? 'Choose pictures to upload' : 'Upload a new picture',
}: {
  multiple?: boolean;
  onUploaded?: (result: UploadedImageResult) => void;
  doneActions?: (result: UploadedImageResult) => ReactNode;
  label?: string;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const { toast } = useToast();
  const id = useId();
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const queued = queueFiles(multiple ? chosen : chosen.slice(0, 1), nextKey);
    queued.forEach((item, index) => {
      if (item.state === 'waiting') files.current.set(item.key, chosen[index]!);
    });
    const refused = queued.find((item) => item.state === 'failed');
    if (refused) {
      toast({
        title:
          refused.error === UPLOAD_COPY.invalidTypeDescription
            ? UPLOAD_COPY.invalidTypeTitle
            : UPLOAD_COPY.tooLargeTitle,
        description: refused.error,
        variant: 'destructive',
      });
    }
    setItems((list) => [...queued, ...list]);
  };

  // One file at a time: the next starts when the last one is stored or failed.
  const next = nextToSend(items);
  useEffect(() => {
    if (!next) return;
    const file = files.current.get(next.key);
    if (!file) return;
    const controller = new AbortController();
    controllers.current.set(next.key, controller);
    update(next.key, { state: 'uploading', sent: 0 });
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (sent) => update(next.key, { sent }),
    }).then(
      (result) => {
        files.current.delete(next.key);
        update(next.key, { state: 'done', result });
        void client.invalidateQueries({ queryKey: keys.images });
        toast({
          title: UPLOAD_COPY.successTitle,
          description: UPLOAD_COPY.successDescription.replace('{fileName}', result.fileName),
        });
        latest.current?.(result);
      },
      (error: unknown) => {
        files.current.delete(next.key);
        if (error instanceof DOMException && error.name === 'AbortError') {
          update(next.key, { state: 'stopped' });
          return;
        }
        const message = isUnauthorized(error)
          ? 'You were signed out. Sign in again, then upload the picture again.'
          : error instanceof Error && error.message
            ? error.message
            : UPLOAD_COPY.failureDescription;
        update(next.key, { state: 'failed', error: message });
        toast({ title: UPLOAD_COPY.failureTitle, description: message, variant: 'destructive' });
      },
    );
    // Started once per item: its key names it.
  }, [next?.key]);

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const stop = (item: UploadItem) => {
    if (item.state === 'uploading') controllers.current.get(item.key)?.abort();
    else {
      files.current.delete(item.key);
      update(item.key, { state: 'stopped' });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const summary = queueSummary(items);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      css={{
        border: `2px dashed ${dragging ? color.primary : '#8a9a92'}`,
        borderRadius: 12,
        padding: 16,
        background: dragging ? '#eef5f1' : '#fff',
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <label
          css={{
            ...smallButton,
            minHeight: 44,
            border: `2px solid ${color.primary}`,
            color: color.primary,
            fontWeight: 700,
            '&:focus-within': focusRing,
          }}
        >
          {label}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple={multiple}
            aria-describedby={`${id}-help`}
            css={visuallyHidden}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-help`} css={{ ...help, margin: 0, flex: '1 1 220px' }}>
          JPEG, PNG, GIF or WEBP, up to 10 MB{multiple ? ' each' : ''}. You can also drop{' '}
          {multiple ? 'them' : 'it'} here. What you upload joins the image library.
        </p>
      </div>
      <p role="status" css={{ ...visuallyHidden }}>
        {summary}
      </p>
      {items.length > 0 && (
        <ul
          aria-label="Uploads"
          css={{ listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'grid', gap: 8 }}
        >
          {items.map((item) => (
            <li
              key={item.key}
              css={{
                display: 'grid',
                gap: 6,
                padding: '8px 12px',
                borderRadius: 8,
                border: `1px solid ${item.state === 'failed' ? '#f5c2bd' : '#dbe3df'}`,
                background: item.state === 'failed' ? '#fdecea' : '#f7faf8',
              }}
            >
              <div
                css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'center' }}
              >
                <span css={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 160px' }}>
                  {item.name}
                </span>
                <span css={{ ...muted, fontSize: '0.9rem' }}>{formatFileSize(item.size)}</span>
                <span
                  css={{
                    fontSize: '0.9rem',
                    fontWeight: 600,
                    color: item.state === 'failed' ? '#8a1c12' : color.text,
                  }}
                >
                  {stateWords(item)}
                </span>
                {(item.state === 'waiting' || item.state === 'uploading') && (
                  <button type="button" css={smallButton} onClick={() => stop(item)}>
                    Stop<span css={visuallyHidden}> uploading {item.name}</span>
                  </button>
                )}
                {item.state === 'done' && item.result && doneActions?.(item.result)}
              </div>
              {(item.state === 'uploading' || item.state === 'waiting') && (
                <progress
                  value={percentOf(item)}
                  max={100}
                  aria-label={`Uploading ${item.name}`}
                  css={{ width: '100%', height: 8, accentColor: color.primary }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
