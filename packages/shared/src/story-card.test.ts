import { describe, expect, it } from 'vitest';
import {
  STORY_CARD_FRAME,
  storyCardFrameHeight,
  storyCardFrameWidth,
  storyCardTextHeight,
} from './story-card.js';

describe('the story card frame', () => {
  it('is as wide as asked, up to the widest card', () => {
    expect(storyCardFrameWidth()).toBe(STORY_CARD_FRAME.maxWidth);
    expect(storyCardFrameWidth(320)).toBe(320);
    expect(storyCardFrameWidth(2000)).toBe(STORY_CARD_FRAME.maxWidth);
  });

  it('is as high as the picture at its ratio and the fullest texts', () => {
    const text = storyCardTextHeight();
    expect(text).toBe(26 + 48 + 66 + 40 + 44 + 4 * 8 + 2 * 16);
    expect(storyCardFrameHeight(480)).toBe(Math.ceil(18 + 462 / 1.6 + text));
    expect(storyCardFrameHeight(320)).toBeLessThan(storyCardFrameHeight(480));
  });

  it('narrows until it keeps within a maximum height', () => {
    const width = storyCardFrameWidth(480, 450);
    expect(width).toBeLessThan(480);
    expect(storyCardFrameHeight(width)).toBeLessThanOrEqual(450);
    expect(storyCardFrameHeight(width + 2)).toBeGreaterThan(450);
  });
});
