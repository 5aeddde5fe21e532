import { focalPosition, type AdminImage } from '@ia/shared';
import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { fetchImageByUrl } from '../api/admin';
import { useImages } from '../api/hooks';
import { formatWhen } from '../editor/parts';
import { ImageDialog, UsageLink } from '../images/ImageDetails';
import { altState, fileSize, imageName, thumbnail } from '../images/library';
import { UploadPanel } from '../images/UploadPanel';
import { card, muted, pill, secondaryButton, smallButton, visuallyHidden } from '../ui/styles';
import { useSettled } from '../ui/useSettled';
import { Screen } from './Screen';
import { Pager } from '../ui/Pager';
import { SearchField } from '../ui/SearchField';
import { LoadError } from '../ui/LoadError';

const PAGE_SIZE = 24;

/** One picture of the library: what it is, its alt text, where it is used. */
function ImageCard({ image, onOpen }: { image: AdminImage; onOpen: () => void }) {
  const name = imageName(image);
  const shown = image.usage.slice(0, 3);
  return (
    <li
      css={{
        ...card,
        padding: 0,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
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
          height: 160,
          objectFit: 'cover',
          objectPosition: focalPosition(image),
          display: 'block',
          background: '#e2e8f0',
        }}
      />
      <div css={{ padding: 12, display: 'grid', gap: 6, flex: 1, alignContent: 'start' }}>
        <h2 css={{ fontSize: '1rem', margin: 0, overflowWrap: 'anywhere' }}>{name}</h2>
        {image.withdrawn && (
          <p css={{ margin: 0 }}>
            <span css={pill('red')}>Withdrawn: consent ended</span>{' '}
            <span css={{ ...muted, fontSize: '0.85rem' }}>
              Not shown to the public and cannot be used elsewhere.
            </span>
          </p>
        )}
        <p css={{ ...muted, margin: 0, fontSize: '0.85rem' }}>
          {image.width} × {image.height} · {fileSize(image.byteSize)} ·{' '}
          {formatWhen(image.createdAt)}
        </p>
        <p css={{ margin: 0, fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
          {altState(image) === 'library' ? (
            <>
              <span css={{ fontWeight: 600 }}>Alt text:</span> {image.alt}
            </>
          ) : altState(image) === 'uses' ? (
            <span css={muted}>Alt text written where it is used</span>
          ) : (
            <span css={pill('amber')}>No alt text yet</span>
          )}
        </p>
        <div css={{ fontSize: '0.9rem' }}>
          {image.usageCount === 0 ? (
            <span css={pill('grey')}>Not used</span>
          ) : (
            <>
              <span css={{ fontWeight: 600 }}>
                Used in {image.usageCount === 1 ? 'one place' : `${image.usageCount} places`}:
              </span>
              <ul css={{ margin: '2px 0 0', paddingInlineStart: 18 }}>
                {shown.map((use, index) => (
                  <li key={`${use.kind}-${use.id}-${use.field}-${index}`}>
                    <UsageLink use={use} />
                  </li>
                ))}
                {image.usageCount > shown.length && (
                  <li>and {image.usageCount - shown.length} more (see its details)</li>
                )}
              </ul>
            </>
          )}
        </div>
        <button
          type="button"
          css={{ ...smallButton, marginTop: 'auto', justifySelf: 'start' }}
          onClick={onOpen}
        >
          Edit alt text and focal point<span css={visuallyHidden}> of {name}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * /admin/images: every stored picture with its thumbnail, name, size, alt text and where it is
 * used, searched and paged; an upload that adds to it; each picture's details to change.
 */
export function ImagesPage() {
  const initial = new URLSearchParams(useSearch()).get('q') ?? '';
  const [q, setQ] = useState(initial);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminImage | null>(null);
  const search = useSettled(q.trim());
  const id = useId();
  const images = useImages({ q: search, page, pageSize: PAGE_SIZE });
  const total = images.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Screen
      title="Images"
      intro="Every picture the site can show. Upload your photographs here (or from any picture field), give each one alt text, and set its focal point so crops keep the subject. A picture a page uses cannot be deleted."
      actions={
        <Link href="/image-manager" css={secondaryButton}>
          Image Manager
        </Link>
      }
    >
      <section aria-labelledby={`${id}-upload`} css={{ ...card, marginBottom: 20 }}>
        <h2 id={`${id}-upload`} css={{ fontSize: '1.2rem', margin: '0 0 8px' }}>
          Upload pictures
        </h2>
        <UploadPanel
          doneActions={(result) => (
            <button
              type="button"
              css={smallButton}
              onClick={() =>
                void fetchImageByUrl(result.imageUrl).then((found) => found && setOpen(found))
              }
            >
              Write its alt text<span css={visuallyHidden}> ({result.fileName})</span>
            </button>
          )}
        />
      </section>

      <form
        role="search"
        aria-label="Search the images"
        onSubmit={(event) => event.preventDefault()}
        css={{ marginBottom: 12, maxWidth: 520 }}
      >
        <SearchField
          label="Search by name or alt text"
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </form>
      <p role="status" css={{ ...muted, margin: '0 0 12px' }}>
        {images.isPending
          ? 'Loading the images...'
          : images.data
            ? search
              ? `${total} ${total === 1 ? 'picture matches' : 'pictures match'} “${search}”.`
              : `${total} ${total === 1 ? 'picture' : 'pictures'}, newest first.`
            : ''}
      </p>
      {images.isError && (
        <LoadError what="The images" error={images.error} onRetry={images.refetch} />
      )}
      {images.data && images.data.items.length === 0 && (
        <p css={card}>
          {search
            ? 'No picture matches this search. Try part of its name or of its alt text.'
            : 'The library is empty. Upload a picture above.'}
        </p>
      )}
      <ul
        aria-label="Pictures"
        aria-busy={images.isFetching || undefined}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          opacity: images.isPlaceholderData ? 0.6 : 1,
        }}
      >
        {images.data?.items.map((image) => (
          <ImageCard key={image.id} image={image} onOpen={() => setOpen(image)} />
        ))}
      </ul>
      <Pager
        label="Pages of pictures"
        page={page}
        pages={pages}
        onPage={setPage}
        previous="Newer"
        next="Older"
      />
      <ImageDialog image={open} onClose={() => setOpen(null)} />
    </Screen>
  );
}
