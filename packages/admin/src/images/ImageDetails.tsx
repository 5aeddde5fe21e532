import {
  ALT_TRANSLATION_LANGUAGES,
  imageChangeSchema,
  type AdminImage,
  type ImageUsage,
} from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { fetchImageByUrl } from '../api/admin';
import { useChangeImage, useDeleteImage } from '../api/hooks';
import { languageName } from '../documents/library';
import { formatWhen } from '../editor/parts';
import { SaveOrClose, StaffForm, TextAreaField, TextField } from '../forms/kit/fields';
import { useStaffForm } from '../forms/kit/useStaffForm';
import { isRtl } from '../forms/state';
import { notSavedError } from '../staff/words';
import { Dialog } from '../ui/Dialog';
import { dangerButton, errorBox, help, muted, secondaryButton, smallButton } from '../ui/styles';
import { FocalPointPicker } from './FocalPointPicker';
import {
  fileSize,
  imageName,
  liveUsage,
  usageHref,
  usageKind,
  usageListHref,
  type Focal,
} from './library';
import { UPLOAD_COPY } from './uploads';
import { useCopyAddress } from './useCopyAddress';

/** One use of a picture, linked to its editor. */
export function UsageLink({ use }: { use: ImageUsage }) {
  const href = usageHref(use);
  const list = usageListHref(use);
  return (
    <>
      {href ? <Link href={href}>{use.title}</Link> : <span>{use.title}</span>}{' '}
      <span css={muted}>
        ({usageKind(use)} · {use.field})
        {use.deleted && list ? (
          <> · deleted, kept in its history: it does not stop a delete</>
        ) : null}
        {use.consentEnded ? <> · consent ended: the picture is withdrawn</> : null}
      </span>
    </>
  );
}

/** Where a picture is used, as a list of links (or a sentence when nowhere). */
export function UsageList({ image }: { image: AdminImage }) {
  if (image.usage.length === 0) return <p css={{ margin: 0 }}>Not used on the site.</p>;
  const more = image.usageCount - image.usage.length;
  return (
    <ul css={{ margin: 0, paddingInlineStart: 20 }}>
      {image.usage.map((use, index) => (
        <li key={`${use.kind}-${use.id}-${use.name ?? ''}-${use.field}-${index}`}>
          <UsageLink use={use} />
        </li>
      ))}
      {more > 0 && <li>and {more === 1 ? 'one more place' : `${more} more places`}</li>}
    </ul>
  );
}

/**
 * A library picture's details, to change and delete: its name, suggested alt text and focal
 * point (saved together), where it is used, its address, and a delete the server refuses while
 * a page uses it (saying where).
 */
export function ImageDialog({ image, onClose }: { image: AdminImage | null; onClose: () => void }) {
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      title={image ? `Picture: ${imageName(image)}` : 'Picture'}
      wide
    >
      {image && <ImageDetails key={image.id} image={image} onClose={onClose} />}
    </Dialog>
  );
}

