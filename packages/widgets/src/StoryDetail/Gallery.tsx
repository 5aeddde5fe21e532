import { Global, css } from '@emotion/react';
import { useKeenSlider } from 'keen-slider/react';
import keenSliderCss from 'keen-slider/keen-slider.min.css?inline';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWidgetSettings } from '../core/WidgetContext';
import { useMessages } from '../i18n/messages';
import { StoryImage } from '../ui/StoryImage';
import { focusVisible, visuallyHidden } from '../ui/styles';
import { color, media, radius, TOUCH_TARGET } from '../ui/tokens';
import { storyDetailMessages } from './messages';
import { arrowStep, wrapIndex, type GalleryImage } from './storyDetail';
import { useParts } from '../core/parts';

/** keen-slider's own CSS, inserted where the gallery renders (inside the shadow root too). */
const keenStyles = css(keenSliderCss);

export interface GalleryProps {
  images: GalleryImage[];
  /** Thumbnails and an "n / total" counter (the success-story page). */
  thumbnails?: boolean;
  /** Heading level of "Project Gallery". */
  headingLevel?: 2 | 3;
  onChange?: (detail: { index: number; total: number }) => void;
}

const section = css`
  display: grid;
  gap: 0.75em;
`;

const heading = css`
  margin: 0;
  font-size: 1.35em;
  line-height: 1.3;
  color: ${color.text};
`;

const frame = css`
  position: relative;
  border-radius: ${radius.card};
  overflow: hidden;
  background: ${color.background};
`;

const viewport = css`
  border-radius: ${radius.card};
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/*
 * Each slide is the frame's whole width from the first paint: before keen-slider has measured
 * (a page rendered on the server, a slow phone) the first image already shows as it will, so
 * nothing moves when the slider starts.
 */
const slide = css`
  position: relative;
  flex: 0 0 100%;
  min-inline-size: 100%;
`;

const figure = css`
  margin: 0;
`;

/* Below the image, not over it: a caption laid over a photo fights with what is in it. */
const caption = css`
  padding-block: 0.6em;
  padding-inline: 1em;
  background: ${color.surface};
  color: ${color.muted};
  font-size: 0.9em;
  font-weight: 600;
