// The workspace's channel: what the signed-in app does with each change broadcast to it.
import type { Query, QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { workspaceTopic } from './topics';
import {
  afterPendingSave,
  allLiveRoots,
  changedTaskId,
  patchTask,
  refreshedBy,
  type RowChange,
} from './changes';
import { deferWhileHeld } from '@/lib/live-hold';

// A burst of changes (a new tender and its template tasks) refreshes each query once.
const REFRESH_AFTER_MS = 50;

interface BulkChange {
  table: string;
}

/** What one channel does with its changes: patch tasks at once, refresh the rest together a moment later. */
function liveHandler(queryClient: QueryClient) {
  const roots = new Map<string, readonly string[]>();
  // A deleted tender's own query is not asked again (it would only fail): its page, if open,
  // stays until it is left, as after the deleting member's own delete.
  const deleted = new Set<unknown>();
  const keep = (query: Query) => !(query.queryKey[1] === 'detail' && deleted.has(query.queryKey[2]));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = (more: ReadonlyArray<readonly string[]>) => {
    for (const root of more) roots.set(root.join('/'), root);
    timer ??= setTimeout(() => {
      timer = undefined;
      const due = [...roots.values()];
      roots.clear();
      for (const queryKey of due) void queryClient.invalidateQueries({ queryKey, predicate: keep });
    }, REFRESH_AFTER_MS);
  };
  return {
    change(change: RowChange) {
      if (change.table === 'tenders' && change.operation === 'DELETE') deleted.add(change.old_record?.id);
      const taskId = changedTaskId(change);
      if (taskId) {
        // After the drop of a dragged card, and after this screen's own save of it.
        const patch = () => patchTask(queryClient, change);
        const apply = () => {
          if (!afterPendingSave(queryClient, taskId, patch)) patch();
        };
        if (!deferWhileHeld(taskId, apply)) apply();
      }
      refresh(refreshedBy[change.table] ?? []);
    },
    bulk({ table }: BulkChange) {
      refresh([...(refreshedBy[table] ?? []), ...(table === 'tasks' ? [['tasks']] : [])]);
    },
    missed: () => refresh(allLiveRoots()),
    stop: () => clearTimeout(timer),
  };
}

/**
 * Joins the workspace's channel and applies its changes to the screens' caches until the
 * returned function leaves it. After a reconnect every live query is refreshed, as changes may
 * have been missed meanwhile. supabase-js keeps the channel's token fresh (it calls
 * realtime.setAuth on each refresh).
 */
export function listenToWorkspace(queryClient: QueryClient, workspaceId: string): () => void {
  const handler = liveHandler(queryClient);
  let joined = false;
  const channel = supabase
    .channel(workspaceTopic(workspaceId), { config: { private: true } })
    .on('broadcast', { event: 'bulk' }, ({ payload }) => handler.bulk(payload as BulkChange))
    .on('broadcast', { event: '*' }, ({ event, payload }) => {
      if (event !== 'bulk') handler.change(payload as RowChange);
    })
    .subscribe((status) => {
      if (status !== 'SUBSCRIBED') return;
      if (joined) handler.missed();
      joined = true;
    });
  return () => {
    handler.stop();
    void supabase.removeChannel(channel);
  };
}
