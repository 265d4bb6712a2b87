import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { AppHeaderMenu } from './app-header-menu';

interface AppNotificationsMenuProps {
  /** The bell's accessible name, e.g. 'Notifications, 3 deadline alerts'. */
  label: string;
  /** The badge on the bell and beside the panel's title ('3', '99+'); none when null. */
  badge: string | null;
  /** The panel's badge text, e.g. '3 alerts'. */
  summary?: string;
  /** Under the title: what the list covers, e.g. 'Next 7 days (Nov 25 – Dec 01, 2026), and overdue'. */
  description?: string;
  /** A menu item beside the title, e.g. 'Mark all as seen'. */
  action?: ReactNode;
  /** The list (menu items), or its empty, loading or error state. */
  children: ReactNode;
}

/** The notifications dropdown: 340 px wide, its list at most 320 px tall and scrolling, 'View all notifications' below. */
export function AppNotificationsMenu({
  label,
  badge,
  summary,
  description,
  action,
  children,
}: AppNotificationsMenuProps) {
  return (
    <AppHeaderMenu
      className="w-[340px] max-w-[calc(100vw-16px)] p-0"
      trigger={
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="relative size-8 sm:size-9" aria-label={label}>
            <Bell aria-hidden />
            {badge ? (
              <span
                aria-hidden
                data-testid="notifications-badge"
                className="absolute -right-0.5 -top-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-none text-destructive-foreground"
              >
                {badge}
              </span>
            ) : null}
          </Button>
        </DropdownMenuTrigger>
      }
    >
      <div className="grid gap-1 px-4 py-3">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel className="p-0 text-base">Notifications</DropdownMenuLabel>
          {summary ? <Badge variant={badge ? 'default' : 'secondary'}>{summary}</Badge> : null}
        </div>
        {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
        {action}
      </div>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="max-h-[320px] overflow-y-auto p-1" data-testid="notifications-list">
        {children}
      </div>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="p-1">
        <DropdownMenuItem asChild className="justify-center font-medium text-primary">
          <Link to={paths.app.notifications}>View all notifications</Link>
        </DropdownMenuItem>
      </div>
    </AppHeaderMenu>
  );
}

/** The panel's message when there is nothing to list. */
export function AppNotificationsEmpty({ children }: { children: ReactNode }) {
  return <div className="grid gap-1 px-3 py-7 text-center text-sm text-muted-foreground">{children}</div>;
}
