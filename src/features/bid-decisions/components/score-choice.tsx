import { cn } from '@/lib/utils';

interface ScoreChoiceProps<T extends string | number> {
  legend: string;
  /** The radios' group name (unique on the page). */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  disabled?: boolean;
  describedBy?: string;
  /** Under the legend: which end is good ('5 = little competition'). */
  hint?: string;
  className?: string;
}

/** Radios shown as a row of buttons: a fieldset named by its legend, arrow keys move between them. */
export function ScoreChoice<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  describedBy,
  hint,
  className,
}: ScoreChoiceProps<T>) {
  const hintId = `${name}-hint`;
  const described = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={described} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-3 text-sm font-medium transition-colors hover:bg-accent',
                'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
