/**
 * The one export of Next.js that `src/next.tsx` uses, typed here so this package does not
 * install Next.js to build. Next.js is an optional peer dependency: only `@ia/widgets/next`
 * imports it, in the partner's app, where Next.js brings its own types.
 */
declare module 'next/navigation' {
  import type { ReactNode } from 'react';
  export function useServerInsertedHTML(callback: () => ReactNode): void;
}
