import { AlarmClock, CircleAlert } from 'lucide-react';
import { Pill } from '@/components/pill';
import { cn } from '@/lib/utils';

interface CueBadgeProps {
  /** 'Overdue', 'Due in 3 days', 'Expired', 'Expires tomorrow'. */
  label: string;
  /** Past its date: red; otherwise amber. */
  past: boolean;
  className?: string;
}

/** A date's cue as a pill: past its date in red, coming soon in amber. */
export function CueBadge({ label, past, className }: CueBadgeProps) {
  return (
    <Pill
      icon={past ? CircleAlert : AlarmClock}
      className={cn(
        'px-2',
        past
          ? 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
        className,
      )}
    >
      {label}
    </Pill>
  );
}
