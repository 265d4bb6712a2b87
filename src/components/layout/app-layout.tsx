import { useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppUpdatePrompt } from '@/components/app-update-prompt';
import { cn } from '@/lib/utils';
import { AppHeader } from './app-header';
import { AppMobileNav } from './app-mobile-nav';
import { AppSidebar } from './app-sidebar';
import { LARGE_SCREEN, useMediaQuery } from './app-use-media-query';
import { OfflineBanner } from './offline-banner';

interface AppLayoutProps {
  /** The workspace's tender count for the sidebar badge (the route reads it). */
  tenderCount?: number;
  /** The header's notifications bell (the route supplies it with its data). */
  notifications: ReactNode;
}

/** The signed-in shell: docked (collapsible) sidebar on large screens, a drawer below 1024 px, header, page. */
export function AppLayout({ tenderCount, notifications }: AppLayoutProps) {
  const isLarge = useMediaQuery(LARGE_SCREEN);
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [wasLarge, setWasLarge] = useState(isLarge);
  const { pathname } = useLocation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Crossing the breakpoint closes the drawer.
  if (wasLarge !== isLarge) {
    setWasLarge(isLarge);
    setMobileOpen(false);
  }

  return (
    <div className="wrap-user-text flex min-h-screen bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {isLarge ? (
        <aside
          aria-label="Sidebar"
          data-state={collapsed ? 'collapsed' : 'expanded'}
          className={cn(
            'sticky top-0 h-screen shrink-0 border-r bg-card transition-[width] duration-200',
            collapsed ? 'w-[70px]' : 'w-[280px]',
          )}
        >
          <AppSidebar
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((value) => !value)}
            tenderCount={tenderCount}
          />
        </aside>
      ) : (
        <AppMobileNav
          open={mobileOpen}
          onOpenChange={setMobileOpen}
          returnFocusRef={menuButtonRef}
          tenderCount={tenderCount}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          showMenuButton={!isLarge}
          menuOpen={mobileOpen}
          onMenuClick={() => setMobileOpen(true)}
          menuButtonRef={menuButtonRef}
          notifications={notifications}
        />
        <OfflineBanner />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <div key={pathname} className="animate-page-in">
            <Outlet />
          </div>
        </main>
      </div>
      <AppUpdatePrompt />
    </div>
  );
}
