import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// react-hook-form and the resolver are not part of the landing page's first download:
// the demo form loads once its section comes within a screen or so of the viewport.
const DemoForm = lazy(() => import('./demo-form').then((module) => ({ default: module.DemoForm })));

/** Holds the form's place (same height) until it has loaded. */
function DemoFormPlaceholder() {
  const field = (height: string) => (
    <div className="grid gap-2">
      <div className="h-3.5 w-20 rounded bg-muted" />
      <div className={`${height} rounded-md border border-input bg-background`} />
    </div>
  );
  return (
    <div aria-hidden className="grid animate-pulse gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {field('h-10')}
        {field('h-10')}
      </div>
      {field('h-10')}
      {field('h-[106px]')}
      <div className="h-11 w-full rounded-md bg-muted sm:w-40" />
    </div>
  );
}

export function LazyDemoForm() {
  const ref = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (load || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  return (
    <div ref={ref}>
      {load ? (
        <Suspense fallback={<DemoFormPlaceholder />}>
          <DemoForm />
        </Suspense>
      ) : (
        <DemoFormPlaceholder />
      )}
    </div>
  );
}
