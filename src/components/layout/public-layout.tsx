import { Outlet } from 'react-router-dom';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { useScrollToRequestedSection } from './public-section-nav';

export const MAIN_CONTENT_ID = 'main-content';

/** The shell of every public page: skip link, sticky header, the page, footer. */
export function PublicLayout() {
  useScrollToRequestedSection();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
