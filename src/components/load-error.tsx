import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface LoadErrorProps {
  /** The spec's words for the failure, e.g. 'Failed to load tenders. Please try again later.' */
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A failed first load, shown where the data would have been, with a way to try again. */
export function LoadError({ message, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'grid justify-items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center',
        className,
      )}
    >
      <p className="font-semibold text-destructive">Error</p>
      <p className="text-sm">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden className={cn(retrying && 'animate-spin')} />
          {retrying ? 'Retrying...' : 'Try again'}
        </Button>
      ) : null}
    </div>
  );
}
