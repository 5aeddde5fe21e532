import { uploadedImageResultSchema, type ContentImage } from '@ia/shared';
import { ApiError } from '@ia/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import * as v from 'valibot';
import { color, radius } from '../theme';
import { moved, thumbnailSrc, type FieldErrors } from './content';
import { contentKeys, useImages } from './contentHooks';
import { errorBox, fieldError, fieldLabel, muted, secondaryButton, textInput } from './styles';

const smallButton = {
  ...secondaryButton,
  minHeight: 44,
  padding: '0 12px',
  fontSize: '0.9rem',
} as const;

/** Sends one file to the image upload endpoint; answers its /media address. */
async function upload(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const response = await fetch('/api/images/upload', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      (body as { error?: { message?: string } } | undefined)?.error?.message ??
      `${response.status}: ${response.statusText}`;
    throw new ApiError(message, response.status);
  }
  return v.parse(uploadedImageResultSchema, body).imageUrl;
}

/** Uploaded images to choose from, and a file input to upload a new one. */
function ImagePicker({
  onPick,
  onClose,
  heading,
}: {
  onPick: (image: ContentImage) => void;
  onClose: () => void;
  heading: string;
}) {
  const images = useImages(true);
  const queryClient = useQueryClient();
  const headingId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const url = await upload(file);
      await queryClient.invalidateQueries({ queryKey: contentKeys.images });
      onPick({ image: url, alt: '' });
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'The upload failed');
    } finally {
      setUploading(false);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      css={{
        border: `1px solid ${color.border}`,
        borderRadius: radius.card,
        padding: 16,
        marginTop: 12,
        background: color.background,
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <h3 id={headingId} css={{ margin: 0, fontSize: '1.05rem' }}>
          {heading}
        </h3>
        <button type="button" css={smallButton} onClick={onClose}>
          Close
        </button>
      </div>
      <label css={{ ...fieldLabel, marginTop: 12 }}>
        Upload a new image (JPEG, PNG, GIF or WEBP, up to 10 MB)
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading}
          css={{ display: 'block', marginTop: 6 }}
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        />
      </label>
      {uploading ? (
        <p role="status" css={muted}>
          Uploading...
        </p>
      ) : null}
      {uploadError ? (
        <p role="alert" css={errorBox}>
          {uploadError}
        </p>
      ) : null}
      <p css={{ ...muted, margin: '12px 0 8px' }}>Or choose one already uploaded:</p>
      {images.isPending ? (
        <p role="status" css={muted}>
          Loading images...
        </p>
      ) : images.isError ? (
        <p role="alert" css={errorBox}>
          Could not load the images: {images.error.message}
        </p>
      ) : images.data.length === 0 ? (
        <p css={muted}>No images uploaded yet.</p>
      ) : (
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 8,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            maxHeight: 360,
            overflowY: 'auto',
          }}
        >
          {images.data.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => onPick({ image: image.url, alt: image.alt ?? '' })}
                css={{
                  display: 'block',
                  width: '100%',
                  padding: 0,
                  border: `1px solid ${color.border}`,
                  borderRadius: 6,
                  background: color.surface,
                  cursor: 'pointer',
                  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
                }}
              >
                <img
                  src={thumbnailSrc(image.url)}
                  alt={`Choose ${image.name ?? image.alt ?? image.url}`}
                  width={160}
                  height={100}
                  loading="lazy"
                  css={{ width: '100%', height: 90, objectFit: 'cover', display: 'block' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One image with its required alt text. */
function ImageRow({
  image,
  index,
  count,
  errors,
  errorPrefix,
  onChange,
  onMove,
  onRemove,
  onDragStart,
  onDrop,
}: {
  image: ContentImage;
  index: number;
  count: number;
  errors: FieldErrors;
  errorPrefix: string;
  onChange: (image: ContentImage) => void;
  onMove?: (to: number) => void;
  onRemove: () => void;
  onDragStart?: () => void;
  onDrop?: () => void;
}) {
  const altId = useId();
  const altError = errors[`${errorPrefix}.alt`];
  const imageError = errors[`${errorPrefix}.image`];
  const label =
    count > 1 ? `Image ${index + 1} of ${count}${index === 0 ? ' (main image)' : ''}` : 'Image';
  return (
    <li
      draggable={onMove !== undefined}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart?.();
      }}
      onDragOver={(event: DragEvent) => {
        if (onDrop) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDrop?.();
      }}
      aria-label={label}
      css={{
        display: 'grid',
        gridTemplateColumns: '120px 1fr',
        gap: 12,
        padding: 12,
        border: `1px solid ${altError || imageError ? color.danger : color.border}`,
        borderRadius: radius.control,
        background: color.surface,
        cursor: onMove ? 'grab' : undefined,
      }}
    >
      <img
        src={thumbnailSrc(image.image)}
        alt=""
        width={120}
        height={80}
        css={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 6 }}
      />
      <div css={{ minWidth: 0 }}>
        <p css={{ margin: '0 0 6px', fontWeight: 700 }}>{label}</p>
        <label htmlFor={altId} css={fieldLabel}>
          Alt text (what the image shows, for people who cannot see it)
        </label>
        <input
          id={altId}
          css={textInput}
          value={image.alt}
          maxLength={300}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${altId}-error` : undefined}
          onChange={(event) => onChange({ ...image, alt: event.currentTarget.value })}
        />
        {altError ? (
          <p id={`${altId}-error`} css={fieldError}>
            {altError}
          </p>
        ) : null}
        {imageError ? <p css={fieldError}>{imageError}</p> : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
          {onMove ? (
            <>
              <button
                type="button"
                css={smallButton}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
                aria-label={`Move image ${index + 1} earlier`}
              >
                ↑ Earlier
              </button>
              <button
                type="button"
                css={smallButton}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
                aria-label={`Move image ${index + 1} later`}
              >
                ↓ Later
              </button>
            </>
          ) : null}
          <button
            type="button"
            css={smallButton}
            onClick={onRemove}
            aria-label={`Remove image ${index + 1}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * A story's gallery: images picked from the uploads (or uploaded here), each with its alt text,
 * ordered by dragging or with the Earlier/Later buttons (keyboard). The first is the main image.
 */
export function GalleryEditor({
  gallery,
  errors,
  onChange,
}: {
  gallery: ContentImage[];
  errors: FieldErrors;
  onChange: (gallery: ContentImage[]) => void;
}) {
  const [picking, setPicking] = useState(false);
  const dragged = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= gallery.length || from === to) return;
    onChange(moved(gallery, from, to));
    setAnnouncement(`Image ${from + 1} is now image ${to + 1} of ${gallery.length}.`);
  };
  return (
    <fieldset css={{ border: 0, padding: 0, margin: '0 0 20px' }}>
      <legend css={{ ...fieldLabel, fontSize: '1.05rem' }}>Gallery</legend>
      <p css={{ ...muted, margin: '0 0 8px' }}>
        The first image is the story&apos;s main image. Drag to reorder, or use Earlier and Later.
      </p>
      {errors.gallery ? <p css={fieldError}>{errors.gallery}</p> : null}
      <p
        aria-live="polite"
        css={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {announcement}
      </p>
      {gallery.length === 0 ? (
        <p css={muted}>No images yet.</p>
      ) : (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {gallery.map((image, index) => (
            <ImageRow
              key={`${image.image}-${index}`}
              image={image}
              index={index}
              count={gallery.length}
              errors={errors}
              errorPrefix={`gallery.${index}`}
              onChange={(next) => onChange(gallery.map((item, i) => (i === index ? next : item)))}
              onMove={(to) => move(index, to)}
              onRemove={() => onChange(gallery.filter((_, i) => i !== index))}
              onDragStart={() => {
                dragged.current = index;
              }}
              onDrop={() => {
                if (dragged.current !== null) move(dragged.current, index);
                dragged.current = null;
              }}
            />
          ))}
        </ol>
      )}
      {picking ? (
        <ImagePicker
          heading="Add an image to the gallery"
          onClose={() => setPicking(false)}
          onPick={(image) => {
            onChange([...gallery, image]);
            setPicking(false);
            setAnnouncement('Image added. Write its alt text.');
          }}
        />
      ) : (
        <button
          type="button"
          css={{ ...secondaryButton, marginTop: 12 }}
          onClick={() => setPicking(true)}
        >
          Add an image
        </button>
      )}
    </fieldset>
  );
}

/** An article's one image with its alt text. */
export function ThumbnailEditor({
  thumbnail,
  errors,
  onChange,
}: {
  thumbnail: ContentImage | null;
  errors: FieldErrors;
  onChange: (thumbnail: ContentImage | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <fieldset css={{ border: 0, padding: 0, margin: '0 0 20px' }}>
      <legend css={{ ...fieldLabel, fontSize: '1.05rem' }}>Image</legend>
      {thumbnail ? (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <ImageRow
            image={thumbnail}
            index={0}
            count={1}
            errors={errors}
            errorPrefix="thumbnail"
            onChange={onChange}
            onRemove={() => onChange(null)}
          />
        </ol>
      ) : (
        <p css={muted}>No image.</p>
      )}
      {picking ? (
        <ImagePicker
          heading="Choose the article's image"
          onClose={() => setPicking(false)}
          onPick={(image) => {
            onChange(image);
            setPicking(false);
          }}
        />
      ) : (
        <button
          type="button"
          css={{ ...secondaryButton, marginTop: 12 }}
          onClick={() => setPicking(true)}
        >
          {thumbnail ? 'Choose another image' : 'Choose an image'}
        </button>
      )}
    </fieldset>
  );
}
