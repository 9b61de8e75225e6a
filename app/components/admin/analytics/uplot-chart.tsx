// One uPlot chart, as wide as its container (a ResizeObserver keeps it so, down to a 390 px
// phone), drawn once uPlot's chunk has loaded. The canvas is a picture: it carries a label that
// sends screen readers to the table of the same numbers beside it, and the legend is ours
// (a plain list), not uPlot's.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  color: string;
  /** Dashed line (a reference, e.g. the promise). */
  dash?: boolean;
  /** Bars instead of a line. */
  bars?: boolean;
  /** A second y scale on the right (e.g. counts beside dollars). */
  right?: boolean;
}

export interface ChartProps {
  /** Day starts in Unix seconds (UTC), or 1…n for a ranking. */
  x: number[];
  series: ChartSeries[];
  values: (number | null)[][];
  label: string;
  failedText: string;
  /** x are days (a time axis in UTC) or ranks. */
  time?: boolean;
  formatLeft?: (value: number) => string;
  height?: number;
}

const MIN_WIDTH = 240;

function options(UPlot: typeof uPlot, props: ChartProps, width: number): uPlot.Options {
  const { series, time = true, formatLeft, height = 240 } = props;
  const hasRight = series.some((s) => s.right);
  const bars = UPlot.paths.bars?.({ size: [0.6, 48] });
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max)] }, ...(hasRight ? { r: {} } : {}) },
    axes: [
      time ? {} : { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? `#${v}` : '')) },
      { size: 64, values: formatLeft ? (_u, splits) => splits.map(formatLeft) : undefined },
      ...(hasRight ? [{ scale: 'r', side: 1, grid: { show: false } }] : []),
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        scale: s.right ? 'r' : 'y',
        dash: s.dash ? [6, 4] : undefined,
        fill: s.bars ? `${s.color}99` : undefined,
        paths: s.bars ? bars : undefined,
        points: { show: !s.bars && props.x.length <= 31 },
        spanGaps: false,
      })),
    ],
  };
}

export function UplotChart(props: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  const { x, values, series, label, time, height, formatLeft } = props;
  useEffect(() => {
    const current = { x, values, series, label, time, height, formatLeft, failedText: '' };
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    import('./load-uplot.ts')
      .then(({ styledUplot }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const UPlot = styledUplot();
        const widthOf = () => Math.max(MIN_WIDTH, Math.floor(element.clientWidth));
        chart = new UPlot(options(UPlot, current, widthOf()), [x, ...values] as uPlot.AlignedData, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: widthOf(), height: height ?? 240 }));
        observer.observe(element);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [x, values, series, label, time, height, formatLeft]);

  return (
    <div className="min-w-0">
      {failed ? (
        <p className="rounded-md bg-stone-100 px-3 py-6 text-center text-sm text-stone-700">{props.failedText}</p>
      ) : (
        <div ref={container} role="img" aria-label={props.label} className="w-full overflow-hidden" data-chart />
      )}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-hidden="true">
        {props.series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span
              className="inline-block h-0.5 w-5"
              style={{ borderTop: `3px ${s.dash ? 'dashed' : 'solid'} ${s.color}`, background: s.bars ? s.color : undefined }}
            />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
