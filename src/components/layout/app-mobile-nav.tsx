import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { AppSidebar } from './app-sidebar';

export const MOBILE_NAV_ID = 'app-mobile-nav';

interface AppMobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer; focus returns there when it closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  tenderCount?: number;
}

/** The side menu as a drawer on small screens: a dimmed overlay, Escape or a click outside closes it, focus stays inside. */
export function AppMobileNav({ open, onOpenChange, returnFocusRef, tenderCount }: AppMobileNavProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="sidebar-overlay"
          className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0"
        />
        <DialogPrimitive.Content
          id={MOBILE_NAV_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[280px] max-w-[85vw] border-r bg-card shadow-xl focus:outline-none data-[state=open]:animate-in data-[state=open]:slide-in-from-left"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <AppSidebar onNavigate={() => onOpenChange(false)} tenderCount={tenderCount} />
          <DialogPrimitive.Close
            className="absolute right-3 top-4 grid size-8 place-items-center rounded-md hover:bg-accent"
            aria-label="Close navigation"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
