// What a change broadcast from the database (supabase/schemas/13_live.sql) does to the
// screens' caches: a task's row is patched into its tender's board and list, so the card moves
// without a refetch; every other change refreshes the queries that show its table.
import type { QueryClient } from '@tanstack/react-query';
import { queryRoots, tenderRowsKey } from '@/lib/query-keys';
import type { Database } from '@/types/database';

type Task = Database['public']['Tables']['tasks']['Row'];

/** A row change as realtime.broadcast_changes sends it: the new row (insert, update) or the old one (delete). */
export interface RowChange {
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

const activity = ['activity'] as const;
const bidDecisions = ['bid-decisions'] as const;
const { tenders, tasks, dashboard, myWork, reports, notifications } = queryRoots;

/** The queries each live table's changes refresh (beyond a task's own row, which is patched). */
export const refreshedBy: Record<string, ReadonlyArray<readonly string[]>> = {
  tenders: [tenders, dashboard, myWork, reports, notifications, activity],
  tasks: [dashboard, myWork, reports, notifications, activity],
  tender_outcomes: [queryRoots.tenders, dashboard, reports, activity],
  bid_decisions: [bidDecisions, tenders, dashboard, reports, activity],
  bid_bonds: [queryRoots.bidBonds, tasks, dashboard, notifications, activity],
  clarifications: [queryRoots.clarifications, activity],
  tender_addenda: [queryRoots.addenda, tenders, notifications, activity],
  deadline_changes: [queryRoots.addenda, notifications],
  tender_requirements: [queryRoots.requirements, activity],
  // A thread, the counts on cards and rows, and the bell: a comment may mention the reader.
  comments: [queryRoots.comments, tenders, notifications],
  // Which tender's documents changed (no row: some documents only some roles may read).
  documents: [queryRoots.documents, activity],
};

/** Every query a live change may touch: refreshed after the channel (re)joins, when changes may have been missed. */
export const allLiveRoots = (): ReadonlyArray<readonly string[]> => [
  ...new Map(
    Object.values(refreshedBy)
      .flat()
      .concat([tasks])
      .map((root) => [root.join('/'), root] as const),
  ).values(),
];

const byCreation = (a: Task, b: Task) =>
  a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at < b.created_at ? -1 : 1;

/**
 * The tender's task list with one row changed: added in creation order, replaced, or removed.
 * A row older than the one shown (an echo overtaken by a later save) changes nothing.
 */
export function withTaskChange(list: readonly Task[], operation: RowChange['operation'], row: Task): Task[] {
  const others = list.filter((task) => task.id !== row.id);
  if (operation === 'DELETE') return others.length === list.length ? [...list] : others;
  const shown = list.find((task) => task.id === row.id);
  if (shown && shown.updated_at > row.updated_at) return [...list];
  return shown ? list.map((task) => (task.id === row.id ? row : task)) : [...others, row].sort(byCreation);
}

/** Patches a task change into its tender's cached tasks (a tender never opened has none to patch). */
export function patchTask(queryClient: QueryClient, change: RowChange): void {
  const row = (change.record ?? change.old_record) as Task | null;
  if (!row?.tender_id) return;
  const queryKey = tenderRowsKey(queryRoots.tasks, row.tender_id);
  if (!queryClient.getQueryData(queryKey)) return;
  queryClient.setQueryData<Task[]>(queryKey, (list) =>
    list ? withTaskChange(list, change.operation, row) : list,
  );
}

/** The id of the task a pending save is about: a change's `{ task }`, or a deletion's task. */
const savedTaskId = (variables: unknown): string | undefined => {
  const saved = variables as { id?: unknown; task?: { id?: unknown } } | undefined;
  const id = saved?.task?.id ?? saved?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Runs `apply` once this screen's own save of the task settles, and says so (true); false when
 * none is pending. The save's optimistic row stays on screen until then, and the saved row
 * lands first: the incoming change then applies only if it is newer (withTaskChange).
 */
export function afterPendingSave(queryClient: QueryClient, taskId: string, apply: () => void): boolean {
  const cache = queryClient.getMutationCache();
  const pending = cache
    .findAll({ status: 'pending' })
    .find((mutation) => savedTaskId(mutation.state.variables) === taskId);
  if (!pending) return false;
  const unsubscribe = cache.subscribe(({ mutation }) => {
    if (mutation !== pending || pending.state.status === 'pending') return;
    unsubscribe();
    apply();
  });
  return true;
}

/** The id of the task a change is about, or null for another table. */
export const changedTaskId = (change: RowChange): string | null =>
  change.table === 'tasks'
    ? (((change.record ?? change.old_record)?.id as string | undefined) ?? null)
    : null;
