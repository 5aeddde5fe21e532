import type { ReachReport } from '@ia/shared';
import { useId, useState, type ReactNode } from 'react';
import { useSession } from '../api/hooks';
import { reachCsvAddress, useReach } from '../reach/api';
import { changeOf, PERIODS, periodDays, pointLabel, type PeriodId } from '../reach/period';
import { LINES, ReachChart } from '../reach/ReachChart';
import { ListTable } from '../ui/ListTable';
import { LoadError } from '../ui/LoadError';
import { card, errorBox, fieldLabel, muted, secondaryButton, textInput } from '../ui/styles';
import { Screen } from './Screen';

/** Visitors and page views over the period: a drawing, and the same numbers as a table. */
function Chart({ report }: { report: ReachReport }) {
  const titleId = useId();
  const peak = report.series.reduce(
    (best, point) => (point.pageviews > best.pageviews ? point : best),
    report.series[0] ?? { at: report.from, pageviews: 0, visitors: 0 },
  );
  const by = report.from === report.to ? 'hour' : 'day';
  return (
    <section
      css={{
        ...card,
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <figure css={{ margin: 0, minWidth: 0 }}>
        <figcaption id={titleId} css={{ fontWeight: 700, marginBottom: 8 }}>
          Visitors and page views by {by}
        </figcaption>
        <ReachChart
          points={report.series}
          labelledBy={titleId}
          describedBy={`${titleId}-summary`}
        />
        <p id={`${titleId}-summary`} css={{ ...muted, margin: '8px 0 0' }}>
          <span aria-hidden="true" css={{ color: LINES.pageviews.stroke, fontWeight: 700 }}>
            ━
          </span>{' '}
          Page views,{' '}
          <span aria-hidden="true" css={{ color: LINES.visitors.stroke, fontWeight: 700 }}>
            ┅
          </span>{' '}
          visitors. Highest: {peak.pageviews} page views ({pointLabel(peak.at)}). The table gives
          every {by}.
        </p>
      </figure>
      <ListTable
        caption={`Visitors and page views by ${by}`}
        columns={[by === 'hour' ? 'Hour (UTC)' : 'Day', 'Visitors', 'Page views']}
        rows={report.series.map((point) => [pointLabel(point.at), point.visitors, point.pageviews])}
        empty="Nothing counted."
      />
    </section>
  );
}

function Totals({ report }: { report: ReachReport }) {
  const figures = [
    ['Visitors', report.totals.visitors, report.previous.visitors],
    ['Page views', report.totals.pageviews, report.previous.pageviews],
  ] as const;
  return (
    <dl css={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '0 0 16px' }}>
      {figures.map(([label, now, before]) => (
        <div key={label} css={{ ...card, flex: '1 1 200px' }}>
          <dt css={{ fontWeight: 700 }}>{label}</dt>
          <dd css={{ margin: 0, fontSize: '2rem', fontWeight: 700 }}>{now}</dd>
          <dd css={{ ...muted, margin: 0 }}>
            {changeOf(now, before)} against {report.previous.from} to {report.previous.to} ({before}
            )
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The lists of a report, each as a table: caption, columns, rows, and what an empty one says. */
const listsOf = (report: ReachReport): [string, string[], ReactNode[][], string][] => [
  [
    'Top pages',
    ['Page', 'Page views', 'Visitors'],
    report.pages.map((p) => [p.path, p.pageviews, p.visitors]),
    'No page views.',
  ],
  [
    'Stories and articles read',
    ['Story or article', 'Reads'],
    report.stories.map((s) => [`${s.slug} (${s.kind})`, s.reads]),
    'No story or article read.',
  ],
  [
    'Languages',
    ['Language', 'Page views'],
    report.languages.map((l) => [l.language, l.pageviews]),
    'No page views.',
  ],
  [
    'Referring sites',
    ['Site', 'Visitors'],
    report.referrers.map((r) => [r.host, r.visitors]),
    'No visitor came from another site.',
  ],
  [
    'Devices',
    ['Device', 'Page views'],
    report.devices.map((d) => [d.device, d.pageviews]),
    'No page views.',
  ],
  [
    'Partner sites',
    ['Partner site', 'Views', 'Stories shown'],
    report.partners.map((p) => [
      p.origin,
      p.views,
      p.stories.map((s) => `${s.slug} (${s.views})`).join(', ') || '—',
    ]),
    'No partner site showed our widgets or story cards.',
  ],
  [
    'Feeds',
    ['Feed', 'Fetches', 'Subscribers'],
    report.feeds.map((f) => [f.path, f.fetches, f.subscribers]),
    'No feed fetched.',
  ],
  [
    'Searches that found nothing',
    ['Search', 'Times'],
    report.searches.map((q) => [q.q, q.count]),
    'Every search found something.',
  ],
];

function Lists({ report }: { report: ReachReport }) {
  return (
    <div
      css={{
        display: 'grid',
        gap: 16,
        marginTop: 16,
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {listsOf(report).map(([caption, columns, rows, empty]) => (
        <ListTable key={caption} caption={caption} columns={columns} rows={rows} empty={empty} />
      ))}
    </div>
  );
}

/**
 * Reach: what the server counted of the site's answers in a period (today, 7 days, 30 days, 12
 * months or chosen dates), against the period before, with a CSV of it all.
 */
export function ReachPage() {
  const session = useSession();
  const today = new Date().toISOString().slice(0, 10);
  const [period, setPeriod] = useState<PeriodId>('30d');
  const [chosen, setChosen] = useState({ from: today, to: today });
  const { from, to } = period === 'custom' ? chosen : periodDays(period, today);
  const reach = useReach(from, to);
  const groupId = useId();
  if (session.data && !session.data.permissions.seeReach) {
    return (
      <Screen title="Reach">
        <p role="alert" css={errorBox}>
          Only editors and administrators see the reach of the site.
        </p>
      </Screen>
    );
  }
  return (
    <Screen
      title="Reach"
      intro="Counted by our server as it answers, without cookies, scripts or stored addresses: pages sent, stories and articles read, partner sites showing our widgets and story cards, feed fetches and site searches. Not counted: crawlers and link previews, prefetches, signed-in staff, errors. Visitors are estimated per day from a hash of the address and browser with a secret thrown away at midnight (UTC), so one person on two days counts twice; visitors whose browser sends Global Privacy Control count as page views only."
      actions={
        <a css={secondaryButton} href={reachCsvAddress(from, to)} download>
          Download CSV
        </a>
      }
    >
      <fieldset css={{ ...card, border: 0, margin: '0 0 16px' }}>
        <legend css={{ fontWeight: 700, float: 'left', width: '100%', marginBottom: 8 }}>
          Period
        </legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', clear: 'both' }}>
          {[...PERIODS, { id: 'custom' as const, label: 'Chosen dates' }].map((option) => (
            <label
              key={option.id}
              css={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
            >
              <input
                type="radio"
                name={groupId}
                value={option.id}
                checked={period === option.id}
                onChange={() => setPeriod(option.id)}
                css={{ width: 20, height: 20 }}
              />
              {option.label}
            </label>
          ))}
        </div>
        {period === 'custom' && (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 8 }}>
            {(['from', 'to'] as const).map((end) => (
              <div key={end}>
                <label css={fieldLabel} htmlFor={`${groupId}-${end}`}>
                  {end === 'from' ? 'From' : 'To'}
                </label>
                <input
                  id={`${groupId}-${end}`}
                  type="date"
                  css={textInput}
                  value={chosen[end]}
                  max={today}
                  onChange={(event) => setChosen({ ...chosen, [end]: event.target.value })}
                />
              </div>
            ))}
          </div>
        )}
        <p css={{ ...muted, margin: '8px 0 0' }}>
          {from} to {to} (UTC)
        </p>
      </fieldset>
      {reach.isPending && reach.fetchStatus !== 'idle' && (
        <p role="status" css={muted}>
          Counting…
        </p>
      )}
      {reach.isError && (
        <LoadError what="The reach" error={reach.error} onRetry={() => reach.refetch()} />
      )}
      {reach.data && (
        <div aria-live="polite">
          <Totals report={reach.data} />
          <Chart report={reach.data} />
          <Lists report={reach.data} />
          <p css={{ ...muted, marginTop: 16 }}>Counted up to {reach.data.asOf}.</p>
        </div>
      )}
    </Screen>
  );
}
