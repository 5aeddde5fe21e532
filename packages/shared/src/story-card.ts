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
  /** The narrowest: under it the texts' fixed line counts would not hold them. */
  minWidth: 200,
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

/**
 * The card's rows: all of them, or, in a frame too low for the compact card with its summary,
 * all but the summary (the brief card).
 */
const rowsOf = (summary: boolean): StoryCardRow[] =>
  (Object.keys(STORY_CARD_FRAME.rows) as StoryCardRow[]).filter(
    (name) => summary || name !== 'summary',
  );

/** The most the texts' box of the card can take (px): every row full, gaps and padding. */
export function storyCardTextHeight(summary = true): number {
  const { rows, padding, gap } = STORY_CARD_FRAME;
  const names = rowsOf(summary);
  const lines = names.reduce((sum, name) => sum + rows[name].lines * rows[name].lineHeight, 0);
  return lines + gap * (names.length - 1) + padding * 2;
}

/** The frame's inset and the card's border, on both sides (px). */
const aroundCard = () => 2 * STORY_CARD_FRAME.inset + 2 * STORY_CARD_FRAME.border;

/**
 * The frame height that holds the whole card at `width`: the picture at its natural ratio
 * plus the texts' box at its fullest, inside the card's border and the frame's inset.
 */
export function storyCardFrameHeight(width: number): number {
  const inner = width - aroundCard();
  return Math.ceil(aroundCard() + inner / STORY_CARD_FRAME.imageRatio + storyCardTextHeight());
}

/**
 * The frame heights under which the card page drops a part (its styles and the oEmbed answer
 * both read them): the picture below the height of the narrowest card with it, then the
 * summary below the height of the compact card (the texts alone).
 */
export const STORY_CARD_COMPACT = {
  /** A frame lower than this shows the card without its picture. */
  pictureFrom: storyCardFrameHeight(STORY_CARD_FRAME.minWidth),
  /** A frame lower than this shows the compact card without its summary too. */
  summaryFrom: aroundCard() + storyCardTextHeight(true),
  /** The height of the smallest card, the brief one (title, category, facts and link). */
  smallest: aroundCard() + storyCardTextHeight(false),
} as const;

/**
 * The frame an oEmbed answer declares for a requested `maxwidth` and `maxheight`: the widest
 * card with its picture, narrowed to `maxwidth`, then narrowed further until it fits
 * `maxheight`; below the narrowest card with a picture (STORY_CARD_FRAME.minWidth), the compact
 * card at the width asked (the texts alone, its height theirs), then the brief one. Never
 * narrower than minWidth nor lower than the brief card: a smaller frame would cut the card.
 */
export function storyCardFrame(
  maxWidth?: number,
  maxHeight?: number,
): { width: number; height: number } {
  const { minWidth, imageRatio } = STORY_CARD_FRAME;
  const width = Math.max(minWidth, Math.min(STORY_CARD_FRAME.maxWidth, maxWidth ?? Infinity));
  if (maxHeight === undefined || storyCardFrameHeight(width) <= maxHeight) {
    return { width, height: storyCardFrameHeight(width) };
  }
  const image = maxHeight - aroundCard() - storyCardTextHeight();
  const narrowed = Math.floor(image * imageRatio + aroundCard());
  if (narrowed >= minWidth) return { width: narrowed, height: storyCardFrameHeight(narrowed) };
  const { summaryFrom, smallest } = STORY_CARD_COMPACT;
  return { width, height: summaryFrom <= maxHeight ? summaryFrom : smallest };
}
