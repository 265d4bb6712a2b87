import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import type { ReminderOffsets } from '../reminders';

/** What calendar_feed() and regenerate_calendar_feed() answer: the caller's own feed. */
export interface CalendarFeed {
  token: string;
  created_at: string;
  last_fetched_at: string | null;
}

export const REMINDER_COLUMNS = 'submission_offsets, inquiry_offsets, task_offsets';

export const settingsQueries = {
  all: () => ['settings'] as const,
  /** The workspace's reminder offsets (every member reads them; RLS). */
  reminders: (workspaceId: string) =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'reminders', workspaceId],
      queryFn: authed(async (): Promise<ReminderOffsets> => {
        const { data, error } = await supabase
          .from('reminder_settings')
          .select(REMINDER_COLUMNS)
          .eq('workspace_id', workspaceId)
          .single();
        if (error) throw error;
        return data;
      }),
    }),
  /** The caller's calendar feed, created on the first call. */
  calendarFeed: (userId: string) =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'calendar-feed', userId],
      queryFn: authed(async (): Promise<CalendarFeed> => {
        const { data, error } = await supabase.rpc('calendar_feed').single();
        if (error) throw error;
        return data;
      }),
    }),
};
