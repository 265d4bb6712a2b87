import { Link } from 'react-router-dom';
import { CueBadge } from '@/components/cue-badge';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { dueCue } from '@/lib/deadlines';
import { nextTaskStep, type MyTask, type MyWorkActions } from '../model';
import { itemClass, itemLinkClass, WorkspaceName } from './item-parts';

interface MyTaskItemProps {
  task: MyTask;
  today: string;
  actions: MyWorkActions;
  /** Name the workspace (the user has more than one). */
  showWorkspace: boolean;
}

/** One of the user's tasks: its name and tender (a link to the tender), status, due date and its next step. */
export function MyTaskItem({ task, today, actions, showWorkspace }: MyTaskItemProps) {
  const step = nextTaskStep(task.status);
  const cue = dueCue(task.due_date, true, today);
  const saving = actions.saving(task.id);
  return (
    <li className={itemClass}>
      <Link to={paths.app.tender(task.tender_id)} className={itemLinkClass}>
        <span className="font-medium">{task.name}</span>
        <span className="text-xs text-muted-foreground">
          {task.tender_title} · {task.reference_number}
          {showWorkspace ? <WorkspaceName name={task.workspace_name} /> : null}
        </span>
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={task.status} kind="task" />
        <span className="text-xs text-muted-foreground">
          {task.due_date ? `Due ${formatShortDate(task.due_date)}` : 'No due date'}
        </span>
        {cue ? <CueBadge label={cue.label} past={cue.kind === 'overdue'} /> : null}
        {step ? (
          <Button
            variant={step.verb === 'Complete' ? 'default' : 'outline'}
            className="ml-auto min-h-11 min-w-11"
            aria-label={`${step.verb} task '${task.name}'`}
            disabled={saving}
            onClick={() => actions.setTaskStatus(task, step.status)}
          >
            {step.verb}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
