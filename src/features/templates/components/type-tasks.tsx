import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSetReplacesStandard } from '../api/mutations';
import { templateQueries } from '../api/queries';
import { dueLabel, scopeLabel, templatesMessages, type TenderType } from '../model';

interface TypeTasksProps {
  workspaceId: string;
  type: TenderType;
  replaces: boolean;
  editable: boolean;
}

/**
 * For one tender type: whether its own tasks replace the standard ones (All types) or add to
 * them, and the tasks a new tender of the type gets as a result, as the database lists them.
 */
export function TypeTasks({ workspaceId, type, replaces, editable }: TypeTasksProps) {
  const tasks = useQuery(templateQueries.typeTasks(workspaceId, type));
  const set = useSetReplacesStandard();
  const listId = `type-tasks-${type}`;
  return (
    <section aria-labelledby={`${listId}-title`} className="grid gap-3">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={replaces}
          disabled={!editable || set.isPending}
          onChange={(event) =>
            set.mutate(
              { workspaceId, type, replaces: event.target.checked },
              { onSuccess: () => toast.success(templatesMessages.replaceSaved) },
            )
          }
        />
        <span>
          {templatesMessages.replaceStandard}
          <span className="block text-muted-foreground">
            {replaces
              ? `${scopeLabel(type)} tenders get only the tasks of their own above.`
              : `${scopeLabel(type)} tenders get the tasks for All types, then their own (one of the same name takes its place).`}
          </span>
        </span>
      </label>
      <h4 id={`${listId}-title`} className="text-sm font-medium">
        Tasks a new tender of type {scopeLabel(type)} gets
      </h4>
      {tasks.data ? (
        tasks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ol className="grid list-decimal gap-1 pl-5 text-sm">
            {tasks.data.map((task) => (
              <li key={task.id}>
                <span className="break-words">{task.name}</span>
                {[dueLabel(task.due_days_before), task.only_with_bid_bond ? 'Only with a bid bond' : null]
                  .filter(Boolean)
                  .map((detail) => (
                    <span key={detail} className="text-muted-foreground">
                      {' · '}
                      {detail}
                    </span>
                  ))}
              </li>
            ))}
          </ol>
        )
      ) : tasks.isLoadingError ? (
        <LoadError message={templatesMessages.loadFailed} query={tasks} />
      ) : (
        <Skeleton role="status" aria-label="Loading the tasks" className="h-16 w-full" />
      )}
    </section>
  );
}
