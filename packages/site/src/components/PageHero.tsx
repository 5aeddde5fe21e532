import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n';
import { langAttr } from '../model/useContent';
import { contentWidth } from '../theme';

/** The band at the top of a static page: the page's one h1 and an introduction. */
export function PageHero({
  id,
  title,
  eyebrow,
  titleLang,
  children,
}: {
  /** Id of the h1; the hero section is labelled by it. */
  id: string;
  title: string;
  /** The title's language when not the page's (an English fallback). */
  titleLang?: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  const { language } = useSiteTranslation();
  return (
    <section
      aria-labelledby={id}
      css={{
        background: 'linear-gradient(135deg, #0b3d2e 0%, #0b6e4f 60%, #1f8a5f 100%)',
        color: '#fff',
        padding: '48px 0 56px',
      }}
    >
      <div css={{ maxWidth: contentWidth, margin: '0 auto', padding: '0 16px' }}>
        {eyebrow && (
          <p
            css={{
              margin: '0 0 8px',
              fontWeight: 700,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              fontSize: '0.85rem',
              color: '#f5d77a',
            }}
          >
            {eyebrow}
          </p>
        )}
        <h1
          id={id}
          {...langAttr(titleLang, language)}
          css={{ fontSize: 'clamp(2rem, 6vw, 3rem)', lineHeight: 1.1, margin: 0, maxWidth: '22ch' }}
        >
          {title}
        </h1>
        {children && (
          <div
            css={{
              marginTop: 16,
              maxWidth: '62ch',
              fontSize: '1.1rem',
              color: '#d7efe4',
              '& p': { margin: '0 0 12px' },
              '& p:last-child': { marginBottom: 0 },
            }}
          >
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
