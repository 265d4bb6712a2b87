import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download';
import { useProfile } from '@/lib/profile';
import { writeCalendar } from '@shared/ics.ts';
import { icsFileName, tenderDeadlineEvents } from '../exports';
import type { Tender } from '../model';

/** Downloads both deadlines as an .ics file any calendar app imports. */
export function AddToCalendarButton({ tender }: { tender: Tender }) {
  const { profile } = useProfile();
  const events = tenderDeadlineEvents(tender, profile?.preferences.calendarAlarm);
  return (
    <Button
      variant="outline"
      disabled={events.length === 0}
      title={events.length === 0 ? 'This tender has no deadlines yet' : undefined}
      onClick={() =>
        downloadFile(
          icsFileName(tender),
          writeCalendar(events, { stamp: new Date() }),
          'text/calendar;charset=utf-8',
        )
      }
    >
      <CalendarPlus aria-hidden /> Add to calendar
    </Button>
  );
}
