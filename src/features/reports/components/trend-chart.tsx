import { useCallback, useState } from 'react';
import { tenderStatusColour } from '@/lib/statuses';
import { countScale, labelEvery, rateText, type TrendRow } from '../model';

const HEIGHT = 240;
const M = { top: 12, right: 38, bottom: 40, left: 30 };

const SERIES = [
  { key: 'total', label: 'Total', colour: '#64748B' },
  { key: 'submitted', label: 'Submitted', colour: tenderStatusColour('submitted').hex },
  { key: 'won', label: 'Won', colour: tenderStatusColour('won').hex },
] as const;

/** The element's width in px, followed as it resizes (a default until measured). */
function useWidth(initial: number) {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [width, ref] as const;
}

/** Lines joining consecutive months that have a win rate (a month with nothing decided breaks the line). */
function rateSegments(points: ({ x: number; y: number } | null)[]): string {
  let path = '';
  points.forEach((point, index) => {
    if (!point) return;
    path += `${points[index - 1] ? 'L' : 'M'}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
  });
  return path;
}

/** Monthly bars of total, submitted and won tenders with the win rate as a line (right axis). */
export function TrendChart({ rows, label }: { rows: TrendRow[]; label: string }) {
  const [width, ref] = useWidth(640);
  const plotWidth = Math.max(width - M.left - M.right, 1);
  const plotHeight = HEIGHT - M.top - M.bottom;
  const { top, ticks } = countScale(Math.max(0, ...rows.map((row) => row.total)));
  const band = plotWidth / Math.max(rows.length, 1);
  const bar = Math.max(1, (band * 0.72) / SERIES.length);
  const y = (value: number) => M.top + plotHeight - (value / top) * plotHeight;
  const yRate = (rate: number) => M.top + plotHeight - (rate / 100) * plotHeight;
  const centre = (index: number) => M.left + band * index + band / 2;
  const every = labelEvery(rows.length, plotWidth, 32);
  const points = rows.map((row, i) =>
    row.winRate === null ? null : { x: centre(i), y: yRate(row.winRate) },
  );
  const empty = rows.every((row) => row.total === 0);

  return (
    <div ref={ref} className="relative w-full">
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={label}
        className="block text-muted-foreground"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={M.left} x2={M.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke="hsl(var(--border))" />
            <text x={M.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {[0, 50, 100].map((rate) => (
          <text
            key={rate}
            x={M.left + plotWidth + 6}
            y={yRate(rate)}
            dy="0.32em"
            fontSize={11}
            fill="currentColor"
          >
            {rate}%
          </text>
        ))}
        {rows.map((row, i) => {
          const start = centre(i) - (bar * SERIES.length) / 2;
          const showLabel = i % every === 0;
          const showYear = showLabel && (i === 0 || row.month.slice(5, 7) === '01');
          return (
            <g key={row.month}>
              {SERIES.map((series, s) => (
                <rect
                  key={series.key}
                  x={start + s * bar}
                  y={y(row[series.key])}
                  width={Math.max(bar - 1, 1)}
                  height={M.top + plotHeight - y(row[series.key])}
                  rx={Math.min(2, bar / 4)}
                  fill={series.colour}
                />
              ))}
              {showLabel ? (
                <text
                  x={centre(i)}
                  y={HEIGHT - M.bottom + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {row.shortLabel}
                  {showYear ? (
                    <tspan x={centre(i)} dy="1.2em">
                      {row.month.slice(0, 4)}
                    </tspan>
                  ) : null}
                </text>
              ) : null}
              <rect x={M.left + band * i} y={M.top} width={band} height={plotHeight} fill="transparent">
                <title>{`${row.label}: ${row.total} total, ${row.submitted} submitted, ${row.won} won. ${rateText('Win rate', row.winRate)}`}</title>
              </rect>
            </g>
          );
        })}
        <path d={rateSegments(points)} fill="none" stroke="hsl(var(--foreground))" strokeWidth={2} />
        {points.map((point, i) =>
          point ? (
            <circle
              key={rows[i]!.month}
              cx={point.x}
              cy={point.y}
              r={3.5}
              fill="hsl(var(--foreground))"
              stroke="hsl(var(--card))"
              strokeWidth={1.5}
              pointerEvents="none"
            />
          ) : null,
        )}
      </svg>
      {empty ? (
        <p className="absolute inset-x-0 top-1/3 text-center text-sm text-muted-foreground">
          No tenders were created in this period
        </p>
      ) : null}
    </div>
  );
}

/** The chart's key: what each colour and the line stand for. */
export function TrendLegend() {
  return (
    <ul aria-label="Chart legend" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
      {SERIES.map((series) => (
        <li key={series.key} className="flex items-center gap-2">
          <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: series.colour }} />
          {series.label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden className="h-0.5 w-4 rounded bg-foreground" />
        Win rate (right axis)
      </li>
    </ul>
  );
}
