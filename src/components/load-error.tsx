import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';
import { cn } from '@/lib/utils';

interface LoadErrorProps {
  /** The spec's words for the failure, e.g. 'Failed to load tenders. Please try again later.' */
  message: string;
  /** The query that failed: Try again fetches it again, busy while it does. */
  query?: { refetch: () => Promise<unknown>; isFetching: boolean };
  /** Another way to try again (several queries, a mutation), when there is no one query. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

export const NOT_AVAILABLE_OFFLINE = 'Not available offline';

/** Offline, what was never loaded cannot be shown: it loads by itself once back online. */
function NotAvailableOffline({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('grid justify-items-center gap-2 rounded-lg border p-6 text-center', className)}
    >
      <WifiOff aria-hidden className="size-5 text-muted-foreground" />
      <p className="font-semibold">{NOT_AVAILABLE_OFFLINE}</p>
      <p className="text-sm text-muted-foreground">
        This was not loaded before the connection went. It loads when you are back online.
      </p>
    </div>
  );
}

/** A failed first load, shown where the data would have been, with a way to try again. */
export function LoadError(props: LoadErrorProps) {
  const online = useOnline();
  return online ? <FailedLoad {...props} /> : <NotAvailableOffline className={props.className} />;
}

function FailedLoad({ message, query, onRetry, retrying, className }: LoadErrorProps) {
  const retry = onRetry ?? (query ? () => void query.refetch() : undefined);
  const busy = retrying ?? query?.isFetching ?? false;
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
      {retry ? (
        <Button variant="outline" size="sm" onClick={retry} disabled={busy}>
          <RotateCw aria-hidden className={cn(busy && 'animate-spin')} />
          {busy ? 'Retrying...' : 'Try again'}
        </Button>
      ) : null}
    </div>
  );
}
