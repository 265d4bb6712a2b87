import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from './errors';
import { parsePreferences, type Preferences } from './preferences';
import { queryRoots } from './query-keys';
import { useSession } from './session';
import { supabase } from './supabase';

/** The signed-in user's row in user_profiles. */
export interface UserProfile {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  company: string | null;
  /** Job title (not an access role). */
  role: string | null;
  preferences: Preferences;
}

export const profileQueries = {
  all: () => queryRoots.profile,
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), userId],
      queryFn: async (): Promise<UserProfile | null> => {
        const { data, error } = await supabase
          .from('user_profiles')
          .select('id, name, email, avatar, company, role, preferences')
          .eq('id', userId)
          .maybeSingle();
        if (error) throw error;
        return data && { ...data, preferences: parsePreferences(data.preferences) };
      },
    }),
};

export interface ProfileState {
  profile: UserProfile | null;
  loading: boolean;
  /** 'Failed to load user profile' when the profile could not be read. */
  error: string | null;
}

/** The signed-in user's profile (null while signed out or when the row is missing). */
export function useProfile(): ProfileState {
  const { user } = useSession();
  const query = useQuery({ ...profileQueries.detail(user?.id ?? ''), enabled: Boolean(user) });
  useEffect(() => {
    if (query.error) console.error('Failed to load user profile', query.error);
  }, [query.error]);
  return {
    profile: user ? (query.data ?? null) : null,
    loading: Boolean(user) && query.isPending,
    error: user && query.isError ? messages.profileFailed : null,
  };
}
