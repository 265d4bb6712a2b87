import { useMutation } from '@tanstack/react-query';
import { CalendarArrowDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { browserTimeZone } from '@/lib/dates';
import { downloadFile } from '@/lib/download';
import { useProfile } from '@/lib/profile';
import { writeCalendar } from '@shared/ics.ts';
import { useWorkspace } from '@/lib/workspace';
import { fetchUpcomingDeadlines } from '../api/queries';
import { calendarFileName, deadlineEvents } from '../page';

/** Every upcoming deadline of the workspace's open tenders as all-day events in one .ics file. */
export function DownloadCalendarButton() {
  const workspace = useWorkspace();
  const { profile } = useProfile();
  const download = useMutation({
    mutationFn: async () => {
      const deadlines = await fetchUpcomingDeadlines(workspace.id, browserTimeZone());
      downloadFile(
        calendarFileName(),
        writeCalendar(deadlineEvents(deadlines, profile?.preferences.calendarAlarm), { stamp: new Date() }),
        'text/calendar;charset=utf-8',
      );
    },
    meta: { errorMessage: 'Failed to download the calendar. Please try again.' },
  });
  return (
    <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
      <CalendarArrowDown aria-hidden />
      {download.isPending ? 'Preparing...' : 'Download calendar (.ics)'}
    </Button>
  );
}
