import { toast } from 'sonner';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { MyTimeCard } from '@/features/bid-costs/components/my-time-card';
import { MyWork } from '@/features/my-work/components/my-work';
import type { MyWorkActions } from '@/features/my-work/model';
import { useUpdateTask } from '@/features/tasks/api/update-task';
import { taskMessages } from '@/features/tasks/messages';
import { useUpdateTenderStatus } from '@/features/tenders/api/update-tender-status';
import { confirmStatusChange } from '@/lib/status-change-guards';
import { statusChangedMessage } from '@/lib/statuses';

/**
 * My work's one-tap changes are the tasks' and the tenders' own status mutations (their
 * toasts, error words and invalidations: task and tender changes refresh the list).
 */
function useMyWorkActions(): MyWorkActions {
  const task = useUpdateTask(taskMessages.statusFailed);
  const tender = useUpdateTenderStatus();
  return {
    setTaskStatus: (item, status) =>
      task.mutate(
        { task: { id: item.id, tender_id: item.tender_id }, changes: { status } },
        { onSuccess: () => toast.success(statusChangedMessage('Task', status)) },
      ),
    markSubmitted: async (deadline) => {
      const change = { tenderId: deadline.tender_id, from: deadline.status, to: 'submitted' as const };
      if (!(await confirmStatusChange(change))) return;
      tender.mutate(
        { id: deadline.tender_id, status: 'submitted' },
        { onSuccess: () => toast.success(statusChangedMessage('Tender', 'submitted')) },
      );
    },
    saving: (id) =>
      (task.isPending && task.variables?.task.id === id) || (tender.isPending && tender.variables?.id === id),
  };
}

export function Component() {
  const actions = useMyWorkActions();
  return (
    <>
      <AppPageHeader title="My work" description="What you need to do next, in all your workspaces" />
      <SectionBoundary name="work list">
        <MyWork actions={actions} />
      </SectionBoundary>
      <SectionBoundary name="my time">
        <div className="mt-6">
          <MyTimeCard />
        </div>
      </SectionBoundary>
    </>
  );
}
