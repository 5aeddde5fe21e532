import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n';
import { langAttr } from '../model/useContent';

/** Text for screen readers only, e.g. which programme a "Learn More" button is about. */
export function VisuallyHidden({
  children,
  lang,
}: {
  children: ReactNode;
  /** The language of the text when not the page's. */
  lang?: string;
}) {
  const { language } = useSiteTranslation();
  return (
    <span
      {...langAttr(lang, language)}
      css={{
        position: 'absolute',
        width: 1,
        height: 1,
        margin: -1,
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
