import { css } from '@emotion/react';
import { youtubePlayerUrl, type RichTextVideo } from '@ia/shared';
import { useId, useState } from 'react';
import { useParts } from '../core/parts';
import { useMessages } from '../i18n/messages';
import { ResponsiveImage } from './ResponsiveImage';
import { richTextMessages } from './richTextMessages';
import { visuallyHidden } from './styles';
import { color, focusRing, media, radius } from './tokens';

const screen = css`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius.card};
  background: #0b3d2e;
`;

const cover = css`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
  object-fit: cover;
`;

const play = css`
  position: absolute;
  inset: 0;
  margin: auto;
  inline-size: 76px;
  block-size: 76px;
  display: grid;
  place-items: center;
  border: 2px solid #fff;
  border-radius: 50%;
  background: rgba(11, 61, 46, 0.85);
  color: #fff;
  cursor: pointer;
  transition:
    transform 0.15s,
    background 0.15s;
  &:hover {
    background: ${color.primary};
    transform: scale(1.06);
  }
  &:focus-visible {
    ${focusRing}
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const note = css`
  margin: 0.5em 0 0;
  font-size: 0.85em;
  color: ${color.muted};
`;

/**
 * A YouTube recording behind a facade: the poster staff chose (or a plain screen), the title and
 * a play button. Nothing is asked of YouTube until the visitor presses play; then the
 * privacy-enhanced player takes the poster's place in the same 16:9 box (nothing moves).
 */
export function VideoFacade({
  video,
  sizes = '(min-width: 800px) 768px, 100vw',
}: {
  video: Omit<RichTextVideo, 'kind'>;
  sizes?: string;
}) {
  const parts = useParts();
  const t = useMessages(richTextMessages);
  const [playing, setPlaying] = useState(false);
  const noteId = useId();
  const { youtubeId, title, poster } = video;
  return (
    <div {...parts('video')}>
      <div css={screen}>
        {playing ? (
          <iframe
            src={youtubePlayerUrl(youtubeId)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            css={cover}
          />
        ) : (
          <>
            {poster && (
              <ResponsiveImage
                src={poster.src}
                alt=""
                width={poster.width ?? 1280}
                height={poster.height ?? 720}
                sizes={sizes}
                css={cover}
                part="video-poster"
              />
            )}
            <button
              type="button"
              css={play}
              {...parts('play-button')}
              aria-describedby={noteId}
              onClick={() => setPlaying(true)}
            >
              <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              <span css={visuallyHidden}>{t('play', { title })}</span>
            </button>
          </>
        )}
      </div>
      <p id={noteId} css={note}>
        {t('privacy')}
      </p>
    </div>
  );
}
