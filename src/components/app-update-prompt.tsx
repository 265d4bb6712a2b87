import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** How long after the app first renders the worker registers: its precaching then never competes with the first screen. */
const REGISTER_DELAY = 2000;

/**
 * Registers the service worker (lazily: src/lib/service-worker.ts and Workbox stay out of
 * the shell's first load) and, when a new version of the app is waiting, offers to switch
 * to it. Without a click the new version starts on the next visit.
 */
export function AppUpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const timer = setTimeout(() => {
      import('@/lib/service-worker')
        .then(({ onUpdateWaiting }) => {
          if (active) unsubscribe = onUpdateWaiting((apply) => setApplyUpdate(() => apply));
        })
        // Offline, or an old chunk gone: the current version keeps running.
        .catch(() => undefined);
    }, REGISTER_DELAY);
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, []);

  // The live region is always there, so that a screen reader announces the notice's text.
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-4"
    >
      {applyUpdate && (
        <div className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 text-sm text-card-foreground shadow-lg">
          <p>A new version of TenderFlow is available.</p>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={() => setApplyUpdate(null)}>
              Later
            </Button>
            <Button size="sm" onClick={applyUpdate}>
              Reload to update
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
