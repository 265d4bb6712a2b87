import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept live. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The sidebar docks at 1024 px and wider; below, it is an off-canvas drawer. */
export const LARGE_SCREEN = '(min-width: 1024px)';
