import type { DateOrder } from '../../import/values';

interface DateOrderChoiceProps {
  /** Dates of the file that read differently in the two orders. */
  examples: readonly string[];
  value: DateOrder | null;
  onChange: (order: DateOrder) => void;
}

const ORDERS: readonly { value: DateOrder; label: string }[] = [
  { value: 'dmy', label: 'Day/month/year (31/12/2026)' },
  { value: 'mdy', label: 'Month/day/year (12/31/2026)' },
];

/** Asked once, when the file's dates could be read either way. */
export function DateOrderChoice({ examples, value, onChange }: DateOrderChoiceProps) {
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Dates in this file</legend>
      <p className="text-sm text-muted-foreground">
        Some dates can be read either way, such as {examples.join(', ')}. How are they written?
      </p>
      {ORDERS.map((order) => (
        <label key={order.value} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="import-date-order"
            className="size-4 accent-primary"
            checked={value === order.value}
            onChange={() => onChange(order.value)}
          />
          {order.label}
        </label>
      ))}
    </fieldset>
  );
}
