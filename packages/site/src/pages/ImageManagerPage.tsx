import { ImageUploader } from '@ia/widgets';
import { Link } from 'wouter';
import { AdminGate } from '../admin/AdminGate';
import { PageSection } from '../components/PageSection';
import { PageHead } from '../head/PageHead';
import { color, radius, shadow } from '../theme';

/**
 * The site's own images that the bulk tool copies to object storage (spec section 7). Storage
 * takes JPEG, PNG, GIF and WEBP only (spec section 5) and the site bundles no such image yet (its
 * one bundled image is the SVG favicon, which would always fail), so the list is empty for now.
 */
const BULK_ASSETS: string[] = [];

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
            <ImageUploader assets={BULK_ASSETS} />
          </div>
        )}
      </AdminGate>
    </PageSection>
  );
}
