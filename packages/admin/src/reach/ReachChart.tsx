import type { ReachPoint } from '@ia/shared';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { chartData } from './period';
import { muted } from '../ui/styles';

const HEIGHT = 220;
/** The lines' colours and dash: page views solid, visitors dashed (told apart without colour). */
export const LINES = {
  pageviews: { label: 'Page views', stroke: '#0b6e4f' },
  visitors: { label: 'Visitors', stroke: '#7a4b00', dash: [8, 5] },
} as const;

/**
 * Visitors and page views over a period, drawn by uPlot (loaded with the chart, not with the
 * staff application): time axis in UTC, counts axis from zero, a value under the pointer. The
 * drawing is an image to assistive technology (`role="img"`, named and described by the
 * caller's ids); the table beside it holds every figure.
 */
export function ReachChart({
  points,
  labelledBy,
  describedBy,
}: {
  points: readonly ReachPoint[];
  labelledBy: string;
  describedBy: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (gone) return;
        const hourly = points.length > 0 && points[0]!.at.length > 10;
        chart = new UPlot(
          {
            width: Math.max(200, element.clientWidth),
            height: HEIGHT,
            legend: { show: false },
            // Days and hours are UTC, as the counts are.
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
            axes: [
              { stroke: '#33403a', grid: { stroke: '#e3e8e5' }, ...(hourly ? {} : { space: 60 }) },
              { stroke: '#33403a', grid: { stroke: '#e3e8e5' }, size: 56 },
            ],
            series: [
              {},
              { ...LINES.pageviews, width: 3 },
              { ...LINES.visitors, dash: [...LINES.visitors.dash], width: 3 },
            ],
          },
          chartData(points) as uPlot.AlignedData,
          element,
        );
        observer = new ResizeObserver(() => {
          chart?.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT });
        });
        observer.observe(element);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [points]);

  return failed ? (
    <p css={{ ...muted, minHeight: HEIGHT }}>
      The chart could not be drawn; the table gives every figure.
    </p>
  ) : (
    <div
      ref={box}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      css={{ minHeight: HEIGHT, width: '100%', overflow: 'hidden' }}
    />
  );
}
