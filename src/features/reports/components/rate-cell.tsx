import { formatPercent } from '@/lib/rates';

/** A rate as a small bar and its whole-number percentage, or 'No data'. */
export function RateCell({ value, colour }: { value: number | null; colour: string }) {
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <span aria-hidden className="hidden h-2 w-16 overflow-hidden rounded-full bg-muted sm:block">
        <span
          className="block h-full rounded-full"
          style={{ width: `${value ?? 0}%`, backgroundColor: colour }}
        />
      </span>
      <span className={value === null ? 'text-muted-foreground' : 'tabular-nums'}>
        {formatPercent(value)}
      </span>
    </span>
  );
}
