import { categoryIcon, type CategoryIconName } from './categories';
import { useParts } from '../core/parts';

/** Inline SVG shapes (24×24, stroked with currentColor), one per category icon. */
const SHAPES: Record<CategoryIconName, readonly string[]> = {
  // graduation cap
  education: ['M22 10 12 5 2 10l10 5 10-5Z', 'M6 12v5c3 2 9 2 12 0v-5', 'M22 10v6'],
  // sprout
  youth: [
    'M7 20h10',
    'M12 20v-8',
    'M12 12c0-4 3-6.5 7.5-6.5 0 4-3 6.5-7.5 6.5Z',
    'M12 14.5c0-3.5-2.2-5.5-6.5-5.5 0 3.4 2.4 5.5 6.5 5.5Z',
  ],
  // people
  welfare: [
    'M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
    'M16 3.13a4 4 0 0 1 0 7.75',
    'M22 21v-2a4 4 0 0 0-3-3.87',
  ],
  // laptop
  edtech: [
    'M4 5h16a1 1 0 0 1 1 1v10H3V6a1 1 0 0 1 1-1Z',
    'M1.5 19.5h21',
    'M10 8.5l-2 2 2 2',
    'M14 8.5l2 2-2 2',
  ],
  // heart with a pulse
  health: [
    'M19.5 13.5 12 21l-7.5-7.5A5 5 0 0 1 12 6.6a5 5 0 0 1 7.5 6.9Z',
    'M4 12.5h4l1.5-2.5 3 5 1.5-2.5h6',
  ],
  // public building
  governance: ['M3 21h18', 'M12 3 3 8h18l-9-5Z', 'M5 11v7', 'M9.5 11v7', 'M14.5 11v7', 'M19 11v7'],
  // chip
  technology: [
    'M7 7h10v10H7Z',
    'M10 10h4v4h-4Z',
    'M10 2v3',
    'M14 2v3',
    'M10 19v3',
    'M14 19v3',
    'M2 10h3',
    'M2 14h3',
    'M19 10h3',
    'M19 14h3',
  ],
  // star
  default: ['M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z'],
};

export interface CategoryIconProps {
  category: string | null | undefined;
  /** Pixel size; the icon also follows the font size when left out (1.25em). */
  size?: number | string;
  className?: string;
}

/** The category's icon. Decorative: the category's name is always written beside it. */
export function CategoryIcon({ category, size = '1.25em', className }: CategoryIconProps) {
  const parts = useParts();
  const name = categoryIcon(category);
  return (
    <svg
      className={className}
      {...parts('category-icon')}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
