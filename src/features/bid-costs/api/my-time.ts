import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { myTimeMessages, parseMyTime, type MyTime } from '../my-time';

/** The caller's entries of the week starting `weekStart` (their locale's first day), with the totals. */
export const fetchMyTime = authed(async (weekStart: string): Promise<MyTime> => {
  const { data, error } = await supabase.rpc('my_time', { p_week_start: weekStart });
  if (error) throw error;
  return parseMyTime(data);
});

export const myTimeQuery = (weekStart: string) =>
  queryOptions({
    // Under My work's root: logging or timing time invalidates it.
    queryKey: [...queryRoots.myWork, 'time', weekStart],
    queryFn: () => fetchMyTime(weekStart),
    meta: { errorMessage: myTimeMessages.loadFailed },
  });
