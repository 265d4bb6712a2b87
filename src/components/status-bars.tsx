import { roundingNote, type StatusShare } from '@/lib/rates';
import { statusLabel, tenderStatusColour } from '@/lib/statuses';
import { StatusDot } from './status-badge';

/**
 * Each status with its count, whole-number share of the total, coloured dot and
 * proportional bar; below them, a note when the rounded shares do not add up to 100.
 */
export function StatusBars({ rows, label }: { rows: StatusShare[]; label: string }) {
  const note = roundingNote(rows.map((row) => row.percent));
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className="grid gap-4">
        {rows.map(({ status, count, percent, fraction }) => {
          const colour = tenderStatusColour(status).hex;
          return (
            <li key={status} className="grid gap-1.5">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  <StatusDot colour={colour} className="size-2.5" />
                  {statusLabel(status)}
                </span>
                <span className="tabular-nums text-muted-foreground">
                  <span className="font-semibold text-foreground">{count}</span> ({percent}%)
                </span>
              </div>
              <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full transition-[width] duration-500"
                  style={{ width: `${fraction * 100}%`, backgroundColor: colour }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}
