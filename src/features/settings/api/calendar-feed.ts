import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { calendarFeedMessages } from '../calendar-feed';
import { settingsQueries, type CalendarFeed } from './queries';

/** A new token for the caller's feed: the old URL stops working at once. */
export async function regenerateCalendarFeed(): Promise<{ userId: string; feed: CalendarFeed }> {
  const userId = await requireUserId();
  const { data, error } = await supabase.rpc('regenerate_calendar_feed').single();
  if (error) throw error;
  return { userId, feed: data };
}

export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: ({ userId, feed }) =>
      queryClient.setQueryData(settingsQueries.calendarFeed(userId).queryKey, feed),
    meta: { errorMessage: calendarFeedMessages.regenerateFailed },
  });
}
