/**
 * Where each language's chunk is: a module of its own, fetched only when a page or an embed shows
 * one of these languages (load.ts: SPLIT_LANGUAGES), so a page in English, French, Arabic or
 * Swahili carries none of it.
 */
export const LOADERS = {
  ha: () => import('./ha'),
  yo: () => import('./yo'),
  ig: () => import('./ig'),
  pt: () => import('./pt'),
  am: () => import('./am'),
} as const;
