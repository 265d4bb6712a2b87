import { useMutation } from '@tanstack/react-query';
import { browserTimeZone } from '@/lib/dates';
import { ALERT_WINDOW, windowLastDay } from '@/lib/deadlines';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** 'Mark all as seen': the user's alerts of the bell's window and their mentions and replies, stored as seen (per user, in the database). */
export async function markAlertsSeen(
  workspaceId: string,
  timeZone: string = browserTimeZone(),
): Promise<number> {
  const [alerts, comments] = await Promise.all([
    supabase.rpc('mark_deadline_alerts_seen', {
      p_workspace_id: workspaceId,
      p_tz: timeZone,
      p_days: windowLastDay(ALERT_WINDOW),
    }),
    supabase.rpc('mark_comment_notices_seen', { p_workspace_id: workspaceId }),
  ]);
  if (alerts.error) throw alerts.error;
  if (comments.error) throw comments.error;
  return alerts.data + comments.data;
}

/** The bell's count and the lists' 'New' marks follow at once. */
export const useMarkAlertsSeen = () =>
  useMutation({
    mutationFn: (workspaceId: string) => markAlertsSeen(workspaceId),
    meta: { invalidates: [queryRoots.notifications], errorMessage: 'Failed to mark the alerts as seen' },
  });
