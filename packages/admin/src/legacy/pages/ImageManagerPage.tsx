import { ImageUploader, UPLOAD_RELOAD_DELAY_MS, type UploadCompleteDetail } from '@ia/widgets';
import { Link } from 'wouter';
import { AdminGate } from '../admin/AdminGate';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { LIBRARY_ASSETS } from '../pictures/pictures';
import { color, radius, shadow } from '../theme';

/**
 * After a bulk run in which every picture was copied, the page reloads 2 s later (spec
 * section 4). Not after a single upload: the list of uploaded addresses to copy would be lost.
 */
function reloadWhenAllCopied(detail: UploadCompleteDetail) {
  if (detail.mode === 'bulk' && detail.allSucceeded) {
    window.setTimeout(() => window.location.reload(), UPLOAD_RELOAD_DELAY_MS);
  }
}

export function ImageManagerPage() {
  return (
    <PageSection labelledBy="image-manager-title">
      <PageHead title="Image Manager" noIndex />
      <Link href="/admin/dashboard" css={{ color: color.primary, fontWeight: 600 }}>
        ← Back to Dashboard
      </Link>
      <h1 id="image-manager-title" css={{ fontSize: '2.2rem', margin: '16px 0 16px' }}>
        Image Manager
      </h1>
      <div
        css={{
          background: '#eef5f1',
          borderRadius: radius.card,
          padding: 16,
          margin: '0 0 24px',
          maxWidth: '70ch',
        }}
      >
        <h2 css={{ fontSize: '1.1rem', margin: '0 0 4px' }}>How this works</h2>
        <p css={{ margin: 0 }}>
          Upload a photo (JPEG, PNG, GIF or WEBP, up to 10 MB) and copy its address to use it in a
          story or article. The bulk tool copies the site&apos;s bundled images to storage in one
          go. Nothing is replaced: every upload gets its own address.
        </p>
      </div>
      <AdminGate>
        {() => (
          <div
            css={{
              background: '#fff',
              borderRadius: radius.card,
              boxShadow: shadow.card,
              padding: 24,
            }}
          >
            {/* The site's 16 bundled pictures (spec section 7), copied to storage by the bulk tool. */}
            <ImageUploader assets={[...LIBRARY_ASSETS]} onUploadComplete={reloadWhenAllCopied} />
          </div>
        )}
      </AdminGate>
    </PageSection>
  );
}
