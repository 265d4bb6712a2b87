import { Pill } from '@/components/pill';
import { statusLabel, taskStatusColour, tenderStatusColour } from '@/lib/statuses';
import { cn } from '@/lib/utils';

interface StatusBadgeProps {
  status: string;
  /** Tender and task statuses share the palette but not every value. */
  kind?: 'tender' | 'task';
  className?: string;
}

/** A status as a coloured pill with its dot: 'In Development'. */
export function StatusBadge({ status, kind = 'tender', className }: StatusBadgeProps) {
  const colour = kind === 'tender' ? tenderStatusColour(status) : taskStatusColour(status);
  return (
    <Pill className={cn('gap-1.5', colour.badge, className)}>
      <StatusDot colour={colour.hex} />
      {statusLabel(status)}
    </Pill>
  );
}

export function StatusDot({ colour, className }: { colour: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('size-2 shrink-0 rounded-full', className)}
      style={{ backgroundColor: colour }}
    />
  );
}
