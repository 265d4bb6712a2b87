import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { NavItem } from './app-nav';

/** The collapsed side menu's explanation of an entry (its name and description). */
export default function AppSidebarTooltip({ item, children }: { item: NavItem; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">
        <p className="font-semibold">{item.name}</p>
        <p className="text-xs text-muted-foreground">{item.description}</p>
      </TooltipContent>
    </Tooltip>
  );
}
