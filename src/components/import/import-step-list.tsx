import { cn } from '@/lib/utils';

/** Where an import wizard is: its steps, the current one marked (aria-current="step"). */
export function ImportStepList<K extends string>({
  current,
  steps,
}: {
  current: K;
  steps: readonly { key: K; label: string }[];
}) {
  const index = steps.findIndex((step) => step.key === current);
  return (
    <ol aria-label="Import steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {steps.map((step, i) => (
        <li
          key={step.key}
          aria-current={i === index ? 'step' : undefined}
          className={cn(
            'whitespace-nowrap',
            i === index ? 'font-semibold text-foreground' : 'text-muted-foreground',
          )}
        >
          {i + 1}. {step.label}
        </li>
      ))}
    </ol>
  );
}
