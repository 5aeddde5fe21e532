/** The icon each story category gets (spec section 3); any other category gets 'default'. */
export type CategoryIconName =
  'education' | 'youth' | 'welfare' | 'edtech' | 'health' | 'governance' | 'technology' | 'default';

const ICON_BY_CATEGORY: Record<string, CategoryIconName> = {
  education: 'education',
  'youth development': 'youth',
  'social welfare': 'welfare',
  'educational technology': 'edtech',
  health: 'health',
  governance: 'governance',
  technology: 'technology',
};

/** Case- and space-insensitive: 'Youth  development' reads as 'Youth Development'. */
export function categoryIcon(category: string | null | undefined): CategoryIconName {
  const key = (category ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return ICON_BY_CATEGORY[key] ?? 'default';
}
