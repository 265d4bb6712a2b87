import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserTimeZone } from './dates';
import { messages } from './errors';
import { parsePreferences, type Preferences } from './preferences';
import { queryRoots } from './query-keys';
import { useSession } from './session';
import { supabase } from './supabase';
import { useSignInTheme } from './theme';

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
  /** The IANA zone reminder emails follow; null until set (counts as UTC); absent when not read. */
  time_zone?: string | null;
}

/** The user_profiles columns a UserProfile is read from. */
export const PROFILE_COLUMNS = 'id, name, email, avatar, company, role, preferences, time_zone';

/** A user_profiles row (PROFILE_COLUMNS) with its preferences parsed. */
export const toUserProfile = (
  row: Omit<UserProfile, 'preferences'> & { preferences: unknown },
): UserProfile => ({
  ...row,
  preferences: parsePreferences(row.preferences),
});

export const profileQueries = {
  all: () => queryRoots.profile,
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), userId],
      queryFn: async (): Promise<UserProfile | null> => {
        const { data, error } = await supabase
          .from('user_profiles')
          .select(PROFILE_COLUMNS)
          .eq('id', userId)
          .maybeSingle();
        if (error) throw error;
        return data && toUserProfile(data);
      },
    }),
};

export interface ProfileState {
  profile: UserProfile | null;
  loading: boolean;
  /** 'Failed to load user profile' when the profile could not be read. */
  error: string | null;
}

/**
 * The signed-in user's profile (null while signed out or when the row is missing). Once it
 * is known after a sign-in, the theme saved in it replaces this browser's (the profile wins
 * at sign-in; see useSignInTheme).
 */
export function useProfile(): ProfileState {
  const { user } = useSession();
  const query = useQuery({ ...profileQueries.detail(user?.id ?? ''), enabled: Boolean(user) });
  // One sign-in: the user and the time they signed in (token refreshes keep it).
  const signIn = user && query.data ? `${user.id}@${user.last_sign_in_at ?? ''}` : undefined;
  useSignInTheme(signIn, query.data?.preferences.theme);
  useFillTimeZone(user?.id, query.data?.time_zone);
  return {
    profile: user ? (query.data ?? null) : null,
    loading: Boolean(user) && query.isPending,
    error: user && query.isError ? messages.profileFailed : null,
  };
}

/** The users whose empty time zone this page load has tried to fill (once each). */
const fillingTimeZone = new Set<string>();

/**
 * A profile without a time zone (a new account) takes the browser's, once it is known after
 * a sign-in, so reminder emails arrive in the user's morning. A stored zone is never
 * replaced: only the user changes it, in Settings. A zone the database does not know is
 * left unset (UTC) rather than reported: the user can choose one in Settings.
 */
function useFillTimeZone(userId: string | undefined, timeZone: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || timeZone !== null || fillingTimeZone.has(userId)) return;
    fillingTimeZone.add(userId);
    void supabase
      .from('user_profiles')
      .update({ time_zone: browserTimeZone() })
      .eq('id', userId)
      .is('time_zone', null)
      .select(PROFILE_COLUMNS)
      .maybeSingle()
      .then(({ data }) => {
        if (data) queryClient.setQueryData(profileQueries.detail(userId).queryKey, toUserProfile(data));
      });
  }, [userId, timeZone, queryClient]);
}
