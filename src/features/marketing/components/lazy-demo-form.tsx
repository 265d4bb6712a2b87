import { lazy, Suspense } from 'react';

const FORM_ID = 'demo-form';

/** Resolves once the element is within about a screen of the viewport (at once where nothing can tell). */
function nearViewport(id: string): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let frames = 0;
    const observe = () => {
      const element = document.getElementById(id);
      // The element commits with this render; after a few seconds without it, just load.
      if (!element) return void (frames++ < 300 ? requestAnimationFrame(observe) : resolve());
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '800px 0px' },
      );
      observer.observe(element);
    };
    observe();
  });
}

// react-hook-form and zod are not part of the landing page's first download: the form's
// code loads once its section nears the viewport. The build renders the whole form, and
// until its code arrives React leaves that markup as it is: the fields take typing, and
// the submit button stays disabled, so nothing is ever submitted natively.
const DemoForm = lazy(async () => {
  await nearViewport(FORM_ID);
  const module = await import('./demo-form');
  return { default: module.DemoForm };
});

/** Holds the form's place (same height) when the page renders in the browser before the code is in. */
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
  return (
    <div id={FORM_ID}>
      <Suspense fallback={<DemoFormPlaceholder />}>
        <DemoForm />
      </Suspense>
    </div>
  );
}
