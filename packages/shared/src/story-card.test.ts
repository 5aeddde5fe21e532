import { describe, expect, it } from 'vitest';
import {
  STORY_CARD_COMPACT,
  STORY_CARD_FRAME,
  storyCardFrame,
  storyCardFrameHeight,
  storyCardTextHeight,
} from './story-card.js';

describe('the story card frame', () => {
  it('is as wide as asked, from the narrowest to the widest card', () => {
    expect(storyCardFrame().width).toBe(STORY_CARD_FRAME.maxWidth);
    expect(storyCardFrame(320).width).toBe(320);
    expect(storyCardFrame(2000).width).toBe(STORY_CARD_FRAME.maxWidth);
    expect(storyCardFrame(120)).toEqual({
      width: STORY_CARD_FRAME.minWidth,
      height: storyCardFrameHeight(STORY_CARD_FRAME.minWidth),
    });
  });

  it('is as high as the picture at its ratio and the fullest texts', () => {
    const text = storyCardTextHeight();
    expect(text).toBe(26 + 48 + 66 + 40 + 44 + 4 * 8 + 2 * 16);
    expect(storyCardTextHeight(false)).toBe(text - 66 - 8);
    expect(storyCardFrameHeight(480)).toBe(Math.ceil(18 + 462 / 1.6 + text));
    expect(storyCardFrameHeight(320)).toBeLessThan(storyCardFrameHeight(480));
    expect(storyCardFrame(320).height).toBe(storyCardFrameHeight(320));
  });

  it('narrows until it keeps within a maximum height', () => {
    const { width, height } = storyCardFrame(480, 450);
    expect(width).toBeLessThan(480);
    expect(height).toBe(storyCardFrameHeight(width));
    expect(height).toBeLessThanOrEqual(450);
    expect(storyCardFrameHeight(width + 2)).toBeGreaterThan(450);
    expect(storyCardFrame(480, 500)).toEqual({ width: 328, height: 500 });
  });

  it('drops the picture rather than narrowing under the narrowest card, then the summary', () => {
    const { pictureFrom, summaryFrom, smallest } = STORY_CARD_COMPACT;
    expect(pictureFrom).toBe(storyCardFrameHeight(STORY_CARD_FRAME.minWidth));
    expect(storyCardFrame(480, pictureFrom)).toEqual({
      width: STORY_CARD_FRAME.minWidth,
      height: pictureFrom,
    });
    // The compact card: the texts alone, at the width asked.
    expect(storyCardFrame(480, pictureFrom - 1)).toEqual({ width: 480, height: summaryFrom });
    expect(storyCardFrame(360, summaryFrom)).toEqual({ width: 360, height: summaryFrom });
    expect(summaryFrom).toBe(18 + storyCardTextHeight());
    // maxheight=300 once answered a frame 19 px wide with an empty card.
    expect(storyCardFrame(undefined, 300)).toEqual({ width: 480, height: smallest });
    expect(smallest).toBeLessThanOrEqual(300);
    // Lower than the smallest card: the smallest card, whole.
    expect(storyCardFrame(150, 100)).toEqual({
      width: STORY_CARD_FRAME.minWidth,
      height: smallest,
    });
  });
});
