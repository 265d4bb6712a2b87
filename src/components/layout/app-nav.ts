import {
  BarChart3,
  BookOpen,
  FileBadge,
  FileText,
  History,
  LayoutDashboard,
  LifeBuoy,
  ListTodo,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { User } from '@supabase/supabase-js';
import { paths } from '@/config/paths';

export interface NavItem {
  name: string;
  path: string;
  description: string;
  icon: LucideIcon;
  /** Shows the user's tender count next to the item. */
  showsTenderCount?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The side menu of the /app area (and the mobile menu): the groups Main, Tenders and System; My work first. */
export const navGroups: NavGroup[] = [
  {
    label: 'Main',
    items: [
      {
        name: 'My work',
        path: paths.app.myWork,
        description: 'Your tasks and deadlines',
        icon: ListTodo,
      },
      {
        name: 'Dashboard',
        path: paths.app.dashboard,
        description: 'Overview and key metrics',
        icon: LayoutDashboard,
      },
      {
        name: 'Activity',
        path: paths.app.activity,
        description: 'Who changed what, and when',
        icon: History,
      },
    ],
  },
  {
    label: 'Tenders',
    items: [
      {
        name: 'All Tenders',
        path: paths.app.tenders,
        description: 'Manage tender submissions',
        icon: FileText,
        showsTenderCount: true,
      },
      {
        name: 'Bid bonds',
        path: paths.app.bidBonds,
        description: 'Guarantees out and their expiry',
        icon: ShieldCheck,
      },
      {
        name: 'Company documents',
        path: paths.app.companyDocuments,
        description: 'Certificates and their expiry',
        icon: FileBadge,
      },
      {
        name: 'Answer library',
        path: paths.app.library,
        description: 'Answers written once, found in a second',
        icon: BookOpen,
      },
      { name: 'Reports', path: paths.app.reports, description: 'Analytics and insights', icon: BarChart3 },
    ],
  },
  {
    label: 'System',
    items: [
      { name: 'Users', path: paths.app.users, description: 'Team and user management', icon: Users },
      {
        name: 'Help & Support',
        path: paths.app.help,
        description: 'Get help and documentation',
        icon: LifeBuoy,
      },
      { name: 'Settings', path: paths.app.settings, description: 'App configuration', icon: Settings },
    ],
  },
];

/** An item is active when the path starts with its path, segment by segment; /app itself is the dashboard. */
export function isActive(pathname: string, itemPath: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const current = path === paths.app.root ? paths.app.dashboard : path;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

/** The avatar's fallback letter: the name's first letter upper-cased, else 'U'. */
export function avatarInitial(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : 'U';
}

export const FALLBACK_NAME = 'User';
export const FALLBACK_EMAIL = 'user@example.com';

interface ProfileLike {
  name?: string | null;
  email?: string | null;
  avatar?: string | null;
}

/** Who the shell shows: the profile first, then the auth user's metadata, then the spec's placeholders. */
export function shellIdentity(
  profile: ProfileLike | null | undefined,
  user: Pick<User, 'email' | 'user_metadata'> | null,
) {
  const metadataName = typeof user?.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : '';
  const name = profile?.name?.trim() || metadataName.trim() || '';
  return {
    name: name || FALLBACK_NAME,
    email: profile?.email?.trim() || user?.email || FALLBACK_EMAIL,
    avatarUrl: profile?.avatar?.trim() || undefined,
    initial: avatarInitial(name),
  };
}
