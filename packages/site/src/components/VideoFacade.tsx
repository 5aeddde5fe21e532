import type { PublicVideo } from '@ia/shared';
import { useId, useState, type ReactNode } from 'react';
import { useSiteTranslation } from '../i18n';
import { MediaPicture } from '../model/MediaPicture';
import { color, focusOutline } from '../theme';
import { VisuallyHidden } from './VisuallyHidden';

const posterCss = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

/** The privacy-enhanced player: no cookies until the visitor plays. */
export const playerUrl = (youtubeId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

/**
 * A video behind a facade: the site's own poster, the title and a play button. Nothing is asked
 * of a third party until the visitor presses play; then the privacy-enhanced YouTube player
 * replaces the poster in the same 16:9 box (nothing moves) and starts. A video without an id
 * says plainly that it is not published yet. The video is a content model's `video` field (its
 * poster a library image, cropped to 16:9 around its focal point), or a recording with one of the
 * drawn pictures as its poster.
 */
export function VideoFacade({
  video,
  title,
  children,
  sizes = '(min-width: 1024px) 720px, 100vw',
}: {
  video: PublicVideo;
  /** The recording's title: the play button's and the player's name. */
  title: string;
  /** A caption under the video (its heading and description), if the page has none around it. */
  children?: ReactNode;
  sizes?: string;
}) {
  const { t } = useSiteTranslation();
  const [playing, setPlaying] = useState(false);
  const noteId = useId();
  const { youtubeId } = video;

  const screen = (
    <div
      css={{
        position: 'relative',
        aspectRatio: '16 / 9',
        background: '#0b3d2e',
        overflow: 'hidden',
        borderRadius: children ? 0 : 16,
      }}
    >
      {playing && youtubeId ? (
        <iframe
          src={playerUrl(youtubeId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <>
          <MediaPicture
            image={video.poster}
            alt=""
            aspect={16 / 9}
            sizes={sizes}
            imgCss={posterCss}
          />
          <div
            css={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(180deg, rgba(0,0,0,0) 40%, rgba(0,0,0,0.55) 100%)',
            }}
          />
          {youtubeId ? (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-describedby={noteId}
              css={{
                position: 'absolute',
                inset: 0,
                margin: 'auto',
                width: 76,
                height: 76,
                borderRadius: '50%',
                border: '2px solid #fff',
                background: 'rgba(11,61,46,0.85)',
                color: '#fff',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                transition: 'transform 0.15s, background 0.15s',
                '&:hover': { background: color.primary, transform: 'scale(1.06)' },
                '&:focus-visible': focusOutline,
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              <VisuallyHidden>{t('shared.video.play', { title })}</VisuallyHidden>
            </button>
          ) : (
            <p
              css={{
                position: 'absolute',
                insetInline: 16,
                bottom: 16,
                margin: 0,
                padding: '8px 12px',
                borderRadius: 8,
                background: 'rgba(0,0,0,0.7)',
                color: '#fff',
                fontWeight: 600,
              }}
            >
              {t('shared.video.unpublished')}
            </p>
          )}
        </>
      )}
    </div>
  );

  const note = youtubeId ? (
    <p id={noteId} css={{ margin: '8px 0 0', fontSize: '0.85rem', color: color.muted }}>
      {t('shared.video.privacy')}
    </p>
  ) : null;

  if (!children) {
    return (
      <div>
        {screen}
        {note}
      </div>
    );
  }
  return (
    <figure
      css={{
        margin: 0,
        background: '#fff',
        borderRadius: 16,
        overflow: 'hidden',
        border: `1px solid ${color.border}`,
      }}
    >
      {screen}
      <figcaption css={{ padding: '16px 20px 20px' }}>
        {children}
        {note}
      </figcaption>
    </figure>
  );
}
