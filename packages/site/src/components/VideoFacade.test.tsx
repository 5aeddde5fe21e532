// @vitest-environment happy-dom
import type { PublicImage } from '@ia/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteTranslationProvider } from '../i18n';
import { SITE_DICTIONARIES } from '../i18n/dictionaries';
import { playerUrl, VideoFacade } from './VideoFacade';

afterEach(cleanup);
// The test checks the player's address; it must not try to load it.
(
  window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }
).happyDOM!.settings.disableIframePageLoading = true;

const renderFacade = (youtubeId: string | null, poster: PublicImage | null = null) =>
  render(
    <SiteTranslationProvider
      persist={false}
      applyToDocument={false}
      dictionaries={SITE_DICTIONARIES}
    >
      <VideoFacade
        video={poster ? { youtubeId, poster } : { youtubeId, poster: 'video-history-intro' }}
        title="Our film"
      />
    </SiteTranslationProvider>,
  );

/** A poster from the image library, its subject on the right. */
const LIBRARY_POSTER: PublicImage = {
  src: '/media/uploads/film-still.jpg',
  alt: 'A still from the film',
  width: 1600,
  height: 900,
  focalX: 0.8,
  focalY: 0.4,
};

describe('VideoFacade', () => {
  it('shows the poster and a play button, and the privacy-enhanced player only once played', () => {
    const { container } = renderFacade('abc123XYZ_-');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toMatch(
      /^\/images\/video-history-intro-\d+\.webp$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our film' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(playerUrl('abc123XYZ_-'));
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123XYZ_-?autoplay=1&rel=0',
    );
    expect(frame.getAttribute('title')).toBe('Our film');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a poster from the image library, responsive and sized', () => {
    // Drawn as the server draws it (the test's DOM cannot load the library's files).
    const html = renderToString(
      <SiteTranslationProvider
        persist={false}
        applyToDocument={false}
        dictionaries={SITE_DICTIONARIES}
      >
        <VideoFacade
          video={{ youtubeId: 'abc123XYZ_-', poster: LIBRARY_POSTER }}
          title="Our film"
        />
      </SiteTranslationProvider>,
    );
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain('src="/media/uploads/film-still.jpg?w=640&amp;fm=webp"');
    // It only illustrates: the play button names the film.
    expect(img).toMatch(/ alt(="")? /);
    expect(img).toContain('width="1600" height="900"');
    expect(html).toContain('/media/uploads/film-still.jpg?w=1600&amp;fm=avif 1600w');
    expect(html).toContain('Play video: Our film');
  });

  it('says plainly that a video without an id is not published, with nothing to play', () => {
    const { container } = renderFacade(null);
    expect(screen.getByText('This video is not published yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
