import type { AdminImage } from '@ia/shared';
import { useToast } from '@ia/widgets';
import { useState } from 'react';
import { Link } from 'wouter';
import { useChangeImage, useImageByUrl } from '../api/hooks';
import { Dialog } from '../ui/Dialog';
import { errorBox, muted, primaryButton, secondaryButton } from '../ui/styles';
import { FocalPointPicker } from './FocalPointPicker';
import { imageName, type Focal } from './library';

/**
 * The focal point of a field's picture, from its editor. It belongs to the picture in the
 * library: every page that shows the picture crops around it, and it is saved at once.
 */
export function FocalPointDialog({
  url,
  open,
  onClose,
}: {
  url: string;
  open: boolean;
  onClose: () => void;
}) {
  const image = useImageByUrl(open ? url : null);
  return (
    <Dialog open={open} onClose={onClose} title="Focal point of the picture" wide>
      {image.isPending && <p role="status">Loading the picture...</p>}
      {image.isError && (
        <p role="alert" css={errorBox}>
          The picture could not be loaded. {image.error.message}
        </p>
      )}
      {image.data === null && (
        <>
          <p css={errorBox}>
            This picture is not in the image library (it may have been deleted), so it has no focal
            point to set. Choose another picture.
          </p>
          <button type="button" css={secondaryButton} onClick={onClose}>
            Close
          </button>
        </>
      )}
      {image.data && <FocalPointForm key={image.data.id} image={image.data} onClose={onClose} />}
    </Dialog>
  );
}

function FocalPointForm({ image, onClose }: { image: AdminImage; onClose: () => void }) {
  const [focal, setFocal] = useState<Focal>({ x: image.focalX, y: image.focalY });
  const change = useChangeImage();
  const { toast } = useToast();
  const dirty = focal.x !== image.focalX || focal.y !== image.focalY;
  const others = image.usageCount;
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <p css={{ ...muted, margin: 0 }}>
        {imageName(image)}: the focal point belongs to the picture, so{' '}
        {others > 1
          ? `the ${others} places that show it all crop around it`
          : 'every page that shows it crops around it'}
        . It is saved at once, without saving this form.{' '}
        <Link href={`/images?q=${encodeURIComponent(imageName(image))}`}>
          Open it in the image library
        </Link>
      </p>
      <FocalPointPicker
        src={image.url}
        width={image.width}
        height={image.height}
        focal={focal}
        onChange={setFocal}
      />
      {change.isError && (
        <p role="alert" css={errorBox}>
          Not saved: {change.error.message}
        </p>
      )}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <button type="button" css={secondaryButton} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          css={primaryButton}
          disabled={!dirty || change.isPending}
          onClick={() =>
            change.mutate(
              { id: image.id, change: { focalX: focal.x, focalY: focal.y } },
              {
                onSuccess: () => {
                  toast({ title: 'Focal point saved', description: imageName(image) });
                  onClose();
                },
              },
            )
          }
        >
          {change.isPending ? 'Saving...' : 'Save the focal point'}
        </button>
      </div>
    </div>
  );
}
