import type { AdminImage } from '@ia/shared';
import { useState } from 'react';
import { useImages } from '../api/hooks';
import { imageName, thumbnail } from '../images/library';
import { UploadPanel } from '../images/UploadPanel';
import { Dialog } from '../ui/Dialog';
import { useSettled } from '../ui/useSettled';
import { muted, primaryButton } from '../ui/styles';
import { Pager } from '../ui/Pager';
import { SearchField } from '../ui/SearchField';
import { LoadError } from '../ui/LoadError';

const PAGE_SIZE = 24;

/**
 * Choosing a picture: the image library searched and paged, or a new upload (with its progress;
 * it joins the library). `onChoose` gets the image; its alt text from the library is a
 * starting point.
 */
export function ImagePicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (image: AdminImage | { url: string; alt: string | null }) => void;
}) {
  const [q, setQ] = useState('');
  const search = useSettled(q.trim());
  const [page, setPage] = useState(1);
  const images = useImages({ q: search, page, pageSize: PAGE_SIZE }, open);
  const pages = Math.max(1, Math.ceil((images.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Dialog open={open} onClose={onClose} title="Choose a picture" wide>
      <div css={{ marginBottom: 12 }}>
        <UploadPanel
          multiple={false}
          onUploaded={(result) => onChoose({ url: result.imageUrl, alt: null })}
        />
      </div>
      <div css={{ marginBottom: 12, maxWidth: 520 }}>
        <SearchField
          label="Or choose one from the library: search by name or alt text"
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      {images.isPending && <p role="status">Loading the library…</p>}
      {images.isError && (
        <LoadError what="The library" error={images.error} onRetry={images.refetch} />
      )}
      {images.data && images.data.items.length === 0 && (
        <p css={muted}>
          {q ? 'No picture matches this search.' : 'The library is empty: upload a picture.'}
        </p>
      )}
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          maxHeight: '55vh',
          overflow: 'auto',
        }}
      >
        {images.data?.items.map((image) => (
          <li key={image.url}>
            <button
              type="button"
              onClick={() => onChoose(image)}
              css={{
                width: '100%',
                padding: 4,
                border: '1px solid #cbd5d1',
                borderRadius: 8,
                background: '#fff',
                cursor: 'pointer',
                textAlign: 'start',
                '&:focus-visible': { outline: '3px solid #f5b800' },
              }}
            >
              <img
                src={thumbnail(image.url)}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                css={{
                  width: '100%',
                  height: 100,
                  objectFit: 'cover',
                  display: 'block',
                  borderRadius: 4,
                }}
              />
              <span
                css={{
                  display: 'block',
                  fontSize: '0.85rem',
                  marginTop: 4,
                  overflowWrap: 'anywhere',
                }}
              >
                {imageName(image)}
              </span>
              <span css={{ display: 'block', fontSize: '0.8rem', color: '#52606d' }}>
                {image.alt ? `Alt: ${image.alt}` : 'No alt text yet'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Pager label="Pages of pictures" page={page} pages={pages} onPage={setPage} always />
        <span css={{ flex: 1 }} />
        <button type="button" css={{ ...primaryButton, marginTop: 16 }} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
