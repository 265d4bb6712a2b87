import { Bell } from 'lucide-react';
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

/** The notifications dropdown: 340 px wide, its list at most 320 px tall, with the spec's fixed '3 New' badge. */
export function AppNotificationsMenu() {
  return (
    <AppHeaderMenu
      className="w-[340px] max-w-[calc(100vw-16px)] p-0"
      trigger={
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8 sm:size-9" aria-label="Notifications">
            <Bell aria-hidden />
          </Button>
        </DropdownMenuTrigger>
      }
    >
      <div className="flex items-center justify-between px-4 py-3">
        <DropdownMenuLabel className="p-0 text-base">Notifications</DropdownMenuLabel>
        <Badge>3 New</Badge>
      </div>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="max-h-[320px] overflow-y-auto" data-testid="notifications-list">
        <p className="px-4 py-8 text-center text-sm text-muted-foreground">No new notifications</p>
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
