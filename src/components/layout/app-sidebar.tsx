import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogoMark } from '@/components/logo-mark';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { isActive, navGroups, shellIdentity } from './app-nav';
import { AppSidebarLink } from './app-sidebar-link';
import { AppUserAvatar } from './app-user-avatar';
import { AppWorkspaceSwitcher } from './app-workspace-switcher';

interface AppSidebarProps {
  /** Icons only (large screens). */
  collapsed?: boolean;
  /** Shows the collapse toggle when given. */
  onToggleCollapsed?: () => void;
  /** Called when a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  /** The workspace's tender count beside All Tenders (undefined while unknown). */
  tenderCount?: number;
}

/** Brand, the three navigation groups, and the signed-in user. */
export function AppSidebar({
  collapsed = false,
  onToggleCollapsed,
  onNavigate,
  tenderCount,
}: AppSidebarProps) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { profile } = useProfile();
  const identity = shellIdentity(profile, user);
  const headingId = useId();

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 items-center gap-2 border-b px-4',
          collapsed && 'flex-col justify-center px-2',
        )}
      >
        <Link
          to={paths.app.dashboard}
          onClick={onNavigate}
          aria-label="TenderFlow dashboard"
          className="flex min-w-0 items-center gap-2 rounded-md"
        >
          <LogoMark />
          {collapsed ? null : <span className="truncate text-base font-bold tracking-tight">TenderFlow</span>}
          {collapsed ? null : <Badge variant="secondary">BETA</Badge>}
        </Link>
        {onToggleCollapsed && !collapsed ? (
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-8"
            onClick={onToggleCollapsed}
            aria-label="Collapse sidebar"
          >
            <PanelLeftClose aria-hidden />
          </Button>
        ) : null}
      </div>
      {onToggleCollapsed && collapsed ? (
        <Button
          variant="ghost"
          size="icon"
          className="mx-auto mt-2"
          onClick={onToggleCollapsed}
          aria-label="Expand sidebar"
        >
          <PanelLeftOpen aria-hidden />
        </Button>
      ) : null}
      {collapsed ? null : (
        <div className="border-b px-3 py-3">
          <AppWorkspaceSwitcher />
        </div>
      )}
      <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-4">
        {navGroups.map((group) => (
          <div key={group.label} className="mb-4">
            <h2
              id={`${headingId}-${group.label}`}
              className={cn(
                'mb-1 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground',
                collapsed && 'sr-only',
              )}
            >
              {group.label}
            </h2>
            <ul aria-labelledby={`${headingId}-${group.label}`} className="grid gap-1">
              {group.items.map((item) => (
                <li key={item.path}>
                  <AppSidebarLink
                    item={item}
                    collapsed={collapsed}
                    active={isActive(pathname, item.path)}
                    count={item.showsTenderCount ? tenderCount : undefined}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={cn('flex items-center gap-3 border-t p-4', collapsed && 'justify-center px-2')}>
        <AppUserAvatar avatarUrl={identity.avatarUrl} initial={identity.initial} />
        <div className={cn('min-w-0', collapsed && 'sr-only')}>
          <p className="truncate text-sm font-medium" data-testid="sidebar-user-name">
            {identity.name}
          </p>
          <p className="truncate text-xs text-muted-foreground">{identity.email}</p>
        </div>
      </div>
    </div>
  );
}
