/** Languages written right to left (the page's own and any an item may be in). */
export const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * A language's writing direction. A plain module (no React), so the data helpers that mark
 * fallback text (`contentLangAttrs`) stay callable from a server component.
 */
export const directionOf = (lang: string): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.has(lang.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
