// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteTranslationProvider } from '../i18n';
import { SITE_DICTIONARIES } from '../i18n/dictionaries';
import { playerUrl, VideoFacade } from './VideoFacade';

afterEach(cleanup);
// The test checks the player's address; it must not try to load it.
(
  window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }
).happyDOM!.settings.disableIframePageLoading = true;

const renderFacade = (youtubeId: string | null) =>
  render(
    <SiteTranslationProvider
      persist={false}
      applyToDocument={false}
      dictionaries={SITE_DICTIONARIES}
    >
      <VideoFacade video={{ youtubeId, poster: null }} title="Our film" />
    </SiteTranslationProvider>,
  );

describe('VideoFacade', () => {
  it('shows a play button, and the privacy-enhanced player only once played', () => {
    const { container } = renderFacade('abc123XYZ_-');
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our film' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(playerUrl('abc123XYZ_-'));
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123XYZ_-?autoplay=1&rel=0',
    );
    expect(frame.getAttribute('title')).toBe('Our film');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says plainly that a video without an id is not published, with nothing to play', () => {
    const { container } = renderFacade(null);
    expect(screen.getByText('This video is not published yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows a library poster at the widths the server makes of it, cropped to the frame', () => {
    // As the server renders it (no effect runs: happy-dom cannot load the image).
    const html = renderToStaticMarkup(
      <SiteTranslationProvider
        persist={false}
        applyToDocument={false}
        dictionaries={SITE_DICTIONARIES}
      >
        <VideoFacade
          video={{
            youtubeId: 'abc123XYZ_-',
            poster: {
              src: '/media/site/poster.jpg',
              alt: 'A still of the film',
              width: 1280,
              height: 960,
              focalX: 0.25,
              focalY: 0.75,
            },
          }}
          title="Our film"
        />
      </SiteTranslationProvider>,
    );
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toMatch(/src="\/media\/site\/poster\.jpg\?w=\d+&amp;fm=webp"/);
    // The play button names the film: the poster itself is decoration.
    expect(img).toMatch(/ alt(="")? /);
    // Its box is the 16:9 frame, whatever the picture's own shape.
    expect(img).toContain('width="1280" height="720"');
    expect(html).toContain('Play video: Our film');
  });

  it('keeps its frame without a poster', () => {
    const { container } = render(
      <SiteTranslationProvider
        persist={false}
        applyToDocument={false}
        dictionaries={SITE_DICTIONARIES}
      >
        <VideoFacade video={{ youtubeId: null, poster: null }} title="Our film" />
      </SiteTranslationProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('This video is not published yet.')).toBeTruthy();
  });
});
