import { AppPageHeader } from '@/components/layout/app-page-header';
import { CommentNotices } from '@/features/notifications/components/comment-notices';
import { DeadlineGroups } from '@/features/notifications/components/deadline-groups';
import { DownloadCalendarButton } from '@/features/notifications/components/download-calendar-button';
import { RemindersOffNote } from '@/features/notifications/components/reminders-off-note';
import { localDateString } from '@/lib/dates';
import { LIST_WINDOW, windowLabel } from '@/lib/deadlines';

export function Component() {
  return (
    <>
      <AppPageHeader
        title="Notifications"
        description={windowLabel(LIST_WINDOW, localDateString())}
        actions={<DownloadCalendarButton />}
      />
      <RemindersOffNote />
      <div className="grid gap-6">
        <CommentNotices />
        <DeadlineGroups />
      </div>
    </>
  );
}
