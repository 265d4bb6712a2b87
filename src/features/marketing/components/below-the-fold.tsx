import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * Renders its children right after the first paint, in a transition React splits into
 * short tasks, so the hero paints sooner and the main thread is never blocked for long.
 * Until then a placeholder of about the same height keeps scroll positions meaningful.
 */
export function BelowTheFold({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName?: string;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : <div aria-hidden className={cn(placeholderClassName)} />;
}
