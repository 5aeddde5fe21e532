import { color } from '@ia/widgets/ui/tokens.ts';

export { color, radius, shadow, media, TOUCH_TARGET } from '@ia/widgets/ui/tokens.ts';

export const contentWidth = '1200px';

/** The site's visible keyboard focus (`'&:focus-visible': focusOutline`). */
export const focusOutline = { outline: `3px solid ${color.focus}`, outlineOffset: 2 } as const;
