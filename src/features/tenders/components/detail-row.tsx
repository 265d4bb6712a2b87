import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface DetailRowProps {
  label: string;
  children: ReactNode;
  className?: string;
}

/** One labelled value of a detail card. */
export function DetailRow({ label, children, className }: DetailRowProps) {
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
