import type { ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

interface AppHeaderMenuProps {
  /** The `DropdownMenuTrigger` that opens the menu. */
  trigger: ReactNode;
  /** Width and padding of the panel. */
  className?: string;
  children: ReactNode;
}

/** A header dropdown (notifications, account): non-modal, aligned to the trigger's end, kept 8 px inside the viewport. */
export function AppHeaderMenu({ trigger, className, children }: AppHeaderMenuProps) {
  return (
    // Not modal: a modal menu hides the page from assistive technology while focusable parts remain (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      {trigger}
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className={cn(className, 'focus-visible:ring-0 focus-visible:ring-offset-0')}
      >
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
