import { cn } from '@/lib/utils';
import { IMPORT_STEPS, type ImportStep } from '../../import/wizard';

/** Where the wizard is: the steps, the current one marked (aria-current="step"). */
export function ImportStepList({ current }: { current: ImportStep }) {
  const index = IMPORT_STEPS.findIndex((step) => step.key === current);
  return (
    <ol aria-label="Import steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {IMPORT_STEPS.map((step, i) => (
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
