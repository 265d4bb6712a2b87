import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the prerendered markup is being hydrated (and in the build's render), true
 * after that and in any render that starts in the browser. Markup that depends on the
 * browser (storage, the clock, the theme) waits for it so hydration matches the server.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
