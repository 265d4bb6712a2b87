// The workspace's newest tenders, newest first (ties in id order), with the columns a card
// names: the dashboard's Recent Tenders and the reports' summary table read them alike.
import { supabase } from '@/lib/supabase';

export async function fetchNewestTenders<Columns extends string>(
  workspaceId: string,
  columns: Columns,
  limit: number,
) {
  const { data, error } = await supabase
    .from('tenders')
    .select(columns)
    .eq('workspace_id', workspaceId)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(limit);
  if (error) throw error;
  return data;
}
