// The signed-in user's workspaces and the current one. Every screen's data belongs to
// the current workspace, whose id is part of each query key, so caches never mix
// workspaces. Roles decide what the screens offer; the database enforces them anyway.
import { ROLE_LABELS } from '@shared/invitation.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Database } from '@/types/database';
import { authed, requireUserId } from './current-user';
import { queryRoots } from './query-keys';
import { rememberWorkspace } from './remembered-workspace';
import { supabase } from './supabase';

export type WorkspaceRole = Database['public']['Enums']['workspace_role'];

export interface Workspace {
  id: string;
  name: string;
  role: WorkspaceRole;
}

/** Create, edit, change the status of and delete tenders. */
export const canEditTenders = (role: WorkspaceRole) => role === 'admin' || role === 'manager';
/** Invite, change roles, remove members, rename the workspace. */
export const canManageMembers = (role: WorkspaceRole) => role === 'admin';

export const roleLabels: Record<WorkspaceRole, string> = ROLE_LABELS;

/** What each role may do, in a sentence (the role table of docs/product.md). */
export const roleDescriptions: Record<WorkspaceRole, string> = {
  admin: 'Everything a Manager does, and invites people, changes roles and removes members.',
  manager: 'Creates, edits and deletes tenders and works on tasks.',
  user: 'Works on tasks; sees tenders read-only.',
};

export interface Workspaces {
  current: Workspace;
  all: Workspace[];
}

/** The user's workspaces; the current one is remembered for the next load's first queries. */
async function fetchWorkspaces(): Promise<Workspaces | null> {
  const userId = await requireUserId();
  const { data, error } = await supabase.rpc('user_workspaces');
  if (error) throw error;
  const all = data.map(({ workspace_id, name, role }) => ({ id: workspace_id, name, role }));
  const current = data.find((workspace) => workspace.is_current) ?? data[0];
  if (!current) return null;
  rememberWorkspace(userId, current.workspace_id);
  return { current: all.find((workspace) => workspace.id === current.workspace_id)!, all };
}

/** A member of a workspace, with the profile the team sees. */
export interface Member {
  userId: string;
  role: WorkspaceRole;
  joinedAt: string;
  name: string;
  email: string;
  avatar: string | null;
}

const fetchMembers = authed(async (workspaceId: string): Promise<Member[]> => {
  const { data, error } = await supabase
    .from('workspace_members')
    .select('user_id, role, created_at, user_profiles(name, email, avatar)')
    .eq('workspace_id', workspaceId)
    .order('created_at');
  if (error) throw error;
  return data.map((row) => ({
    userId: row.user_id,
    role: row.role,
    joinedAt: row.created_at,
    name: row.user_profiles?.name || row.user_profiles?.email || 'User',
    email: row.user_profiles?.email ?? '',
    avatar: row.user_profiles?.avatar ?? null,
  }));
});

export const workspaceQueries = {
  all: () => queryRoots.workspaces,
  mine: () => queryOptions({ queryKey: [...workspaceQueries.all(), 'mine'], queryFn: fetchWorkspaces }),
  /** Under the profile root: saving a profile (name, photo) refreshes the team lists too. */
  members: (workspaceId: string) =>
    queryOptions({
      queryKey: [...queryRoots.profile, 'members', workspaceId],
      queryFn: () => fetchMembers(workspaceId),
      meta: { errorMessage: 'Failed to load users. Please try again later.' },
    }),
};

/** Makes another of the user's workspaces the current one (remembered in their profile). */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (workspaceId: string) => {
      const userId = await requireUserId();
      const { error } = await supabase
        .from('user_profiles')
        .update({ current_workspace_id: workspaceId })
        .eq('id', userId)
        .select('id')
        .single();
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceQueries.all() }),
    meta: { errorMessage: 'Failed to switch workspace' },
  });
}

/** Filled by WorkspaceProvider (components/workspace-provider.tsx), which loads the workspaces. */
export const WorkspaceContext = createContext<Workspaces | null>(null);

/** The current workspace and all of the user's workspaces (inside WorkspaceProvider). */
export function useWorkspaces(): Workspaces {
  const context = useContext(WorkspaceContext);
  if (!context) throw new Error('useWorkspaces must be used inside WorkspaceProvider');
  return context;
}

/** The current workspace (inside WorkspaceProvider). */
export const useWorkspace = (): Workspace => useWorkspaces().current;

/** The user's role in one of their workspaces (e.g. a tender's), or undefined if not a member. */
export function useRoleIn(workspaceId: string): WorkspaceRole | undefined {
  return useWorkspaces().all.find((workspace) => workspace.id === workspaceId)?.role;
}

/** Why a user-role member sees tenders read-only. */
export const READ_ONLY_TENDERS =
  'Only managers and administrators can create, edit or delete tenders or change their status.';
