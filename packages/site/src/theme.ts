export { color, radius, shadow, media, focusRing, TOUCH_TARGET } from '@ia/widgets/ui/tokens.ts';

export const contentWidth = '1200px';