`;

const arrow = css`
  position: absolute;
  inset-block-start: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${TOUCH_TARGET};
  block-size: ${TOUCH_TARGET};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${color.text};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3);
  cursor: pointer;
  &:hover {
    background: #fff;
    color: ${color.primary};
  }
  ${focusVisible}
  svg {
    inline-size: 22px;
    block-size: 22px;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const controls = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75em;
  min-block-size: 1.5em;
`;

const dot = css`
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  &::before {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: ${color.border};
    transition: transform 0.2s;
  }
  &[aria-current='true']::before {
    background: ${color.primary};
    transform: scale(1.25);
  }
  ${focusVisible}
  ${media.reducedMotion} {
    &::before {
      transition: none;
    }
  }
`;

const thumbs = css`
  display: flex;
  gap: 0.5em;
  margin: 0;
  padding: 0.25em;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const thumb = css`
  flex: 0 0 auto;
  inline-size: 88px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${radius.control};
  background: none;
  overflow: hidden;
  cursor: pointer;
  opacity: 0.7;
  &[aria-current='true'] {
    border-color: ${color.primary};
    opacity: 1;
  }
  &:hover {
    opacity: 1;
  }
  ${focusVisible}
`;

const counterStyle = css`
  font-variant-numeric: tabular-nums;
  color: ${color.muted};
  font-size: 0.9em;
`;

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
      <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The story's image carousel (keen-slider): loops both ways, previous and next buttons, dots
 * when there is more than one image, arrow keys (mirrored in right-to-left), no autoplay;
 * optionally thumbnails and a counter.
 */
export function Gallery({ images, thumbnails = false, headingLevel = 2, onChange }: GalleryProps) {
  const parts = useParts();
  const t = useMessages(storyDetailMessages);
  const { dir } = useWidgetSettings();
  const headingId = useId();
  const hintId = useId();
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  // The slider starts once the gallery is on the page (an effect), not while a page rendered
  // on the server is being taken over: that stays exactly what the server sent.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);

  // The slide shown before the slider started (a move made meanwhile), where it starts from.
  const shown = useRef(0);
  shown.current = index;

  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: total > 1,
    rtl: dir === 'rtl',
    initial: 0,
    drag: total > 1,
    defaultAnimation: { duration: reduced ? 0 : 500 },
    created(instance) {
      if (shown.current !== 0) instance.moveToIdx(shown.current, true, { duration: 0 });
    },
    slideChanged(instance) {
      setIndex(instance.track.details.rel);
    },
  });

  // keen-slider reports the new index (slideChanged); where it cannot measure (no layout, as
  // in a test DOM) the index is kept here instead.
  const move = useCallback(
    (step: number) => {
      const instance = slider.current;
      if (instance?.track.details && instance.size > 0) {
        if (step > 0) instance.next();
        else instance.prev();
      } else {
        setIndex((current) => wrapIndex(current + step, total));
      }
    },
    [slider, total],
  );
  const goTo = useCallback(
    (target: number) => {
      const instance = slider.current;
      const details = instance?.track.details;
      // In a looping slider the absolute index keeps counting: move by the relative distance.
      if (instance && details && instance.size > 0)
        instance.moveToIdx(details.abs + (target - details.rel));
      else setIndex(wrapIndex(target, total));
    },
    [slider, total],
  );

  useEffect(() => {
    onChange?.({ index, total });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report changes of the index only
  }, [index]);

  if (total === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = arrowStep(event.key, dir);
    if (step === 0 || total < 2) return;
    event.preventDefault();
    move(step);
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <section
      css={section}
      {...parts('gallery')}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
    >
      <Global styles={keenStyles} />
      <Heading id={headingId} css={heading} {...parts('gallery-heading')}>
        {t('gallery')}
      </Heading>
      <p id={hintId} css={visuallyHidden}>
        {t('galleryHint')}
      </p>
      <div css={frame}>
        <div
          ref={started ? sliderRef : undefined}
          className="keen-slider"
          css={viewport}
          {...parts('gallery-viewport')}
          tabIndex={0}
          aria-describedby={hintId}
          aria-live="polite"
        >
          {images.map((image, i) => (
            // The slide is a group (a figure with a caption may not take another role).
            <div
              key={image.src}
              className="keen-slider__slide"
              css={slide}
              {...parts('gallery-slide')}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideLabel', { n: i + 1, total })}
              aria-hidden={i === index ? undefined : true}
              data-active={i === index ? '' : undefined}
            >
              <figure css={figure}>
                <StoryImage
                  src={image.src}
                  alt={image.alt}
                  width={1280}
                  height={800}
                  sizes="(min-width: 1024px) 800px, 100vw"
                  loading={i === 0 ? 'eager' : 'lazy'}
                  part="gallery-image"
                />
                <figcaption css={caption} {...parts('gallery-caption')} dir="auto">
                  {image.caption}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              css={[arrow, css({ insetInlineStart: '0.75em' })]}
              {...parts('gallery-previous')}
              aria-label={t('previous')}
              onClick={() => move(-1)}
            >
              <span css={css({ display: 'inline-flex', transform: 'scaleX(-1)' })}>
                <Chevron />
              </span>
            </button>
            <button
              type="button"
              css={[arrow, css({ insetInlineEnd: '0.75em' })]}
              {...parts('gallery-next')}
              aria-label={t('next')}
              onClick={() => move(1)}
            >
              <Chevron />
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <div css={controls}>
          {thumbnails && (
            <span css={counterStyle} {...parts('gallery-counter')} aria-live="polite" dir="ltr">
              {t('counter', { n: index + 1, total })}
            </span>
          )}
          <div {...parts('gallery-dots')} role="group" aria-label={t('gallery')}>
            {images.map((image, i) => (
              <button
                key={image.src}
                type="button"
                css={dot}
                {...parts('gallery-dot')}
                aria-label={t('goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </div>
      )}
      {thumbnails && total > 1 && (
        <ul css={thumbs} {...parts('gallery-thumbnails')}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                css={thumb}
                {...parts('gallery-thumbnail')}
                aria-label={t('showImage', { n: i + 1, caption: image.caption })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                <StoryImage
                  src={image.src}
                  alt=""
                  width={160}
                  height={100}
                  sizes="88px"
                  part="gallery-thumbnail-image"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
