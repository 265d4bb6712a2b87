import { useCallback, useState } from 'react';

// One observer for every watched element (a checklist can run to hundreds of rows).
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    // A screen above and below: what scrolling or Tab reaches next is ready before it shows.
    { rootMargin: '100% 0px' },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Whether the element given to `ref` has come within about a screen of the viewport; once
 * true it stays true. True from the start when `initially` is, or where nothing can tell (no
 * IntersectionObserver).
 */
export function useNearViewport(initially = false) {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => (element && !near ? watch(element, () => setNear(true)) : undefined),
    [near],
  );
  return [ref, near] as const;
}
