import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useMoveTaskDates, type TaskDateAction } from '../api/move-task-dates';
import { handDatedMessage, tasksMovedMessage, type DeadlineChange } from '../model';

/**
 * What a deadline change did to the tender's tasks: the tasks that moved with it (Undo) and
 * the ones dated by hand that did not ('Move them too'). The buttons are for the latest change
 * of each deadline only (`actionable`): undoing an older move would undo it from the wrong date.
 */
export function TaskDateMoves({ change, actionable }: { change: DeadlineChange; actionable: boolean }) {
  const move = useMoveTaskDates();
  const act = (action: TaskDateAction, done: string) =>
    move.mutate({ changeId: change.id, action }, { onSuccess: () => toast.success(done) });
  const moved = change.moved_task_ids.length;
  const handDated = change.hand_dated_task_ids.length;
  if (moved === 0 && (handDated === 0 || !actionable)) return null;
  return (
    <div role="status" className="grid gap-1 rounded-md bg-muted/50 p-2 text-sm">
      {moved > 0 ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>{tasksMovedMessage(change)}</span>
          {actionable ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={move.isPending}
              onClick={() => act('undo', 'Task due dates moved back')}
            >
              Undo
            </Button>
          ) : null}
        </p>
      ) : null}
      {handDated > 0 && actionable ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>{handDatedMessage(handDated)}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={move.isPending}
            onClick={() => act('move-hand-dated', 'Task due dates moved')}
          >
            Move them too
          </Button>
        </p>
      ) : null}
    </div>
  );
}
