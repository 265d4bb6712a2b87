import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { localDateString } from '@/lib/dates';
import { useWorkspaces } from '@/lib/workspace';
import { myWorkQueries } from '../api/queries';
import { MY_WORK_FAILED, type MyWorkActions } from '../model';
import { MyWorkSection } from './item-parts';
import { MyDeadlineItem } from './my-deadline-item';
import { MyTaskItem } from './my-task-item';

/** The user's open tasks, then the deadlines of the tenders they work on, across their workspaces. */
export function MyWork({ actions }: { actions: MyWorkActions }) {
  const today = localDateString();
  const query = useQuery(myWorkQueries.list(today));
  const showWorkspace = useWorkspaces().all.length > 1;
  if (query.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        Loading your work...
      </p>
    );
  }
  if (!query.data) {
    return <LoadError message={MY_WORK_FAILED} query={query} />;
  }
  const { tasks, deadlines } = query.data;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <MyWorkSection
        title="My tasks"
        description="Open tasks assigned to you, or created by you and unassigned: soonest due first."
        empty="You have no open tasks."
        noun="tasks"
      >
        {tasks.map((task) => (
          <MyTaskItem
            key={task.id}
            task={task}
            today={today}
            actions={actions}
            showWorkspace={showWorkspace}
          />
        ))}
      </MyWorkSection>
      <MyWorkSection
        title="Deadlines"
        description="Submission and inquiry deadlines of the open tenders you created or have a task on."
        empty="No open tender you work on has a deadline."
        noun="deadlines"
      >
        {deadlines.map((deadline) => (
          <MyDeadlineItem
            key={`${deadline.tender_id}-${deadline.kind}`}
            deadline={deadline}
            actions={actions}
            showWorkspace={showWorkspace}
          />
        ))}
      </MyWorkSection>
    </div>
  );
}
