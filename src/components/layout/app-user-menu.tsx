import { Download, LogOut, Settings, User, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { messages } from '@/lib/errors';
import { useInstallPrompt } from '@/lib/install-prompt';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { AppHeaderMenu } from './app-header-menu';
import { shellIdentity } from './app-nav';
import { AppUserAvatar } from './app-user-avatar';

/** The avatar menu: who is signed in, account links, 'Install app' while the browser offers it, and sign-out. */
export function AppUserMenu() {
  const { user, signOut } = useSession();
  const { profile } = useProfile();
  const navigate = useNavigate();
  const install = useInstallPrompt();
  const identity = shellIdentity(profile, user);

  const onSignOut = async () => {
    try {
      const { error } = await signOut();
      if (error) throw error;
      navigate(paths.signIn, { replace: true });
    } catch (error) {
      console.warn('Sign-out failed', error);
      toast.error(messages.network);
    }
  };

  return (
    <AppHeaderMenu
      className="w-60"
      trigger={
        <DropdownMenuTrigger
          className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          aria-label="Account menu"
        >
          <AppUserAvatar avatarUrl={identity.avatarUrl} initial={identity.initial} />
        </DropdownMenuTrigger>
      }
    >
      <DropdownMenuLabel className="grid gap-0.5 font-normal">
        <span className="truncate font-semibold" data-testid="user-menu-name">
          {identity.name}
        </span>
        <span className="truncate text-xs text-muted-foreground">{identity.email}</span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to={paths.app.profile}>
          <User aria-hidden /> Profile
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.app.settings}>
          <Settings aria-hidden /> Settings
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.app.users}>
          <Users aria-hidden /> User Management
        </Link>
      </DropdownMenuItem>
      {install ? (
        <DropdownMenuItem onSelect={install}>
          <Download aria-hidden /> Install app
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => void onSignOut()}>
        <LogOut aria-hidden /> Sign out
      </DropdownMenuItem>
    </AppHeaderMenu>
  );
}
