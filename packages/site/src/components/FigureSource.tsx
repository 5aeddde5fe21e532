import { formatMonthYear, useSiteTranslation } from '../i18n';
import { color } from '../theme';

/**
 * One figure as a page shows it: already in the page's language (a figure record of the content
 * model, or a programme's detail), with where it comes from when the record says.
 */
export interface StatItem {
  value: string;
  label: string;
  /** How the figure was counted; visitors open it under the figure. */
  source?: string;
  /** `YYYY-MM-DD`: when it was last counted. */
  asOf?: string | null;
  /** The language of its texts when not the page's (an English fallback). */
  lang?: string;
}

/**
 * Where a figure comes from, in a disclosure under it (a native `details`: it opens by keyboard
 * and touch, and without script), as a `dd` of the figure's group; nothing when the record gives
 * no source.
 */
export function FigureSource({ stat, onDark = false }: { stat: StatItem; onDark?: boolean }) {
  const { t, language } = useSiteTranslation();
  if (!stat.source) return null;
  return (
    <dd css={{ order: 3, margin: '8px 0 0', fontSize: '0.85rem' }}>
      <details>
        <summary
          css={{
            cursor: 'pointer',
            color: onDark ? '#d7efe4' : color.muted,
            minHeight: 24,
            '&:focus-visible': { outline: `2px solid ${onDark ? '#fff' : color.primary}` },
          }}
        >
          {t('shared.figure.source')}
        </summary>
        <p css={{ margin: '6px 0 0', color: onDark ? '#e6f2ed' : color.text }}>
          {/* Children of the paragraph itself, so its texts are one text node (textNodes.ts). */}
          {stat.source}
          {stat.asOf ? ' ' : null}
          {stat.asOf ? (
            <span css={{ whiteSpace: 'nowrap' }}>
              ({t('shared.figure.asOf', { date: monthYearOf(stat.asOf, language) })})
            </span>
          ) : null}
        </p>
      </details>
    </dd>
  );
}

/** "June 2025" from `2025-06-30`, in the page's language. */
const monthYearOf = (day: string, language: string) => formatMonthYear(day.slice(0, 7), language);
