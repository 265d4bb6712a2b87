import { Menu } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MOBILE_NAV_ID } from './app-mobile-nav';
import { AppSearch } from './app-search';
import { AppUserMenu } from './app-user-menu';

interface AppHeaderProps {
  /** Small screens: show the button that opens the navigation drawer. */
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenuClick: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The notifications bell (the layout route supplies it with its data). */
  notifications: ReactNode;
}

/** The top bar of the /app area. */
export function AppHeader({
  showMenuButton,
  menuOpen,
  onMenuClick,
  menuButtonRef,
  notifications,
}: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-1.5 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:gap-3 sm:px-6">
      {showMenuButton ? (
        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          aria-label="Navigation menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_NAV_ID}
          onClick={onMenuClick}
        >
          <Menu aria-hidden />
        </Button>
      ) : null}
      <Badge variant="secondary" className="hidden sm:inline-flex">
        Beta
      </Badge>
      <AppSearch className="min-w-0 max-w-md flex-1" />
      <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
        <ThemeToggle className="size-8 sm:size-9" />
        {notifications}
        <AppUserMenu />
      </div>
    </header>
  );
}
