import type { Stat } from '../content/types';
import { useSiteTranslation } from '../i18n';
import { color, media } from '../theme';

/**
 * Headline figures as a description list: the value large, its label below. A value is isolated
 * (`bdi`) so a figure such as '100,000+' keeps its order in right-to-left text.
 */
export function StatList({
  stats,
  onDark = false,
  label,
  columns = Math.min(stats.length, 5),
}: {
  stats: readonly Stat[];
  onDark?: boolean;
  /** Columns from medium screens up (two on phones). */
  columns?: number;
  /** Names the list for assistive technology when no heading does. */
  label?: string;
}) {
  const { l } = useSiteTranslation();
  return (
    <dl
      aria-label={label}
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 16,
        margin: 0,
        [media.md]: { gridTemplateColumns: `repeat(${Math.min(columns, 3)}, minmax(0, 1fr))` },
        [media.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {stats.map((stat) => (
        <div
          key={stat.label.en}
          css={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            padding: 16,
            borderRadius: 12,
            background: onDark ? 'rgba(255,255,255,0.08)' : '#fff',
            border: onDark ? '1px solid rgba(255,255,255,0.2)' : `1px solid ${color.border}`,
          }}
        >
          <dt css={{ fontSize: '0.95rem', color: onDark ? '#d7efe4' : color.muted }}>
            {l(stat.label)}
          </dt>
          <dd
            css={{
              margin: 0,
              fontSize: 'clamp(1.6rem, 5vw, 2.2rem)',
              fontWeight: 800,
              lineHeight: 1.1,
              color: onDark ? '#fff' : color.primary,
            }}
          >
            <bdi>{l(stat.value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
