import { AppPageHeader } from '@/components/layout/app-page-header';
import { DeadlineGroups } from '@/features/notifications/components/deadline-groups';
import { DownloadCalendarButton } from '@/features/notifications/components/download-calendar-button';
import { RemindersOffNote } from '@/features/notifications/components/reminders-off-note';

export function Component() {
  return (
    <>
      <AppPageHeader
        title="Notifications"
        description="Overdue deadlines and those of the next 30 days."
        actions={<DownloadCalendarButton />}
      />
      <RemindersOffNote />
      <DeadlineGroups />
    </>
  );
}
