import type { PictureName } from '../pictures/pictures';

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

/** The home page's film; its title is the home page's copy ('{product}: Driving Change'). */
export const DRIVING_CHANGE_VIDEO: Video = {
  youtubeId: 'Xk5MeZ1bU4w',
  poster: 'video-driving-change',
};
