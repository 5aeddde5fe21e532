import type { PictureName } from '../pictures/pictures';
import type { Localized } from './types';

/**
 * The site's videos: where each recording is published (its YouTube id) and its poster. The
 * players load only when a visitor asks to play (components/VideoFacade).
 */
/** A recording on the organisation's YouTube channel, shown behind a facade (VideoFacade). */
export interface Video {
  /**
   * The YouTube id of the recording (the `v=` of its address); `null` while it is not published,
   * and the page then says so instead of offering to play.
   */
  youtubeId: string | null;
  /** The still shown before playing: one of the site's own pictures (nothing from YouTube). */
  poster: PictureName;
}

export interface DescribedVideo extends Video {
  title: Localized;
  description: Localized;
  /** Length of the recording, as shown to visitors. */
  duration: Localized;
}
