import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { taskQueries } from '../api/queries';
import { useTaskActions } from '../hooks/use-task-actions';
import { parseTaskView, taskMessages, visibleTasks, type Task, type Tender } from '../model';
import { DeleteTaskDialog } from './delete-task-dialog';
import { KanbanBoard } from './kanban-board';
import { TaskListView } from './task-list-view';

/** The tender's tasks as a Kanban board (default) or a list; the chosen view is kept in the URL. */
export function TasksCard({ tender }: { tender: Tender }) {
  const query = useQuery(taskQueries.byTender(tender.id));
  const actions = useTaskActions(tender);
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<Task | null>(null);
  const view = parseTaskView(params.get('view'));
  const setView = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.set('view', 'list');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );

  const all = query.data ?? [];
  const shown = visibleTasks(all);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tasks</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : query.isError && !query.data ? (
          <LoadError
            message={taskMessages.loadFailed}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Tabs value={view} onValueChange={setView}>
            <TabsList>
              <TabsTrigger value="kanban">Kanban View</TabsTrigger>
              <TabsTrigger value="list">List View</TabsTrigger>
            </TabsList>
            <TabsContent value="kanban">
              <KanbanBoard tasks={shown} allTasks={all} actions={actions} onDelete={setDeleting} />
            </TabsContent>
            <TabsContent value="list">
              <TaskListView tasks={shown} allTasks={all} actions={actions} onDelete={setDeleting} />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
      <DeleteTaskDialog
        task={deleting}
        onClose={() => setDeleting(null)}
        pending={actions.deleting}
        onConfirm={(task) => actions.remove(task, () => setDeleting(null))}
      />
    </Card>
  );
}
