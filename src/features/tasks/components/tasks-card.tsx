import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { workspaceQueries } from '@/lib/workspace';
import { taskQueries } from '../api/queries';
import { TaskBoardContext, type TaskBoard } from '../hooks/task-board';
import { focusAfterRemoval, useTaskFocus } from '../hooks/task-focus';
import { useTaskActions } from '../hooks/use-task-actions';
import {
  assignedTo,
  byDueDate,
  deleteTaskWarning,
  parseTaskView,
  taskMessages,
  visibleTasks,
  type Task,
  type Tender,
} from '../model';
import { EditTaskDialog } from './edit-task-dialog';
import { KanbanBoard } from './kanban-board';
import { TaskListView } from './task-list-view';

const NO_COUNTS: Readonly<Record<string, number>> = {};

/**
 * The tender's tasks as a Kanban board (default) or a list; the view and 'My tasks' (by due
 * date, undated last) are kept in the URL. `detail` adds to a task's dialog, `cardExtra` to
 * the foot of a Kanban card.
 */
export function TasksCard({
  tender,
  detail,
  cardExtra,
}: {
  tender: Tender;
  detail?: (task: Task) => ReactNode;
  cardExtra?: TaskBoard['cardExtra'];
}) {
  const query = useQuery(taskQueries.byTender(tender.id));
  const members = useQuery(workspaceQueries.members(tender.workspace_id));
  const commentCounts = useQuery(taskQueries.commentCounts(tender.id)).data ?? NO_COUNTS;
  const actions = useTaskActions(tender);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [editing, setEditing] = useState<Task | null>(null);
  const { rootRef, ...focus } = useTaskFocus();
  // Set once a task is deleted: where the focus goes when its confirmation closes.
  const afterDelete = useRef<(() => void) | null>(null);
  const view = parseTaskView(params.get('view'));
  const mine = params.get('mine') === '1';
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );

  const all = query.data ?? [];
  // A link to a task's thread (?task=id, from a notification) opens its dialog.
  const linked = params.get('task');
  const shownEditing = editing ?? (linked ? (all.find((task) => task.id === linked) ?? null) : null);
  const visible = visibleTasks(all);
  const shown = mine ? byDueDate(assignedTo(visible, user?.id)) : visible;
  const board = {
    allTasks: all,
    actions,
    members: members.data ?? [],
    requestDelete: setDeleting,
    requestEdit: setEditing,
    focus,
    commentCounts,
    detail,
    cardExtra,
  };
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle>Tasks</CardTitle>
        <Button
          variant={mine ? 'default' : 'outline'}
          size="sm"
          aria-pressed={mine}
          onClick={() => setParam('mine', mine ? null : '1')}
        >
          <UserRound aria-hidden /> My tasks
        </Button>
      </CardHeader>
      <CardContent ref={rootRef}>
        {query.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : query.isLoadingError ? (
          <LoadError message={taskMessages.loadFailed} query={query} />
        ) : (
          <TaskBoardContext.Provider value={board}>
            <Tabs value={view} onValueChange={(next) => setParam('view', next === 'list' ? 'list' : null)}>
              <TabsList>
                <TabsTrigger value="kanban">Kanban View</TabsTrigger>
                <TabsTrigger value="list">List View</TabsTrigger>
              </TabsList>
              <TabsContent value="kanban">
                <KanbanBoard tasks={shown} />
              </TabsContent>
              <TabsContent value="list">
                <TaskListView tasks={shown} />
              </TabsContent>
            </Tabs>
            <EditTaskDialog
              task={shownEditing}
              onClose={() => {
                setEditing(null);
                if (linked) setParam('task', null);
              }}
            />
          </TaskBoardContext.Provider>
        )}
      </CardContent>
      <DeleteDialog
        item={deleting}
        title={taskMessages.deleteTitle}
        warning={deleteTaskWarning}
        onClose={() => setDeleting(null)}
        pending={actions.deleting}
        onConfirm={(task) => {
          const refocus = focusAfterRemoval(rootRef.current, task.id);
          actions.remove(task, () => {
            afterDelete.current = refocus;
            setDeleting(null);
          });
        }}
        onCloseAutoFocus={(event) => {
          if (!afterDelete.current) return;
          event.preventDefault();
          afterDelete.current();
          afterDelete.current = null;
        }}
      />
    </Card>
  );
}
