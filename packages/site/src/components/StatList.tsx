import { useSiteTranslation } from '../i18n';
import { langAttr } from '../model/useContent';
import { color, media } from '../theme';
import { FigureSource, type StatItem } from './FigureSource';

/**
 * Headline figures as a description list: the value large, its label below, and its source in a
 * disclosure under it (a native `details`: it opens by keyboard and touch, and without script).
 * A value is isolated (`bdi`) so a figure such as '100,000+' keeps its order in right-to-left
 * text.
 */
export function StatList({
  stats,
  onDark = false,
  label,
  columns = Math.min(stats.length, 5),
}: {
  stats: readonly StatItem[];
  onDark?: boolean;
  /** Columns from medium screens up (two on phones). */
  columns?: number;
  /** Names the list for assistive technology when no heading does. */
  label?: string;
}) {
  const { language } = useSiteTranslation();
  const items = stats;
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
      {items.map((stat, index) => (
        <div
          key={`${index}-${stat.label}`}
          {...langAttr(stat.lang, language)}
          css={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-start',
            padding: 16,
            borderRadius: 12,
            background: onDark ? 'rgba(255,255,255,0.08)' : '#fff',
            border: onDark ? '1px solid rgba(255,255,255,0.2)' : `1px solid ${color.border}`,
          }}
        >
          <dt css={{ order: 2, fontSize: '0.95rem', color: onDark ? '#d7efe4' : color.muted }}>
            {stat.label}
          </dt>
          <dd
            css={{
              order: 1,
              margin: 0,
              fontSize: 'clamp(1.6rem, 5vw, 2.2rem)',
              fontWeight: 800,
              lineHeight: 1.1,
              color: onDark ? '#fff' : color.primary,
            }}
          >
            <bdi>{stat.value}</bdi>
          </dd>
          <FigureSource stat={stat} onDark={onDark} />
        </div>
      ))}
    </dl>
  );
}
