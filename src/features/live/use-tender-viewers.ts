import { useEffect, useState } from 'react';
import { supabase } from '@/lib/supabase';
import { tenderTopic } from './topics';

/**
 * The ids of the other members viewing the tender now, through Realtime presence: this user is
 * tracked (one key per user, however many tabs) while the page is open, and leaves with it.
 */
export function useTenderViewers(
  tender: { id: string; workspace_id: string },
  userId: string | undefined,
): string[] {
  const [viewers, setViewers] = useState<string[]>([]);
  const { id, workspace_id } = tender;
  useEffect(() => {
    if (!userId) return;
    const channel = supabase.channel(tenderTopic({ id, workspace_id }), {
      config: { private: true, presence: { key: userId } },
    });
    channel
      .on('presence', { event: 'sync' }, () =>
        setViewers(Object.keys(channel.presenceState()).filter((key) => key !== userId)),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void channel.track({});
      });
    return () => {
      setViewers([]);
      void supabase.removeChannel(channel);
    };
  }, [id, workspace_id, userId]);
  return viewers;
}
