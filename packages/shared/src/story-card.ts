/**
 * The story card alone in a frame (`/story-card/{slug}`, what oEmbed answers): its texts have
 * fixed line counts and line heights, and its picture takes whatever height they leave. So the
 * height the oEmbed answer declares for a width always holds the whole card, in any language
 * and font, with nothing for the partner's page to measure. The card page's styles and the
 * oEmbed answer both read this one description.
 */
export const STORY_CARD_FRAME = {
  /** The widest frame an answer asks for (oEmbed `maxwidth` can only make it narrower). */
  maxWidth: 480,
  /** Space around the card inside the frame, and the card's border (px). */
  inset: 8,
  border: 1,
  /** The picture's width over its height at its natural size (640 × 400). */
  imageRatio: 1.6,
  /** Padding of the texts' box and the gap between its rows (px). */
  padding: 16,
  gap: 8,
  /** Each row of texts: how many lines at most, and the height of a line (px). */
  rows: {
    category: { lines: 1, lineHeight: 26 },
    title: { lines: 2, lineHeight: 24 },
    summary: { lines: 3, lineHeight: 22 },
    meta: { lines: 2, lineHeight: 20 },
    link: { lines: 1, lineHeight: 44 },
  },
} as const;

export type StoryCardRow = keyof typeof STORY_CARD_FRAME.rows;

/** The most the texts' box of the card can take (px): every row full, gaps and padding. */
export function storyCardTextHeight(): number {
  const { rows, padding, gap } = STORY_CARD_FRAME;
  const lines = Object.values(rows).reduce((sum, row) => sum + row.lines * row.lineHeight, 0);
  return lines + gap * (Object.keys(rows).length - 1) + padding * 2;
}

/**
 * The frame width an oEmbed answer declares for a requested `maxwidth` and `maxheight`: the
 * widest card, narrowed to `maxwidth`, and narrowed further until its height fits `maxheight`.
 */
export function storyCardFrameWidth(maxWidth?: number, maxHeight?: number): number {
  const { inset, border, imageRatio } = STORY_CARD_FRAME;
  let width = Math.min(STORY_CARD_FRAME.maxWidth, maxWidth ?? Infinity);
  if (maxHeight !== undefined && storyCardFrameHeight(width) > maxHeight) {
    const frame = 2 * inset + 2 * border;
    const image = maxHeight - frame - storyCardTextHeight();
    width = Math.min(width, Math.max(frame + 1, Math.floor(image * imageRatio + frame)));
  }
  return width;
}

/**
 * The frame height that holds the whole card at `width`: the picture at its natural ratio
 * plus the texts' box at its fullest, inside the card's border and the frame's inset.
 */
export function storyCardFrameHeight(width: number): number {
  const { inset, border, imageRatio } = STORY_CARD_FRAME;
  const inner = width - 2 * inset - 2 * border;
  return Math.ceil(2 * inset + 2 * border + inner / imageRatio + storyCardTextHeight());
}
