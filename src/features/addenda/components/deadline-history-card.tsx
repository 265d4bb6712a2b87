import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime, formatDeadlineOrNone } from '@/lib/dates';
import { useWorkspace, workspaceQueries } from '@/lib/workspace';
import { addendaQueries } from '../api/queries';
import { addendaMessages, deadlineNames, type DeadlineChange } from '../model';
import { TaskDateMoves } from './task-date-moves';

/** Every change of the tender's deadlines, latest first: old → new, who, when, through which addendum. */
export function DeadlineHistoryCard({ tenderId }: { tenderId: string }) {
  const workspace = useWorkspace();
  const query = useQuery(addendaQueries.history(tenderId));
  const members = useQuery(workspaceQueries.members(workspace.id));
  const personName = (userId: string | null) =>
    members.data?.find((member) => member.userId === userId)?.name ?? 'A former member';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Deadline history</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the deadline history...
          </p>
        ) : query.isLoadingError ? (
          <LoadError message={addendaMessages.historyFailed} query={query} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{addendaMessages.noHistory}</p>
        ) : (
          <ol aria-label="Deadline history" className="grid gap-3">
            {query.data.map((change, index) => (
              <Change
                key={change.id}
                change={change}
                by={personName(change.changed_by)}
                // Latest first: the first change of its deadline is that deadline's latest.
                latest={query.data.findIndex((other) => other.deadline === change.deadline) === index}
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function Change({ change, by, latest }: { change: DeadlineChange; by: string; latest: boolean }) {
  return (
    <li className="grid gap-1 text-sm">
      <span className="font-medium">
        {deadlineNames[change.deadline]}: {formatDeadlineOrNone(change.old_date)} →{' '}
        {formatDeadlineOrNone(change.new_date)}
      </span>
      <span className="text-muted-foreground">
        {by}, {formatDateTime(change.changed_at)}
        {change.addendum ? `, by addendum ${change.addendum.number}` : ''}
      </span>
      <TaskDateMoves change={change} actionable={latest} />
    </li>
  );
}