function ImageDetails({ image, onClose }: { image: AdminImage; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  /** The uses found when Delete was asked for: the delete is refused before any confirmation. */
  const [refused, setRefused] = useState<ImageUsage[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const change = useChangeImage();
  const remove = useDeleteImage();
  const { toast } = useToast();
  const id = useId();
  const form = useStaffForm({
    schema: imageChangeSchema,
    defaultValues: {
      name: image.name ?? '',
      alt: image.alt ?? '',
      altTranslations: Object.fromEntries(
        ALT_TRANSLATION_LANGUAGES.map((code) => [code, image.altTranslations?.[code] ?? '']),
      ),
      focalX: image.focalX,
      focalY: image.focalY,
    },
    guard: true,
    describeFailure: notSavedError,
    onSubmit: async ({ altTranslations, ...values }) => {
      // The other languages' alt texts are sent only when one of them changed.
      const translationsChanged =
        Object.values(form.formState.dirtyFields.altTranslations ?? {}).length > 0;
      await change.mutateAsync({
        id: image.id,
        change: { ...values, ...(translationsChanged ? { altTranslations } : {}) },
      });
      toast({
        title: 'Picture saved',
        description: `${values.name || imageName(image)} is up to date.`,
      });
      onClose();
    },
  });
  const [focalX, focalY, altTranslations] = useWatch({
    control: form.control,
    name: ['focalX', 'focalY', 'altTranslations'],
  });
  const translatedCount = ALT_TRANSLATION_LANGUAGES.filter((code) =>
    altTranslations?.[code]?.trim(),
  ).length;
  const used = liveUsage(image);
  const copy = useCopyAddress();

  return (
    <div
      css={{
        display: 'grid',
        gap: 20,
        '@media (min-width: 900px)': { gridTemplateColumns: '3fr 2fr' },
      }}
    >
      <FocalPointPicker
        src={image.url}
        width={image.width}
        height={image.height}
        focal={{ x: focalX ?? image.focalX, y: focalY ?? image.focalY }}
        onChange={(focal: Focal) => {
          form.setValue('focalX', focal.x, { shouldDirty: true });
          form.setValue('focalY', focal.y, { shouldDirty: true });
        }}
      />
      <div css={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <p css={{ ...muted, margin: 0 }}>
          {image.width} × {image.height} pixels · {fileSize(image.byteSize)} · added{' '}
          {formatWhen(image.createdAt)}
        </p>
        <StaffForm form={form}>
          <TextField
            name="name"
            label="Name"
            maxLength={255}
            help="How you find it in the library. Visitors never see it."
          />
          <TextAreaField
            name="alt"
            label="Alt text"
            maxLength={300}
            rows={3}
            help="What the picture shows, for people who cannot see it. It is filled in when you choose the picture for a page, and read out wherever a page leaves its own alt text empty; each page can word it (and translate it) its own way."
          />
          <details open={translatedCount > 0 || undefined} css={{ marginBottom: 16 }}>
            <summary css={{ cursor: 'pointer', fontWeight: 600 }}>
              Alt text in other languages ({translatedCount} of {ALT_TRANSLATION_LANGUAGES.length}{' '}
              written)
            </summary>
            <p css={help}>
              Pages in a language read its alt text here; where it is empty, they read the English
              above.
            </p>
            {ALT_TRANSLATION_LANGUAGES.map((code) => (
              <TextAreaField
                key={code}
                name={`altTranslations.${code}`}
                label={`Alt text in ${languageName(code)}`}
                lang={code}
                dir={isRtl(code) ? 'rtl' : 'ltr'}
                maxLength={300}
                rows={2}
              />
            ))}
          </details>
          <SaveOrClose onClose={onClose} />
        </StaffForm>
        <section aria-labelledby={`${id}-usage`}>
          <h3 id={`${id}-usage`} css={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
            Where it is used
          </h3>
          <UsageList image={image} />
        </section>
        <section aria-labelledby={`${id}-address`}>
          <h3 id={`${id}-address`} css={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
            Address
          </h3>
          <code css={{ display: 'block', overflowWrap: 'anywhere', marginBottom: 8 }}>
            {image.url}
          </code>
          <button type="button" css={smallButton} onClick={() => void copy(image.url)}>
            {UPLOAD_COPY.copyUrl}
          </button>
        </section>
        <section aria-labelledby={`${id}-delete`}>
          <h3 id={`${id}-delete`} css={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
            Delete
          </h3>
          <p css={{ ...muted, margin: '0 0 8px' }}>
            {used.length > 0
              ? `Used in ${used.length === 1 ? 'one place' : `${used.length} places`}: a picture a page uses cannot be deleted. Choose another picture there first.`
              : 'Removes the picture and its resized copies for good.'}
          </p>
          {remove.isError && (
            <p role="alert" css={errorBox}>
              {remove.error.message}
            </p>
          )}
          {checkError && (
            <p role="alert" css={errorBox}>
              {checkError}
            </p>
          )}
          {refused && (
            <div role="alert" css={errorBox}>
              <p css={{ margin: '0 0 6px', fontWeight: 600 }}>
                This picture is used, so it cannot be deleted. Choose another picture there first:
              </p>
              <ul css={{ margin: 0, paddingInlineStart: 20 }}>
                {refused.map((use, index) => (
                  <li key={`${use.kind}-${use.id}-${use.field}-${index}`}>
                    <UsageLink use={use} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {confirming ? (
            <div
              role="group"
              aria-label="Confirm the delete"
              css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <span css={{ fontWeight: 600 }}>Delete this picture for good?</span>
              <button
                type="button"
                css={dangerButton}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(image.id, {
                    onSuccess: () => {
                      toast({
                        title: 'Picture deleted',
                        description: `${imageName(image)} is no longer in the library.`,
                      });
                      onClose();
                    },
                    onError: () => setConfirming(false),
                  })
                }
              >
                {remove.isPending ? 'Deleting...' : 'Yes, delete it'}
              </button>
              <button type="button" css={secondaryButton} onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          ) : (
            <button
              type="button"
              css={dangerButton}
              disabled={checking}
              onClick={() => {
                remove.reset();
                setRefused(null);
                setCheckError(null);
                setChecking(true);
                // Where it is used now (another tab may have chosen it since the list loaded).
                void fetchImageByUrl(image.url)
                  .then((current) => {
                    const uses = liveUsage(current ?? image);
                    if (uses.length > 0) setRefused(uses);
                    else setConfirming(true);
                  })
                  .catch((error: unknown) =>
                    setCheckError(
                      `Where the picture is used could not be checked: ${error instanceof Error ? error.message : String(error)}`,
                    ),
                  )
                  .finally(() => setChecking(false));
              }}
            >
              {checking ? 'Checking where it is used...' : 'Delete this picture'}
            </button>
          )}
        </section>
      </div>
    </div>
  );
}
