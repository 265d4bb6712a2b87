import { CalendarArrowDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { browserTimeZone } from '@/lib/dates';
import { downloadFile } from '@/lib/download';
import { dataErrorMessage } from '@/lib/errors';
import { toIcs } from '@/lib/ics';
import { useWorkspace } from '@/lib/workspace';
import { fetchUpcomingDeadlines } from '../api/queries';
import { calendarFileName, deadlineEvents } from '../model';

/** Every upcoming deadline of the workspace's open tenders as all-day events in one .ics file. */
export function DownloadCalendarButton() {
  const workspace = useWorkspace();
  const [busy, setBusy] = useState(false);
  const onDownload = async () => {
    setBusy(true);
    try {
      const deadlines = await fetchUpcomingDeadlines(workspace.id, browserTimeZone());
      downloadFile(calendarFileName(), toIcs(deadlineEvents(deadlines)), 'text/calendar;charset=utf-8');
    } catch (error) {
      console.error(error);
      toast.error(dataErrorMessage(error, 'Failed to download the calendar. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void onDownload()} disabled={busy}>
      <CalendarArrowDown aria-hidden />
      {busy ? 'Preparing...' : 'Download calendar (.ics)'}
    </Button>
  );
}
