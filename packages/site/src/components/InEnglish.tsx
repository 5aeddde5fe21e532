import type { ReactNode } from 'react';

/**
 * Content that exists only in English (the design-reference pages), inside a page of any
 * language: marked `lang="en"` (read with English pronunciation) and laid out left to right
 * (punctuation at the right end in an Arabic page too).
 */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <div lang="en" dir="ltr">
      {children}
    </div>
  );
}
