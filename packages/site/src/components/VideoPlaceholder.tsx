import { useId } from 'react';
import { useSiteTranslation } from '../i18n';
import { color } from '../theme';

/**
 * Stands where an embedded video will go once there is a video host: a 16:9 card with the
 * recording's title and what it shows. It loads nothing; the browser skips its rendering while it
 * is off screen (content-visibility), and its box is reserved so the page does not jump.
 */
export function VideoPlaceholder({
  title,
  description,
  duration,
}: {
  title: string;
  description: string;
  duration?: string;
}) {
  const { t } = useSiteTranslation();
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      css={{
        margin: 0,
        background: '#fff',
        borderRadius: 16,
        overflow: 'hidden',
        border: `1px solid ${color.border}`,
      }}
    >
      <div
        css={{
          aspectRatio: '16 / 9',
          // Drawn only when near the viewport; its 16:9 box is kept meanwhile.
          contentVisibility: 'auto',
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 12,
          padding: 16,
          background:
            'radial-gradient(circle at 30% 20%, rgba(255,255,255,0.12), transparent 60%), linear-gradient(135deg, #0b3d2e, #0b6e4f)',
          color: '#fff',
          textAlign: 'center',
        }}
      >
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle
            cx="32"
            cy="32"
            r="30"
            fill="rgba(255,255,255,0.15)"
            stroke="#fff"
            strokeWidth="2"
          />
          <path d="M26 20v24l19-12z" fill="#fff" />
        </svg>
        <p css={{ margin: 0, fontWeight: 700 }}>{t('shared.video.comingSoon')}</p>
      </div>
      <figcaption css={{ padding: '16px 20px 20px' }}>
        <h3 id={titleId} css={{ margin: '0 0 6px', fontSize: '1.15rem' }}>
          {title}
        </h3>
        <p css={{ margin: 0, color: color.muted }}>{description}</p>
        {duration && (
          <p css={{ margin: '8px 0 0', color: color.muted, fontSize: '0.9rem' }}>
            {t('shared.video.length', { duration })}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
