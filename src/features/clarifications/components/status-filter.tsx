import { cn } from '@/lib/utils';
import { CLARIFICATION_STATUSES, clarificationStatusLabels, type ClarificationStatus } from '../model';

interface ClarificationStatusFilterProps {
  value: ClarificationStatus | null;
  onChange: (status: ClarificationStatus | null) => void;
}

const choices: { status: ClarificationStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  ...CLARIFICATION_STATUSES.map((status) => ({ status, label: clarificationStatusLabels[status] })),
];

/** All questions, or those of one status. */
export function ClarificationStatusFilter({ value, onChange }: ClarificationStatusFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter by status"
      className="inline-flex h-10 items-center justify-self-start rounded-md border border-input bg-background p-1 print:hidden"
    >
      {choices.map(({ status, label }) => (
        <button
          key={label}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={cn(
            'h-full rounded-sm px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === status
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
