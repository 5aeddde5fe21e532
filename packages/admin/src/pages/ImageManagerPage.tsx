import { LIBRARY_ASSETS } from '@ia/shared/pictures';
import { ImageUploader, UPLOAD_RELOAD_DELAY_MS, type UploadCompleteDetail } from '@ia/widgets';
import { useId } from 'react';
import { Link } from 'wouter';
import { UPLOAD_COPY } from '../images/uploads';
import { UploadPanel } from '../images/UploadPanel';
import { useCopyAddress } from '../images/useCopyAddress';
import { card, infoBox, smallButton, visuallyHidden } from '../ui/styles';
import { Screen } from './Screen';

/**
 * After a bulk run in which every picture was copied, the page reloads 2 s later (spec
 * section 4). Not after a single upload: the list of uploaded addresses to copy would be lost.
 */
function reloadWhenAllCopied(detail: UploadCompleteDetail) {
  if (detail.mode === 'bulk' && detail.allSucceeded) {
    window.setTimeout(() => window.location.reload(), UPLOAD_RELOAD_DELAY_MS);
  }
}

/**
 * /admin/image-manager (spec section 2): the bulk tool that copies the site's bundled pictures
 * to storage, and the manual upload, each uploaded picture listed with Copy URL. What both
 * store joins the image library.
 */
export function ImageManagerPage() {
  const copy = useCopyAddress();
  const id = useId();
  return (
    <Screen title="Image Manager" breadcrumb={<Link href="/dashboard">← Back to Dashboard</Link>}>
      <div css={{ ...infoBox, maxWidth: '70ch' }}>
        <h2 css={{ fontSize: '1.1rem', margin: '0 0 4px' }}>How this works</h2>
        <p css={{ margin: 0 }}>
          Upload a photo (JPEG, PNG, GIF or WEBP, up to 10 MB) and copy its address, or copy the
          site&apos;s bundled pictures to storage in one go. Nothing is replaced: every upload gets
          its own address, and every picture joins the <Link href="/images">image library</Link>,
          where you give it alt text and a focal point and see where it is used.
        </p>
      </div>
      <div css={{ display: 'grid', gap: 20 }}>
        <section aria-labelledby={`${id}-manual`} css={card}>
          <h2 id={`${id}-manual`} css={{ fontSize: '1.2rem', margin: '0 0 8px' }}>
            {UPLOAD_COPY.manualTitle}
          </h2>
          <UploadPanel
            doneActions={(result) => (
              <>
                <code css={{ flex: '1 1 100%', overflowWrap: 'anywhere', fontSize: '0.85rem' }}>
                  {result.imageUrl}
                </code>
                <button type="button" css={smallButton} onClick={() => void copy(result.imageUrl)}>
                  {UPLOAD_COPY.copyUrl}
                  <span css={visuallyHidden}> for {result.fileName}</span>
                </button>
              </>
            )}
          />
        </section>
        {/* The site's 16 bundled pictures (spec section 7), copied to storage by the bulk tool. */}
        <ImageUploader
          mode="bulk"
          assets={[...LIBRARY_ASSETS]}
          onUploadComplete={reloadWhenAllCopied}
        />
      </div>
    </Screen>
  );
}
