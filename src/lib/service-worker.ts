/// <reference types="vite-plugin-pwa/client" />
// The service worker's registration, from the signed-in app only (src/components/
// app-update-prompt.tsx loads this module lazily): the public pages never load it. The
// worker (vite.config.ts) precaches this build and controls /app; a new build's worker
// waits until the user chooses "Reload to update", or until every tab of this one closes.
import { registerSW } from 'virtual:pwa-register';

/** How often a long-lived tab asks for a new worker (the browser also checks on every /app navigation). */
const UPDATE_CHECK_INTERVAL = 60 * 60 * 1000;

/** The build's version (VITE_APP_VERSION at build time), on <html data-app-version>. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || 'dev';

type Listener = (applyUpdate: () => void) => void;

const listeners = new Set<Listener>();
let applyUpdate: (() => void) | undefined;
let registered = false;

function register() {
  registered = true;
  document.documentElement.dataset.appVersion = APP_VERSION;
  const updateServiceWorker = registerSW({
    // A new worker is waiting: the notice offers it. Taking it makes it skip waiting; once
    // it controls the page, registerSW reloads it (every other tab of the app too), so no
    // page ever runs this build's chunks beside the next one's.
    onNeedRefresh() {
      applyUpdate = () => void updateServiceWorker();
      for (const listener of listeners) listener(applyUpdate);
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL);
    },
  });
}

/**
 * Registers the worker (once per page) and calls `listener` when a new version is
 * waiting, with the function that switches to it. Returns the unsubscribe.
 */
export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  if (applyUpdate) listener(applyUpdate);
  if (!registered) register();
  return () => void listeners.delete(listener);
}
