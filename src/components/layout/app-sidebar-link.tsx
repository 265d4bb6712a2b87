import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import type { NavItem } from './app-nav';

// Loaded only once the sidebar is collapsed: Radix's tooltip stays out of the /app shell.
const AppSidebarTooltip = lazy(() => import('./app-sidebar-tooltip'));

interface AppSidebarLinkProps {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  count?: number;
  onNavigate?: () => void;
}

/** One side-menu entry; collapsed, it shows only its icon and explains itself in a tooltip. */
export function AppSidebarLink({ item, active, collapsed, count, onNavigate }: AppSidebarLinkProps) {
  const Icon = item.icon;
  const link = (
    <Link
      to={item.path}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? (count === undefined ? item.name : `${item.name} (${count})`) : undefined}
      className={cn(
        'group relative flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors',
        'hover:bg-accent hover:text-accent-foreground',
        active ? 'bg-primary/10 font-semibold text-primary' : 'text-foreground/80',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {collapsed ? null : (
        <span className="grid min-w-0 flex-1">
          <span className="truncate">{item.name}</span>
          <span className="text-xs font-normal leading-snug text-muted-foreground">{item.description}</span>
        </span>
      )}
      {count !== undefined ? (
        <span
          className={cn(
            'rounded-full bg-primary px-2 py-0.5 text-xs font-semibold tabular-nums text-primary-foreground',
            collapsed && 'absolute -right-1 -top-1 px-1.5 text-[10px]',
          )}
        >
          {count}
          <span className="sr-only">{count === 1 ? ' tender' : ' tenders'}</span>
        </span>
      ) : null}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Suspense fallback={link}>
      <AppSidebarTooltip item={item}>{link}</AppSidebarTooltip>
    </Suspense>
  );
}
