import { Link } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadline-item';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRoleIn } from '@/lib/workspace';
import { asDeadline, canMarkSubmitted, type MyDeadline, type MyWorkActions } from '../model';
import { itemClass, itemLinkClass } from './item-parts';

interface MyDeadlineItemProps {
  deadline: MyDeadline;
  actions: MyWorkActions;
  /** Name the workspace (the user has more than one). */
  showWorkspace: boolean;
}

/**
 * A deadline of a tender the user works on (a link to the tender), its status, and 'Mark
 * submitted' on the submission deadline for those whose role may change the status.
 */
export function MyDeadlineItem({ deadline, actions, showWorkspace }: MyDeadlineItemProps) {
  const role = useRoleIn(deadline.workspace_id);
  const markable = canMarkSubmitted(deadline, role);
  return (
    <li className={itemClass}>
      <Link to={paths.app.tender(deadline.tender_id)} className={itemLinkClass}>
        <DeadlineItem deadline={asDeadline(deadline)} showDate />
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={deadline.status} />
        {showWorkspace ? (
          <span className="min-w-0 break-words text-xs font-medium text-muted-foreground">
            <span className="sr-only">Workspace: </span>
            {deadline.workspace_name}
          </span>
        ) : null}
        {markable ? (
          <Button
            variant="outline"
            className="ml-auto min-h-11 min-w-11"
            aria-label={`Mark submitted: tender '${deadline.title}'`}
            disabled={actions.saving(deadline.tender_id)}
            onClick={() => actions.markSubmitted(deadline)}
          >
            Mark submitted
          </Button>
        ) : null}
      </div>
    </li>
  );
}
